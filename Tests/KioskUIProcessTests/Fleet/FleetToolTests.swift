import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// `kiosk fleet` against a real `mosquitto` on 127.0.0.1: `send` reaches a subscriber once the
/// broker took it, `status` lists the retained statuses by id, `shot` writes the PNG a fake panel
/// answers with, and `push` reports each panel from the statuses and events fake panels publish.
/// The panels are fakes (mosquitto_pub, or the library's MQTTConnection on a thread) that follow
/// the fleet contract.
final class FleetToolTests: XCTestCase {
    private var broker: MosquittoBroker?
    private var port: Int { broker?.port ?? 0 }
    private var panels: [MQTTConnection] = []
    private var processes: [LoggedProcess] = []

    override func setUp() async throws {
        guard XvfbSmokeTests.which("mosquitto_sub") != nil else {
            throw XCTSkip("mosquitto-clients is not installed (scripts/setup.sh installs them)")
        }
        broker = try MosquittoBroker()
    }

    override func tearDown() async throws {
        for p in panels { p.stop(timeout: 1) }
        for p in processes { p.kill() }
        broker?.stop()
    }

    // MARK: send

    func testSendReachesTheTargetsCommandTopicOnceTheBrokerTookIt() throws {
        for (option, topic) in [(["--panel", "p1"], "kiosk/p1/cmd"), (["--group", "lobby"], "kiosk/group/lobby/cmd"), (["--all"], "kiosk/all/cmd")] {
            let sub = try subscribe(topic)
            let r = try fleet(["send", "{ \"set\": {\"id\":\"price\",\n\"text\":\"€2.50\"} }"] + option)
            XCTAssertEqual(r.status, 0, r.stderr)
            XCTAssertTrue(r.stderr.contains("sent to \(option == ["--all"] ? "every panel" : option.joined(separator: " ").dropFirst(2)) on \(topic); the broker acknowledged it"), r.stderr)
            XCTAssertNotNil(sub.wait(for: #"{"set":{"id":"price","text":"€2.50"}}"#, timeout: 10), "\(topic) got the command as one line: \(sub.all)")
        }
    }

    func testSendFailsWhenTheBrokerRefusesTheCommand() throws {
        broker?.stop()
        let acl = KioskProcess.temporaryFolder("fleet") + "/acl"
        try "topic read kiosk/#\ntopic write kiosk/p1/cmd\ntopic readwrite kiosk/fleet-tool/#\n".write(toFile: acl, atomically: true, encoding: .utf8)
        broker = try MosquittoBroker(config: "allow_anonymous true\nacl_file \(acl)\n")
        let refused = try fleet(["send", #"{"show":"home"}"#, "--panel", "p2"])
        XCTAssertEqual(refused.status, 1, "the broker's PUBACK said no")
        XCTAssertTrue(refused.stderr.contains("the broker refused the message on kiosk/p2/cmd: Not authorized (135); check the broker's ACL"), refused.stderr)
        XCTAssertEqual(try fleet(["send", #"{"show":"home"}"#, "--panel", "p1"]).status, 0)
    }

    func testTheToolConnectsWithACredentialsFileAndNeverShowsThePassword() throws {
        let passwd = try XCTUnwrap(XvfbSmokeTests.which("mosquitto_passwd"), "mosquitto_passwd is installed with mosquitto")
        let dir = KioskProcess.temporaryFolder("fleet")
        let made = try KioskProcess.execute(passwd, ["-b", "-c", dir + "/passwd", "office", "s3cret-Pw"])
        XCTAssertEqual(made.status, 0, made.stderr)
        broker?.stop()
        broker = try MosquittoBroker(config: "allow_anonymous false\npassword_file \(dir)/passwd\n")
        let credentials = dir + "/office.cred"
        try "user=office\npassword=s3cret-Pw\n".write(toFile: credentials, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: credentials)
        let ok = try fleet(["status", "--mqtt-credentials", credentials])
        XCTAssertEqual(ok.status, 0, ok.stderr)

        let anonymous = try fleet(["status"])
        XCTAssertEqual(anonymous.status, 1)
        XCTAssertTrue(anonymous.stderr.contains("the broker refused the connection"), anonymous.stderr)

        let wrong = dir + "/wrong.cred"
        try "user=office\npassword=not-it\n".write(toFile: wrong, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: wrong)
        let refused = try fleet(["status", "--mqtt-credentials", wrong])
        XCTAssertEqual(refused.status, 1)
        XCTAssertFalse(refused.stderr.contains("not-it"), "the password is never shown: \(refused.stderr)")

        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: credentials)
        let open = try fleet(["status", "--mqtt-credentials", credentials])
        XCTAssertEqual(open.status, 2)
        XCTAssertTrue(open.stderr.contains("others may read it (mode 644); it holds a password: chmod 600 \(credentials)"), open.stderr)
        XCTAssertFalse(open.stderr.contains("s3cret"), open.stderr)
    }

    func testFleetsSubcommandsHaveTheirOwnHelpAndUsage() throws {
        let help = try KioskProcess.run(["help", "fleet"])
        XCTAssertEqual(help.status, 0)
        for name in ["status", "send", "push", "shot"] { XCTAssertTrue(help.stdout.contains("\n  \(name) "), help.stdout) }
        let send = try KioskProcess.run(["fleet", "send", "--help"])
        XCTAssertTrue(send.stdout.contains("USAGE: kiosk fleet send [<command>] [--panel <id>]"), send.stdout)
        let bare = try KioskProcess.run(["fleet"])
        XCTAssertEqual(bare.status, 2)
        XCTAssertTrue(bare.stderr.contains("Usage: kiosk fleet <subcommand>"), bare.stderr)
        let typo = try KioskProcess.run(["fleet", "status", "--jsn"])
        XCTAssertEqual(typo.status, 2)
        XCTAssertTrue(typo.stderr.contains("--json"), "the reader suggests the option: \(typo.stderr)")
        let noFile = try KioskProcess.run(["fleet", "shot", "p1"])
        XCTAssertEqual(noFile.status, 2)
        XCTAssertTrue(noFile.stderr.contains("give the PNG file to write, e.g. kiosk fleet shot p1 -o p1.png"), noFile.stderr)
    }

    func testSendRefusesWhatIsNotOneJSONObject() throws {
        let r = try fleet(["send", #"{"show":"home""#, "--all"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("kiosk fleet: error: the command is not JSON (column"), r.stderr)
        XCTAssertTrue(r.stderr.contains(#"give one JSON object in single quotes, e.g. kiosk fleet send '{"show":"home"}' --all"#), r.stderr)
    }

    func testSendWithWaitEventsPrintsTheTargetedPanelsAnswers() throws {
        publishRetained("kiosk/p1/status", #"{"online":true,"panel":"p1","groups":["lobby"]}"#)
        publishRetained("kiosk/p2/status", #"{"online":true,"panel":"p2","groups":["cafe"]}"#)
        try fakePanel("p1", ["kiosk/group/lobby/cmd"]) { m, c in
            c.publish(MQTTMessage(topic: "kiosk/p1/events", text: #"{"event":"layout","nodes":[]}"#))
            _ = m
        }
        try fakePanel("p2", ["kiosk/group/lobby/cmd"]) { _, c in
            c.publish(MQTTMessage(topic: "kiosk/p2/events", text: #"{"event":"layout","from":"p2"}"#))
        }
        let r = try fleet(["send", #"{"query":"layout"}"#, "--group", "lobby", "--wait-events", "1.5"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "p1 {\"event\":\"layout\",\"nodes\":[]}\n", "only the group's panel's events")
    }

    // MARK: status

    func testStatusListsTheRetainedStatusesByPanelID() throws {
        publishRetained("kiosk/p2/status", #"{"online":true,"panel":"p2","groups":["lobby"],"version":"1.4.0","screen":"home","bundle":"B3","driver":"headless","since":"2026-11-29T15:02:03Z"}"#)
        publishRetained("kiosk/p10/status", #"{"online":false,"panel":"p10","groups":["lobby","cafe"],"reason":"connection lost"}"#)
        publishRetained("kiosk/p1/status", #"{"online":true,"panel":"p1","groups":[],"version":"1.4.0","screen":"pay","bundle":null,"since":"2026-11-29T15:00:00Z"}"#)
        publishRetained("kiosk/p1/telemetry", #"{"panel":"p1","time":"2026-11-29T15:10:00Z","uptime":600}"#)
        let started = Date()
        let r = try fleet(["status", "--wait", "5"])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertLessThan(Date().timeIntervalSince(started), 4, "it ends once the retained statuses have come, not after --wait")
        let rows = r.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        XCTAssertEqual(rows.map { $0.first ?? "" }, ["PANEL", "p1", "p10", "p2"], r.stdout)
        XCTAssertEqual(rows[1], ["p1", "online", "1.4.0", "-", "pay", "-", "2026-11-29T15:10:00Z"])
        XCTAssertEqual(rows[2], ["p10", "offline", "(connection", "lost)", "-", "-", "-", "lobby,cafe", "-"])
        XCTAssertEqual(rows[3], ["p2", "online", "1.4.0", "B3", "home", "lobby", "2026-11-29T15:02:03Z"])

        let json = try fleet(["status", "--json"])
        let objects = KioskProcess.events(json.stdout)
        XCTAssertEqual(objects.map { $0["panel"] as? String }, ["p1", "p10", "p2"])
        XCTAssertEqual(objects[1]["online"] as? Bool, false)
        XCTAssertEqual(objects[2]["bundle"] as? String, "B3")
    }

    func testStatusWithoutABrokerSaysWhy() throws {
        broker?.stop()
        let r = try fleet(["status"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("kiosk fleet: error: cannot connect to mqtt://127.0.0.1:\(port)"), r.stderr)
        XCTAssertTrue(r.stderr.contains("check --mqtt, that the broker runs"), r.stderr)
    }

    // MARK: shot

    func testShotWritesThePNGThePanelPublishes() throws {
        let png = Self.png
        try fakePanel("p1", ["kiosk/p1/cmd"]) { m, c in
            if m.payload == Array(#"{"screenshot":"mqtt"}"#.utf8) { c.publish(MQTTMessage(topic: "kiosk/p1/screenshot", payload: png)) }
        }
        let file = KioskProcess.temporaryFolder("fleet") + "/p1.png"
        let r = try fleet(["shot", "p1", "-o", file])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(Array(try Data(contentsOf: URL(fileURLWithPath: file))), png)
        XCTAssertEqual(r.stdout, "wrote \(file) (\(png.count) bytes, 640x480) from p1\n")
    }

    func testShotRefusesAnAnswerThatIsNotAPNGAndWritesNothing() throws {
        try fakePanel("p1", ["kiosk/p1/cmd"]) { _, c in
            c.publish(MQTTMessage(topic: "kiosk/p1/screenshot", text: "GIF89a not a png"))
        }
        let file = KioskProcess.temporaryFolder("fleet") + "/p1.png"
        let r = try fleet(["shot", "p1", "--output", file])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("p1 answered on kiosk/p1/screenshot with 16 bytes that are not a PNG"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file))
    }

    func testShotOfAnOfflinePanelTimesOutSayingSo() throws {
        publishRetained("kiosk/p1/status", #"{"online":false,"panel":"p1","groups":[],"reason":"connection lost"}"#)
        let r = try fleet(["shot", "p1", "-o", KioskProcess.temporaryFolder("fleet") + "/p1.png", "--timeout", "0.5"])
        XCTAssertEqual(r.status, 1)
        XCTAssertTrue(r.stderr.contains("p1 did not answer within 0.5 s: its status says offline (connection lost)"), r.stderr)
        let unknown = try fleet(["shot", "nobody", "-o", KioskProcess.temporaryFolder("fleet") + "/x.png", "--timeout", "0.3"])
        XCTAssertTrue(unknown.stderr.contains("it has no status on this broker"), unknown.stderr)
    }

    // MARK: push

    func testPushPublishesTheBundleRetainedAndReportsEachPanel() throws {
        let bundle = KioskProcess.temporaryFolder("fleet") + "/content.bundle"
        let bytes = (0..<5000).map { UInt8($0 % 251) }
        try Data(bytes).write(to: URL(fileURLWithPath: bundle))
        publishRetained("kiosk/p1/status", #"{"online":true,"panel":"p1","groups":["lobby"],"bundle":"V1"}"#)
        publishRetained("kiosk/p2/status", #"{"online":true,"panel":"p2","groups":["lobby"],"bundle":"V1"}"#)
        publishRetained("kiosk/p3/status", #"{"online":false,"panel":"p3","groups":["lobby"],"reason":"connection lost"}"#)
        publishRetained("kiosk/p4/status", #"{"online":true,"panel":"p4","groups":["cafe"],"bundle":"V1"}"#)
        try fakePanel("p1", ["kiosk/group/lobby/bundle"]) { m, c in
            // (A subscriber already there gets it with the retain flag off: retention is checked below.)
            let state = m.payload == bytes ? #""state":"switched","version":"V2""# : #""state":"refused","reason":"not the bundle pushed""#
            c.publish(MQTTMessage(topic: "kiosk/p1/events", text: #"{"event":"bundle",\#(state)}"#))
        }
        try fakePanel("p2", ["kiosk/group/lobby/bundle"]) { _, c in
            c.publish(MQTTMessage(topic: "kiosk/p2/events", text: #"{"event":"bundle","state":"refused","version":"V2","reason":"bad signature"}"#))
        }
        let r = try fleet(["push", bundle, "--group", "lobby", "--version", "V2", "--timeout", "10"])
        XCTAssertEqual(r.status, 1, "p2 refused: \(r.stdout)\(r.stderr)")
        XCTAssertEqual(r.stdout, """
            p1  switched to V2
            p2  refused: bad signature
            p3  offline (connection lost): takes the bundle when it connects
            3 panels of group lobby: 1 switched, 1 refused, 1 offline

            """)
        // Retained: a panel that connects later gets it.
        let late = try LoggedProcess(try XCTUnwrap(XvfbSmokeTests.which("mosquitto_sub")),
                                     ["-h", "127.0.0.1", "-p", "\(port)", "-t", "kiosk/group/lobby/bundle", "-C", "1", "-F", "%l %r"], collectingStdout: true)
        processes.append(late)
        XCTAssertNotNil(late.log.wait(for: "\(bytes.count) 1", timeout: 10), "the bundle is retained: \(late.log.all)")
    }

    func testPushExitsZeroWhenEveryOnlinePanelSwitched() throws {
        // A bundle as kiosk bundle make writes one: its version is read from it.
        let bundle = try makeBundle(version: "V2")
        publishRetained("kiosk/p1/status", #"{"online":true,"panel":"p1","groups":["lobby"],"bundle":"V1"}"#)
        try fakePanel("p1", ["kiosk/p1/bundle"]) { _, c in
            // The status the panel publishes after switching, as the contract says (no event needed).
            c.publish(MQTTMessage(topic: "kiosk/p1/status", text: #"{"online":true,"panel":"p1","groups":["lobby"],"bundle":"V2"}"#, retain: true))
        }
        let r = try fleet(["push", bundle, "--panel", "p1"])
        XCTAssertEqual(r.status, 0, r.stdout + r.stderr)
        XCTAssertEqual(r.stdout, "p1  switched to V2\n1 panel: 1 switched\n")
    }

    func testPushWithoutAVersionOrOfADeviceIsRefused() throws {
        let bundle = KioskProcess.temporaryFolder("fleet") + "/content.bundle"
        try Data("bundle".utf8).write(to: URL(fileURLWithPath: bundle))
        let noVersion = try fleet(["push", bundle, "--all"])
        XCTAssertEqual(noVersion.status, 3)
        XCTAssertTrue(noVersion.stderr.contains("\(bundle) is not a bundle this kiosk reads (no kiosk-bundle manifest); make it with kiosk bundle make, or give its version with --version V"), noVersion.stderr)
        let device = try fleet(["push", "/dev/zero", "--all", "--version", "V2"])
        XCTAssertEqual(device.status, 3)
        XCTAssertTrue(device.stderr.contains("/dev/zero: is a character device, not a regular file"), device.stderr)
    }

    // MARK: Real panels

    /// The tool against two headless `kiosk run --mqtt` panels of group lobby (k1 takes bundles,
    /// k2 has no key): status, a layout query answered by both, a screenshot, a signed bundle
    /// switched to, the same bytes tampered refused.
    func testTheToolDrivesRealPanels() throws {
        let dir = KioskProcess.temporaryFolder("fleet")
        let bundle = try makeBundle(version: "2026-11-29.1")
        let key = URL(fileURLWithPath: bundle).deletingLastPathComponent().path + "/bundle.pub"
        try FileManager.default.createDirectory(atPath: dir + "/bundles", withIntermediateDirectories: true)
        let screen = dir + "/screen.yaml"
        try MainActor.assumeIsolated { ControlSocketTests.screen }.write(toFile: screen, atomically: true, encoding: .utf8)
        let mqtt = ["--mqtt", "mqtt://127.0.0.1:\(port)", "--group", "lobby"]
        let k1 = try RunningKiosk(["run", "--driver", "headless", "--size", "640x480", "--panel", "k1", "--bundle-key", key, "--bundle-dir", dir + "/bundles"] + mqtt + [screen])
        let k2 = try RunningKiosk(["run", "--driver", "headless", "--size", "640x480", "--panel", "k2"] + mqtt + [screen])
        defer { k1.stop(); k2.stop() }

        var status = try fleet(["status", "--json"])
        let deadline = Date().addingTimeInterval(30)
        while KioskProcess.events(status.stdout).filter({ $0["online"] as? Bool == true }).count < 2 && Date() < deadline {
            usleep(200_000)
            status = try fleet(["status", "--json"])
        }
        XCTAssertEqual(KioskProcess.events(status.stdout).map { $0["panel"] as? String }, ["k1", "k2"], status.stdout + k1.stderr.all.joined())
        XCTAssertEqual(KioskProcess.events(status.stdout).map { $0["groups"] as? [String] }, [["lobby"], ["lobby"]])

        let layout = try fleet(["send", #"{"query":"layout"}"#, "--group", "lobby", "--wait-events", "2"])
        XCTAssertEqual(layout.status, 0, layout.stderr)
        let answered = layout.stdout.split(separator: "\n").filter { $0.contains(#""event":"layout""#) }.map { $0.prefix { $0 != " " } }.sorted()
        XCTAssertEqual(answered, ["k1", "k2"], layout.stdout)

        let png = dir + "/k1.png"
        let shot = try fleet(["shot", "k1", "-o", png])
        XCTAssertEqual(shot.status, 0, shot.stderr)
        XCTAssertTrue(shot.stdout.hasSuffix("640x480) from k1\n"), shot.stdout)
        XCTAssertTrue(FleetScreenshotFile.isPNG(Array(try Data(contentsOf: URL(fileURLWithPath: png)))))

        let pushed = try fleet(["push", bundle, "--panel", "k1", "--timeout", "30"])
        XCTAssertEqual(pushed.status, 0, pushed.stdout + pushed.stderr)
        XCTAssertEqual(pushed.stdout, "k1  switched to 2026-11-29.1\n1 panel: 1 switched\n")

        var tampered = Array(try Data(contentsOf: URL(fileURLWithPath: bundle)))
        tampered[tampered.count - 3] ^= 1
        let bad = dir + "/tampered.bundle"
        try Data(tampered).write(to: URL(fileURLWithPath: bad))
        let refused = try fleet(["push", bad, "--panel", "k1", "--timeout", "30"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stdout.hasPrefix("k1  refused: bad signature"), refused.stdout)
        status = try fleet(["status"])
        XCTAssertTrue(status.stdout.contains("k1     online  "), status.stdout)
        XCTAssertTrue(status.stdout.contains("2026-11-29.1"), "k1 still shows the good bundle: \(status.stdout)")
    }

    // MARK: Helpers

    /// A bundle of `version` made by `kiosk bundle keygen` and `kiosk bundle make`; its path.
    private func makeBundle(version: String) throws -> String {
        let dir = KioskProcess.temporaryFolder("fleet")
        try FileManager.default.createDirectory(atPath: dir + "/content", withIntermediateDirectories: true)
        try MainActor.assumeIsolated { ControlSocketTests.screen }.write(toFile: dir + "/content/screen.yaml", atomically: true, encoding: .utf8)
        let keys = try KioskProcess.run(["bundle", "keygen", dir + "/bundle.key", dir + "/bundle.pub"])
        XCTAssertEqual(keys.status, 0, keys.stderr)
        let made = try KioskProcess.run(["bundle", "make", dir + "/content", "--key", dir + "/bundle.key", "--version", version, "-o", dir + "/content.bundle"])
        XCTAssertEqual(made.status, 0, made.stderr)
        return dir + "/content.bundle"
    }

    static let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
        + [0, 0, 0x02, 0x80, 0, 0, 0x01, 0xE0, 8, 6, 0, 0, 0] + (0..<3000).map { UInt8($0 % 256) }

    private func fleet(_ arguments: [String]) throws -> KioskProcess.Result {
        let words = [arguments[0]] + ["--mqtt", "mqtt://127.0.0.1:\(port)"] + arguments.dropFirst()
        return try KioskProcess.run(["fleet"] + words, timeout: 60)
    }

    /// A panel that answers every message on `topics` with `answer`, on its connection's thread;
    /// returns once it is connected (and so subscribed).
    private func fakePanel(_ id: String, _ topics: [String], answer: @escaping @Sendable (MQTTMessage, MQTTConnection) -> Void) throws {
        let connected = DispatchSemaphore(value: 0)
        let box = ConnectionBox()
        var o = MQTTConnection.Options(address: MQTTAddress(host: "127.0.0.1", port: port, tls: false), clientID: "fake-\(id)")
        o.subscriptions = topics
        let c = try MQTTConnection(o) { event in
            switch event {
            case .connected: connected.signal()
            case .message(let m): if let c = box.connection { answer(m, c) }
            case .disconnected: break
            }
        }
        box.connection = c
        panels.append(c)
        c.start(threadName: "fake-\(id)")
        XCTAssertEqual(connected.wait(timeout: .now() + 10), .success, "the fake panel \(id) connected")
        // The SUBACK follows the CONNACK: a moment for the broker to register the subscriptions.
        usleep(100_000)
    }

    private func publishRetained(_ topic: String, _ message: String) {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: XvfbSmokeTests.which("mosquitto_pub") ?? "/usr/bin/mosquitto_pub")
        p.arguments = ["-h", "127.0.0.1", "-p", "\(port)", "-q", "1", "-r", "-t", topic, "-m", message]
        try? p.run()
        p.waitUntilExit()
    }

    private func subscribe(_ topic: String) throws -> LineCollector {
        let p = try LoggedProcess(try XCTUnwrap(XvfbSmokeTests.which("mosquitto_sub")),
                                  ["-h", "127.0.0.1", "-p", "\(port)", "-t", topic, "-q", "1"], collectingStdout: true)
        processes.append(p)
        // mosquitto_sub has no "subscribed" signal: a retained marker on its topic would reach
        // the panels' topics, so wait until the broker shows it a moment.
        usleep(300_000)
        return p.log
    }
}

/// The fake panel's connection, for its own event handler (made after it).
private final class ConnectionBox: @unchecked Sendable {
    var connection: MQTTConnection?
}
