import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// `kiosk run --mqtt`: headless panels on a `mosquitto` of the test's own on 127.0.0.1, watched
/// and driven by a back office in the test's process (`MQTTProbe`): presence and the will,
/// commands on the panel's, a group's and every panel's topic answered on the events topic
/// alone, the caps, screenshots, telemetry, desired state, a broker absent at start or
/// restarted, credentials, and the options refused before the display opens.
@MainActor
final class FleetPanelTests: XCTestCase {
    static let screen = """
        languages: [en, de]
        screens:
          home:
            root:
              type: column
              children:
                - {type: button, id: go, title: Go, goto: other}
                - {type: picker, id: zone, options: [Zone A, Zone B, Zone C]}
                - {type: ruler, id: minutes, min: 15, max: 240, step: 15, value: 60}
                - {type: label, id: price, text: "2.00"}
                - {type: label, id: note, text: "none"}
          other:
            root:
              type: column
              children:
                - {type: button, id: back, title: Back, goto: home}
        """

    private var kiosks: [RunningKiosk] = []

    override func tearDown() async throws {
        for k in kiosks where k.process.isRunning { kill(k.process.processIdentifier, SIGKILL) }
        kiosks = []
    }

    // MARK: Presence, commands, answers, caps, screenshots, telemetry, the will

    func testAPanelIsPresentTakesCommandsFromEveryScopeAndAnswersOnItsEventsTopic() async throws {
        let broker = try MosquittoBroker()
        let input = Pipe()
        let p1 = try startPanel(broker, ["--panel", "p1", "--group", "g", "--telemetry", "1", "--commands", "-"], input: input)
        let p2 = try startPanel(broker, ["--panel", "p2", "--group", "g", "--telemetry", "0"])
        let frozen = try startPanel(broker, ["--panel", "frozen", "--telemetry", "0"])
        let probe = try MQTTProbe(port: broker.port)

        // Presence: a retained status.
        let status = try XCTUnwrap(probe.waitForObject(on: "kiosk/p1/status") { $0["online"] as? Bool == true }, "p1 is online: \(p1.stderr.all)")
        XCTAssertEqual(status["panel"] as? String, "p1")
        XCTAssertEqual(status["groups"] as? [String], ["g"])
        XCTAssertEqual(status["version"] as? String, Kiosk.version)
        XCTAssertEqual(status["screen"] as? String, "home")
        XCTAssertEqual(status["driver"] as? String, "headless")
        XCTAssertTrue(status["bundle"] is NSNull, "no bundle: \(status)")
        let since = try XCTUnwrap(status["since"] as? String)
        XCTAssertNotNil(since.range(of: #"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$"#, options: .regularExpression), since)
        let formatter = ISO8601DateFormatter()
        let started = try XCTUnwrap(formatter.date(from: since))
        XCTAssertLessThan(abs(started.timeIntervalSinceNow), 120, "since is when the run started: \(since)")
        XCTAssertNotNil(probe.waitForObject(on: "kiosk/p2/status") { $0["online"] as? Bool == true }, "p2 is online: \(p2.stderr.all)")

        XCTAssertNotNil(probe.waitForObject(on: "kiosk/frozen/status") { $0["online"] as? Bool == true }, "frozen is online: \(frozen.stderr.all)")

        // The will: p2 dies without a goodbye (its socket closes with it); `frozen` stops and says
        // nothing more, as a panel whose cable was pulled (the broker waits one and a half
        // keepalives, 15 s). Their statuses turn while p1 is put through its paces.
        kill(p2.process.processIdentifier, SIGKILL)
        let killed = Date()
        kill(frozen.process.processIdentifier, SIGSTOP)
        let froze = Date()

        // A command on each scope; a group the panel is not in reaches it not.
        probe.publish("kiosk/p1/cmd", #"{"set":{"id":"price","text":"Panel"}}"#)          // mqtt#1
        probe.publish("kiosk/group/g/cmd", #"{"set":{"id":"zone","value":"Zone B"}}"#)     // mqtt#2
        probe.publish("kiosk/all/cmd", #"{"set":{"id":"minutes","value":90}}"#)             // mqtt#3
        probe.publish("kiosk/group/other/cmd", #"{"set":{"id":"note","text":"Other"}}"#)
        probe.publish("kiosk/p1/cmd", #"{"query":"layout","ref":"r1"}"#)                     // mqtt#4
        let layout = try XCTUnwrap(probe.waitForObject(on: "kiosk/p1/events") { $0["event"] as? String == "layout" && $0["ref"] as? String == "r1" },
                                   "the answer comes on the events topic: \(probe.texts(on: "kiosk/p1/events"))")
        let nodes = KioskProcess.nodes(layout)
        XCTAssertEqual(nodes["price"]?["text"] as? String, "Panel", "the panel's own topic")
        XCTAssertEqual(nodes["zone"]?["value"] as? String, "Zone B", "its group's topic")
        XCTAssertEqual(nodes["minutes"]?["value"] as? Double, 90, "every panel's topic")
        XCTAssertEqual(nodes["note"]?["text"] as? String, "none", "another group's topic is not the panel's")
        XCTAssertNotNil(probe.waitForObject(on: "kiosk/p1/events") { $0["event"] as? String == "change" && $0["id"] as? String == "zone" },
                        "events go to the events topic as to every output")

        // A bad command: an error event on the events topic naming the message and its line.
        probe.publish("kiosk/p1/cmd", #"{"set":{"id":"prce","value":1},"ref":"bad"}"#)      // mqtt#5
        let error = try XCTUnwrap(probe.waitForObject(on: "kiosk/p1/events") { $0["event"] as? String == "error" })
        let message = try XCTUnwrap(error["message"] as? String)
        XCTAssertTrue(message.hasPrefix("mqtt#5:1: ") && message.contains("prce"), message)
        XCTAssertEqual(error["ref"] as? String, "bad")

        // stdin's answers stay on stdout; the broker's are not on stdout.
        p1.send(input, #"{"query":"layout","ref":"stdin"}"#)
        XCTAssertNotNil(p1.stdout.wait(for: #""ref":"stdin""#, timeout: 20), "stdin is answered on stdout")
        probe.publish("kiosk/p1/cmd", #"{"query":"layout","ref":"r2"}"#)                     // mqtt#6
        XCTAssertNotNil(probe.waitForObject(on: "kiosk/p1/events") { $0["ref"] as? String == "r2" })
        XCTAssertFalse(probe.texts(on: "kiosk/p1/events").contains { $0.contains(#""ref":"stdin""#) }, "stdin's answer is not on the broker")
        XCTAssertFalse(p1.stdout.all.contains { $0.contains(#""ref":"r1""#) || $0.contains(#""ref":"r2""#) || $0.contains("mqtt#") },
                       "the broker's answers and errors are not on stdout: \(p1.stdout.all.filter { $0.contains("mqtt") })")
        XCTAssertTrue(p1.stdout.all.contains { $0.contains(#""event":"change","id":"zone""#) }, "the events a broker command causes go to stdout too")

        // Binary data: the lines before it run, the rest is refused with a reason.
        probe.publish("kiosk/p1/cmd", bytes: Array(#"{"query":"layout","ref":"before-nul"}"#.utf8) + [10, 0x7B, 0, 0x7D])   // mqtt#7
        let binary = probe.waitForObject(on: "kiosk/p1/events") { ($0["message"] as? String)?.hasPrefix("mqtt#7") == true }
        XCTAssertTrue((binary?["message"] as? String)?.contains("a NUL byte at column 2: this is binary data, not JSON lines") == true, "\(binary ?? [:])")
        XCTAssertNotNil(probe.waitForObject(on: "kiosk/p1/events", timeout: 1) { $0["ref"] as? String == "before-nul" })

        // A command over 1 MiB (not a list's items): refused with the limit.
        let big = #"{"set":{"id":"price","text":""# + String(repeating: "x", count: (1 << 20) + 100) + #""}}"#
        probe.publish("kiosk/p1/cmd", big)                                                   // mqtt#8
        let tooLong = probe.waitForObject(on: "kiosk/p1/events") { ($0["message"] as? String)?.hasPrefix("mqtt#8:1: ") == true }
        XCTAssertTrue((tooLong?["message"] as? String)?.contains("the line is \(big.utf8.count) bytes, over the limit of 1 MiB (1048576 bytes)") == true, "\(tooLong ?? [:])")

        // More lines than may wait for the loop: the message is dropped, and that is said.
        let flood = Array(repeating: #"{"query":"layout","ref":"flood"}"#, count: CommandQueue.defaultLimit + 1).joined(separator: "\n")
        probe.publish("kiosk/p1/cmd", flood)                                                 // mqtt#9
        let dropped = probe.waitForObject(on: "kiosk/p1/events") { ($0["message"] as? String)?.contains("was dropped") == true }
        XCTAssertEqual(dropped?["message"] as? String, "1 command message was dropped: over \(CommandQueue.defaultLimit) command lines waited for the kiosk. Send a command, read its answer, then the next")
        probe.publish("kiosk/p1/cmd", #"{"query":"layout","ref":"after-flood"}"#)           // mqtt#10
        XCTAssertNotNil(probe.waitForObject(on: "kiosk/p1/events") { $0["ref"] as? String == "after-flood" }, "the panel goes on")
        XCTAssertFalse(probe.texts(on: "kiosk/p1/events").contains { $0.contains(#""ref":"flood""#) }, "none of the dropped lines ran")

        // A screenshot on request: a PNG on the screenshot topic.
        probe.publish("kiosk/p1/cmd", #"{"screenshot":"mqtt"}"#)
        let shot = try XCTUnwrap(probe.wait(timeout: 20) { $0.topic == "kiosk/p1/screenshot" }, "a screenshot arrives: \(probe.texts(on: "kiosk/p1/events").suffix(3))")
        XCTAssertEqual(Array(shot.payload.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A], "a PNG's signature")
        XCTAssertGreaterThan(shot.payload.count, 100)
        XCTAssertFalse(shot.retain, "a screenshot is not kept by the broker")
        let shotAnswer = probe.waitForObject(on: "kiosk/p1/events", timeout: 5) { $0["event"] as? String == "screenshot" }
        XCTAssertEqual(shotAnswer?["path"] as? String, "kiosk/p1/screenshot", "the answer names where the PNG went, not the file it passed through")
        let shotIndex = probe.messages.firstIndex { $0.topic == "kiosk/p1/screenshot" } ?? .max
        let answerIndex = probe.messages.firstIndex { $0.topic == "kiosk/p1/events" && String(decoding: $0.payload, as: UTF8.self).contains(#""event":"screenshot""#) } ?? -1
        XCTAssertLessThan(shotIndex, answerIndex, "the PNG is out before the answer says so")

        // Telemetry every second, with the drops and the last error counted.
        let first = try XCTUnwrap(probe.waitForObject(on: "kiosk/p1/telemetry", timeout: 5), "telemetry within --telemetry 1 s")
        let count = probe.objects(on: "kiosk/p1/telemetry").count
        let next = try XCTUnwrap(probe.waitForObject(on: "kiosk/p1/telemetry", from: probe.messages.count, timeout: 5) { _ in true }, "and again a second later")
        XCTAssertGreaterThan(probe.objects(on: "kiosk/p1/telemetry").count, count)
        for t in [first, next] {
            XCTAssertEqual(t["panel"] as? String, "p1")
            XCTAssertEqual(t["screen"] as? String, "home")
            XCTAssertGreaterThanOrEqual(t["uptime"] as? Double ?? -1, 0)
            XCTAssertGreaterThanOrEqual(t["frames"] as? Double ?? 0, 1, "\(t)")
            XCTAssertGreaterThan(t["memoryBytes"] as? Double ?? 0, Double(1 << 20), "\(t)")
            XCTAssertGreaterThanOrEqual(t["peakMemoryBytes"] as? Double ?? 0, t["memoryBytes"] as? Double ?? 1)
            XCTAssertTrue(t["p95FrameMs"] is Double, "\(t)")
        }
        XCTAssertGreaterThanOrEqual(next["droppedClients"] as? Double ?? 0, 1, "the dropped message counts: \(next)")
        XCTAssertNotNil(next["lastError"] as? String, "\(next)")

        // The will: the broker says p2 is gone, within one and a half keepalives (15 s) and some slack.
        let will = probe.waitForObject(on: "kiosk/p2/status", timeout: max(1, 25 - Date().timeIntervalSince(killed))) { $0["online"] as? Bool == false }
        XCTAssertEqual(will?["reason"] as? String, "connection lost", "the will: \(probe.texts(on: "kiosk/p2/status"))")
        XCTAssertEqual(will?["groups"] as? [String], ["g"])
        let willSeconds = Date().timeIntervalSince(killed)
        XCTAssertLessThan(willSeconds, 25)
        let silent = probe.waitForObject(on: "kiosk/frozen/status", timeout: max(1, 25 - Date().timeIntervalSince(froze))) { $0["online"] as? Bool == false }
        XCTAssertEqual(silent?["reason"] as? String, "connection lost", "the will of a panel that fell silent: \(probe.texts(on: "kiosk/frozen/status"))")
        let silentSeconds = Date().timeIntervalSince(froze)
        XCTAssertGreaterThan(silentSeconds, 5, "the broker waited for the keepalive")
        kill(frozen.process.processIdentifier, SIGKILL)

        // A clean stop says so.
        XCTAssertEqual(p1.stop(), 0, p1.stderr.all.joined(separator: "\n"))
        let stopped = probe.waitForObject(on: "kiosk/p1/status", timeout: 10) { $0["online"] as? Bool == false }
        XCTAssertEqual(stopped?["reason"] as? String, "stopped", "\(probe.texts(on: "kiosk/p1/status"))")
        print("FleetPanelTests: the will came \(String(format: "%.1f", willSeconds)) s after SIGKILL, \(String(format: "%.1f", silentSeconds)) s after SIGSTOP")
    }

    // MARK: Desired state

    func testDesiredStateIsMergedPanelOverGroupOverAllAppliedOnChangeAndIdempotent() async throws {
        let broker = try MosquittoBroker()
        let probe = try MQTTProbe(port: broker.port)
        // Retained before the panel starts.
        probe.publish("kiosk/all/state", #"{"values":{"price":{"text":"All"},"zone":"Zone A","minutes":30,"note":{"text":"All"}},"theme":"high-contrast","language":"en","screen":"home"}"#, retain: true)
        probe.publish("kiosk/group/g1/state", #"{"values":{"price":{"text":"G1"},"zone":"Zone B","note":{"text":"G1"}},"language":"de"}"#, retain: true)
        probe.publish("kiosk/group/g2/state", #"{"values":{"price":{"text":"G2"},"zone":"Zone C"}}"#, retain: true)
        probe.publish("kiosk/p3/state", #"{"values":{"price":{"text":"Panel"}}}"#, retain: true)
        probe.publish("kiosk/p4/state", #"{"values":{"price":{"text":"Not p3"}}}"#, retain: true)
        _ = probe.wait(timeout: 10) { $0.topic == "kiosk/p4/state" }
        let input = Pipe()
        let p3 = try startPanel(broker, ["--panel", "p3", "--group", "g1", "--group", "g2", "--telemetry", "0", "--commands", "-"], input: input)

        // The retained messages arrive one by one, and each may be applied on its own: the
        // panel is asked until it shows the merged state (a wrong merge never does).
        var start: [String: Any] = [:]
        let deadline = Date().addingTimeInterval(20)
        repeat {
            start = query(probe, "p3", ref: "start", timeout: 1) ?? [:]
            let n = KioskProcess.nodes(start)
            if n["price"]?["text"] as? String == "Panel" && n["zone"]?["value"] as? String == "Zone C" && n["note"]?["text"] as? String == "G1"
                && start["language"] as? String == "de" { break }
        } while Date() < deadline
        var nodes = KioskProcess.nodes(start)
        XCTAssertEqual(nodes["price"]?["text"] as? String, "Panel", "the panel's own beats its groups'")
        XCTAssertEqual(nodes["zone"]?["value"] as? String, "Zone C", "the later group beats the earlier")
        XCTAssertEqual(nodes["note"]?["text"] as? String, "G1", "a group beats all")
        XCTAssertEqual(nodes["minutes"]?["value"] as? Double, 30, "all's, where nobody else says")
        XCTAssertEqual(start["language"] as? String, "de")
        XCTAssertNotNil(probe.waitForObject(on: "kiosk/p3/events", timeout: 1) { $0["event"] as? String == "theme" && $0["theme"] as? String == "high-contrast" },
                        "\(probe.texts(on: "kiosk/p3/events"))")
        XCTAssertFalse(probe.texts(on: "kiosk/p3/events").contains { $0.contains(#""event":"error""#) }, "\(probe.texts(on: "kiosk/p3/events"))")

        // A change: what changed is applied.
        probe.publish("kiosk/p3/state", #"{"values":{"price":{"text":"Panel 2"},"minutes":45}}"#, retain: true)
        XCTAssertNotNil(probe.waitForObject(on: "kiosk/p3/events") { $0["event"] as? String == "change" && $0["id"] as? String == "minutes" && $0["value"] as? Double == 45 })
        nodes = KioskProcess.nodes(try XCTUnwrap(query(probe, "p3", ref: "changed")))
        XCTAssertEqual(nodes["price"]?["text"] as? String, "Panel 2")
        XCTAssertEqual(nodes["zone"]?["value"] as? String, "Zone C")

        // The same state again changes nothing.
        let mark = probe.messages.count
        probe.publish("kiosk/p3/state", #"{"values":{"price":{"text":"Panel 2"},"minutes":45}}"#, retain: true)
        probe.publish("kiosk/all/state", #"{"values":{"price":{"text":"All"},"zone":"Zone A","minutes":30,"note":{"text":"All"}},"theme":"high-contrast","language":"en","screen":"home"}"#, retain: true)
        XCTAssertNotNil(query(probe, "p3", ref: "same-1"))
        XCTAssertNotNil(query(probe, "p3", ref: "same-2"))
        let since = probe.messages[mark...].filter { $0.topic == "kiosk/p3/events" }.map { String(decoding: $0.payload, as: UTF8.self) }
        XCTAssertFalse(since.contains { $0.contains(#""event":"change""#) || $0.contains(#""event":"theme""#) || $0.contains(#""event":"language""#) || $0.contains(#""event":"screen""#) || $0.contains(#""event":"error""#) },
                       "idempotent: \(since)")

        // The customer goes to another screen: an unchanged state does not yank them back, a
        // changed theme is applied without it, and nothing is refused.
        p3.send(input, #"{"pointer":"down","target":"go"}"#)
        p3.send(input, #"{"pointer":"up","target":"go"}"#)
        XCTAssertNotNil(probe.waitForObject(on: "kiosk/p3/status") { $0["screen"] as? String == "other" }, "the status follows the screen")
        let mark2 = probe.messages.count
        probe.publish("kiosk/all/state", #"{"values":{"price":{"text":"All"},"zone":"Zone A","minutes":30,"note":{"text":"All"}},"theme":"standard","language":"en","screen":"home"}"#, retain: true)
        XCTAssertNotNil(probe.waitForObject(on: "kiosk/p3/events", from: mark2) { $0["event"] as? String == "theme" && $0["theme"] as? String == "standard" })
        let shown = try XCTUnwrap(query(probe, "p3", ref: "customer"))
        XCTAssertEqual(shown["screen"] as? String, "other", "the customer's screen stays")
        let since2 = probe.messages[mark2...].filter { $0.topic == "kiosk/p3/events" }.map { String(decoding: $0.payload, as: UTF8.self) }
        XCTAssertFalse(since2.contains { $0.contains(#""event":"error""#) || $0.contains(#""event":"screen""#) }, "\(since2)")

        XCTAssertEqual(p3.stop(), 0, p3.stderr.all.joined(separator: "\n"))
    }

    // MARK: A broker away at start, and restarted

    func testAPanelRunsWithoutABrokerAndJoinsWhenItComesAndAfterItRestarts() async throws {
        let broker = try MosquittoBroker(start: false)
        let input = Pipe()
        let p5 = try startPanel(broker, ["--panel", "p5", "--telemetry", "0", "--commands", "-"], input: input)
        let host = ProcessEnvironment.hostName
        let unnamed = FleetTopics.problem(with: host, as: "--panel") == nil ? try startPanel(broker, ["--telemetry", "0"]) : nil
        XCTAssertNotNil(p5.stdout.wait(for: #""event":"ready""#, timeout: 30), "the panel starts without a broker: \(p5.stderr.all)")
        p5.send(input, #"{"set":{"id":"price","text":"offline"}}"#)
        p5.send(input, #"{"query":"layout","ref":"no-broker"}"#)
        let answer = try XCTUnwrap(p5.stdout.wait(for: #""ref":"no-broker""#, timeout: 20), "it answers stdin: \(p5.stderr.all)")
        XCTAssertTrue(answer.contains(#""text":"offline""#), answer)
        XCTAssertNotNil(p5.stderr.wait(for: "mqtt: cannot reach \(broker.url) (", timeout: 10), "why it is not online is said: \(p5.stderr.all)")

        try broker.start()
        let came = Date()
        let probe = try MQTTProbe(port: broker.port)
        XCTAssertNotNil(probe.waitForObject(on: "kiosk/p5/status", timeout: 20) { $0["online"] as? Bool == true },
                        "online once the broker is there: \(p5.stderr.all)")
        let joined = Date().timeIntervalSince(came)
        if let unnamed {
            XCTAssertNotNil(probe.waitForObject(on: "kiosk/\(host)/status", timeout: 10) { $0["online"] as? Bool == true },
                            "without --panel the panel is the host name, \(host): \(unnamed.stderr.all)")
        }
        XCTAssertNotNil(p5.stderr.wait(for: "mqtt: connected to \(broker.url) as panel p5", timeout: 5), "\(p5.stderr.all)")
        XCTAssertEqual(p5.stderr.all.filter { $0.contains("cannot reach") }.count, 1, "said once, not at every attempt: \(p5.stderr.all)")
        XCTAssertNotNil(query(probe, "p5", ref: "joined"), "and takes commands")

        broker.stop()
        try broker.start()
        let restarted = Date()
        XCTAssertTrue(probe.waitUntilConnected(timeout: 40))
        let mark = probe.messages.count
        // The broker forgot every retained message (no persistence): the status is published again.
        XCTAssertNotNil(probe.waitForObject(on: "kiosk/p5/status", from: mark, timeout: 35) { $0["online"] as? Bool == true },
                        "online again after the broker restarted, within the backoff's cap")
        let back = Date().timeIntervalSince(restarted)
        XCTAssertNotNil(query(probe, "p5", ref: "back"), "and takes commands again")
        XCTAssertTrue(p5.process.isRunning)
        XCTAssertEqual(p5.stop(), 0)
        print("FleetPanelTests: joined \(String(format: "%.1f", joined)) s after the broker came, back \(String(format: "%.1f", back)) s after it restarted")
    }

    // MARK: Credentials

    func testCredentialsFromAPrivateFileAndAWrongPasswordKeepsThePanelRunning() async throws {
        guard let passwd = MosquittoBroker.tool("mosquitto_passwd") else { throw XCTSkip("mosquitto_passwd is not installed") }
        let secret = "pa55-\(UUID().uuidString.prefix(8))"
        let setup = KioskProcess.temporaryFolder("mqtt-passwd")
        let passwords = setup + "/passwords"
        let made = try KioskProcess.execute(passwd, ["-b", "-c", passwords, "panel", secret])
        XCTAssertEqual(made.status, 0, made.stderr)
        let broker = try MosquittoBroker(config: "allow_anonymous false\npassword_file \(passwords)\n")
        let right = try credentials(setup + "/right", "user=panel\npassword=\(secret)\n")
        let wrong = try credentials(setup + "/wrong", "user=panel\npassword=not-\(secret)\n")
        let open = try credentials(setup + "/open", "user=panel\npassword=\(secret)\n", mode: 0o644)

        let ok = try startPanel(broker, ["--panel", "ok", "--telemetry", "0", "--mqtt-credentials", right])
        let input = Pipe()
        let refused = try startPanel(broker, ["--panel", "refused", "--telemetry", "0", "--mqtt-credentials", wrong, "--commands", "-"], input: input)
        let probe = try MQTTProbe(port: broker.port, credentials: MQTTCredentials(user: "panel", password: secret))
        XCTAssertNotNil(probe.waitForObject(on: "kiosk/ok/status") { $0["online"] as? Bool == true }, "the right password connects: \(ok.stderr.all)")

        // The wrong one: the panel runs on and answers its own input, and is never online.
        refused.send(input, #"{"query":"layout","ref":"still-here"}"#)
        XCTAssertNotNil(refused.stdout.wait(for: #""ref":"still-here""#, timeout: 20), "\(refused.stderr.all)")
        XCTAssertNil(probe.waitForObject(on: "kiosk/refused/status", timeout: 2), "a refused login publishes nothing")
        XCTAssertTrue(refused.process.isRunning, "and keeps trying")
        XCTAssertNotNil(refused.stderr.wait(for: "mqtt: the broker refused the connection (", timeout: 5), "and says why: \(refused.stderr.all)")
        XCTAssertNotNil(ok.stderr.wait(for: "mqtt: connected to \(broker.url) as panel ok", timeout: 5), "\(ok.stderr.all)")
        XCTAssertEqual(refused.stop(), 0)
        XCTAssertEqual(ok.stop(), 0)

        // Mode 0644: refused at start with the fix; the password is in no output.
        let r = try KioskProcess.run(["run", try screenFile(), "--driver", "headless", "--mqtt", broker.url, "--panel", "p", "--mqtt-credentials", open], timeout: 30)
        XCTAssertEqual(r.status, ExitStatus.usage.rawValue, r.stderr)
        XCTAssertTrue(r.stderr.contains("--mqtt-credentials \(open): others may read it (mode 644); it holds a password: chmod 600 \(open)"), r.stderr)
        for output in [r.stderr, r.stdout] + refused.stderr.all + refused.stdout.all + ok.stderr.all + ok.stdout.all {
            XCTAssertFalse(output.contains(secret), "the password is never written: \(output)")
        }
    }

    // MARK: TLS

    func testAPanelJoinsATLSBrokerCheckedAgainstItsCAAndNotAgainstAnother() async throws {
        guard let openssl = MosquittoBroker.tool("openssl") else { throw XCTSkip("openssl is not installed") }
        let dir = KioskProcess.temporaryFolder("mqtt-tls")
        for name in ["broker", "other"] {
            let made = try KioskProcess.execute(openssl, ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
                                                          "-keyout", "\(dir)/\(name).key", "-out", "\(dir)/\(name).pem", "-days", "2",
                                                          "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1"])
            XCTAssertEqual(made.status, 0, made.stderr)
            // The broker drops root for its own user before it reads the key.
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: "\(dir)/\(name).key")
        }
        let tlsPort = try MosquittoBroker.freePort()
        let broker = try MosquittoBroker(config: "allow_anonymous true\nlistener \(tlsPort) 127.0.0.1\ncertfile \(dir)/broker.pem\nkeyfile \(dir)/broker.key\n")
        XCTAssertTrue(MosquittoBroker.accepts(tlsPort), "the TLS listener is up")
        let url = "mqtts://127.0.0.1:\(tlsPort)"
        let good = try startPanel(broker, ["--panel", "tls-ok", "--telemetry", "0", "--mqtt-ca", "\(dir)/broker.pem"], url: url)
        let bad = try startPanel(broker, ["--panel", "tls-bad", "--telemetry", "0", "--mqtt-ca", "\(dir)/other.pem"], url: url)
        let probe = try MQTTProbe(port: broker.port)
        XCTAssertNotNil(probe.waitForObject(on: "kiosk/tls-ok/status") { $0["online"] as? Bool == true }, "the broker's own CA: online: \(good.stderr.all)")
        XCTAssertNotNil(good.stderr.wait(for: "mqtt: connected to \(url) as panel tls-ok", timeout: 5), "\(good.stderr.all)")
        XCTAssertNotNil(bad.stderr.wait(for: "mqtt: the connection to \(url) ended before the broker accepted it (", timeout: 10), "another CA: the certificate is refused, and that is said: \(bad.stderr.all)")
        XCTAssertNil(probe.waitForObject(on: "kiosk/tls-bad/status", timeout: 1), "and the panel is not online")
        XCTAssertTrue(bad.process.isRunning, "it runs on and tries again")
        XCTAssertEqual(good.stop(), 0)
        XCTAssertEqual(bad.stop(), 0)
    }

    // MARK: Options

    func testFleetOptionsThatCannotWorkAreRefusedWithTheFix() async throws {
        let screen = try screenFile()
        let ca = KioskProcess.temporaryFile("fleet-ca.pem", contents: "not checked before the scheme").path
        let cases: [([String], String)] = [
            (["--mqtt", "mqtt://127.0.0.1", "--panel", "a/b"], #"--panel "a/b" may hold only letters, digits, -, _ and . (a topic's / + # are not allowed)"#),
            (["--mqtt", "mqtt://127.0.0.1", "--panel", "p", "--group", "#"], ##"--group "#" may hold only letters, digits"##),
            (["--mqtt", "mqtt://127.0.0.1", "--panel", "all"], #"--panel "all" is the name of the topics every panel or a group listens on; choose another id"#),
            (["--mqtt", "mqtt://127.0.0.1", "--panel", String(repeating: "p", count: 65)], "must be 1 to 64 characters"),
            (["--mqtt", "http://x", "--panel", "p"], "--mqtt http://x: the scheme is not mqtt:// or mqtts://; give mqtt://HOST[:PORT] or mqtts://HOST[:PORT] (TLS)"),
            (["--mqtt", "mqtt://fe80::1", "--panel", "p"], "an IPv6 address goes in brackets, e.g. mqtt://[fe80::1]:1883"),
            (["--mqtt", "mqtt://127.0.0.1", "--panel", "p", "--mqtt-ca", ca], "--mqtt-ca \(ca) is for a TLS broker: give --mqtt mqtts://HOST, or leave --mqtt-ca out"),
            (["--mqtt", "mqtts://127.0.0.1", "--panel", "p", "--mqtt-ca", ca + ".missing"], "--mqtt-ca \(ca).missing cannot be read: give the broker CA's PEM file"),
            (["--mqtt", "mqtt://127.0.0.1", "--panel", "p", "--replay", ca], "--mqtt and --replay cannot be combined"),
            (["--panel", "p"], "--panel needs --mqtt URL: the panel joins a fleet only through a broker (docs/fleet.md)"),
            (["--group", "g"], "--group needs --mqtt URL"),
            (["--mqtt", "mqtt://127.0.0.1", "--panel", "p", "--telemetry", "-1"], "--telemetry -1 is not usable: give seconds from 1 to 86400, or 0 for none, e.g. --telemetry 60"),
            (["--mqtt", "mqtt://127.0.0.1", "--panel", "p", "--mqtt-prefix", "a/#"], "--mqtt-prefix \"a/#\" must be 1 to 8 levels"),
        ]
        for (arguments, fix) in cases {
            let r = try KioskProcess.run(["run", screen, "--driver", "headless"] + arguments, timeout: 30)
            XCTAssertEqual(r.status, ExitStatus.usage.rawValue, "\(arguments): \(r.stderr)")
            XCTAssertTrue(r.stderr.contains(fix), "\(arguments): \(r.stderr)")
        }
    }

    // MARK: Helpers

    private func screenFile() throws -> String {
        let path = KioskProcess.temporaryFolder("fleet") + "/screen.yaml"
        try Self.screen.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// A headless kiosk on `broker` with `arguments`; events on stdout.
    private func startPanel(_ broker: MosquittoBroker, _ arguments: [String], input: Pipe? = nil, url: String? = nil) throws -> RunningKiosk {
        let k = try RunningKiosk(["run", "--driver", "headless", "--size", "640x480", "--mqtt", url ?? broker.url] + arguments + [try screenFile()], input: input)
        kiosks.append(k)
        return k
    }

    /// A credentials file with `text` and `mode`.
    private func credentials(_ path: String, _ text: String, mode: Int = 0o600) throws -> String {
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    /// Asks `panel` for its layout over the broker, again every half second until it answers
    /// (a command published before the panel subscribed is lost to it); the answer, or nil after
    /// `timeout` seconds.
    private func query(_ probe: MQTTProbe, _ panel: String, ref: String, timeout: Double = 20) -> [String: Any]? {
        let mark = probe.messages.count
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            probe.publish("kiosk/\(panel)/cmd", #"{"query":"layout","ref":"\#(ref)"}"#)
            let answer = probe.waitForObject(on: "kiosk/\(panel)/events", from: mark, timeout: min(0.5, max(0.05, deadline.timeIntervalSinceNow))) {
                $0["event"] as? String == "layout" && $0["ref"] as? String == ref
            }
            if let answer { return answer }
        } while Date() < deadline
        return nil
    }
}

private extension RunningKiosk {
    func send(_ input: Pipe, _ line: String) { input.fileHandleForWriting.write(Data((line + "\n").utf8)) }
}
