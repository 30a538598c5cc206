import XCTest
@testable import KioskUICore
@testable import KioskBench

/// `kiosk run` against the floor program on known numbers: per-round ratios, their median and
/// spread, where the floor is looked for, and what the report says with and without it.
@MainActor
final class BenchFloorTests: XCTestCase {
    typealias Sample = BenchFloor.Sample

    private func comparison() throws -> BenchFloor {
        let kiosk = [Sample(seconds: 0.040, peakKiB: 26_000), Sample(seconds: 0.044, peakKiB: 26_200),
                     Sample(seconds: 0.090, peakKiB: 26_100)]
        let floor = [Sample(seconds: 0.020, peakKiB: 15_000), Sample(seconds: 0.020, peakKiB: 15_000),
                     Sample(seconds: 0.030, peakKiB: 15_100)]
        return try XCTUnwrap(BenchFloor(path: "/b/kiosk-floor", kiosk: kiosk, floor: floor))
    }

    func testEachRatioIsTheMedianOfTheRoundsRatiosWithItsSpread() async throws {
        let f = try comparison()
        XCTAssertEqual(f.rounds, 3)
        // Rounds: 2.0, 2.2, 3.0 — a slow round moves the spread, not the median.
        XCTAssertEqual(f.startup.median, 2.2, accuracy: 1e-9)
        XCTAssertEqual(f.startup.min, 2.0, accuracy: 1e-9)
        XCTAssertEqual(f.startup.max, 3.0, accuracy: 1e-9)
        XCTAssertEqual(f.kioskSeconds, 0.044, accuracy: 1e-9)
        XCTAssertEqual(f.floorSeconds, 0.020, accuracy: 1e-9)
        let peak = try XCTUnwrap(f.peak)
        XCTAssertEqual(peak.median, 26_000.0 / 15_000, accuracy: 1e-9)
        XCTAssertEqual(f.kioskPeakKiB, 26_100)
        XCTAssertEqual(f.floorPeakKiB, 15_000)
        XCTAssertFalse(f.startupMet, "2.2× is over the 1.3× goal")
        XCTAssertEqual(f.peakMet, false)
    }

    func testRoundsArePairedAndAMissingPeakIsNotARatio() async throws {
        let f = try XCTUnwrap(BenchFloor(path: "f", kiosk: [Sample(seconds: 0.012, peakKiB: nil), Sample(seconds: 0.02)],
                                         floor: [Sample(seconds: 0.010, peakKiB: 9000)]))
        XCTAssertEqual(f.rounds, 1, "a kiosk run without a floor run of its round is not compared")
        XCTAssertEqual(f.startup.median, 1.2, accuracy: 1e-9)
        XCTAssertTrue(f.startupMet)
        XCTAssertNil(f.peak)
        XCTAssertNil(f.peakMet)
        XCTAssertNil(BenchFloor(path: "f", kiosk: [Sample(seconds: 0.01)], floor: []), "no round, no comparison")
    }

    func testTheFloorIsLookedForBesideTheKiosk() async {
        XCTAssertEqual(BenchFloor.path(besideExecutable: "/src/.build/release/kiosk"), "/src/.build/release/kiosk-floor")
        XCTAssertEqual(BenchFloor.path(besideExecutable: "kiosk"), "kiosk-floor")
        let why = BenchFloor.unavailable(at: "/nonexistent/kiosk-floor")
        XCTAssertTrue(why?.contains("/nonexistent/kiosk-floor") ?? false, why ?? "")
        XCTAssertTrue(why?.contains("scripts/build-floor.sh /nonexistent") ?? false, "it says how to build it, there")
        XCTAssertNil(BenchFloor.unavailable(at: "/bin/sh"), "an executable file can be run")
    }

    private func report(_ floor: BenchReport.Floor) -> BenchReport {
        BenchReport(frames: 1, baseline: BenchStatistics([0.001]), rows: [], benchPeakKiB: 1, runPeakKiB: nil,
                    footprint: nil, allocations: BenchAllocations.Counts(unavailable: "test"), floor: floor)
    }

    func testTheReportGivesBothRatiosWithTheirSpreadAndGoals() async throws {
        let r = report(.measured(try comparison()))
        XCTAssertTrue(r.text.contains("against the floor (/b/kiosk-floor"), r.text)
        XCTAssertTrue(r.text.contains("3 interleaved rounds"), r.text)
        XCTAssertTrue(r.text.contains("start-up    2.20× [2.00×–3.00×]  kiosk run 44.000 ms, floor 20.000 ms  goal ≤ 1.30×: NO"), r.text)
        XCTAssertTrue(r.text.contains("peak memory 1.73× [1.73×–1.75×]  kiosk run 25.5 MiB, floor 14.6 MiB  goal ≤ 1.25×: NO"), r.text)
        let json = try XCTUnwrap(r.json["floor"])
        XCTAssertEqual(json["startup_ratio"]?["median"]?.doubleValue ?? 0, 2.2, accuracy: 1e-9)
        XCTAssertEqual(json["startup_ratio"]?["met"], .bool(false))
        XCTAssertEqual(json["peak_ratio"]?["min"]?.doubleValue ?? 0, 26_100.0 / 15_100, accuracy: 1e-9)
        XCTAssertEqual(json["rounds"], .number(3))
    }

    func testAMissingFloorIsSaidNotSkipped() async throws {
        let r = report(.unavailable("no floor program at /x/kiosk-floor"))
        XCTAssertTrue(r.text.contains("against the floor: NOT MEASURED — no floor program at /x/kiosk-floor"), r.text)
        XCTAssertEqual(r.json["floor"]?["unavailable"], .string("no floor program at /x/kiosk-floor"))
    }
}
