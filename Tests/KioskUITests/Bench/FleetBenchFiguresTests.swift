import XCTest
@testable import KioskBench
@testable import KioskUICore

/// The arithmetic of `kiosk bench --fleet`: a process's CPU ticks read from /proc/PID/stat, the
/// answer times' percentiles, and the verdict and report when a done-when fails.
final class FleetBenchFiguresTests: XCTestCase {
    func testCPUTicksAreUserPlusSystemAfterTheCommand() {
        // A command with a space and a parenthesis: fields are counted after the last ')'.
        let stat = "4242 (kiosk (x) y) S 1 4242 4242 0 -1 4194560 900 0 0 0 37 5 0 0 20 0 3 0 123 456 789"
        XCTAssertEqual(ProcessStatus.cpuTicks(stat: stat), 42)
        XCTAssertNil(ProcessStatus.cpuTicks(stat: "4242 (kiosk) S 1 2"), "a cut line")
        XCTAssertNil(ProcessStatus.cpuTicks(stat: "no parenthesis"))
        XCTAssertNotNil(ProcessStatus.cpuTicks(of: getpid()), "this process's own")
        XCTAssertGreaterThan(ProcessStatus.residentKiB(of: getpid()) ?? 0, 1024)
    }

    func testLatencyPercentilesAreNearestRankOfEveryAnswer() {
        let samples = (1...200).map { Double($0) / 1000 }.shuffled()
        let l = FleetBenchFigures.Latency(answered: 100, of: 100, rounds: 2, samples: samples)
        XCTAssertEqual(l.p50, 0.100, accuracy: 1e-12)
        XCTAssertEqual(l.p99, 0.198, accuracy: 1e-12)
        XCTAssertEqual(l.max, 0.200, accuracy: 1e-12)
        XCTAssertTrue(l.allAnswered)
        XCTAssertFalse(FleetBenchFigures.Latency(answered: 99, of: 100, rounds: 2, samples: samples).allAnswered)
    }

    func testOnePanelThatSwitchesToATamperedBundleFailsTheRun() {
        var f = figures()
        XCTAssertTrue(f.allDone)
        XCTAssertTrue(f.text.contains("every done-when held"), f.text)
        f.tampered.switched = 1
        XCTAssertFalse(f.allDone)
        XCTAssertTrue(f.text.contains("NOT every done-when held"), f.text)
        XCTAssertEqual(f.json["all_done"], .bool(false))
        f = figures()
        f.bundle = .notRun(of: 4, "kiosk bundle keygen failed")
        XCTAssertFalse(f.allDone, "a stage not run is not done")
        XCTAssertTrue(f.text.contains("not available: kiosk bundle keygen failed"), f.text)
        f = figures()
        f.brokerRestart.reached = 3
        f.brokerRestart.seconds = nil
        XCTAssertFalse(f.allDone)
        XCTAssertTrue(f.text.contains("3/4") && f.text.contains("NOT all within the time bound"), f.text)
    }

    private func figures() -> FleetBenchFigures {
        let all = FleetBenchFigures.Outcome(reached: 4, of: 4, seconds: 0.5, unavailable: nil)
        let answers = FleetBenchFigures.Latency(answered: 4, of: 4, rounds: 1, samples: [0.01, 0.02, 0.03, 0.04])
        return FleetBenchFigures(
            panels: 4, executable: "/usr/bin/kiosk", online: all, set: answers, query: answers,
            will: FleetBenchFigures.Outcome(reached: 1, of: 1, seconds: 0.001, unavailable: nil), brokerRestart: all, bundle: all,
            bundleBytes: 300, tampered: FleetBenchFigures.Refusal(refused: 4, switched: 0, unchanged: 4, of: 4, reason: "bad signature", unavailable: nil),
            idle: FleetBenchFigures.Idle(seconds: 10, cpuPercent: [0, 0.1, 0, 0.1], residentKiB: [30_000, 31_000, 30_500, 30_200],
                                         brokerCPUPercent: 0.1, brokerKiB: 9000, brokerPeakKiB: 9500, brokerClients: 5))
    }
}
