/// What a whole command line asks for: a command with its options, its help, or the version.
package enum CommandLineReading: Sendable {
    /// The command's words, read; `subcommand` is its index in the program's subcommands (nil for
    /// a program without any, e.g. an app's own executable).
    case parsed(ParsedCommandLine, subcommand: Int?)
    /// The help to print (`--help`, `-h`, `kiosk help run`), then exit 0.
    case help(String)
    /// `--version`: print the version, then exit 0.
    case version
}

/// A command line that cannot be used: the message's line, the usage line and where the help is.
/// Exits with `ExitStatus.usage`.
package struct CommandLineUsageError: Error, Sendable {
    /// `Unknown option '--bogus': …` alone, one line.
    package let line: String
    /// The line, then `Usage: kiosk run [<options>] [<screen>]`, then `  See 'kiosk run --help' …`.
    package let message: String
}

/// Takes a program's command line to the command it names (`kiosk check …`; the default
/// subcommand for `kiosk FILE`), answers `help` and `--version`, and has that command's words read.
package struct CommandLineReader {
    package let program: CommandDescription
    /// The program as the user calls it: `kiosk`, `parking-meter`.
    package let programName: String

    package init(_ program: CommandDescription, name: String) {
        self.program = program
        self.programName = name
    }

    /// Reads `words` (the arguments without the program's name); help is wrapped to `columns`.
    package func read(_ words: [String], columns: @autoclosure () -> Int = TerminalWidth.columns)
        throws(CommandLineUsageError) -> CommandLineReading {
        var command = program
        var path = programName
        var subcommand: Int? = nil
        var rest = words[...]
        // A subcommand may have subcommands of its own (`kiosk bundle make`): each level takes
        // its word; `subcommand` is the first level's, the parsed command the last level's.
        while !command.subcommands.isEmpty {
            if rest.first == "help" {
                var named = command, namedPath = path
                for word in rest.dropFirst() {
                    guard let i = named.subcommand(word) else { break }
                    named = named.subcommands[i]
                    namedPath += " " + word
                }
                return .help(named.help(path: namedPath, columns: columns()))
            }
            var chosen: Int? = nil
            if let first = rest.first, let i = command.subcommand(first) {
                chosen = i
                rest = rest.dropFirst()
            } else if !rest.isEmpty, rest.allSatisfy(Self.isHelp) {
                return .help(command.help(path: path, columns: columns()))
            } else if command.showsVersion, Self.options(of: rest).contains("--version") {
                return .version
            } else {
                chosen = command.defaultSubcommand
            }
            guard let i = chosen else {
                let names = command.subcommands.map(\.name).joined(separator: ", ")
                throw usageError(rest.first.map { .unexpectedArgument($0, fix: "give a subcommand (\(names))") }
                                 ?? .missingArgument(synopsis: "<subcommand>", fix: "give one of \(names)"), command: command, path: path)
            }
            if subcommand == nil { subcommand = i }
            command = command.subcommands[i]
            path += " " + command.name
        }
        let options = Self.options(of: rest)
        if options.contains(where: Self.isHelp) { return .help(command.help(path: path, columns: columns())) }
        if command.showsVersion, options.contains("--version") { return .version }
        do {
            return .parsed(try CommandLineParser(command, path: path).parse(Array(rest)), subcommand: subcommand)
        } catch {
            throw usageError(error, command: command, path: path)
        }
    }

    /// `error` with the command's usage line under it.
    package func usageError(_ error: CommandLineError, command: CommandDescription, path: String) -> CommandLineUsageError {
        let line = error.line(command: path)
        return CommandLineUsageError(line: line, message: "\(line)\nUsage: \(command.usage(path: path))\n  See '\(path) --help' for more information.")
    }

    private static func isHelp(_ word: String) -> Bool { word == "-h" || word == "--help" }

    /// The words before `--`: those that can be options.
    private static func options(of words: ArraySlice<String>) -> ArraySlice<String> {
        words.prefix { $0 != "--" }
    }
}
