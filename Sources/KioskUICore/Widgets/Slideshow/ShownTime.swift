/// Seconds on a clock that runs only while something is seen: a slideshow's (`SlideshowTiming`)
/// stops when it is hidden, on a screen or page not shown, or the display is off, and goes on
/// from the same second when it is seen again. Times are the scene's frame clock's, so replays
/// agree in every process.
struct ShownTime: Equatable, Sendable {
    /// Seconds counted up to `since` (all of them while stopped).
    private(set) var counted = 0.0
    /// The scene time it last started running; nil while stopped.
    private(set) var since: Double?

    var isRunning: Bool { since != nil }

    /// Seconds shown as of scene time `now`.
    func seconds(at now: Double) -> Double {
        guard let since else { return counted }
        return counted + max(0, now - since)
    }

    /// Runs from `now` (nothing when running).
    mutating func start(at now: Double) {
        guard since == nil else { return }
        since = now
    }

    /// Stops at `now`, keeping the seconds counted (nothing when stopped).
    mutating func stop(at now: Double) {
        guard let s = since else { return }
        counted += max(0, now - s)
        since = nil
    }

    /// The scene time at which `seconds` shown will have passed, while running; nil when stopped.
    func sceneTime(of seconds: Double) -> Double? { since.map { $0 + (seconds - counted) } }
}
