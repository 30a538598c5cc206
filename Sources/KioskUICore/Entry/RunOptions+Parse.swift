extension RunOptions {
    /// The options a command line gives, as `kiosk run` reads them (`RunArguments`): `arguments`
    /// without the program's name. Throws a `KioskError` with `ExitStatus.usage` and the message
    /// (what is wrong and the fix, then the usage line) for an unknown option or a value that does
    /// not parse, and for `--size` that is not WxH. `--help` asks for the help text rather than
    /// for options: `Kiosk.main` prints it; here it is a usage error carrying it.
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
    static func read(_ arguments: [String], columns: @autoclosure () -> Int = TerminalWidth.columns) throws -> Reading {
        let name = Kiosk.programName
        let reading: CommandLineReading
        do {
            reading = try CommandLineReader(program(named: name), name: name).read(arguments, columns: columns())
        } catch {
            throw KioskError(error.message, status: .usage)
        }
        switch reading {
        case let .parsed(parsed, _): return .options(try RunArguments(parsed).options())
        case let .help(text): return .help(text)
        // The program declares no --version: the reader never answers it.
        case .version: return .help(program(named: name).help(path: name, columns: columns()))
        }
    }
}
