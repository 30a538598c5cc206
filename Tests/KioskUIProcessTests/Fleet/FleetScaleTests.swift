import Foundation
import XCTest
@testable import KioskBench
@testable import KioskUICore
import KioskUITestSupport

/// A hundred panels on one broker, as `kiosk bench --fleet 100` measures them (the same harness,
/// `FleetBench.run`): a local mosquitto on 127.0.0.1, 100 headless kiosks (`kiosk run --driver
/// headless --mqtt … --group bench`) and one back-office MQTT client. It asserts what a fleet
/// must do, not how fast: every panel comes online, answers a group `set` and a group layout
/// query, a SIGKILLed panel is marked offline by its will, every panel is back after the broker
/// restarts (without persistence, so each must publish its status again), all switch to a signed
/// bundle pushed to their group and none to the same bundle with one byte flipped; and idle CPU
/// and memory are measured for every panel. Each stage has 60 s; the whole run took 22 s on a
/// shared 2-core machine with a debug build (the idle window is 10 s, as in the bench), so the
/// count is not scaled down: 100 headless kiosks are about 30 MiB resident each, 3 GiB in all.
final class FleetScaleTests: XCTestCase {
    static let panels = 100

    func testAHundredPanelsOnOneBrokerDoWhatAFleetMust() throws {
        guard FleetBenchBroker.installed != nil else {
            throw XCTSkip("mosquitto is not installed (scripts/setup.sh installs it)")
        }
        let n = Self.panels
        let options = FleetBenchOptions(panels: n, executable: KioskProcess.binary.path)
        let started = Date()
        let f = try FleetBench.run(options) { print("FleetScaleTests: \($0)") }
        print(f.text)
        XCTAssertEqual(f.online.reached, n, "every panel's retained status says online: \(f.online.note)")
        XCTAssertEqual(f.set.answered, n, "every panel answered each group set with its change event")
        XCTAssertEqual(f.set.samples.count, n * options.rounds)
        XCTAssertEqual(f.query.answered, n, "every panel answered each group layout query with its ref")
        XCTAssertEqual(f.will.reached, 1, "the SIGKILLed panel is offline by its will: \(f.will.note)")
        XCTAssertTrue(f.will.note.contains(#"reason "connection lost""#), "the will, not a clean stop, said so: \(f.will.note)")
        XCTAssertEqual(f.brokerRestart.reached, n, "every panel published online again after the broker restart")
        XCTAssertNil(f.bundle.unavailable, "the bundle stage ran")
        XCTAssertEqual(f.bundle.reached, n, "every status reports the signed bundle's version: \(f.bundle.note)")
        XCTAssertNil(f.tampered.unavailable, "the tampered bundle stage ran")
        XCTAssertEqual(f.tampered.refused, n, "every panel refused the tampered bundle: \(f.tampered.reason ?? "no refusal")")
        XCTAssertEqual(f.tampered.switched, 0, "no panel switched to it")
        XCTAssertEqual(f.tampered.unchanged, n, "every panel kept the signed bundle")
        XCTAssertEqual(f.idle.cpuPercent.count, n, "idle CPU measured for every panel")
        XCTAssertEqual(f.idle.residentKiB.count, n, "memory measured for every panel")
        XCTAssertGreaterThan(f.idle.residentKiB.min() ?? 0, 1024, "a kiosk holds more than 1 MiB")
        XCTAssertNotNil(f.idle.brokerKiB, "the broker's memory measured")
        XCTAssertTrue(f.allDone)
        XCTAssertLessThan(Date().timeIntervalSince(started), 240, "the fleet test stays within four minutes")
    }

    /// The harness leaves nothing behind: after a run (here one that cannot start its panels, so
    /// it throws) no kiosk, no broker and no scratch folder of it remains.
    /// `--bundle-bytes` belongs to `--fleet`; its default (0) is no reason to refuse a bench that
    /// does not name it (BenchStartupTests runs those).
    func testBundleBytesWithoutAFleetIsRefused() throws {
        let refused = try KioskProcess.run(["bench", "--bundle-bytes", "5000"])
        XCTAssertEqual(refused.status, 2, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("--bundle-bytes: only with --fleet N"), refused.stderr)
    }

    func testAFailedRunLeavesNoProcessOrFolderBehind() throws {
        guard FleetBenchBroker.installed != nil else {
            throw XCTSkip("mosquitto is not installed (scripts/setup.sh installs it)")
        }
        let before = Self.scratchFolders()
        let options = FleetBenchOptions(panels: 3, executable: "/bin/false")
        XCTAssertThrowsError(try FleetBench.run(options)) { error in
            XCTAssertTrue("\(error)".contains("every panel ended"), "\(error)")
        }
        XCTAssertEqual(Self.scratchFolders(), before, "the scratch folder is removed")
        XCTAssertEqual(Self.children(), [], "no child process is left")
    }

    /// Ctrl-C during `kiosk bench --fleet`: the bench says it was interrupted and exits non-zero,
    /// and no panel, no broker and no scratch folder of it is left.
    func testCtrlCStopsEveryPanelAndTheBrokerAndRemovesTheScratchFolder() throws {
        guard FleetBenchBroker.installed != nil else {
            throw XCTSkip("mosquitto is not installed (scripts/setup.sh installs it)")
        }
        let bench = try RunningKiosk(["bench", "--fleet", "5"])
        XCTAssertNotNil(bench.stderr.wait(for: "online: 5/5", timeout: 60), "the panels came online: \(bench.stderr.all)")
        // The panels' and the broker's command lines name a file in the scratch folder
        // (`--bundle-dir FOLDER/p000`, `-c FOLDER/mosquitto.conf`).
        let children = Self.children(of: bench.process.processIdentifier)
        XCTAssertEqual(children.count, 6, "5 panels and the broker")
        let file = try XCTUnwrap(Self.commandLine(children.first ?? 0).first { $0.contains("/kiosk-fleet-") })
        let folder = (file as NSString).deletingLastPathComponent
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder), folder)
        kill(bench.process.processIdentifier, SIGINT)
        bench.process.waitUntilExit()
        _ = bench.stderr.waitForEnd(timeout: 10)
        XCTAssertNotEqual(bench.process.terminationStatus, 0)
        XCTAssertTrue(bench.stderr.all.contains { $0.contains("interrupted; every panel and the broker were stopped") }, "\(bench.stderr.all)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder), "the scratch folder \(folder) is removed")
        let left = children.filter { FileManager.default.fileExists(atPath: "/proc/\($0)") && Self.commandLine($0).contains { $0.contains(folder) } }
        XCTAssertEqual(left, [], "no panel or broker of the bench is left")
    }

    /// The arguments of process `pid` (/proc/PID/cmdline), empty when it is gone.
    private static func commandLine(_ pid: Int32) -> [String] {
        guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return [] }
        return data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }

    private static func scratchFolders() -> [String] {
        let tmp = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return ((try? FileManager.default.contentsOfDirectory(atPath: tmp)) ?? []).filter { $0.hasPrefix("kiosk-fleet-") }.sorted()
    }

    /// The children of `pid` (this process's by default) still running or unreaped (from /proc).
    private static func children(of parent: Int32 = getpid()) -> [Int32] {
        let me = parent
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { pid in
            guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == me
        }.sorted()
    }
}
