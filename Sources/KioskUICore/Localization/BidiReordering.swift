/// Rules L1–L2 of UAX #9: from the levels of a line to its runs in visual order.
///
/// Not done here: L3 (combining marks are kept after their base; the shaper places them) and
/// L4 (mirroring is the shaper's, in right-to-left runs).
enum BidiReordering {
    /// L1: segment separators, paragraph separators, and whitespace (and isolate formatting or
    /// removed characters) before them or at the end of the line go back to the paragraph level.
    static func resetWhitespace(_ levels: inout [UInt8], original: [BidiClass], paragraphLevel: UInt8) {
        var trailing = true
        for i in original.indices.reversed() {
            switch original[i] {
            case .S, .B:
                levels[i] = paragraphLevel
                trailing = true
            case .WS, .LRI, .RLI, .FSI, .PDI, .LRE, .RLE, .LRO, .RLO, .PDF, .BN:
                if trailing { levels[i] = paragraphLevel }
            default:
                trailing = false
            }
        }
    }

    /// L2: the maximal runs of one level, left to right on screen: from the highest level down to
    /// the lowest odd one, every stretch of runs at that level or above is reversed.
    static func visualRuns(_ levels: [UInt8]) -> [BidiRun] {
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
