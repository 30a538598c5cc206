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

    func run() throws {
        let code = Kiosk.exitCode {
            var options = try arguments.options()
            options.screenPath = screen
            return try MainActor.assumeIsolated { try Kiosk.run(options) }
        }
        if code != 0 { throw ExitCode(code) }
    }
}
