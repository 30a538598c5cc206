import CSDL
import KioskUICore

/// The SDL hints the backend sets before initializing video and input.
enum SDLHints {
    /// Sets the hints for `driver`:
    /// - the video driver itself;
    /// - no synthetic mouse events from touches and no synthetic touches from the mouse, so one
    ///   finger counts once (copies that still arrive are dropped by the event translator);
    /// - no minimizing on focus loss (a fullscreen kiosk must stay visible);
    /// - nearest-pixel scaling (the target is copied 1:1, or turned by a multiple of 90°);
    /// - no libdecor on Wayland (`SDL_VIDEO_WAYLAND_ALLOW_LIBDECOR=0`): a kiosk window has no
    ///   decorations, and under cage SDL 2.26's libdecor path (with no plugin installed) never
    ///   maps the window; xdg-shell alone does.
    /// (Joystick events without focus are allowed by `SDLControllerSession`.)
    ///
    /// These are normal-priority hints, so an environment variable of the same name that the user
    /// set wins (SDL reads the environment first); that is how to override any of them.
    static func apply(for driver: SDLDriver) {
        if driver != .headless { SDL_SetHint(KIOSK_HINT_VIDEODRIVER, driver.rawValue) }
        SDL_SetHint(KIOSK_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(KIOSK_HINT_MOUSE_TOUCH_EVENTS, "0")
        SDL_SetHint(KIOSK_HINT_VIDEO_MINIMIZE_ON_FOCUS_LOSS, "0")
        SDL_SetHint(KIOSK_HINT_RENDER_SCALE_QUALITY, "0")
        SDL_SetHint(waylandAllowLibdecor, "0")
    }

    /// `SDL_HINT_VIDEO_WAYLAND_ALLOW_LIBDECOR` (SDL 2.0.22+), spelled out: the shim has no
    /// constant for it.
    static let waylandAllowLibdecor = "SDL_VIDEO_WAYLAND_ALLOW_LIBDECOR"
}
