import KioskUICore

extension Kiosk {
    /// Shows an app described in Swift, exactly as `kiosk run` shows a screen file: the same
    /// drivers, events, commands, `--state` restore and save, replay and screenshots, all from
    /// `options` (whose `screenPath` is not used). `controller`, when given, acts on this run and
    /// hears its events; the description's bindings and callbacks are tied to it until it ends.
    /// Returns the process exit code.
    ///
    /// ```swift
    /// var options = RunOptions()
    /// options.statePath = "/var/lib/kiosk/state.json"
    /// exit(try Kiosk.run(app, options: options))
    /// ```
    ///
    /// Throws `KUI.App.ValidationError` (before any display opens) when the app has a mistake, and
    /// `KioskError` when the options or the display cannot be used.
    public static func run(_ app: KUI.App, controller: KioskController? = nil,
                           options: RunOptions = RunOptions()) throws -> Int32 {
        try run(options, controller: controller) { try app.screen(initialValues: $0) }
    }
}

extension Kiosk {
    /// The whole `main` of an app's own executable: runs `app` with the options of `kiosk run`
    /// read from the command line (`--driver`, `--size`, `--replay`, `--events`, `--commands`,
    /// `--control`, `--state` …, `--help`), and exits with the run's status. So an app's binary is
    /// scripted and tested exactly as `kiosk run` is.
    ///
    /// ```swift
    /// let meter = ParkingMeter()          // holds its states, its controller and its screen
    /// Kiosk.main(meter.screen, controller: meter.kiosk)
    /// ```
    public static func main(_ app: KUI.App, controller: KioskController? = nil,
                            arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        main(arguments: arguments) { try run(app, controller: controller, options: $0) }
    }
}
