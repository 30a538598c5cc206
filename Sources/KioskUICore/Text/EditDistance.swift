/// How far apart two texts are, in characters inserted, deleted or replaced (Levenshtein): how a
/// "did you mean" finds the closest name, for a screen file's fields and types
/// (`ScreenObject.closest`) and for the command line's options (`CommandLineParser`).
enum EditDistance {
    /// The distance between `a` and `b`; its cost is the product of their lengths, so callers
    /// refuse long words first.
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var prev = Array(0...b.count)
        for i in 1...a.count {
            var cur = [i] + Array(repeating: 0, count: b.count)
            for j in 1...b.count {
                cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            prev = cur
        }
        return prev[b.count]
    }
}
