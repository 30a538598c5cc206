import Glibc
import KioskUICore

/// The headless kiosks of `kiosk bench --fleet`: panel `p000`, `p001`, … each a `kiosk run
/// --driver headless --mqtt …` of its own in group `bench`, with its own bundle folder and its
/// standard error in a file of the scratch folder (its last words, should it end).
final class FleetBenchPanels {
    /// The group every panel is in: `kiosk/group/bench/cmd` reaches them all.
    static let group = "bench"
    /// Seconds between a panel's telemetry messages.
    static let telemetrySeconds = 5

    struct Panel {
        let id: String
        let bundleFolder: String
        let stderrPath: String
        /// The running process; nil before its start and after its end.
        var pid: pid_t?
    }

    let executable: String
    let screen: String
    let broker: String
    /// The public key of the bundles (`--bundle-key`); nil runs the panels without one.
    let bundleKey: String?
    private(set) var panels: [Panel]

    /// `count` panels (none started) whose files go under `folder`.
    init(count: Int, executable: String, screen: String, broker: String, bundleKey: String?, folder: String) throws {
        self.executable = executable
        self.screen = screen
        self.broker = broker
        self.bundleKey = bundleKey
        let digits = max(3, String(count - 1).count)
        panels = try (0..<count).map { i in
            let id = "p" + String(repeating: "0", count: digits - String(i).count) + String(i)
            let bundles = folder + "/" + id
            if let e = FileSystem.makeDirectory(bundles, mode: 0o700) {
                throw KioskError("kiosk bench --fleet: cannot make \(bundles): \(e)", status: .runtime)
            }
            return Panel(id: id, bundleFolder: bundles, stderrPath: folder + "/" + id + ".stderr")
        }
    }

    var ids: [String] { panels.map(\.id) }
    var count: Int { panels.count }
    /// The processes running now, in the panels' order.
    var pids: [pid_t] { panels.compactMap(\.pid) }

    /// `kiosk run`'s arguments for panel `i`.
    func arguments(_ i: Int) -> [String] {
        var a = ["run", "--driver", "headless", "--size", "480x320", "--mqtt", broker, "--panel", panels[i].id,
                 "--group", Self.group, "--telemetry", String(Self.telemetrySeconds), "--bundle-dir", panels[i].bundleFolder,
                 "--events", "/dev/null"]
        if let k = bundleKey { a += ["--bundle-key", k] }
        return a + [screen]
    }

    /// Starts panel `i`.
    func start(_ i: Int) throws {
        switch ChildProcess.spawn(executable, arguments(i), stderr: .file(panels[i].stderrPath), defaultSignals: true) {
        case let .success(p): panels[i].pid = p
        case let .failure(e): throw KioskError("kiosk bench --fleet: cannot start \(executable) for panel \(panels[i].id): \(e)", status: .runtime)
        }
    }

    /// SIGKILLs panel `i` (no goodbye: the broker publishes its will) and reaps it.
    func kill(_ i: Int) {
        guard let p = panels[i].pid else { return }
        ProcessSignals.send(SIGKILL, to: p)
        ChildProcess.wait(p)
        panels[i].pid = nil
    }

    /// The panels that have ended by themselves, each with its last words on standard error.
    func ended() -> [(id: String, said: String)] {
        panels.filter { $0.pid.map(ChildProcess.hasEnded) ?? false }.map { ($0.id, FleetBenchProcesses.lastWords($0.stderrPath)) }
    }

    /// Stops every panel still running (SIGTERM: each says goodbye with a retained "stopped").
    func stopAll(timeout: Double = 10) {
        FleetBenchProcesses.stop(pids, timeout: timeout)
        for i in panels.indices { panels[i].pid = nil }
    }
}
