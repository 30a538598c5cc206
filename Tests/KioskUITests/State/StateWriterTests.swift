import Foundation
import Synchronization
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// State saves off the UI thread (`StateWriter`): a slow disk never holds the loop, saves
/// coalesce to the newest values, the end of the run waits for the last one, and a failure is
/// reported once, on the loop.
@MainActor
final class StateWriterTests: XCTestCase {
    private static let screen = "root: {type: column, children: [{type: picker, id: p, options: [A, B]}, {type: ruler, id: r, min: 0, max: 50}]}"

    /// A writer that takes `delay` seconds per save (a 2 s fsync on a loaded SD card made a query
    /// wait 3.9 s when saves ran on the loop) and remembers what it wrote.
    private final class SlowDisk: Sendable {
        let delay: Double
        let fails: Bool
        let written = Mutex<[String]>([])
        let attempts = Mutex(0)
        init(delay: Double, fails: Bool = false) { self.delay = delay; self.fails = fails }
        func write(_ text: String, _ path: String) throws {
            attempts.withLock { $0 += 1 }
            usleep(useconds_t(delay * 1_000_000))
            if fails { throw KioskError("cannot save the state to '\(path)' (fsync: Input/output error)") }
            try StateStore.writeAtomically(text, to: path)
            written.withLock { $0.append(text) }
        }
    }


    private func runner(disk: SlowDisk, path: String) throws -> (Runner, Scene, [String]) {
        let screen = try Screen.parse(Self.screen, file: "s.yaml")
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(400, 300))
        let store = StateStore(path: path)
        _ = store.load()
        store.writeInBackground(StateWriter(path: path, write: { try disk.write($0, $1) }), wake: {})
        let runner = try Runner(scene: scene, backend: QuietBackend(measurer: FixedTextMeasurer(), size: Size(400, 300)), config: RunnerConfig(state: store, stateIDs: Set(screen.ids)))
        return (runner, scene, screen.ids)
    }

    /// Sets the ruler as a settled change does, and saves as the loop does after it.
    private func settle(_ runner: Runner, _ scene: Scene, ruler value: Double) throws {
        try scene.widget(id: "r")?.setValue(.number(value))
        runner.stateDirty = true
        runner.saveStateIfNeeded()
    }

    func testASlowDiskDoesNotHoldTheLoopAndOnlyTheNewestValuesWaitingAreWritten() async throws {
        let path = KioskProcess.temporaryFolder("kiosk-state-writer") + "/state.json"
        let disk = SlowDisk(delay: 0.8)
        let (runner, scene, _) = try runner(disk: disk, path: path)
        let start = Date()
        for v in [1.0, 2, 3, 4] { try settle(runner, scene, ruler: v) }
        let loopTime = Date().timeIntervalSince(start)
        XCTAssertLessThan(loopTime, 0.5, "four saves of 0.8 s each took \(loopTime) s of the loop; the loop must not wait for the disk")

        runner.finishStateSaves(timeout: 20)
        XCTAssertFalse(runner.stateSaveFailed)
        let written = disk.written.withLock { $0 }
        // The first save (if the thread took it before the next came), then only the newest of
        // those that waited behind it: never all four.
        XCTAssertTrue((1...2).contains(written.count), "\(written)")
        XCTAssertTrue(written.last?.contains("\"r\":4") == true, "\(written)")
        XCTAssertEqual(StateStore.decode(try Data(contentsOf: URL(fileURLWithPath: path)))?["r"], 4,
                       "the end of the run waited for the last values")
    }

    func testTheEndOfTheRunWaitsForTheLastSaveAndSaysSoWhenItTakesTooLong() async throws {
        let path = KioskProcess.temporaryFolder("kiosk-state-writer") + "/state.json"
        let (runner, scene, _) = try runner(disk: SlowDisk(delay: 1.5), path: path)
        var warnings: [String] = []
        scene.watchEvents { e in if case let .warning(m) = e.kind { warnings.append(m) } }
        try settle(runner, scene, ruler: 7)
        runner.finishStateSaves(timeout: 0.2)
        XCTAssertTrue(runner.stateSaveFailed)
        XCTAssertEqual(warnings.count, 1, "\(warnings)")
        XCTAssertTrue(warnings.first?.contains("still being written to '\(path)'") == true, "\(warnings)")
        // Nothing is lost when the disk answers within the deadline.
        runner.finishStateSaves(timeout: 20)
        XCTAssertEqual(StateStore.decode(try Data(contentsOf: URL(fileURLWithPath: path)))?["r"], 7)
    }

    func testAFailedSaveIsReportedOnceOnTheLoopAndRetriedAtTheNextChange() async throws {
        let path = KioskProcess.temporaryFolder("kiosk-state-writer") + "/state.json"
        let disk = SlowDisk(delay: 0.05, fails: true)
        let (runner, scene, _) = try runner(disk: disk, path: path)
        var warnings: [(message: String, onMain: Bool)] = []
        scene.watchEvents { e in
            if case let .warning(m) = e.kind { warnings.append((m, Thread.isMainThread)) }
        }
        for v in [1.0, 2, 3] {
            try settle(runner, scene, ruler: v)
            XCTAssertTrue(runner.config.state?.writer?.finish(timeout: 20) == true)
            runner.saveStateIfNeeded()   // the loop's next turn takes the outcome
        }
        XCTAssertTrue(runner.stateSaveFailed)
        XCTAssertEqual(warnings.map(\.message), ["cannot save the state to '\(path)' (fsync: Input/output error)"],
                       "three failures, one warning")
        XCTAssertEqual(warnings.map(\.onMain), [true], "reported by the loop, not the writer thread")
        XCTAssertEqual(disk.attempts.withLock { $0 }, 3, "each change tried again")
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
    }
}
