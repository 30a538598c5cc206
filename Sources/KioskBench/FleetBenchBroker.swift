import Glibc
import KioskUICore

/// The local mosquitto of `kiosk bench --fleet`: on 127.0.0.1 at a free port, anonymous, without
/// persistence (so after a restart nothing is retained: every panel must publish its status
/// again), its configuration in the bench's scratch folder. Started, stopped and started again on
/// the same port.
final class FleetBenchBroker {
    /// Where Debian installs the broker (package mosquitto).
    static let candidates = ["/usr/sbin/mosquitto", "/usr/bin/mosquitto"]

    /// The broker program on this machine, or nil.
    static var installed: String? { candidates.first(where: FileSystem.exists) }

    let program: String
    let port: Int
    let configPath: String
    let logPath: String
    private(set) var pid: pid_t?

    /// A broker for `folder` (its configuration and log go there) on a port nothing listens on.
    init(program: String, folder: String) throws {
        guard let port = LoopbackPort.free() else {
            throw KioskError("kiosk bench --fleet: no free TCP port on 127.0.0.1 for the broker", status: .runtime)
        }
        self.program = program
        self.port = port
        configPath = folder + "/mosquitto.conf"
        logPath = folder + "/mosquitto.log"
        let config = "listener \(port) 127.0.0.1\nallow_anonymous true\npersistence false\nmax_queued_messages 10000\nset_tcp_nodelay true\n"
        if let e = FileSystem.writeNewFile(configPath, Array(config.utf8), mode: 0o600) {
            throw KioskError("kiosk bench --fleet: cannot write \(configPath): \(e)", status: .runtime)
        }
    }

    var address: String { "mqtt://127.0.0.1:\(port)" }

    /// Starts the broker and waits (at most `timeout` s) until it accepts connections.
    func start(timeout: Double = 10) throws {
        guard pid == nil else { return }
        switch ChildProcess.spawn(program, ["-c", configPath], stdout: .file(logPath), stderr: .file(logPath), defaultSignals: true) {
        case let .success(p): pid = p
        case let .failure(e): throw KioskError("kiosk bench --fleet: cannot start \(program): \(e)", status: .runtime)
        }
        let up = try FleetBenchInterrupt.wait(timeout: timeout) { LoopbackPort.accepts(port) || ChildProcess.hasEnded(pid!) }
        guard up, LoopbackPort.accepts(port) else {
            stop()
            let said = FleetBenchProcesses.lastWords(logPath)
            throw KioskError("kiosk bench --fleet: \(program) -c \(configPath) did not listen on 127.0.0.1:\(port): \(said)", status: .runtime)
        }
    }

    /// Stops the broker (SIGTERM, then SIGKILL after `timeout` s) and reaps it.
    func stop(timeout: Double = 5) {
        guard let p = pid else { return }
        pid = nil
        FleetBenchProcesses.stop([p], timeout: timeout)
    }

    /// The broker's resident set now, in KiB.
    var residentKiB: Int? { pid.flatMap(ProcessStatus.residentKiB(of:)) }
}
