import Glibc
import KioskUICore

/// What `kiosk bench --fleet N` is asked for.
struct FleetBenchOptions {
    /// How many headless kiosks to start.
    var panels: Int
    /// The kiosk binary the panels run (and whose `bundle` command makes the bundles).
    var executable: String
    /// Each stage's time bound in seconds: a stage not done by then is reported with how many
    /// panels got there.
    var timeout = 60.0
    /// Rounds of each group command.
    var rounds = 5
    /// The idle window in which CPU time is counted.
    var idleSeconds = 10.0
    /// Bytes of filler added to each bundle (a real bundle's pictures), beside its screen.
    var bundleFillerBytes = 0
    /// The broker program; nil when mosquitto is not installed.
    var broker = FleetBenchBroker.installed
}

/// `kiosk bench --fleet N` (docs/fleet.md, "A hundred panels on one broker"): a local mosquitto,
/// N headless kiosks on it and a back-office client that times what a fleet must do — come
/// online, answer a group command, be marked offline by its will when killed, come back after a
/// broker restart, switch to a signed bundle and refuse a tampered one — then their idle CPU and
/// memory. Every process and the scratch folder are gone when it returns or throws, Ctrl-C
/// included (`FleetBenchInterrupt`). The process test `FleetScaleTests` runs the same code.
enum FleetBench {
    /// Runs every stage; `progress` hears a line per stage as it ends (the bench writes them to
    /// standard error). Throws when the fleet cannot be set up at all (no broker, no panel that
    /// stays up), or on an interrupt.
    static func run(_ options: FleetBenchOptions, progress: @escaping (String) -> Void = { _ in }) throws -> FleetBenchFigures {
        guard options.panels >= 1 else { throw KioskError("kiosk bench --fleet \(options.panels): give at least 1 panel, e.g. --fleet 100") }
        guard let program = options.broker else {
            throw KioskError("kiosk bench --fleet: mosquitto is not installed (\(FleetBenchBroker.candidates.joined(separator: ", "))); "
                             + "install the Debian package mosquitto", status: .runtime)
        }
        guard let scratch = FileSystem.makeScratchDirectory(prefix: "kiosk-fleet-") else {
            throw KioskError("kiosk bench --fleet: cannot make a scratch folder in \(BenchProcess.temporaryDirectory); check it is writable", status: .runtime)
        }
        let signals = FleetBenchInterrupt.catchSignals()
        defer {
            FleetBenchInterrupt.release(signals)
            FileSystem.removeTree(scratch)
        }
        let screen = scratch + "/screen.yaml"
        if let e = FileSystem.writeNewFile(screen, Array(FleetBenchScreen.initial.utf8), mode: 0o600) {
            throw KioskError("kiosk bench --fleet: cannot write \(screen): \(e)", status: .runtime)
        }
        let keys = FleetBenchBundles.keys(executable: options.executable, folder: scratch)
        let broker = try FleetBenchBroker(program: program, folder: scratch)
        try broker.start()
        defer { broker.stop() }
        let watch = try FleetBenchWatch(port: broker.port)
        watch.start()
        defer { watch.stop() }
        guard try FleetBenchInterrupt.wait(timeout: 10, until: { watch.isConnected }) else {
            throw KioskError("kiosk bench --fleet: the back-office client did not connect to \(broker.address)", status: .runtime)
        }
        let panels = try FleetBenchPanels(count: options.panels, executable: options.executable, screen: screen,
                                          broker: broker.address, bundleKey: try? keys.get().publicKey, folder: scratch)
        defer { panels.stopAll() }
        let stages = FleetBenchStages(options: options, broker: broker, watch: watch, panels: panels, scratch: scratch, say: progress)
        return try stages.measureAll(keys: keys)
    }
}

extension Bench {
    /// `kiosk bench --fleet N`: the report (a table, or one JSON line) and whether every
    /// done-when held. Progress goes to standard error as each stage ends.
    public static func fleet(_ options: BenchOptions, panels: Int, bundleFillerBytes: Int = 0) throws -> (report: String, allDone: Bool) {
        guard let exe = options.executablePath else {
            throw KioskError("kiosk bench --fleet: cannot tell this kiosk's own binary (/proc/self/exe) to start the panels", status: .runtime)
        }
        let figures = try FleetBench.run(FleetBenchOptions(panels: panels, executable: exe, bundleFillerBytes: bundleFillerBytes)) { line in
            OutputFile.standardError.write("kiosk bench --fleet: \(line)\n")
        }
        return (options.json ? figures.json.serialized + "\n" : figures.text, figures.allDone)
    }
}
