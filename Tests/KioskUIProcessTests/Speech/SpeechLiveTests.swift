import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Speech on a display (X11 under Xvfb): the kiosk runs espeak-ng found on PATH — here a stand-in
/// that writes its pid and arguments — with the file's and the command line's settings, cuts it
/// short for the next utterance and stops it at exit; without espeak-ng it warns once, naming the
/// package, and the `speech` events are written all the same.
@MainActor
final class SpeechLiveTests: XCTestCase {
    // Not isolated, checked by hand: XCTest calls setUp, the test and tearDown one after another
    // on the main thread, and nothing else touches it.
    nonisolated(unsafe) private var xvfb: XvfbServer?

    override func setUpWithError() throws {
        xvfb = try XvfbServer.start(base: 400, width: 800, height: 480)
    }

    override func tearDown() {
        xvfb?.stop()
    }

    /// Runs the parking meter on the display for 3 s with `arguments`, a Tab arriving as a
    /// command, and PATH as given: its stderr and its events.
    private func run(_ arguments: [String], path: String, in dir: String,
                     commands lines: String = #"{"key":"tab"}"#) throws -> (stderr: String, events: [[String: Any]]) {
        let commands = dir + "/commands.jsonl", events = dir + "/events.jsonl"
        try lines.write(toFile: commands, atomically: true, encoding: .utf8)
        let r = try KioskProcess.run(["run", AppFlowTests.meter, "--driver", "x11", "--size", "800x480", "--duration", "3",
                                      "--commands", commands, "--events", events] + arguments,
                                     environment: ["DISPLAY": xvfb?.display ?? "", "WAYLAND_DISPLAY": "", "PATH": path], timeout: 30)
        XCTAssertEqual(r.status, 0, r.stderr)
        return (r.stderr, KioskProcess.events(try String(contentsOfFile: events, encoding: .utf8)))
    }

    private func spoken(_ events: [[String: Any]]) -> [String] {
        events.filter { $0["event"] as? String == "speech" }.compactMap { $0["text"] as? String }
    }

    /// A folder with a stand-in espeak-ng in its `bin` that runs `script` (its log is `dir/log`),
    /// and a PATH that finds it first.
    private func standIn(_ name: String, script: (_ log: String) -> String) throws -> (dir: String, log: String, path: String) {
        let dir = KioskProcess.temporaryFolder(name), log = dir + "/log"
        try FileManager.default.createDirectory(atPath: dir + "/bin", withIntermediateDirectories: true)
        let program = dir + "/bin/" + SpeechProgram.espeak
        try script(log).write(toFile: program, atomically: true, encoding: .utf8)
        chmod(program, 0o755)
        return (dir, log, dir + "/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"))
    }

    func testOnADisplayEspeakSpeaksEachUtteranceWithTheSettingsAndStopsAtExit() async throws {
        let (dir, log, path) = try standIn("speech-live") { "#!/bin/sh\necho \"$$ $* | $(cat)\" >> '\($0)'\nexec sleep 30\n" }
        let (stderr, events) = try run(["--speech", "--speech-rate", "150", "--speech-voice", "en-gb"], path: path, in: dir)
        XCTAssertFalse(stderr.contains("warning"), stderr)
        XCTAssertEqual(spoken(events), ["Parking", "Licence plate, text field, empty"], "Tab: the first control, the plate field")

        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        XCTAssertEqual(lines.last?.split(separator: " ", maxSplits: 1).last, "-a 100 -s 150 -v en-gb --stdin | Licence plate, text field, empty",
                       "the newest utterance, with the command line's rate and voice and the default volume")
        XCTAssertLessThanOrEqual(lines.count, 2, "one program per utterance (the first may be cut short before it wrote its line)")
        for l in lines {
            let pid = pid_t(l.split(separator: " ").first ?? "") ?? -1
            XCTAssertTrue(kill(pid, 0) == -1 && errno == ESRCH, "\(pid) was terminated and reaped, though it meant to sleep 30 s")
        }
    }

    func testTheVoiceFollowsTheLanguageTheScreenShows() async throws {
        // Exits at once; an utterance cut short by the next may leave no line, the last one always does.
        let (dir, log, path) = try standIn("speech-language") { "#!/bin/sh\necho \"$* | $(cat)\" >> '\($0)'\n" }
        let (_, events) = try run(["--speech"], path: path, in: dir, commands: """
        {"key":"tab"}
        {"set":{"language":"de"}}
        {"key":"tab"}
        """)
        // What was said before the switch is English, after it German.
        let switched = try XCTUnwrap(events.firstIndex { $0["event"] as? String == "language" })
        let english = Set(spoken(Array(events[..<switched]))), german = Set(spoken(Array(events[switched...])))
        XCTAssertFalse(german.isEmpty)
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertFalse(lines.isEmpty)
        for line in lines {
            let parts = line.components(separatedBy: " --stdin | ")
            let voice = parts[0], text = parts.dropFirst().joined(separator: " --stdin | ")
            if german.contains(text) && !english.contains(text) {
                XCTAssertEqual(voice, "-a 100 -s 175 -v de", "German texts in the German voice: \(line)")
            } else {
                XCTAssertEqual(voice, "-a 100 -s 175 -v en", "English texts in the file's voice: \(line)")
            }
        }
        XCTAssertTrue(lines.last?.hasPrefix("-a 100 -s 175 -v de --stdin | ") ?? false, "the last said is German: \(lines)")
    }

    func testWithoutEspeakOneWarningNamesThePackageAndTheEventsStillFlow() async throws {
        let dir = KioskProcess.temporaryFolder("speech-missing")
        let (stderr, events) = try run(["--speech"], path: dir, in: dir)
        let warning = "speech: espeak-ng is not installed (not on PATH), so nothing is heard"
        XCTAssertEqual(stderr.components(separatedBy: warning).count - 1, 1, stderr)
        XCTAssertTrue(stderr.contains("sudo apt-get install espeak-ng"), stderr)
        XCTAssertEqual(spoken(events), ["Parking", "Licence plate, text field, empty"], "Tab: the first control, the plate field")
        XCTAssertEqual(events.filter { $0["event"] as? String == "warning" }.count, 1, "the warning is an event too, as --click's is")
    }

    /// What is said goes to espeak-ng on its stdin, never in its argv, which any local user reads
    /// through `ps`: a stand-in writes its argv and its stdin apart.
    func testTheTextGoesToEspeakOnItsStdinNeverInItsArgv() async throws {
        let (dir, log, path) = try standIn("speech-stdin") { "#!/bin/sh\nprintf 'argv: %s\\n' \"$*\" >> '\($0)'\nprintf 'stdin: %s\\n' \"$(cat)\" >> '\($0)'\n" }
        let (_, events) = try run(["--speech"], path: path, in: dir)
        let said = spoken(events)
        XCTAssertEqual(said.last, "Licence plate, text field, empty")
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
        let argv = lines.filter { $0.hasPrefix("argv: ") }, stdin = lines.filter { $0.hasPrefix("stdin: ") }
        XCTAssertTrue(stdin.contains("stdin: Licence plate, text field, empty"), "the text is on stdin: \(lines)")
        XCTAssertFalse(argv.isEmpty, "\(lines)")
        for a in argv {
            XCTAssertEqual(a, "argv: -a 100 -s 175 -v en --stdin", "no word of what is said in argv")
            for text in said { XCTAssertFalse(a.contains(text), "\(text) is in argv: \(a)") }
        }
    }
}
