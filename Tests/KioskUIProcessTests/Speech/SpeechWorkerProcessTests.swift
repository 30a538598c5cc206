import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The voice: utterances go to a program (espeak-ng) on the worker's thread. A new one cuts the
/// one being said short, every program is reaped, `stop` ends the one running. A stand-in
/// program (a shell script that writes its pid and arguments, then sleeps) shows what is run and
/// when it ends; the real espeak-ng writing a WAV file shows the arguments mean what they should.
@MainActor
final class SpeechWorkerProcessTests: XCTestCase {
    /// A stand-in for espeak-ng: appends "PID ARGS | STDIN" to `log`, then becomes `sleep 30` (same pid).
    private func standIn(in dir: String, log: String) throws -> String {
        let path = dir + "/say"
        try "#!/bin/sh\necho \"$$ $* | $(cat)\" >> '\(log)'\nexec sleep 30\n".write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return path
    }

    /// The first `count` lines of `log` as (pid, arguments), waiting up to 10 s for them.
    private func lines(_ log: String, count: Int) async throws -> [(pid: pid_t, args: String)] {
        for _ in 0..<200 {
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            let ls = text.split(separator: "\n")
            if ls.count >= count {
                return ls.prefix(count).map { l in
                    let parts = l.split(separator: " ", maxSplits: 1)
                    return (pid_t(parts[0]) ?? -1, parts.count > 1 ? String(parts[1]) : "")
                }
            }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        XCTFail("\(log) has fewer than \(count) lines: \((try? String(contentsOfFile: log, encoding: .utf8)) ?? "none")")
        return []
    }

    /// Whether `pid` names no process any more: ended *and reaped* (a zombie still answers kill 0).
    private func isGone(_ pid: pid_t) -> Bool { kill(pid, 0) == -1 && errno == ESRCH }

    func testANewUtteranceTerminatesTheOneBeingSaidAndReapsIt() async throws {
        let dir = KioskProcess.temporaryFolder("speech-worker"), log = dir + "/log"
        let worker = SpeechWorker(program: try standIn(in: dir, log: log), arguments: ["-a", "100", "-s", "175", "-v", "en"])
        defer { worker.stop() }
        let started = Date()
        worker.speak("Parking zone picker, Zone B, 2 of 3")
        let first = try await lines(log, count: 1)
        XCTAssertEqual(first.first?.args, "-a 100 -s 175 -v en --stdin | Parking zone picker, Zone B, 2 of 3")
        XCTAssertFalse(worker.isIdle, "the first is still being said (its program sleeps 30 s)")

        worker.speak("-5, from -10 to 10")
        let both = try await lines(log, count: 2)
        XCTAssertEqual(both.last?.args, "-a 100 -s 175 -v en --stdin | -5, from -10 to 10", "the text, even one that looks like an option, is on stdin, not in argv")
        XCTAssertTrue(isGone(both[0].pid), "the first program was terminated and reaped before the second started")
        XCTAssertLessThan(Date().timeIntervalSince(started), 10, "it did not run its 30 s")

        worker.stop()
        XCTAssertTrue(isGone(both[1].pid), "stop terminates and reaps the one being said")
        XCTAssertTrue(worker.isIdle)
        worker.speak("after the end")
        try await Task.sleep(nanoseconds: 200_000_000)
        let after = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
        XCTAssertEqual(after.split(separator: "\n").count, 2, "nothing is said after stop")
    }

    /// A program that ignores SIGTERM (it stalled speech for good and outlived the kiosk)
    /// is killed a second after it, with one warning however many are killed.
    func testAProgramThatIgnoresSIGTERMIsKilledWithOneWarning() async throws {
        let dir = KioskProcess.temporaryFolder("speech-stuck"), log = dir + "/log"
        let path = dir + "/say"
        try "#!/bin/sh\ntrap '' TERM\necho \"$$ $* | $(cat)\" >> '\(log)'\nexec sleep 30\n".write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        let worker = SpeechWorker(program: path, arguments: [])
        defer { worker.stop() }
        worker.speak("one")
        let first = try await lines(log, count: 1)
        let started = Date()
        worker.speak("two")
        let both = try await lines(log, count: 2)
        let waited = Date().timeIntervalSince(started)
        print("a program ignoring SIGTERM was replaced after \(Int(waited * 1000)) ms")
        XCTAssertEqual(both.last?.args, "--stdin | two", "what comes next is said")
        XCTAssertGreaterThanOrEqual(waited, 0.9, "it had its second to end")
        XCTAssertTrue(isGone(first[0].pid), "the first was killed and reaped")
        let warning = try XCTUnwrap(worker.takeWarning())
        XCTAssertTrue(warning.contains("did not end within 1 s of SIGTERM and was killed (SIGKILL)"), warning)

        worker.speak("three")
        let three = try await lines(log, count: 3)
        XCTAssertTrue(isGone(both[1].pid))
        XCTAssertNil(worker.takeWarning(), "one warning a run")
        worker.stop()
        XCTAssertTrue(isGone(three[2].pid), "none outlives the end of the run")
    }

    func testSpeakNeverWaitsForTheProgram() async throws {
        let dir = KioskProcess.temporaryFolder("speech-nowait"), log = dir + "/log"
        let worker = SpeechWorker(program: try standIn(in: dir, log: log), arguments: [])
        defer { worker.stop() }
        let t0 = Date()
        for i in 0..<50 { worker.speak("utterance \(i)") }
        XCTAssertLessThan(Date().timeIntervalSince(t0), 0.1, "50 hand-overs on the UI thread take no time")
        // The newest wins: whatever was cut short, the last one said is the last handed over.
        for _ in 0..<200 {
            let text = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            if text.hasSuffix("--stdin | utterance 49\n") { return }
            try await Task.sleep(nanoseconds: 50_000_000)
        }
        XCTFail("the last utterance was not said: \((try? String(contentsOfFile: log, encoding: .utf8)) ?? "")")
    }

    // MARK: The real espeak-ng

    /// The samples of a 16-bit mono WAV file espeak-ng wrote (after its 44-byte header).
    private func samples(_ path: String) throws -> [Int16] {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        XCTAssertEqual(String(decoding: data.prefix(4), as: UTF8.self), "RIFF")
        return stride(from: 44, to: data.count - 1, by: 2).map { Int16(bitPattern: UInt16(data[$0]) | UInt16(data[$0 + 1]) << 8) }
    }

    /// Says `text` with `settings` into a WAV file through the worker, as the kiosk would.
    private func wav(_ text: String, _ settings: SpeechSettings, in dir: String) async throws -> [Int16] {
        guard let espeak = SpeechProgram.locate(SpeechProgram.espeak, searchPath: SpeechProgram.searchPath) else {
            throw XCTSkip("espeak-ng is not installed (scripts/setup.sh installs it)")
        }
        let path = dir + "/\(settings.volume)-\(settings.rate).wav"
        let worker = SpeechWorker(program: espeak, arguments: settings.espeakArguments + ["-w", path])
        defer { worker.stop() }
        worker.speak(text)
        for _ in 0..<400 {
            try await Task.sleep(nanoseconds: 25_000_000)
            if worker.isIdle, FileManager.default.fileExists(atPath: path) { return try samples(path) }
        }
        XCTFail("espeak-ng wrote no \(path)")
        return []
    }

    func testEspeakTakesTheVolumeAndTheRate() async throws {
        let dir = KioskProcess.temporaryFolder("speech-espeak")
        let text = "Minutes, 60, ruler from 15 to 240"
        let normal = try await wav(text, SpeechSettings(isOn: true), in: dir)
        let silent = try await wav(text, SpeechSettings(isOn: true, volume: 0), in: dir)
        let loud = try await wav(text, SpeechSettings(isOn: true, volume: 200), in: dir)
        let slow = try await wav(text, SpeechSettings(isOn: true, rate: 80), in: dir)
        func peak(_ s: [Int16]) -> Int { s.map { abs(Int($0)) }.max() ?? 0 }
        XCTAssertGreaterThan(normal.count, 22_050 / 2, "at least half a second of speech at 22 kHz")
        XCTAssertGreaterThan(peak(normal), 1000, "it is heard")
        XCTAssertLessThan(peak(silent), 50, "-a 0 is silence")
        XCTAssertGreaterThan(peak(loud), peak(normal), "-a 200 is louder than 100")
        XCTAssertGreaterThan(Double(slow.count), 1.5 * Double(normal.count), "-s 80 takes longer than 175 words a minute")
    }
}
