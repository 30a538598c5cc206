import CSDL
import KioskUICore

/// Waking the loop from another thread: an SDL user event ends `SDL_WaitEvent(Timeout)` at once.
/// The event itself is dropped by the translator (it knows no user events).
extension SDLBackend {
    /// Pushes an `SDL_USEREVENT` (thread-safe in SDL2). Headless has no event queue: nothing to do.
    package nonisolated func wake() {
        guard driver != .headless else { return }
        var e = SDL_Event()
        e.type = SDL_USEREVENT.rawValue
        _ = SDL_PushEvent(&e)
    }
}
