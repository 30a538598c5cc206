import Glibc

extension Kiosk {
    /// The program's name as it was started: the last path component of its first argument
    /// (`parking-meter`, `kiosk`). Error lines start with it.
    nonisolated public static var programName: String {
        CommandLine.arguments.first.map { FilePath.lastComponent($0) } ?? "kiosk"
    }

    /// The whole `main` of an app's own executable: reads the options of `kiosk run` from
    /// `arguments` (`RunArguments`: the same names, help, messages and exit statuses), calls `run`
    /// with them and exits with the code it returns. `--help` (`-h`) prints the help to stdout and
    /// exits 0; a problem is reported as `exitCode(program:running:)` reports it.
    ///
    /// ```swift
    /// Kiosk.main { try Kiosk.run(screen, options: $0) }
    /// ```
    public static func main(arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                            run: (RunOptions) throws -> Int32) -> Never {
        markStartup()
        let code = exitCode {
            switch try RunArguments.read(arguments) {
            case let .options(options):
                return try run(options)
            case let .help(text):
                print(text)
                return ExitStatus.ok.rawValue
            }
        }
        exit(code)
    }

    /// Runs `body` and answers with the process's exit code, as `kiosk run` and `Kiosk.main`
    /// end: the code `body` returns; for a `KioskError`, the line `PROGRAM: error: MESSAGE` on
    /// stderr and its status; for a `KUI.App.ValidationError` (an app's screen description), its
    /// problems and `ExitStatus.input`; for any other error, that line and `ExitStatus.runtime`.
    nonisolated public static func exitCode(program: String = Kiosk.programName, running body: () throws -> Int32) -> Int32 {
        do {
            return try body()
        } catch let e as KioskError {
            OutputFile.standardError.write(errorLines(e.description, program: program))
            return e.status.rawValue
        } catch let e as KUI.App.ValidationError {
            // The app's own screen description: each problem at its Swift line, as a bad file's are.
            OutputFile.standardError.write("\(program): error: the screen has \(e.issues.count) problem\(e.issues.count == 1 ? "" : "s"):\n\(e.description)\n")
            return ExitStatus.input.rawValue
        } catch {
            OutputFile.standardError.write("\(program): error: \(error)\n")
            return ExitStatus.runtime.rawValue
        }
    }

    /// An error's lines for stderr: a line that names its place (`FILE:LINE: …`, a screen file's or
    /// a script's problem) stays as it is, the form editors and CI annotators jump to; any other
    /// line starts with `PROGRAM: error:`.
    nonisolated static func errorLines(_ message: String, program: String) -> String {
        message.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.contains(#/^[^\s:][^:]*:[0-9]+: /#) ? "\(line)\n" : "\(program): error: \(line)\n"
        }.joined()
    }
}
