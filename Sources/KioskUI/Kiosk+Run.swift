import KioskUICore

/// The entry points on SDL's display (`Kiosk.display`): the core runs a screen on any
/// `DisplayProvider` it is given; these give it SDL, so `kiosk` and an app's own executable run
/// the same way.
extension Kiosk {
    /// Runs a screen (or the demo, or a replay) as the options say. Returns the process exit code.
    public static func run(_ options: RunOptions) throws -> Int32 {
        try run(options) { try loadScreen(options.screenPath, initialValues: $0) }
    }

    /// Runs the screen `load` gives for the saved values (`--state`) on SDL's display, the file's
    /// and the Swift front end's way in (Kiosk+Builder.swift).
    static func run(_ options: RunOptions, controller: KioskController? = nil,
                    screen load: (_ initialValues: [String: JSONValue]) throws -> Screen) throws -> Int32 {
        try run(options, display: display, controller: controller, screen: load)
    }

    /// Refuses options a run would refuse (sizes, ranges, combinations, the driver's name, the
    /// screenshot folder) with the same `KioskError`, without opening anything.
    public static func checkOptions(_ options: RunOptions) throws {
        try validate(options, display: display)
    }

    /// `kiosk check FILE…`: validates screen files. Prints `FILE: ok (…)` per good file on stdout
    /// and every problem as `FILE:LINE: field: what is allowed` on stderr, warnings (a control
    /// without a name for speech, a theme under WCAG AA, a text without a translation into one of
    /// the languages, a font not installed) as `FILE:LINE: field: warning: …`, which leave the
    /// exit code alone. Returns the exit code:
    /// 0 when every file is good, 3 (`ExitStatus.input`, as `kiosk run` on a bad screen) otherwise.
    /// With `sizes` (`--sizes 800x480,480x800`) and `fontScales` (`--font-scales 1,2`), each good
    /// file is also laid out on those panels, every screen, page and language, and each cut text,
    /// squashed control and control out of reach is a problem at its line (2 for a bad value).
    public static func check(_ paths: [String], sizes: String? = nil, fontScales: String = "1") -> Int32 {
        check(paths, display: display, sizes: sizes, fontScales: fontScales)
    }
}
