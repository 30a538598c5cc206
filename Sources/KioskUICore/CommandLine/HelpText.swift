/// The help of a command and its usage line, made from its declarations: OVERVIEW, USAGE,
/// ARGUMENTS, OPTIONS and SUBCOMMANDS, each entry's text in a column from the 27th character,
/// wrapped to the terminal's width.
extension CommandDescription {
    /// Where an entry's text starts when its label leaves room.
    static let labelColumn = 26

    /// `kiosk run [<options>] [<screen>]`: every argument and option, or, past 12 of them, the
    /// arguments after `[<options>]` (`<options>` alone for a command without arguments).
    package func usage(path: String) -> String {
        let visible = options.filter { !$0.hidden }
        var line: String
        if arguments.isEmpty && visible.isEmpty {
            line = path
        } else if arguments.count + visible.count > 12 {
            line = arguments.isEmpty ? "\(path) <options>" : "\(path) [<options>] " + arguments.map(\.synopsis).joined(separator: " ")
        } else {
            line = ([path] + arguments.map(\.synopsis) + visible.map { "[\($0.synopsis)]" }).joined(separator: " ")
        }
        if !subcommands.isEmpty { line += " <subcommand>" }
        return line
    }

    /// The whole help as `--help` prints it (with `print`, which adds the last line break).
    /// `path` names the command as typed (`kiosk run`), `root` the program (`kiosk help <subcommand>`).
    package func help(path: String, columns: Int) -> String {
        var overview = abstract
        if !discussion.isEmpty { overview += "\n\n" + discussion }
        var text = overview.isEmpty ? "" : "OVERVIEW: \(overview)".wrapped(to: columns) + "\n\n"
        text += "USAGE: \(usage(path: path))\n\n"
        var sections: [String] = []
        if !arguments.isEmpty {
            sections.append("ARGUMENTS:\n" + arguments.map { Self.entry("<\($0.name)>", $0.help, columns) }.joined())
        }
        var entries = options.filter { !$0.hidden }.map { option in
            Self.entry(option.helpLabel, option.help + (option.defaultValue.map { " (default: \($0))" } ?? ""), columns)
        }
        if showsVersion { entries.append(Self.entry("--version", "Show the version.", columns)) }
        entries.append(Self.entry("-h, --help", "Show help information.", columns))
        sections.append("OPTIONS:\n" + entries.joined())
        if !subcommands.isEmpty {
            sections.append("SUBCOMMANDS:\n" + subcommands.indices.map { i in
                Self.entry(subcommands[i].name + (i == defaultSubcommand ? " (default)" : ""), subcommands[i].abstract, columns)
            }.joined())
        }
        text += sections.joined(separator: "\n")
        if !subcommands.isEmpty { text += "\n  See '\(path) help <subcommand>' for detailed help." }
        return text
    }

    /// One entry: `  LABEL` then the text in the column, or under the label when the label reaches it.
    static func entry(_ label: String, _ text: String, _ columns: Int) -> String {
        let padded = "  " + label
        guard !text.isEmpty else { return padded + "\n" }
        let wrapped = text.wrapped(to: columns, indent: labelColumn)
        if padded.count < labelColumn { return padded + wrapped.dropFirst(padded.count) + "\n" }
        return padded + "\n" + wrapped + "\n"
    }
}
