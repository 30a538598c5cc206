import ArgumentParser
import KioskUI

/// `kiosk check FILE…`: validates screen files without opening a display.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Check screen files (YAML or JSON): every problem as FILE:LINE: field: what is allowed.",
        discussion: "Exits 0 when every file is a usable screen, 3 otherwise (as kiosk run on a bad screen). The fields are in docs/screens.md; kiosk schema prints them as a JSON Schema for editors."
    )

    @Argument(help: "Screen files to check.")
    var files: [String]

    func run() throws {
        let code = MainActor.assumeIsolated { Kiosk.check(files) }
        if code != 0 { throw ExitCode(code) }
    }
}
