/// Whether a quit request from the display ends the run.
///
/// SDL turns three things into a quit request (`InputEvent.quit`): the window's close button, a
/// window manager's close shortcut (Alt+F4 on most X11 desktops) and the last window closing.
/// KioskUI binds no key to quitting itself (Escape goes back a page), and SIGINT/SIGTERM are not
/// quit requests: they come from the operator's service manager and always end the run cleanly.
///
/// In kiosk mode — fullscreen, which `--driver wayland`, `kmsdrm` and `fb` always are — a quit
/// request is ignored (with a warning) unless the screen file says `allowQuit: true`, so nobody
/// at the panel can close it. A desktop window quits as a window should.
enum QuitPolicy {
    /// Whether a run with these settings is in kiosk mode.
    static func isKioskMode(fullscreen: Bool, driver: String) -> Bool {
        fullscreen || driver == "wayland" || driver == "kmsdrm" || driver == "fb"
    }

    /// Whether a quit request ends the run.
    static func allowsQuit(fullscreen: Bool, driver: String, screenAllows: Bool) -> Bool {
        screenAllows || !isKioskMode(fullscreen: fullscreen, driver: driver)
    }

    /// The warning for an ignored request.
    static let ignoredWarning = "quit request from the display ignored: kiosk mode (fullscreen) quits only when the screen file says allowQuit: true; stop the service (SIGTERM) instead"
}
