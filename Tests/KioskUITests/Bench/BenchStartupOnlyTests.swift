import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskBench
import KioskUISDL

/// `kiosk bench --startup-only --driver D` on known numbers: both programs start the same
/// driver, the fb driver is refused loudly where there is no DRM card, and the report names the
/// driver in the run's, the phases' and the floor's lines.
@MainActor
final class BenchStartupOnlyTests: XCTestCase {
    typealias Sample = BenchFloor.Sample

    func testTheKioskAndTheFloorStartTheSameDriver() async {
        let fb = BenchStartup.Driver.fb
        XCTAssertEqual(fb.runArguments(script: "/tmp/e.jsonl"),
                       ["run", "--driver", "fb", "--replay", "/tmp/e.jsonl", "--events", "/dev/null"])
        XCTAssertEqual(fb.floorArguments, ["--driver", "fb"])
        XCTAssertEqual(BenchStartup.Driver.headless.runArguments(script: "/tmp/e.jsonl")[1...2], ["--driver", "headless"])
        XCTAssertEqual(BenchStartup.Driver.headless.floorArguments, [], "the headless floor runs as it always did")
        XCTAssertNil(BenchStartup.Driver(name: "wayland"), "the floor knows no compositor")
    }

    func testFbNeedsADRMCardAndHeadlessNothing() async {
        XCTAssertNil(BenchStartup.Driver.headless.unavailable(cards: []))
        XCTAssertNil(BenchStartup.Driver.fb.unavailable(cards: ["/dev/dri/card0"]))
        let why = BenchStartup.Driver.fb.unavailable(cards: []) ?? ""
        XCTAssertTrue(why.contains("no DRM device"), why)
        XCTAssertTrue(why.contains("scripts/vm-test.sh"), "it says where fb can be measured: \(why)")
    }

    func testDRMCardsAreFoundInNumberOrderWithoutRenderNodes() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("dri-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        XCTAssertEqual(FBCards.list(in: dir), [])
        for name in ["card10", "renderD128", "card2", "cardX", "by-path"] {
            XCTAssertTrue(FileManager.default.createFile(atPath: dir + "/" + name, contents: nil))
        }
        XCTAssertEqual(FBCards.list(in: dir), [dir + "/card2", dir + "/card10"])
        XCTAssertEqual(FBCards.list(in: dir + "/none"), [], "no /dev/dri at all")
    }

    func testWithoutADRMCardTheFbStartIsReportedNotMeasuredAndNothingRuns() async throws {
        // A kiosk that does not exist: spawning it would throw, so nothing was spawned.
        let r = try BenchStartupReport.measure(driver: .fb, executable: "/nonexistent/kiosk", floorPath: nil, cards: [])
        XCTAssertTrue(r.text.contains("start-up to the first frame with --driver fb: NOT MEASURED — no DRM device"), r.text)
        XCTAssertTrue(r.text.contains("against the floor: NOT MEASURED — no DRM device"), r.text)
        XCTAssertEqual(r.json["driver"], .string("fb"))
        XCTAssertTrue(r.json["unavailable"]?.stringValue?.contains("no DRM device") ?? false, "\(r.json)")
        XCTAssertNotNil(r.json["floor"]?["unavailable"])
    }

    func testAnUnknownDriverIsRefusedWithTheOnesThatAreKnown() async {
        XCTAssertThrowsError(try Bench.startupOnly(BenchOptions(), driver: "wayland")) { error in
            XCTAssertTrue("\(error)".contains("--driver wayland"), "\(error)")
            XCTAssertTrue("\(error)".contains("headless or fb"), "\(error)")
        }
    }

    private func fbComparison() throws -> BenchFloor {
        let kiosk = [Sample(seconds: 0.040, peakKiB: 26_000), Sample(seconds: 0.044, peakKiB: 26_200),
                     Sample(seconds: 0.090, peakKiB: 26_100)]
        let floor = [Sample(seconds: 0.020, peakKiB: 15_000), Sample(seconds: 0.020, peakKiB: 15_000),
                     Sample(seconds: 0.030, peakKiB: 15_100)]
        return try XCTUnwrap(BenchFloor(path: "/b/kiosk-floor", kiosk: kiosk, floor: floor, driver: .fb))
    }

    func testAnFbComparisonNamesTheDriverOnEachLine() async throws {
        let text = BenchReport.floorText(.measured(try fbComparison()))
        XCTAssertTrue(text.contains("against the floor (/b/kiosk-floor --driver fb: the C work of a kiosk start on fb; 3 interleaved rounds"), text)
        XCTAssertTrue(text.contains("start-up    2.20× [2.00×–3.00×]  kiosk run --driver fb 44.000 ms, floor 20.000 ms"), text)
        XCTAssertTrue(text.contains("peak memory 1.73× [1.73×–1.75×]  kiosk run --driver fb 25.5 MiB, floor 14.6 MiB"), text)
        XCTAssertEqual(BenchReport.floorJSON(.measured(try fbComparison()))["driver"], .string("fb"))
    }

    func testAStartupOnlyReportGivesTheRunItsPhasesItsPeakAndTheFloor() async throws {
        let phases = BenchStartup.phases.indices.map { BenchStatistics([0.001 * Double($0 + 1)]) }
        let s = BenchStartup(total: BenchStatistics([0.040, 0.044, 0.090]), byPhase: phases, peakKiB: 26_112, floor: nil)
        let r = BenchStartupReport(driver: .fb, runs: .measured(s), floor: .measured(try fbComparison()))
        XCTAssertTrue(r.text.contains("start-up to the first frame with --driver fb (whole process): median 44.000 ms, p95 90.000 ms, 3 runs"), r.text)
        XCTAssertTrue(r.text.contains("— the panel: DRM card, VT, libinput, gamepads, target  4.000 ms"), r.text)
        XCTAssertFalse(r.text.contains("SDL renderer"), "fb opens no SDL renderer of a window: \(r.text)")
        XCTAssertTrue(r.text.contains("peak memory at the first frame (VmHWM): 25.5 MiB"), r.text)
        XCTAssertTrue(r.text.contains("against the floor (/b/kiosk-floor --driver fb"), r.text)
        XCTAssertEqual(r.json["startup"]?["median_ms"]?.doubleValue ?? 0, 44, accuracy: 1e-9)
        XCTAssertEqual(r.json["phases"]?.arrayValue?.count, BenchStartup.phases.count)
        XCTAssertEqual(r.json["peak_kib"], .number(26_112))
        XCTAssertEqual(r.json["floor"]?["startup_ratio"]?["median"]?.doubleValue ?? 0, 2.2, accuracy: 1e-9)
    }
}
