import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The voice: utterances go to a program (espeak-ng) on the worker's thread. A new one cuts the
/// one being said short, every program is reaped, `stop` ends the one running. A stand-in
/// program (a shell script that writes its pid and arguments, then sleeps) shows what is run and
/// when it ends; the real espeak-ng writing a WAV file shows the arguments mean what they should.
@MainActor
final class SpeechWorkerTests: XCTestCase {
    func testEspeakIsFoundOnThePathOrNotAtAll() async throws {
        let dir = KioskProcess.temporaryFolder("speech-path")
        let program = dir + "/" + SpeechProgram.espeak
        try "#!/bin/sh\n".write(toFile: program, atomically: true, encoding: .utf8)
        XCTAssertNil(SpeechProgram.locate(SpeechProgram.espeak, searchPath: dir), "not executable")
        chmod(program, 0o755)
        XCTAssertEqual(SpeechProgram.locate(SpeechProgram.espeak, searchPath: "/nonexistent::\(dir)/"), program)
        XCTAssertNil(SpeechWorker.espeak(SpeechSettings(), searchPath: "/nonexistent"))
        XCTAssertNil(SpeechWorker.espeak(SpeechSettings(), searchPath: nil))
    }
}
