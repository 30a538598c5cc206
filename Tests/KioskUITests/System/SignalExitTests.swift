import Foundation
import XCTest
@testable import KioskUICore

/// SIGTERM ends a live run at once (the spec is 200 ms; the bound here is generous for loaded
/// machines), with status 0 and a stderr line that says only what happened: the state is
/// mentioned only when `--state` was given.
@MainActor
final class SignalExitTests: XCTestCase {
    /// Saving disabled (the file could not be read at start): the line says it was not saved.
    func testTheLineSaysWhenTheStateWasNotSaved() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-term-\(UUID().uuidString).json").path
        try "{}".write(toFile: path, atomically: false, encoding: .utf8)
        let store = StateStore(path: path, openForReading: { _ in errno = EACCES; return -1 })
        _ = store.load()
        let line = ShutdownReport.line(signal: SIGINT, state: store, saveFailed: false)
        XCTAssertTrue(line.hasPrefix("kiosk: SIGINT received; the state was not saved to '\(path)' (it could not be read at start (Permission denied))"), line)
    }
}
