import ArgumentParser
import KioskUI

/// `kiosk schema`: prints the JSON Schema of screen files.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of screen files, for editors that complete and check YAML and JSON as it is typed.",
        discussion: "kiosk schema > kiosk-screen.schema.json, then point the editor at it (docs/screens.md, \"Editor completion\"). It allows what kiosk check allows, field for field; kiosk check still has the last word (unique ids, max at least min)."
    )

    @Flag(help: "Print the field tables of docs/screens.md (Markdown) instead.")
    var markdown = false

    func run() throws {
        print(Kiosk.schema(markdown: markdown), terminator: "")
    }
}
