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

    @Option(name: .customLong("sizes"), help: "Also lay each screen out (every screen, page and language) on these panels, e.g. 800x480,480x800, and report each text cut, control squashed or button out of reach at FILE:LINE.")
    var sizes: String?

    @Option(name: .customLong("font-scales"), help: "The font scales --sizes lays out at, e.g. 1,2 (default 1).")
    var fontScales: String = "1"

    func run() throws {
        let code = MainActor.assumeIsolated { Kiosk.check(files, sizes: sizes, fontScales: fontScales) }
        if code != 0 { throw ExitCode(code) }
    }
}
