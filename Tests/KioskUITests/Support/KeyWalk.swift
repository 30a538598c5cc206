import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// What a person without a touchscreen has: a keyboard (Tab, Shift-Tab, arrows, Enter, Escape) or
/// a gamepad (D-pad, A, B). `press` gives the script line each move is on that device; nil where
/// the device has no such key (a gamepad has no Tab).
enum WalkDevice: String, CaseIterable {
    case keys
    case gamepad

    enum Move: CaseIterable {
        case next, previous, left, right, up, down, activate, back
    }

    func press(_ move: Move) -> [ScriptAction]? {
        switch self {
        case .keys:
            let k: Key
            switch move {
            case .next: k = .tab
            case .previous: k = .backtab
            case .left: k = .left
            case .right: k = .right
            case .up: k = .up
            case .down: k = .down
            case .activate: k = .enter
            case .back: k = .escape
            }
            return [.key(k)]
        case .gamepad:
            let b: GamepadButton
            switch move {
            case .next, .previous: return nil
            case .left: b = .dpadLeft
            case .right: b = .dpadRight
            case .up: b = .dpadUp
            case .down: b = .dpadDown
            case .activate: b = .a
            case .back: b = .b
            }
            return [.button(b, down: true), .button(b, down: false)]
        }
    }

    /// The four directions: arrows, or the D-pad.
    static let directions: [Move] = [.up, .down, .left, .right]
}

/// A kiosk run in this process on a virtual clock, driven by keys or gamepad buttons the way a
/// replay drives it (`Runner.apply`), and observed the way an integrator observes it: `layout`
/// answers (what has focus: their `focus`) and the events.
@MainActor
final class KeyWalk {
    let scene: Scene
    let runner: Runner
    let screen: Screen
    let device: WalkDevice
    /// Every event since the last `takeEvents`.
    private var events: [KioskEvent] = []
    private(set) var time = 0.0

    init(_ screen: Screen, device: WalkDevice, measurer: TextMeasuring, size: Size, split: Double = 1, fontScale: Double = 1) throws {
        self.screen = screen
        self.device = device
        scene = Scene(root: screen.root, measurer: measurer, size: size, theme: screen.theme, fontScale: fontScale)
        scene.setSplit(split)
        runner = try Runner(scene: scene, backend: QuietBackend(measurer: measurer, size: size), config: RunnerConfig(app: screen.app))
        scene.watchEvents { [unowned self] e in
            events.append(e)
        }
        runner.announce()
        settle()
        events.removeAll()
    }

    // MARK: Acting

    /// Presses `move` on the device (it must have it) and lets what it started come to rest.
    func press(_ move: WalkDevice.Move) {
        guard let actions = device.press(move) else { return XCTFail("a \(device) has no \(move)") }
        for a in actions { try? runner.apply(a, at: time) }
        settle()
    }

    /// Carries out a command as a controller sends it (`show`, `dialog` …).
    func command(_ action: ScriptAction) throws {
        try runner.apply(action, at: time, fromUser: false)
        settle()
    }

    /// Frames at 60 fps until nothing moves (at most five seconds).
    func settle() {
        var frames = 0
        repeat {
            time += Runner.frameInterval
            scene.advance(to: time)
            runner.drawFrame()
            frames += 1
        } while (scene.isAnimating || scene.hasWork) && frames < 300
    }

    /// `n` frames at 60 fps, whether or not anything moves (a fling looked at on its way).
    func run(frames n: Int) {
        for _ in 0..<n {
            time += Runner.frameInterval
            scene.advance(to: time)
            runner.drawFrame()
        }
    }

    /// The events since the last call.
    func takeEvents() -> [KioskEvent] {
        defer { events.removeAll() }
        return events
    }

    // MARK: Observing

    /// The `layout` answer now, as an integrator's program parses it.
    var layout: [String: Any] {
        (try? JSONSerialization.jsonObject(with: Data(runner.layoutAnswer().serialized.utf8))) as? [String: Any] ?? [:]
    }

    /// What the `layout` answer says has focus: an id, `ID#N` for a dialog's button, or nil.
    var focus: String? { layout["focus"] as? String }

    /// Every node of the answer by id.
    var nodes: [String: [String: Any]] { KioskProcess.nodes(layout) }

    /// The controls a person can see now and should be able to focus, by the `layout` answer
    /// alone: every node on screen whose role is a button (not disabled), a picker, a ruler or a
    /// page container's tabs, in tree order.
    var focusableIDs: [String] {
        ((layout["nodes"] as? [[String: Any]]) ?? []).compactMap { n in
            guard n["hidden"] as? Bool != true, n["enabled"] as? Bool != false,
                  let role = n["role"] as? String, KeyWalk.focusableRoles.contains(role),
                  role != "list item" || (n["items"] as? Double ?? 0) > 0 else { return nil }   // an empty list: nothing to walk
            return n["id"] as? String
        }
    }

    // A named picture or slideshow takes focus so a listener finds it (nothing to operate).
    static let focusableRoles: Set<String> = ["button", "picker", "ruler", "tab", "slider", "stepper", "rating", "image", "slideshow", "switch", "checkbox",
                                                   "text field", "password field", "list item"]

    /// The screen showing.
    var screenName: String { layout["screen"] as? String ?? "" }

    /// Moves focus straight to `id`, as the keys that reached it before did (the ring shows).
    func refocus(_ id: String) {
        scene.focus.hidesRing = false
        scene.focus.setFocus(scene.widget(id: id), scene: scene)
        settle()
    }
}

/// A display that only measures, for runners in unit tests (the key walks, the state writer):
/// they need no pixels and no input.
@MainActor
final class QuietBackend: DisplayBackend {
    let measurer: TextMeasuring
    var size: Size
    init(measurer: TextMeasuring, size: Size) { self.measurer = measurer; self.size = size }
    var driverName: String { "headless" }
    var hasInput: Bool { false }
    func waitEvents(timeout: Double?, clock: FrameClock) -> [InputEvent] { [] }
    func present(_ list: DrawList, damage: Rect) {}
    func resize(to size: Size) { self.size = size }
    func screenshot(to path: String) throws {}
}
