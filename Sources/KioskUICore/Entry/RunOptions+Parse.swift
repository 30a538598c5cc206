import ArgumentParser

extension RunOptions {
    /// The options a command line gives, as `kiosk run` reads them (`RunArguments`): `arguments`
    /// without the program's name. Throws a `KioskError` with `ExitStatus.usage` and
    /// ArgumentParser's message (what is wrong, then the usage line) for an unknown option or a
    /// value that does not parse, and for `--size` that is not WxH. `--help` asks for the help
    /// text rather than for options: `Kiosk.main` prints it; here it is a usage error carrying it.
    public static func parse(_ arguments: [String]) throws -> RunOptions {
        switch try RunArguments.read(arguments) {
        case let .options(o): return o
        case let .help(text): throw KioskError(text, status: .usage)
        }
    }
}

extension RunArguments {
    /// What a command line asks for: options to run with, or the help text (`--help`, `-h`).
    enum Reading {
        case options(RunOptions)
        case help(String)
    }

    /// Reads `arguments` (without the program's name) as the program `Kiosk.programName` takes
    /// them: its help and its usage line name it. Throws `KioskError` with `ExitStatus.usage`.
    static func read(_ arguments: [String]) throws -> Reading {
        let parsed: ProgramCommand
        do {
            parsed = try ProgramCommand.parse(arguments)
        } catch {
            let message = ProgramCommand.fullMessage(for: error)
            if ProgramCommand.exitCode(for: error) == .success { return .help(message) }
            // "Error: " would repeat the "NAME: error: " the message is shown after.
            throw KioskError(message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message, status: .usage)
        }
        return .options(try parsed.arguments.options())
    }

    /// The run options as a command of the program's own name, so that help and usage lines say
    /// `parking-meter [--driver <driver>] …` rather than the type's name.
    struct ProgramCommand: ParsableCommand {
        static var configuration: CommandConfiguration { CommandConfiguration(commandName: Kiosk.programName) }

        @OptionGroup var arguments: RunArguments

        init() {}
    }
}
