/// A command as its command line and help see it: its name, what it does, its arguments and its
/// options in the order the help lists them, and any subcommands (`kiosk run`, `kiosk check`, …).
package struct CommandDescription: Sendable {
    /// The word that names it: `run`; for the program itself, the program's name.
    package let name: String
    /// The help's OVERVIEW, and the subcommand list's line.
    package let abstract: String
    /// The help's paragraph after the overview.
    package let discussion: String
    package let arguments: [CommandArgument]
    package let options: [CommandOption]
    /// Whether `--version` prints the program's version (listed in the help).
    package let showsVersion: Bool
    package let subcommands: [CommandDescription]
    /// The subcommand (its index in `subcommands`) a command line that names none runs: `kiosk FILE`.
    package let defaultSubcommand: Int?

    package init(name: String, abstract: String = "", discussion: String = "", arguments: [CommandArgument] = [],
                 options: [CommandOption] = [], showsVersion: Bool = false,
                 subcommands: [CommandDescription] = [], defaultSubcommand: Int? = nil) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.showsVersion = showsVersion
        self.subcommands = subcommands
        self.defaultSubcommand = defaultSubcommand
    }

    /// The option called `--long`, scanning the declarations in order.
    package func option(_ long: Substring) -> CommandOption? {
        for option in options where option.long == long { return option }
        return nil
    }

    /// The index of the subcommand called `name`.
    package func subcommand(_ name: String) -> Int? {
        subcommands.firstIndex { $0.name == name }
    }
}
