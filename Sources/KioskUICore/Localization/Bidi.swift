import CFriBidi

/// The Unicode Bidirectional Algorithm (UAX #9) for one line of text, computed by GNU FriBidi
/// (`CFriBidi`): which stretches of it run right to left, and in which order the stretches
/// appear on screen.
///
/// FriBidi resolves the levels (rules P2–P3, X1–X10, W1–W7, N0 with the paired brackets of
/// BidiBrackets.txt, N1–N2, I1–I2 and L1); the runs in visual order (L2) are cut from them here,
/// because the text layer shapes runs, not characters. Lines are broken first (`LineBreaks`),
/// then each line is a paragraph of its own. Not done: L3 and L4 (the shaper's: HarfBuzz keeps
/// combining marks on their base and mirrors brackets in right-to-left runs).
///
/// A paragraph's direction is either given (`fromText: false`: the conformance rows, a caller that
/// forces it) or the text's own (`fromText: true`): that of its first strong character outside
/// isolates (P2–P3), `base` when it has none. The text layer asks for the text's own
/// (`TextItemizer`), so an English label in an Arabic screen keeps its full stop on the right.
enum Bidi {
    /// Runs of `scalars` in visual order, left to right on screen; each range indexes `scalars`.
    ///
    /// Fast path: a line with nothing that can run right to left (no R or AL character, RLE, RLO
    /// or RLI) whose paragraph runs left to right is one run at level 0, found without calling
    /// FriBidi or building any array.
    static func visualRuns(_ scalars: [Unicode.Scalar], base: TextDirection, fromText: Bool = false) -> [BidiRun] {
        if scalars.isEmpty { return [] }
        if !scalars.contains(where: canRunRightToLeft) {
            if base == .ltr || fromText && isLeftToRightParagraph(scalars) {
                return [BidiRun(range: 0..<scalars.count, level: 0)]
            }
        }
        return runs(levels(scalars, base: base, fromText: fromText))
    }

    /// Whether a left-to-right line holding only characters for which this is false is one run
    /// at level 0.
    @inline(__always)
    static func canRunRightToLeft(_ s: Unicode.Scalar) -> Bool {
        guard s.value >= 0x0590 else { return false }
        return kiosk_fribidi_can_run_rtl(fribidi_get_bidi_type(s.value)) != 0
    }

    /// The level of every character of a line, in a paragraph of direction `base` (or, with
    /// `fromText`, the text's own), after rules P2–I2 and L1. Characters X9 removes take the level
    /// of the character before them (so a zero-width joiner stays inside its run).
    static func levels(_ scalars: [Unicode.Scalar], base: TextDirection, fromText: Bool = false) -> [UInt8] {
        let n = scalars.count
        if n == 0 { return [] }
        let chars = scalars.map { FriBidiChar($0.value) }
        var types = [FriBidiCharType](repeating: FriBidiCharType(0), count: n)
        var brackets = [FriBidiBracketType](repeating: 0, count: n)
        var levels = [FriBidiLevel](repeating: 0, count: n)
        var paragraph: FriBidiParType = switch (base, fromText) {
        case (.ltr, false): kiosk_fribidi_par_ltr
        case (.rtl, false): kiosk_fribidi_par_rtl
        case (.ltr, true): kiosk_fribidi_par_wltr
        case (.rtl, true): kiosk_fribidi_par_wrtl
        }
        fribidi_get_bidi_types(chars, FriBidiStrIndex(n), &types)
        fribidi_get_bracket_types(chars, FriBidiStrIndex(n), types, &brackets)
        let resolved = fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(n), &paragraph, &levels)
        // 0: FriBidi could not allocate; the line is drawn in logical order rather than not at all.
        guard resolved > 0 else { return [UInt8](repeating: base.paragraphLevel, count: n) }
        return levels.map { UInt8(clamping: $0) }
    }

    /// The direction of the paragraph `text` makes: its first strong character's outside isolates
    /// (P2–P3), `fallback` when it has none. (Written here, not `fribidi_get_par_direction`:
    /// FriBidi before 1.0.11, Debian 12's 1.0.8 among them, does not skip isolates there.)
    static func paragraphDirection(_ text: String, fallback: TextDirection) -> TextDirection {
        var isolates = 0
        for s in text.unicodeScalars {
            if s.value < 0x80 {
                if isolates == 0 && s.properties.isAlphabetic { return .ltr }   // ASCII letters: L, without a look-up
                continue
            }
            switch s.value {
            case 0x2066...0x2068: isolates += 1   // LRI, RLI, FSI
            case 0x2069: isolates = Swift.max(0, isolates - 1)   // PDI; one without its isolate is ignored
            default:
                guard isolates == 0 else { continue }
                switch kiosk_fribidi_strong(fribidi_get_bidi_type(s.value)) {
                case 1: return .ltr
                case -1: return .rtl
                default: continue
                }
            }
        }
        return fallback
    }

    /// Whether a line with no character that can run right to left makes a left-to-right
    /// paragraph by itself: it has a strong (L) character, and no isolate that could hide it.
    private static func isLeftToRightParagraph(_ scalars: [Unicode.Scalar]) -> Bool {
        var strong = false
        for s in scalars {
            if s.value == 0x2066 || s.value == 0x2068 { return false }   // LRI, FSI
            if !strong && (s.value < 0x80 ? s.properties.isAlphabetic : kiosk_fribidi_strong(fribidi_get_bidi_type(s.value)) == 1) {
                strong = true
            }
        }
        return strong
    }

    /// L2: the maximal runs of one level, left to right on screen: from the highest level down to
    /// the lowest odd one, every stretch of runs at that level or above is reversed.
    static func runs(_ levels: [UInt8]) -> [BidiRun] {
        var runs: [BidiRun] = []
        var start = 0
        for i in levels.indices.dropFirst() where levels[i] != levels[start] {
            runs.append(BidiRun(range: start..<i, level: levels[start]))
            start = i
        }
        if !levels.isEmpty { runs.append(BidiRun(range: start..<levels.count, level: levels[start])) }
        guard let highest = runs.map(\.level).max(), let lowest = runs.map(\.level).min() else { return runs }
        let lowestOdd = lowest | 1
        var level = highest
        while level >= lowestOdd {
            var i = 0
            while i < runs.count {
                guard runs[i].level >= level else { i += 1; continue }
                var j = i
                while j < runs.count && runs[j].level >= level { j += 1 }
                runs[i..<j].reverse()
                i = j
            }
            level -= 1
        }
        return runs
    }
}

/// A stretch of a line at one embedding level: odd levels run right to left.
struct BidiRun: Equatable, Sendable {
    /// The characters (unicode scalars) of the line it covers, in logical order.
    var range: Range<Int>
    var level: UInt8

    var direction: TextDirection { TextDirection(level: level) }
}

extension Bidi {
    /// The direction of the last strong character of `text` (L, or R and AL), nil when it has
    /// none; ASCII is checked without a look-up.
    static func lastStrongDirection(_ text: String) -> TextDirection? {
        for s in text.unicodeScalars.reversed() {
            if s.value < 0x80 {
                if s.properties.isAlphabetic { return .ltr }
                continue
            }
            switch kiosk_fribidi_strong(fribidi_get_bidi_type(s.value)) {
            case 1: return .ltr
            case -1: return .rtl
            default: continue
            }
        }
        return nil
    }
}
