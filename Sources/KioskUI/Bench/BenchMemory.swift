import FoundationEssentials
import Glibc

/// Peak memory of a process that draws the reference scene's first frame, as `kiosk run
/// --driver headless` does: a child `kiosk bench --probe first-frame` reports its own VmHWM.
@MainActor
enum BenchMemory {
    static let probeName = "first-frame"

    /// The child's side: open the headless backend, build and draw the demo, print VmHWM (KiB).
    static func probe() -> String {
        guard let backend = try? SDLBackend.open(driver: "headless", size: BenchSuite.size, fontPath: nil, fullscreen: false) else {
            return "0"
        }
        BenchStage.reference(on: backend).draw()
        return "\(BenchProcess.selfPeakKiB())"
    }

    /// Runs the probe in a child; nil when it failed.
    static func firstFramePeakKiB(executable: String) -> Int? {
        let out = BenchProcess.temporaryDirectory + "kiosk-bench-mem-\(getpid()).txt"
        defer { try? FileManager.default.removeItem(atPath: out) }
        guard let o = try? BenchProcess.run(executable, ["bench", "--probe", probeName], stdoutPath: out), o.exitStatus == 0,
              let text = try? String(contentsOfFile: out, encoding: .utf8),
              let kib = Int(text.trimmingSpacesAndNewlines), kib > 0 else { return nil }
        return kib
    }
}
