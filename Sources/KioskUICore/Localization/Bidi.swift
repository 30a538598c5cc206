/// The Unicode Bidirectional Algorithm (UAX #9) for one line of text: which stretches of it run
/// right to left, and in which order the stretches appear on screen.
///
/// The steps live one per file: the classes (`BidiClass`, from the generated `BidiClassTable`),
/// explicit levels (`BidiExplicit`, X1–X8), isolating run sequences (`BidiRunSequence`, X9–X10),
/// weak types (`BidiWeakTypes`, W1–W7), neutrals (`BidiNeutralTypes`, N1–N2), implicit levels
/// (`BidiImplicitLevels`, I1–I2) and reordering (`BidiReordering`, L1–L2). The paragraph level
/// is the caller's base direction (the language's), not guessed from the text (P2–P3 are used
/// only for FSI). Not supported: N0 (paired brackets), L3 and L4 (the shaper's), line breaking
/// inside the algorithm (lines are broken first, then each is reordered on its own).
enum Bidi {
    /// Runs of `scalars` in visual order, left to right on screen; each range indexes `scalars`.
    ///
    /// Fast path: a left-to-right line with nothing that can run right to left (no R or AL
    /// character, RLE, RLO or RLI) is one run at level 0, found without building any array.
    static func visualRuns(_ scalars: [Unicode.Scalar], base: TextDirection) -> [BidiRun] {
        if scalars.isEmpty { return [] }
        if base == .ltr && !scalars.contains(where: canRunRightToLeft) {
            return [BidiRun(range: 0..<scalars.count, level: 0)]
        }
        return BidiReordering.visualRuns(levels(scalars.map(BidiClass.init), base: base))
    }

    /// Whether a left-to-right line holding only characters for which this is false is one run
    /// at level 0.
    @inline(__always)
    static func canRunRightToLeft(_ s: Unicode.Scalar) -> Bool {
        guard s.value >= 0x0590 else { return false }
        switch BidiClass(s) {
        case .R, .AL, .RLE, .RLO, .RLI: return true
        default: return false
        }
    }

    /// The level of every character of a line whose characters have `classes`, in a paragraph
    /// of direction `base`, after rules X1–I2 and L1. Characters X9 removes take the level of
    /// the character before them (so a zero-width joiner stays inside its run).
    static func levels(_ classes: [BidiClass], base: TextDirection) -> [UInt8] {
        let paragraph = base.paragraphLevel
        let matching = BidiExplicit.matchingPDIs(classes)
        let explicit = BidiExplicit.resolve(classes, paragraphLevel: paragraph, matching: matching)
        var levels = explicit.levels
        let overridden = explicit.classes
        for seq in BidiRunSequence.all(original: classes, levels: levels, matching: matching, paragraphLevel: paragraph) {
            var t = seq.indices.map { overridden[$0] }
            BidiWeakTypes.resolve(&t, sos: seq.sos)
            BidiNeutralTypes.resolve(&t, sos: seq.sos, eos: seq.eos, level: seq.level)
            for (k, i) in seq.indices.enumerated() { levels[i] = BidiImplicitLevels.level(of: t[k], at: seq.level) }
        }
        for i in classes.indices where classes[i].isRemovedByX9 {
            levels[i] = i > 0 ? levels[i - 1] : paragraph
        }
        BidiReordering.resetWhitespace(&levels, original: classes, paragraphLevel: paragraph)
        return levels
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
    /// none; ASCII is checked without a table look-up.
    static func lastStrongDirection(_ text: String) -> TextDirection? {
        for s in text.unicodeScalars.reversed() {
            if s.value < 0x80 {
                if s.properties.isAlphabetic { return .ltr }
                continue
            }
            switch BidiClass(s) {
            case .L: return .ltr
            case .R, .AL: return .rtl
            default: continue
            }
        }
        return nil
    }
}
