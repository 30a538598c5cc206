import Glibc

/// The program speech runs, found on PATH; `SpeechWorker` starts it with `ChildProcess.spawn`
/// (signals at their defaults) and waits for it without reaping it (`ChildProcess.hasEnded`).
enum SpeechProgram {
    /// The name of the program speech runs, and of the Debian package that has it.
    static let espeak = "espeak-ng"

    /// The first executable file called `name` in the folders of `searchPath` (a PATH value); nil
    /// when there is none.
    static func locate(_ name: String, searchPath: String?) -> String? {
        for dir in (searchPath ?? "").split(separator: ":") where !dir.isEmpty {
            let path = dir.hasSuffix("/") ? "\(dir)\(name)" : "\(dir)/\(name)"
            if FileSystem.isExecutableFile(path) { return path }
        }
        return nil
    }

    /// This process's PATH.
    static var searchPath: String? { ProcessEnvironment.value("PATH") }
}
