import Foundation

/// The built `parking-meter` executable, started as an operator or a service starts it.
enum MeterExecutable {
    struct Result {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Next to the test bundle: `swift build --build-tests` puts both in one folder.
    static var url: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("parking-meter")
    }

    /// Runs it with `arguments` to its end; its output goes through files, so a long one cannot
    /// block on a full pipe.
    static func run(_ arguments: [String]) throws -> Result {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("parking-meter-run-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let out = dir.appendingPathComponent("stdout"), err = dir.appendingPathComponent("stderr")
        try Data().write(to: out)
        try Data().write(to: err)
        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        process.standardOutput = try FileHandle(forWritingTo: out)
        process.standardError = try FileHandle(forWritingTo: err)
        try process.run()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, stdout: try String(contentsOf: out, encoding: .utf8),
                      stderr: try String(contentsOf: err, encoding: .utf8))
    }
}
