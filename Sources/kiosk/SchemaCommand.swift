import KioskUI

/// `kiosk schema`: prints the JSON Schema of screen files.
enum SchemaCommand {
    static let markdown = CommandOption("markdown", .flag, help: "Print the field tables of docs/screens.md (Markdown) instead.")

    static let subcommand = Subcommand(
        description: CommandDescription(
            name: "schema",
            abstract: "Print the JSON Schema of screen files, for editors that complete and check YAML and JSON as it is typed.",
            discussion: "kiosk schema > kiosk-screen.schema.json, then point the editor at it (docs/screens.md, \"Editor completion\"). It allows what kiosk check allows, field for field; kiosk check still has the last word (unique ids, max at least min).",
            options: [markdown],
            showsVersion: true
        ),
        run: { parsed in
            print(Kiosk.schema(markdown: parsed.flag(markdown)), terminator: "")
            return ExitStatus.ok.rawValue
        }
    )
}
