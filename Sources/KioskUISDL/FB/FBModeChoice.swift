import KioskUICore

/// Which of a connector's modes the fb driver sets: pure, tested on numbers.
enum FBModeChoice {
    /// A mode as the choice sees it.
    struct Mode: Equatable, Sendable {
        var width: Int
        var height: Int
        var refresh: Int
        var preferred: Bool
    }

    /// The index of the mode to use: the first whose size is `wanted` (the preferred one among
    /// those, else the fastest), when `wanted` is given and the connector has it; else the
    /// preferred mode; else the first (drivers list the best first). Nil when there are none.
    static func pick(_ modes: [Mode], wanted: Size?) -> Int? {
        guard !modes.isEmpty else { return nil }
        if let w = wanted {
            let same = modes.indices.filter { modes[$0].width == Int(w.width) && modes[$0].height == Int(w.height) }
            if let p = same.first(where: { modes[$0].preferred }) { return p }
            if let fastest = same.max(by: { modes[$0].refresh < modes[$1].refresh || (modes[$0].refresh == modes[$1].refresh && $0 > $1) }) {
                return fastest
            }
        }
        return modes.firstIndex(where: \.preferred) ?? 0
    }
}
