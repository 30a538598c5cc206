/// Reads one command's words (its subcommand already taken off) against its declarations: options
/// by their long names in any order, `--name value` or `--name=value`, `--no-X` for an invertible
/// flag, `--` ending the options, a lone `-` as a value (stdin, stdout); the last value written
/// wins, except for an option that `repeats`, which keeps them all. Numbers are read here, so a command never sees one that does not parse.
package struct CommandLineParser {
    package let command: CommandDescription
    /// How messages name the command: `kiosk run`, `parking-meter`.
    package let path: String

    package init(_ command: CommandDescription, path: String) {
        self.command = command
        self.path = path
    }

    package func parse(_ words: [String]) throws(CommandLineError) -> ParsedCommandLine {
        var values = [[String]](repeating: [], count: command.options.count)
        var arguments: [String] = []
        var index = 0
        var optionsEnded = false
        while index < words.count {
            let word = words[index]
            index += 1
            if optionsEnded || word == "-" || !word.hasPrefix("-") {
                try take(argument: word, after: arguments)
                arguments.append(word)
                continue
            }
            if word == "--" {
                optionsEnded = true
                continue
            }
            let at: Int, negated: Bool, inline: String?
            if !word.hasPrefix("--") {
                // A one-letter name alone (`-o FILE`), for the options that declare one.
                guard word.count == 2, let i = command.options.firstIndex(where: { $0.short == word.last }) else {
                    throw .unknownOption(word, suggestion: suggestion(for: word))
                }
                (at, negated, inline) = (i, false, nil)
            } else {
                let body = word.dropFirst(2)
                let equals = body.firstIndex(of: "=")
                let name = equals.map { body[..<$0] } ?? body
                inline = equals.map { String(body[body.index(after: $0)...]) }
                guard let found = find(name) else {
                    throw .unknownOption(String(word.prefix(2 + name.count)), suggestion: suggestion(for: "--" + name))
                }
                (at, negated) = found
            }
            let option = command.options[at]
            guard option.takesValue else {
                if let inline { throw .flagWithValue(inline, long: negated ? "no-" + option.long : option.long) }
                values[at].append(negated ? "no" : "")
                continue
            }
            let value: String
            if let inline {
                value = inline
            } else if index < words.count, words[index] == "-" || !words[index].hasPrefix("-") || option.takesDashValue {
                value = words[index]
                index += 1
            } else {
                throw .missingValue(synopsis: option.synopsis, fix: "\(Self.wanted(option)) after it\(Self.example(option))")
            }
            let reads = switch option.kind {
            case .number: Double(value) != nil
            case .integer: Int(value) != nil
            default: true
            }
            guard reads else {
                throw .invalidValue(value, synopsis: option.synopsis, fix: "\(Self.wanted(option))\(Self.example(option))")
            }
            values[at].append(value)
        }
        if let first = command.arguments.first, first.repeats, arguments.isEmpty {
            throw .missingArgument(synopsis: first.synopsis, fix: "give at least one (\(first.help.lowercasedFirst))")
        }
        return ParsedCommandLine(command: command, values: values, arguments: arguments)
    }

    /// The option `--name` or `--no-name` stands for: its index, and whether it is the `--no-` form.
    private func find(_ name: Substring) -> (Int, Bool)? {
        if let at = command.options.firstIndex(where: { $0.long == name }) { return (at, false) }
        guard name.hasPrefix("no-") else { return nil }
        let plain = name.dropFirst(3)
        return command.options.firstIndex { $0.kind == .invertibleFlag && $0.long == plain }.map { ($0, true) }
    }

    /// Refuses `word` when the command has no room for another argument (`arguments` came before it).
    private func take(argument word: String, after arguments: [String]) throws(CommandLineError) {
        guard let declared = command.arguments.first else {
            throw .unexpectedArgument(word, fix: "\(path) takes \(command.options.isEmpty ? "no arguments" : "options only")")
        }
        if !declared.repeats, !arguments.isEmpty {
            throw .unexpectedArgument(word, fix: "\(path) takes one <\(declared.name)> at most, and it is '\(arguments[0])'")
        }
    }

    /// The declared name closest to a mistyped `word` (`--font-scal`: `--font-scale`), if one is close:
    /// at most two letters apart, or the only name it starts.
    private func suggestion(for word: String) -> String? {
        // The distance costs the product of the lengths: a word far longer than any name has none.
        guard word.count <= 64 else { return nil }
        var names: [String] = []
        for option in command.options where !option.hidden {
            names.append("--" + option.long)
            if option.kind == .invertibleFlag { names.append("--no-" + option.long) }
        }
        names.append("--help")
        if command.showsVersion { names.append("--version") }
        let starting = names.filter { $0.hasPrefix(word) }
        if word.count > 3, starting.count == 1 { return starting[0] }
        var best: (name: String, distance: Int)? = nil
        for name in names {
            let d = EditDistance.between(word, name)
            if d <= 2, d < (best?.distance ?? .max) { best = (name, d) }
        }
        return best?.name
    }

    /// What a value of `option` must be: `give a number`.
    private static func wanted(_ option: CommandOption) -> String {
        switch option.kind {
        case .number: "give a number"
        case .integer: "give a whole number"
        default: "give a value"
        }
    }

    /// `, e.g. --driver auto`, or the two spellings when the option has no default to show.
    private static func example(_ option: CommandOption) -> String {
        if let value = option.defaultValue { return ", e.g. --\(option.long) \(value)" }
        return ", as --\(option.long) <\(option.valueName)> or --\(option.long)=<\(option.valueName)>"
    }
}

extension String {
    /// The text with its first letter lowercased, to continue a sentence: `screen files to check.`
    fileprivate var lowercasedFirst: String {
        let trimmed = hasSuffix(".") ? String(dropLast()) : self
        return (trimmed.first?.lowercased() ?? "") + trimmed.dropFirst()
    }
}
