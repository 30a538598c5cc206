import KioskUICore
import KioskUISDL

extension Kiosk {
    /// The display system `kiosk run`, `kiosk check` and the Swift front end use: SDL. The one
    /// place the backend is chosen; the runtime reaches it only through `DisplayProvider`.
    static var display: any DisplayProvider { SDLDisplay() }
}
