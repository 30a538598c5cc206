/// What a command line gave one command: each option's last value, in the order the command
/// declares its options, and the arguments in the order written. Numbers were checked when read.
package struct ParsedCommandLine: Sendable {
    package let command: CommandDescription
    /// Per option of `command.options`: every value written for it, in order ("" for a flag, "no"
    /// for `--no-X`); empty when it was not given. The last one counts, but for a repeating option.
    let values: [[String]]
    package let arguments: [String]

    init(command: CommandDescription, values: [[String]], arguments: [String]) {
        self.command = command
        self.values = values
        self.arguments = arguments
    }

    /// The value written for `option`, else its default.
    package func text(_ option: CommandOption) -> String? {
        written(option) ?? option.defaultValue
    }

    /// Every value written for a repeating option, in the order written; empty when none was.
    package func texts(_ option: CommandOption) -> [String] { every(option) }

    /// Whether `option` was on the command line at all (`--size` given or left at the panel's mode).
    package func isGiven(_ option: CommandOption) -> Bool { written(option) != nil }

    /// A `.number` option's value (the parser refused any that `Double` does not read).
    package func number(_ option: CommandOption) -> Double? { text(option).flatMap { Double($0) } }

    /// An `.integer` option's value (the parser refused any that `Int` does not read).
    package func integer(_ option: CommandOption) -> Int? { text(option).flatMap { Int($0) } }

    /// A `.flag`: whether it was given.
    package func flag(_ option: CommandOption) -> Bool { written(option) != nil }

    /// An `.invertibleFlag`: true for `--X`, false for `--no-X`, nil for neither (the last one written wins).
    package func invertibleFlag(_ option: CommandOption) -> Bool? { written(option).map { $0 != "no" } }

    /// The value written last for `option`, or nil.
    private func written(_ option: CommandOption) -> String? { every(option).last }

    private func every(_ option: CommandOption) -> [String] {
        guard let index = command.options.firstIndex(where: { $0.long == option.long }) else {
            preconditionFailure("--\(option.long) is not an option of \(command.name)")
        }
        return values[index]
    }
}
