import KioskUI

/// `kiosk check FILE…`: validates screen files without opening a display.
enum CheckCommand {
    static let sizes = CommandOption("sizes", .text, help: "Also lay each screen out (every screen, page and language) on these panels, e.g. 800x480,480x800, and report each text cut (placeholders too), control squashed or too narrow to use, or button out of reach at FILE:LINE.")
    static let fontScales = CommandOption("font-scales", .text, help: "The font scales --sizes lays out at, e.g. 1,2 (default 1).", default: "1")

    static let subcommand = Subcommand(
        description: CommandDescription(
            name: "check",
            abstract: "Check screen files (YAML or JSON): every problem as FILE:LINE: field: what is allowed.",
            discussion: "Exits 0 when every file is a usable screen, 3 otherwise (as kiosk run on a bad screen). The fields are in docs/screens.md; kiosk schema prints them as a JSON Schema for editors.",
            arguments: [CommandArgument("files", help: "Screen files to check.", repeats: true)],
            options: [sizes, fontScales],
            showsVersion: true
        ),
        run: run
    )

    static func run(_ parsed: ParsedCommandLine) -> Int32 {
        MainActor.assumeIsolated {
            Kiosk.check(parsed.arguments, sizes: parsed.text(sizes), fontScales: parsed.text(fontScales) ?? "1")
        }
    }
}
