import CSDL
import KioskUICore

/// The open game controllers: opened at start and when plugged in, closed when removed.
///
/// Controllers found at start are announced (`.gamepadConnected(true)`) on the first
/// `takeAnnouncements`; SDL's own "added" event for them is then ignored, so each counts once.
final class SDLGamepads {
    private var controllers: [SDL_JoystickID: OpaquePointer] = [:]
    private var unannounced = 0
    /// Keeps the game-controller subsystem up until every controller is closed.
    private let session: SDLControllerSession

    init(session: SDLControllerSession) {
        self.session = session
        guard session.isAvailable else { return }
        for i in 0..<SDL_NumJoysticks() where open(deviceIndex: i) { unannounced += 1 }
    }

    deinit { for (_, c) in controllers { SDL_GameControllerClose(c) } }

    var count: Int { controllers.count }

    /// Connection events for controllers opened at start, once.
    func takeAnnouncements() -> [InputEvent] {
        defer { unannounced = 0 }
        return Array(repeating: .gamepadConnected(true), count: unannounced)
    }

    /// Opens the controller at a device index; false when it is not a game controller or already open.
    @discardableResult
    func open(deviceIndex: Int32) -> Bool {
        guard SDL_IsGameController(deviceIndex) == SDL_TRUE else { return false }
        let id = SDL_JoystickGetDeviceInstanceID(deviceIndex)
        guard id >= 0, controllers[id] == nil, let c = SDL_GameControllerOpen(deviceIndex) else { return false }
        controllers[id] = c
        return true
    }

    /// Closes the controller with an instance id; false when it was not open.
    @discardableResult
    func close(instance: SDL_JoystickID) -> Bool {
        guard let c = controllers.removeValue(forKey: instance) else { return false }
        SDL_GameControllerClose(c)
        return true
    }
}
