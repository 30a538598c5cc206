import CSDL

/// The SDL hints the backend sets before initializing video and input.
enum SDLHints {
    /// Sets the hints for `driver`:
    /// - the video driver itself;
    /// - no synthetic mouse events from touches and no synthetic touches from the mouse, so one
    ///   finger counts once (copies that still arrive are dropped by the event translator);
    /// - no minimizing on focus loss (a fullscreen kiosk must stay visible);
    /// - nearest-pixel scaling (the target is copied 1:1).
    /// (Joystick events without focus are allowed by `SDLControllerSession`.)
    static func apply(for driver: SDLDriver) {
        if driver != .headless { SDL_SetHint(KIOSK_HINT_VIDEODRIVER, driver.rawValue) }
        SDL_SetHint(KIOSK_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(KIOSK_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(KIOSK_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0")
        SDL_SetHint(KIOSK_HINT_RENDER_SCALE_QUALITY, "0")
    }
}
