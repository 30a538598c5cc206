import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The two MQTT recipes of docs/fleet.md, run as the page writes them (the `sh` blocks are read
/// from it) against a real `mosquitto` broker on 127.0.0.1: a command published to the panel's
/// topic is carried out, and its event comes back on the events topic.
@MainActor
final class MQTTRecipeTests: XCTestCase {
    private var broker: MosquittoBroker?
    private var port: Int { broker?.port ?? 0 }
    private var pipelines: [LoggedProcess] = []
    private var subscriber: LoggedProcess?

    override func setUp() async throws {
        guard XvfbSmokeTests.which("mosquitto_sub") != nil, XvfbSmokeTests.which("socat") != nil else {
            throw XCTSkip("mosquitto-clients or socat is not installed (scripts/setup.sh installs them)")
        }
        broker = try MosquittoBroker()
    }

    override func tearDown() async throws {
        // SIGKILL, not SIGTERM: the tools inherit this process's ignored SIGTERM (`LoggedProcess.kill`).
        // The tools of each pipeline are found by their parent, the shell, which reaps them and
        // exits with its pipeline.
        for p in pipelines {
            for child in Self.children(of: p.process.processIdentifier) { kill(child, SIGKILL) }
            let deadline = Date().addingTimeInterval(5)
            while p.process.isRunning && Date() < deadline { usleep(10_000) }
            p.kill()
        }
        subscriber?.kill()
        broker?.stop()
    }

    func testThePipelineRecipeCarriesCommandsInAndEventsOut() async throws {
        let screen = try writeScreen()
        let run = try startRecipe("kiosk-mqtt.sh", arguments: ["--driver", "headless", "--size", "640x480", screen])
        let events = try subscribe()
        guard handshake(events, pipeline: run) else { return }

        publish("kiosk/p1/cmd", #"{"pointer":"down","target":"go"}"#)
        publish("kiosk/p1/cmd", #"{"pointer":"up","target":"go"}"#)
        XCTAssertNotNil(events.wait(for: #""event":"tap","id":"go","title":"Go""#, timeout: 20), "the tap comes back: \(events.all)")

        publish("kiosk/all/cmd", #"{"set":{"id":"zone","value":"Zone C"}}"#)
        XCTAssertNotNil(events.wait(for: #""event":"change","id":"zone","index":2,"value":"Zone C""#, timeout: 20),
                        "a command to every panel reaches this one: \(events.all)")

        publish("kiosk/p1/cmd", #"{"set":{"id":"prce","value":1}}"#)
        let error = events.wait(for: #""event":"error""#, timeout: 20)
        XCTAssertTrue(error?.contains(#"stdin:"#) == true && error?.contains("prce") == true, "a bad command is answered on the events topic: \(error ?? "nothing")")
    }

    func testTheSocketBridgeRecipeCarriesCommandsInAndEventsOut() async throws {
        let screen = try writeScreen()
        let socket = KioskProcess.temporaryFolder("mqtt") + "/control.sock"
        let kiosk = try RunningKiosk(["run", "--driver", "headless", "--size", "640x480", "--control", socket, screen])
        defer { kiosk.stop() }
        XCTAssertTrue(kiosk.waitForSocket(socket))
        let bridge = try startRecipe("kiosk-mqtt-bridge.sh", arguments: [], environment: ["SOCKET": socket])
        let events = try subscribe()
        guard handshake(events, pipeline: bridge) else { return }

        publish("kiosk/p1/cmd", #"{"pointer":"down","target":"go"}"#)
        publish("kiosk/p1/cmd", #"{"pointer":"up","target":"go"}"#)
        XCTAssertNotNil(events.wait(for: #""event":"tap","id":"go","title":"Go""#, timeout: 20), "the tap comes back: \(events.all)")

        publish("kiosk/p1/cmd", #"{"set":{"id":"prce","value":1}}"#)
        let error = events.wait(for: #""event":"error""#, timeout: 20)
        XCTAssertTrue(error?.contains("control#1:") == true && error?.contains("prce") == true, "the bridge's own error comes back to it: \(error ?? "nothing")")
        XCTAssertEqual(kiosk.stop(), 0)
        XCTAssertTrue(kiosk.stdout.all.contains { $0.contains(#""event":"tap","id":"go""#) })
        XCTAssertFalse(kiosk.stdout.all.contains { $0.contains(#""event":"error""#) }, "the error went to the bridge only")
    }

    // MARK: Helpers

    private func writeScreen() throws -> String {
        let path = KioskProcess.temporaryFolder("mqtt") + "/screen.yaml"
        try ControlSocketTests.screen.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The `sh` block of docs/fleet.md whose second line starts `# NAME:`.
    private func recipe(_ name: String) throws -> String {
        let page = try String(contentsOf: BuilderPublicAPITests.packageRoot.appendingPathComponent("docs/fleet.md"), encoding: .utf8)
        let blocks = page.components(separatedBy: "```sh\n").dropFirst().map { $0.components(separatedBy: "```").first ?? "" }
        return try XCTUnwrap(blocks.first { $0.split(separator: "\n").dropFirst().first?.hasPrefix("# \(name):") == true },
                             "docs/fleet.md has the \(name) recipe")
    }

    /// Runs the recipe `name` with bash, with `kiosk` on PATH and the broker, port and panel `p1`
    /// in the environment.
    private func startRecipe(_ name: String, arguments: [String], environment: [String: String] = [:]) throws -> LoggedProcess {
        var env = ProcessInfo.processInfo.environment
        env["PATH"] = KioskProcess.binary.deletingLastPathComponent().path + ":" + (env["PATH"] ?? "/usr/bin:/bin")
        env["BROKER"] = "127.0.0.1"
        env["PORT"] = "\(port)"
        env["PANEL"] = "p1"
        for (k, v) in environment { env[k] = v }
        let p = try LoggedProcess("/bin/bash", ["-c", try recipe(name), name] + arguments, environment: env)
        pipelines.append(p)
        return p
    }

    /// A subscriber to the panel's events topic; its lines are the messages.
    private func subscribe() throws -> LineCollector {
        let p = try LoggedProcess(try XCTUnwrap(XvfbSmokeTests.which("mosquitto_sub")),
                                  ["-h", "127.0.0.1", "-p", "\(port)", "-t", "kiosk/p1/events"], collectingStdout: true)
        subscriber = p
        return p.log
    }

    /// Publishes a query until its answer comes back: then the recipe's subscriber and ours are
    /// both connected (a QoS 0 message published before a subscriber is connected is lost to it).
    private func handshake(_ events: LineCollector, pipeline: LoggedProcess) -> Bool {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline && pipeline.process.isRunning {
            publish("kiosk/p1/cmd", #"{"query":"layout"}"#)
            if events.wait(for: #""event":"layout""#, timeout: 0.3) != nil { return true }
        }
        XCTFail("no answer on kiosk/p1/events; the recipe said: \(pipeline.log.all)")
        return false
    }

    private func publish(_ topic: String, _ message: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: XvfbSmokeTests.which("mosquitto_pub") ?? "/usr/bin/mosquitto_pub")
        p.arguments = ["-h", "127.0.0.1", "-p", "\(port)", "-t", topic, "-m", message]
        try? p.run()
        p.waitUntilExit()
    }

    /// The processes whose parent is `pid` (from /proc).
    private static func children(of pid: Int32) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap(Int32.init).filter { child in
            guard let stat = try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8),
                  let close = stat.lastIndex(of: ")") else { return false }
            // After the command: state, then the parent's id.
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            return fields.count > 1 && Int32(fields[1]) == pid
        }.sorted()
    }
}
