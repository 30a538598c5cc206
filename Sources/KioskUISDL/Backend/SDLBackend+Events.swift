import CSDL
import KioskUICore

/// Waiting for and translating SDL events.
extension SDLBackend {
    /// Waits up to `timeout` seconds (0 = poll, nil = until an event arrives), then drains the queue.
    /// Headless has no input and returns at once.
    package func waitEvents(timeout: Double?, clock: FrameClock) -> [InputEvent] {
        guard window != nil else { return [] }
        var out = gamepads?.takeAnnouncements() ?? []
        var e = SDL_Event()
        if out.isEmpty {
            let got: Int32
            if let t = timeout {
                if t.isNaN || t <= 0 {
                    got = SDL_PollEvent(&e)
                } else {
                    got = SDL_WaitEventTimeout(&e, Int32(Swift.min(86_400_000, (t * 1000).rounded(.up))))
                }
            } else {
                got = SDL_WaitEvent(&e)
            }
            if got != 0 { handle(e, into: &out, now: clock.now) }
        }
        while SDL_PollEvent(&e) != 0 { handle(e, into: &out, now: clock.now) }
        return out
    }

    private func handle(_ e: SDL_Event, into out: inout [InputEvent], now: Double) {
        if let visible = cursor.update(for: e, outputSize: outputSize) {
            SDL_ShowCursor(visible ? SDL_ENABLE : SDL_DISABLE)
        }
        switch e.type {
        case SDL_WINDOWEVENT.rawValue:
            switch Int32(e.window.event) {
            case Int32(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue):
                // The UI's new logical size (turned by the rotation), not the window's.
                if let s = windowResized() { out.append(.resize(s)) }
            case Int32(SDL_WINDOWEVENT_FOCUS_LOST.rawValue):
                out += translator.cancelAll(now: now)
            case Int32(SDL_WINDOWEVENT_EXPOSED.rawValue), Int32(SDL_WINDOWEVENT_RESTORED.rawValue):
                // Off, the window stays black (the runner draws nothing until the display is on).
                if !displayOn { showBlack() }
                if out.last != .expose { out.append(.expose) }
            default: break
            }
        case SDL_CONTROLLERDEVICEADDED.rawValue:
            if gamepads?.open(deviceIndex: e.cdevice.which) == true { out.append(.gamepadConnected(true)) }
        case SDL_CONTROLLERDEVICEREMOVED.rawValue:
            if gamepads?.close(instance: e.cdevice.which) == true { out.append(.gamepadConnected(false)) }
        case SDL_RENDER_TARGETS_RESET.rawValue, SDL_RENDER_DEVICE_RESET.rawValue:
            recreateTarget()
            if !displayOn { showBlack() }
            out.append(.expose)
        default:
            if let i = translator.translate(e, outputSize: outputSize, now: now) { out.append(i) }
        }
    }
}
