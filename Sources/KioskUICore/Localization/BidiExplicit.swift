/// Rules X1–X8 of UAX #9: the embedding level of every character from the explicit embeddings,
/// overrides and isolates around it, and the class an override gives it.
///
/// Supported as the algorithm says: LRE, RLE, LRO, RLO, PDF, LRI, RLI, FSI (its direction from
/// the first strong character inside, P2–P3) and PDI, with the depth limit of 125 and the
/// overflow counters. Simplified: a string is one paragraph; a paragraph separator (class B)
/// inside it closes every open embedding and isolate (X8) but the next text keeps the same
/// paragraph level instead of starting a new paragraph.
enum BidiExplicit {
    /// The deepest embedding level (BD2).
    static let maxDepth: UInt8 = 125

    /// For each isolate initiator, the index of its matching PDI (BD9), else -1; -1 for every
    /// other character.
    static func matchingPDIs(_ classes: [BidiClass]) -> [Int] {
        var match = [Int](repeating: -1, count: classes.count)
        var open: [Int] = []
        for (i, c) in classes.enumerated() {
            if c.isIsolateInitiator {
                open.append(i)
            } else if c == .PDI, let o = open.popLast() {
                match[o] = i
            } else if c == .B {
                open.removeAll()
            }
        }
        return match
    }

    /// The direction of the first strong character in `start..<end`, skipping isolates (P2);
    /// nil when there is none (P3 then takes the default).
    static func firstStrong(_ classes: [BidiClass], from start: Int, to end: Int, matching: [Int]) -> TextDirection? {
        var i = start
        while i < end {
            switch classes[i] {
            case .L: return .ltr
            case .R, .AL: return .rtl
            case .LRI, .RLI, .FSI:
                if matching[i] < 0 { return nil }
                i = matching[i]
            case .B: return nil
            default: break
            }
            i += 1
        }
        return nil
    }

    /// Levels (X1–X8) and classes after overrides (X6) of a paragraph at `paragraphLevel`.
    /// Characters X9 removes get the level of the embedding they sit in.
    static func resolve(_ original: [BidiClass], paragraphLevel: UInt8, matching: [Int]) -> (levels: [UInt8], classes: [BidiClass]) {
        struct Entry { var level: UInt8; var override: BidiClass?; var isolate: Bool }
        let bottom = Entry(level: paragraphLevel, override: nil, isolate: false)
        var stack = [bottom]
        var overflowIsolates = 0, overflowEmbeddings = 0, validIsolates = 0
        var classes = original
        var levels = [UInt8](repeating: paragraphLevel, count: original.count)
        /// The least odd (or even) level above the current one, when it may be pushed.
        func next(odd: Bool) -> UInt8? {
            let l = stack[stack.count - 1].level
            let n = odd ? (l + 1) | 1 : (l + 2) & ~1
            return n <= maxDepth && overflowIsolates == 0 && overflowEmbeddings == 0 ? n : nil
        }
        for (i, t) in original.enumerated() {
            let top = stack[stack.count - 1]
            switch t {
            case .RLE, .LRE, .RLO, .LRO:   // X2–X5
                levels[i] = top.level
                if let level = next(odd: t == .RLE || t == .RLO) {
                    stack.append(Entry(level: level, override: t == .RLO ? .R : t == .LRO ? .L : nil, isolate: false))
                } else if overflowIsolates == 0 {
                    overflowEmbeddings += 1
                }
            case .RLI, .LRI, .FSI:   // X5a–X5c
                levels[i] = top.level
                if let o = top.override { classes[i] = o }
                let rtl = t == .FSI
                    ? firstStrong(original, from: i + 1, to: matching[i] >= 0 ? matching[i] : original.count, matching: matching) == .rtl
                    : t == .RLI
                if let level = next(odd: rtl) {
                    validIsolates += 1
                    stack.append(Entry(level: level, override: nil, isolate: true))
                } else {
                    overflowIsolates += 1
                }
            case .PDI:   // X6a
                if overflowIsolates > 0 {
                    overflowIsolates -= 1
                } else if validIsolates > 0 {
                    overflowEmbeddings = 0
                    while !stack[stack.count - 1].isolate { stack.removeLast() }
                    stack.removeLast()
                    validIsolates -= 1
                }
                let now = stack[stack.count - 1]
                levels[i] = now.level
                if let o = now.override { classes[i] = o }
            case .PDF:   // X7
                levels[i] = top.level
                if overflowIsolates > 0 {
                } else if overflowEmbeddings > 0 {
                    overflowEmbeddings -= 1
                } else if !top.isolate && stack.count >= 2 {
                    stack.removeLast()
                }
            case .B:   // X8 (see the type's note)
                levels[i] = paragraphLevel
                stack = [bottom]
                overflowIsolates = 0; overflowEmbeddings = 0; validIsolates = 0
            case .BN:
                levels[i] = top.level
            default:   // X6
                levels[i] = top.level
                if let o = top.override { classes[i] = o }
            }
        }
        return (levels, classes)
    }
}
