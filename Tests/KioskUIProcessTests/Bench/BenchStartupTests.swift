import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskBench
import KioskUITestSupport

/// The accounting behind `kiosk bench`'s start-up phases, peak memory and package size: the trace
/// a run writes, how a run splits into phases, /proc's VmHWM and the package's installed size.
@MainActor
final class BenchStartupTests: XCTestCase {
    typealias Trace = BenchStartup.Trace

    private func trace(from start: Double, steps: [Double], peak: Int? = 26_112) -> Trace {
        var t = Trace(peakKiB: peak)
        var at = start
        for (m, step) in zip(StartupTrace.Mark.allCases, steps) {
            at += step
            t.marks[m] = at
        }
        return t
    }

    func testATraceReadsBackWhatARunWrote() async {
        let written = trace(from: 1000, steps: [0.004, 0.003, 0.006, 0.001, 0.002, 0.0015])
        let text = StartupTrace.text(times: written.marks, peakKiB: 26_112)
        XCTAssertTrue(text.hasPrefix("started 1000.004\nscreenRead "), text)
        XCTAssertEqual(Trace.parse(text), written)
        XCTAssertEqual(Trace.parse("started x\nbogus 1\npeak_kib\n"), Trace(), "broken lines are skipped")
    }

    func testPhasesSplitTheRunFromSpawnToExit() async throws {
        let t = trace(from: 50, steps: [0.004, 0.003, 0.006, 0.001, 0.002, 0.0015])
        let d = try XCTUnwrap(BenchStartup.durations(spawned: 50, exited: 50.0205, trace: t))
        XCTAssertEqual(d.count, BenchStartup.phases.count)
        for (got, want) in zip(d, [0.004, 0.003, 0.006, 0.001, 0.002, 0.0015, 0.003]) { XCTAssertEqual(got, want, accuracy: 1e-9) }
        XCTAssertEqual(d.reduce(0, +), 0.0205, accuracy: 1e-9, "the phases add up to the whole run")
        XCTAssertEqual(BenchStartup.phases.last?.end, nil, "the last phase ends at the exit")
    }

    func testARunWithAMissingOrBackwardMomentIsNotSplit() async {
        var missing = trace(from: 50, steps: [0.004, 0.003, 0.006, 0.001, 0.002, 0.0015])
        missing.marks[.fontsOpened] = nil
        XCTAssertNil(BenchStartup.durations(spawned: 50, exited: 51, trace: missing))
        let backward = trace(from: 50, steps: [0.004, -0.001, 0.006, 0.001, 0.002, 0.0015])
        XCTAssertNil(BenchStartup.durations(spawned: 50, exited: 51, trace: backward))
        let early = trace(from: 50, steps: [0.004, 0.003, 0.006, 0.001, 0.002, 0.0015])
        XCTAssertNil(BenchStartup.durations(spawned: 50, exited: 50.01, trace: early), "an exit before the first frame")
    }

    func testPeakMemoryIsReadFromVmHWM() async {
        let status = "Name:\tkiosk\nVmPeak:\t  412000 kB\nVmHWM:\t   26112 kB\nVmRSS:\t   25000 kB\n"
        XCTAssertEqual(ProcessStatus.peakKiB(status: status), 26_112)
        XCTAssertNil(ProcessStatus.peakKiB(status: "VmRSS:\t 100 kB\n"))
        XCTAssertNil(ProcessStatus.peakKiB(status: "VmHWM:\t many kB\n"))
        let own = ProcessStatus.peakKiB()
        XCTAssertNotNil(own)
        XCTAssertGreaterThan(own ?? 0, 1024, "this test process holds more than 1 MiB")
    }

    func testThePackagesInstalledSizeIsItsControlField() async {
        let control = "Package: kioskui\nVersion: 0.1.0\nArchitecture: amd64\nInstalled-Size: 17234\nDepends: libsdl2-2.0-0\n"
        XCTAssertEqual(BenchFootprint.installedKiB(control: control), 17_234)
        XCTAssertNil(BenchFootprint.installedKiB(control: "Package: kioskui\n"))
    }

    func testPackagesAreLookedForBesideTheWorkingFolderAndTheBinary() async {
        let dirs = BenchFootprint.distFolders(executable: "/src/kioskui/.build/x86_64-unknown-linux-gnu/release/kiosk",
                                              workingFolder: "/src/kioskui")
        XCTAssertEqual(dirs, ["/src/kioskui/dist", "/src/kioskui/.build/x86_64-unknown-linux-gnu/release/dist",
                              "/src/kioskui/.build/x86_64-unknown-linux-gnu/dist", "/src/kioskui/.build/dist"])
    }

    func testTheNewestPackageIsReported() async throws {
        let dir = KioskProcess.temporaryFolder("bench-dist")
        defer { try? FileManager.default.removeItem(atPath: dir) }
        XCTAssertNil(BenchFootprint.newestPackage(in: [dir]))
        for (name, age) in [("kioskui_0.1.0_amd64.deb", 100.0), ("kioskui_0.2.0_amd64.deb", 10.0), ("notes.txt", 0.0)] {
            let path = dir + "/" + name
            XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("x".utf8)))
            try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-age)], ofItemAtPath: path)
        }
        XCTAssertEqual(BenchFootprint.newestPackage(in: ["/nonexistent/dist", dir]), dir + "/kioskui_0.2.0_amd64.deb")
    }

    /// The real thing: `kiosk run` with the trace asked for passes every moment in order and
    /// reports its peak memory at the first frame.
    func testAHeadlessRunWritesEveryMomentInOrder() async throws {
        let path = KioskProcess.temporaryFile("startup-trace-\(UUID().uuidString).txt").path
        defer { unlink(path) }
        let r = try KioskProcess.run(["run", "--driver", "headless", "--events", "/dev/null"],
                                     environment: [StartupTrace.environmentKey: path])
        XCTAssertEqual(r.status, 0, r.stderr)
        let t = Trace.parse(try String(contentsOfFile: path, encoding: .utf8))
        let times = StartupTrace.Mark.allCases.compactMap { t.marks[$0] }
        XCTAssertEqual(times.count, StartupTrace.Mark.allCases.count, "\(t)")
        XCTAssertEqual(times, times.sorted())
        XCTAssertGreaterThan(t.peakKiB ?? 0, 4 * 1024, "a 1280×800 target alone is 4 MiB")
    }

    /// The floor program `scripts/build-floor.sh` puts beside `kiosk` (scripts/test.sh builds it) runs alternately with `kiosk run`,
    /// writes its peak like `kiosk run` does, and the report gives both ratios with their spread.
    func testTheFloorBesideTheKioskRunsInTheSameRoundsAndTheReportGivesItsRatios() async throws {
        let kiosk = KioskProcess.binary.path
        let floorPath = BenchFloor.path(besideExecutable: kiosk)
        XCTAssertNil(BenchFloor.unavailable(at: floorPath), "scripts/test.sh builds kiosk-floor beside kiosk")
        let startup = try BenchStartup.measure(executable: kiosk, runs: 3, floor: floorPath)
        let f = try XCTUnwrap(startup.floor)
        XCTAssertEqual(f.rounds, 3)
        XCTAssertNotNil(f.peak, "both programs wrote their peak")
        XCTAssertGreaterThan(f.floorPeakKiB ?? 0, 4 * 1024, "the floor's 1280×800 target alone is 4 MiB")
        XCTAssertLessThanOrEqual(f.startup.min, f.startup.median)
        XCTAssertLessThanOrEqual(f.startup.median, f.startup.max)
        let report = BenchReport(frames: 1, baseline: BenchStatistics([0.001]), rows: [], benchPeakKiB: 1,
                                 runPeakKiB: startup.peakKiB, footprint: nil,
                                 allocations: BenchAllocations.Counts(unavailable: "not counted here"), floor: .measured(f))
        XCTAssertTrue(report.text.contains("against the floor (\(floorPath)"), report.text)
        XCTAssertTrue(report.text.contains("  start-up    "), report.text)
        XCTAssertTrue(report.text.contains("  peak memory "), report.text)
        XCTAssertNotNil(report.json["floor"]?["startup_ratio"]?["median"]?.doubleValue)
        XCTAssertNotNil(report.json["floor"]?["peak_ratio"]?["median"]?.doubleValue)
    }

    /// A run that fails stops the measurement with its status and the last line it wrote to
    /// stderr, so a kiosk that cannot open its display says why.
    func testAFailedRunSaysItsStatusAndLastWords() async {
        XCTAssertThrowsError(try BenchStartup.measure(executable: "/bin/sh", runs: 3)) { error in
            let said = "\(error)"
            XCTAssertTrue(said.contains("failed with status 2"), said)
            XCTAssertTrue(said.contains("run"), "sh's own words about the argument it could not open: \(said)")
        }
    }

    /// `kiosk bench --startup-only`: the start-up comparison alone, without the frame scenarios;
    /// `--driver` without it is refused, since the frame scenarios are drawn headless.
    func testStartupOnlyRunsTheComparisonAlone() async throws {
        let r = try KioskProcess.run(["bench", "--startup-only"], timeout: 300)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains("start-up to the first frame with --driver headless (whole process): median "), r.stdout)
        XCTAssertTrue(r.stdout.contains("— first frame drawn"), r.stdout)
        XCTAssertTrue(r.stdout.contains("against the floor (\(BenchFloor.path(besideExecutable: KioskProcess.binary.path))"), r.stdout)
        XCTAssertFalse(r.stdout.contains("baseline: one full-frame fill"), "no frame scenario ran: \(r.stdout)")
        let refused = try KioskProcess.run(["bench", "--driver", "fb"])
        XCTAssertEqual(refused.status, 2, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("add --startup-only"), refused.stderr)
    }
}
