/// The service gesture for a technician with a USB keyboard or a gamepad: Escape (or the
/// gamepad's Back) held for `ServiceGesture.holdTime` (5 s) asks for the service PIN.
///
/// The press is held back from the customer's screen until its release: released before 5 s,
/// the screen gets the press and the release together then (Escape closes a menu or goes back a
/// screen on its release rather than its press); held 5 s, the gesture is recognised and the
/// release goes nowhere. The keyboard's repeats while it is held go nowhere either.
struct ServiceKeyHold: Sendable {
    /// The press held back: which input it is and when it came (scene seconds).
    private var held: (event: InputEvent, since: Double)?
    /// The input whose release goes nowhere: the one that made the gesture.
    private var swallowed: InputEvent?

    /// When the held press becomes the gesture; nil when none is held.
    var deadline: Double? { held.map { $0.since + ServiceGesture.holdTime } }

    /// The press of `e` when it is one of the held keys (Escape, Back), as it is pressed.
    static func press(of e: InputEvent) -> InputEvent? {
        switch e {
        case .key(.escape, _): return .key(.escape, down: true)
        case .gamepadButton(.back, _): return .gamepadButton(.back, down: true)
        default: return nil
        }
    }

    /// Whether `e` is pressed (true) or released (false).
    private static func isDown(_ e: InputEvent) -> Bool {
        switch e {
        case let .key(_, down), let .gamepadButton(_, down): return down
        default: return false
        }
    }

    /// Whether `e` belongs to the press that made the gesture (its repeats, its release), and
    /// goes nowhere.
    mutating func swallows(_ e: InputEvent) -> Bool {
        guard let press = ServiceKeyHold.press(of: e), swallowed == press else { return false }
        if !ServiceKeyHold.isDown(e) { swallowed = nil }
        return true
    }

    /// Feeds an input event at `now`; nil: not one of the held keys, hand it on as it is.
    mutating func handle(_ e: InputEvent, at now: Double) -> [InputEvent]? {
        guard let press = ServiceKeyHold.press(of: e) else { return nil }
        if swallows(e) { return [] }
        let down = ServiceKeyHold.isDown(e)
        if let h = held {
            guard h.event == press else { return [e] }   // Escape while Back is held: as it comes
            if down { return [] }   // a repeat
            held = nil
            return [press, e]
        }
        guard down else { return [e] }
        held = (press, now)
        return []
    }

    /// Whether the held press became the gesture by `now` (call every frame).
    mutating func update(now: Double) -> Bool {
        guard let h = held, let d = deadline, now >= d else { return false }
        held = nil
        swallowed = h.event
        return true
    }

    /// Forgets the held press (service mode opened or closed); the one that made the gesture
    /// is still swallowed to its release.
    mutating func reset() { held = nil }
}
