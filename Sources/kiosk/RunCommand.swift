import ArgumentParser
import KioskUI

/// `kiosk run`: shows a screen on a display, or headless; replays and records input scripts.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run the kiosk on a screen file (or the built-in demo).",
        discussion: "Screen files: docs/screens.md. Scripts, commands and events are JSON lines: docs/scripting.md."
    )

    @Argument(help: "A screen file (YAML or JSON); without one, the demo (assets/screens/demo.yaml).")
    var screen: String?

    /// Every other option, shared with an app's own executable (`Kiosk.main`).
    @OptionGroup var arguments: RunArguments

    /// Checks the options as a run would, then exits without opening a display (the service's
    /// launcher, packaging/kiosk-session, asks before it starts cage).
    @Flag(name: .customLong("check-options"),
          help: "Check the options and the screen file as a run would, then exit (0 when it would start) without opening a display; the package's launcher asks this before it starts cage.")
    var checkOptions = false

    func run() throws {
        let code = Kiosk.exitCode {
            var options = try arguments.options()
            options.screenPath = screen
            if checkOptions {
                try MainActor.assumeIsolated { try Kiosk.checkOptions(options) }
                return ExitStatus.ok.rawValue
            }
            return try MainActor.assumeIsolated { try Kiosk.run(options) }
        }
        if code != 0 { throw ExitCode(code) }
    }
}
