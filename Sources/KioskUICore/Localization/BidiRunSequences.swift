/// Rule X10 of UAX #9: the isolating run sequences the weak and neutral rules work on.
///
/// A level run is a maximal stretch of characters at one level (characters X9 removes left
/// out); a sequence chains a run that ends with an isolate initiator to the run that starts
/// with its matching PDI, so the text around an isolate is resolved as if the isolate were
/// one neutral character.
struct BidiRunSequence: Equatable {
    /// The characters, in logical order, that X9 keeps.
    var indices: [Int]
    /// Their embedding level.
    var level: UInt8
    /// The strong type before and after the sequence (L or R).
    var sos: BidiClass
    var eos: BidiClass

    /// The isolating run sequences of a paragraph, in the order of their first characters.
    ///
    /// `original` are the classes before overrides (to find removed characters and isolate
    /// initiators), `levels` the explicit levels, `matching` each initiator's matching PDI.
    static func all(original: [BidiClass], levels: [UInt8], matching: [Int], paragraphLevel: UInt8) -> [BidiRunSequence] {
        let kept = original.indices.filter { !original[$0].isRemovedByX9 }
        guard !kept.isEmpty else { return [] }
        var runs: [[Int]] = []
        var runStartingAt = [Int](repeating: -1, count: original.count)
        var position = [Int](repeating: -1, count: original.count)
        for (p, i) in kept.enumerated() {
            position[i] = p
            if p == 0 || levels[kept[p - 1]] != levels[i] {
                runStartingAt[i] = runs.count
                runs.append([])
            }
            runs[runs.count - 1].append(i)
        }
        var chained = [Bool](repeating: false, count: runs.count)
        var sequences: [BidiRunSequence] = []
        for r in runs.indices where !chained[r] {
            var indices: [Int] = []
            var current = r
            while true {
                indices += runs[current]
                let last = runs[current][runs[current].count - 1]
                guard original[last].isIsolateInitiator, matching[last] >= 0 else { break }
                let nextRun = runStartingAt[matching[last]]
                guard nextRun >= 0 else { break }
                chained[nextRun] = true
                current = nextRun
            }
            let first = indices[0], last = indices[indices.count - 1]
            let level = levels[first]
            let before = position[first] > 0 ? levels[kept[position[first] - 1]] : paragraphLevel
            let after = original[last].isIsolateInitiator || position[last] + 1 >= kept.count
                ? paragraphLevel : levels[kept[position[last] + 1]]
            sequences.append(BidiRunSequence(indices: indices, level: level,
                                             sos: Swift.max(level, before) & 1 == 1 ? .R : .L,
                                             eos: Swift.max(level, after) & 1 == 1 ? .R : .L))
        }
        return sequences
    }
}
