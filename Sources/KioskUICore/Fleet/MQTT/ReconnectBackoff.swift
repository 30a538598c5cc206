/// How long a client waits before its next attempt to reach the broker: doubling from `base`
/// seconds, capped at `cap`, with "equal jitter" (a random half of the wait), so a thousand panels
/// that lost the broker together do not all knock again in the same instant.
struct ReconnectBackoff: Equatable, Sendable {
    var base = 0.5
    var cap = 30.0

    /// The wait before attempt `attempt` (0 after the first failure), given `random` in 0..<1.
    func delay(attempt: Int, random: Double) -> Double {
        let full = min(cap, base * Double(1 << min(max(attempt, 0), 20)))
        return full / 2 + full / 2 * min(max(random, 0), 1)
    }
}
