import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Signed content bundles as a panel takes them from a real `mosquitto` on 127.0.0.1: headless
/// kiosks started with `--mqtt --bundle-key --bundle-dir`, bundles made with the built binary's
/// `kiosk bundle keygen/make` and published retained with `mosquitto_pub`, what the panel says
/// read with `mosquitto_sub` (its events and its retained status). And `mqtts://` against a
/// broker with a throwaway CA: with `--mqtt-ca` the panel comes online, without it it does not.
final class FleetBundleProcessTests: XCTestCase {
    private var kiosks: [RunningKiosk] = []
    private var subscribers: [LoggedProcess] = []
    private var brokers: [MosquittoBroker] = []

    override func tearDownWithError() throws {
        for k in kiosks { k.stop() }
        for s in subscribers { s.kill() }
        for b in brokers { b.stop() }
    }

    // MARK: Switching and refusing

    func testASignedBundleIsSwitchedWithoutARestartAndARefusedOneChangesNothing() throws {
        let broker = try startBroker()
        let d = KioskProcess.temporaryFolder("fleet-bundle")
        let (key, pub) = try keys(d, "desk")
        let dir = d + "/bundles"
        let kiosk = try startKiosk(broker, screen: try plainScreen(d), pub: pub, dir: dir)
        let sub = try subscribe(broker, ["kiosk/p1/events", "kiosk/p1/status"])
        let first = try XCTUnwrap(sub.log.wait(for: #"kiosk/p1/status {"online":true"#, timeout: 30), "online: \(kiosk.stderr.all)")
        let since = try XCTUnwrap(field("since", of: first))
        XCTAssertEqual(field("bundle", of: first), "null", "no bundle yet: \(first)")
        let pid = kiosk.process.processIdentifier

        // A good bundle on the group's topic: switched to, shown, reported, no restart.
        let v1 = try makeBundle(d, key: key, version: "v1", screen: "home", widget: "welcome1")
        publish(broker, "kiosk/group/G/bundle", file: v1)
        XCTAssertNotNil(sub.log.wait(for: #"kiosk/p1/events {"event":"bundle","state":"switched","version":"v1"}"#, timeout: 30),
                        "switched: \(sub.log.all) \(kiosk.stderr.all)")
        let status = try XCTUnwrap(sub.log.wait(for: #""bundle":"v1""#, timeout: 10), "the status says the bundle: \(sub.log.all)")
        XCTAssertTrue(status.contains(#""online":true"#) && status.contains(#""screen":"home""#), status)
        XCTAssertEqual(field("since", of: status), since, "the same run: \(status)")
        var layout = try query(broker, sub)
        XCTAssertTrue(layout.contains(#""id":"welcome1""#) && !layout.contains(#""id":"plain""#), "the bundle's widgets: \(layout)")
        XCTAssertTrue(kiosk.process.isRunning)
        XCTAssertEqual(kiosk.process.processIdentifier, pid)
        XCTAssertEqual(try link(dir, "current"), "versions/v1-1")
        let versions = try FileManager.default.contentsOfDirectory(atPath: dir + "/versions").sorted()
        XCTAssertEqual(versions, ["v1-1"])

        // One byte flipped: bad signature.
        let v2 = try makeBundle(d, key: key, version: "v2", screen: "lobby", widget: "welcome2")
        var bytes = try Data(contentsOf: URL(fileURLWithPath: v2))
        bytes[bytes.count - 10] ^= 0x01
        let tampered = d + "/tampered.bundle"
        try bytes.write(to: URL(fileURLWithPath: tampered))
        publish(broker, "kiosk/p1/bundle", file: tampered)
        var refused = try XCTUnwrap(sub.log.wait(for: #""state":"refused""#, timeout: 30), "refused: \(sub.log.all)")
        XCTAssertTrue(refused.contains("bad signature"), refused)

        // Signed with another key: bad signature too.
        let (otherKey, _) = try keys(d, "other")
        let foreign = try makeBundle(d, key: otherKey, version: "v3", screen: "lobby", widget: "welcome3")
        var mark = sub.log.all.count
        publish(broker, "kiosk/p1/bundle", file: foreign)
        refused = try XCTUnwrap(waitForNew(sub, #""state":"refused""#, from: mark), "refused: \(sub.log.all)")
        XCTAssertTrue(refused.contains("bad signature"), refused)

        // Signed with the right key, but its screen fails `kiosk check` (made by hand: `kiosk
        // bundle make` checks the screen before it signs).
        let broken = d + "/broken.bundle"
        try Data(handMadeBundle(version: "v4", screen: "root: {type: labl}\n", key: key)).write(to: URL(fileURLWithPath: broken))
        mark = sub.log.all.count
        publish(broker, "kiosk/p1/bundle", file: broken)
        refused = try XCTUnwrap(waitForNew(sub, #""state":"refused""#, from: mark), "refused: \(sub.log.all)")
        XCTAssertTrue(refused.contains(#""version":"v4""#) && refused.contains("kiosk check") && refused.contains("labl"), refused)

        // Another font than the kiosk started with: it needs a restart, so it is refused.
        mark = sub.log.all.count
        publish(broker, "kiosk/p1/bundle", file: try makeBundle(d, key: key, version: "v5", screen: "lobby", widget: "welcome5",
                                                              header: "theme: {font: Noto Sans}\n"))
        refused = try XCTUnwrap(waitForNew(sub, #""state":"refused""#, from: mark), "refused: \(sub.log.all)")
        XCTAssertTrue(refused.contains(#""version":"v5""#) && refused.contains("font Noto Sans is not the one this kiosk started with"), refused)

        // The version shown, with other content: refused, so the back office learns of its mistake.
        mark = sub.log.all.count
        publish(broker, "kiosk/p1/bundle", file: try makeBundle(d + "/again", key: key, version: "v1", screen: "home", widget: "changed"))
        refused = try XCTUnwrap(waitForNew(sub, #""state":"refused""#, from: mark), "refused: \(sub.log.all)")
        XCTAssertTrue(refused.contains(#""version":"v1","reason":"version v1 is shown already, with other content; give a changed bundle a new version"#), refused)

        // Over 64 MiB: the panel told the broker the largest packet it takes (MQTT 5's Maximum
        // Packet Size), so the broker never sends it; the next bundle is refused as usual.
        let huge = d + "/huge.bundle"
        XCTAssertTrue(FileManager.default.createFile(atPath: huge, contents: Data(count: (64 << 20) + 8192)))
        mark = sub.log.all.count
        publish(broker, "kiosk/p1/bundle", file: huge)
        publish(broker, "kiosk/p1/bundle", file: foreign)
        refused = try XCTUnwrap(waitForNew(sub, #""state":"refused""#, from: mark), "refused: \(sub.log.all)")
        XCTAssertTrue(refused.contains("bad signature"), refused)
        XCTAssertEqual(sub.log.all.dropFirst(mark).filter { $0.hasPrefix("kiosk/p1/events ") }, [refused], "nothing said of the bundle the broker kept back")
        try FileManager.default.removeItem(atPath: huge)

        // Nothing changed: no new status, the same retained one, the same screen, the same folders.
        XCTAssertFalse(sub.log.all.contains { $0.contains(#""state":"switched","version":"v"#) && !$0.contains(#""v1""#) }, "\(sub.log.all)")
        XCTAssertEqual(sub.log.all.filter { $0.hasPrefix("kiosk/p1/status ") }.last, status, "no status after the refusals")
        XCTAssertEqual(try retained(broker, "kiosk/p1/status"), String(status.dropFirst("kiosk/p1/status ".count)))
        layout = try query(broker, sub)
        XCTAssertTrue(layout.contains(#""id":"welcome1""#) && layout.contains(#""screen":"home""#), "still the bundle's screen: \(layout)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/versions").sorted(), versions, "nothing left of the refused bundles")
        XCTAssertEqual(try link(dir, "current"), "versions/v1-1")
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/previous"))

        // The broker restarts (forgetting what was retained) and the back office publishes the same
        // bundle again, as a broker that kept it would send it on the reconnect: not switched twice.
        publish(broker, "kiosk/p1/bundle", nothing: ())
        mark = sub.log.all.count
        broker.stop()
        try broker.start()
        publish(broker, "kiosk/group/G/bundle", file: v1)
        let again = try XCTUnwrap(waitForNew(sub, #"kiosk/p1/status {"online":true"#, from: mark), "online again: \(kiosk.stderr.all)")
        XCTAssertTrue(again.contains(#""bundle":"v1""#), again)
        // Time to stage it (off the loop) and switch, were it taken again.
        Thread.sleep(forTimeInterval: 2)
        XCTAssertTrue(try query(broker, sub).contains(#""id":"welcome1""#))
        XCTAssertEqual(sub.log.all.filter { $0.contains(#""state":"switched""#) }.count, 1, "one switch: \(sub.log.all)")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/versions").sorted(), versions)
        XCTAssertEqual(kiosk.process.processIdentifier, pid)
        XCTAssertTrue(kiosk.process.isRunning)
    }

    /// A panel shows the bundle of its own topic over the group's: when the broker comes back with
    /// both (as a broker that keeps retained messages sends them on the reconnect: the group's
    /// first), neither is taken again, and the panel does not flip to the group's and back.
    func testRetainedBundlesOfTwoTopicsAreNotTakenAgainOnAReconnect() throws {
        let broker = try startBroker()
        let d = KioskProcess.temporaryFolder("fleet-bundle-scopes")
        let (key, pub) = try keys(d, "desk")
        let dir = d + "/bundles"
        let kiosk = try startKiosk(broker, screen: try plainScreen(d), pub: pub, dir: dir)
        let sub = try subscribe(broker, ["kiosk/p1/events", "kiosk/p1/status"])
        XCTAssertNotNil(sub.log.wait(for: #"kiosk/p1/status {"online":true"#, timeout: 30), "online: \(kiosk.stderr.all)")
        let v1 = try makeBundle(d, key: key, version: "v1", screen: "home", widget: "welcome1")
        publish(broker, "kiosk/group/G/bundle", file: v1)
        XCTAssertNotNil(sub.log.wait(for: #""state":"switched","version":"v1""#, timeout: 30), "v1: \(sub.log.all)")
        // A few MB, as a bundle with pictures: it arrives after the group's has been taken.
        let v2 = try makeBundle(d, key: key, version: "v2", screen: "lobby", widget: "welcome2", padding: 4 << 20)
        publish(broker, "kiosk/p1/bundle", file: v2)
        XCTAssertNotNil(sub.log.wait(for: #""state":"switched","version":"v2""#, timeout: 30), "v2: \(sub.log.all)")

        let mark = sub.log.all.count
        broker.stop()
        try broker.start()
        publish(broker, "kiosk/group/G/bundle", file: v1)
        publish(broker, "kiosk/p1/bundle", file: v2)
        let again = try XCTUnwrap(waitForNew(sub, #"kiosk/p1/status {"online":true"#, from: mark), "online again: \(kiosk.stderr.all)")
        XCTAssertTrue(again.contains(#""bundle":"v2""#), again)
        Thread.sleep(forTimeInterval: 2)
        XCTAssertTrue(try query(broker, sub).contains(#""id":"welcome2""#))
        XCTAssertEqual(sub.log.all.dropFirst(mark).filter { $0.contains(#""event":"bundle""#) }, [], "nothing switched or refused again")
        XCTAssertEqual(try link(dir, "current"), "versions/v2-1")
        XCTAssertEqual(try link(dir, "previous"), "versions/v1-1")
    }

    /// A bundle the panel's disk would not take (a folder where `DIR/current`, the link, goes) is
    /// refused naming it; once it is moved away, the same bundle sent again is switched to.
    func testABundleRefusedForThePanelsDiskIsTakenWhenSentAgain() throws {
        let broker = try startBroker()
        let d = KioskProcess.temporaryFolder("fleet-bundle-disk")
        let (key, pub) = try keys(d, "desk")
        let dir = d + "/bundles"
        try FileManager.default.createDirectory(atPath: dir + "/current", withIntermediateDirectories: true)
        let kiosk = try startKiosk(broker, screen: try plainScreen(d), pub: pub, dir: dir)
        let sub = try subscribe(broker, ["kiosk/p1/events", "kiosk/p1/status"])
        XCTAssertNotNil(sub.log.wait(for: #"kiosk/p1/status {"online":true"#, timeout: 30), "online: \(kiosk.stderr.all)")
        let v1 = try makeBundle(d, key: key, version: "v1", screen: "home", widget: "welcome1")
        publish(broker, "kiosk/p1/bundle", file: v1)
        let refused = try XCTUnwrap(sub.log.wait(for: #""state":"refused""#, timeout: 30), "refused: \(sub.log.all)")
        XCTAssertTrue(refused.contains(#""version":"v1","reason":"cannot store the bundle: \#(dir)/current is a folder, not the link the kiosk keeps there; move it away"#), refused)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/versions"), [])

        try FileManager.default.removeItem(atPath: dir + "/current")
        publish(broker, "kiosk/p1/bundle", file: v1)
        XCTAssertNotNil(sub.log.wait(for: #""state":"switched","version":"v1""#, timeout: 30), "switched: \(sub.log.all)")
        XCTAssertTrue(try query(broker, sub).contains(#""id":"welcome1""#))
        XCTAssertEqual(try link(dir, "current"), "versions/v1-1")
    }

    /// A panel started with `--language de` goes on in German on a bundle that has German.
    func testASwitchedBundleKeepsThePanelsLanguage() throws {
        let broker = try startBroker()
        let d = KioskProcess.temporaryFolder("fleet-bundle-language")
        let (key, pub) = try keys(d, "desk")
        try "languages: [en, de]\nroot: {type: label, id: plain, text: {en: Plain, de: Schlicht}}\n".write(toFile: d + "/screen.yaml", atomically: true, encoding: .utf8)
        let kiosk = try keep(RunningKiosk(["run", "--driver", "headless", "--size", "640x480", "--mqtt", broker.url, "--panel", "p1",
                                           "--telemetry", "0", "--bundle-key", pub, "--bundle-dir", d + "/bundles", "--language", "de", d + "/screen.yaml"]))
        let sub = try subscribe(broker, ["kiosk/p1/events", "kiosk/p1/status"])
        XCTAssertNotNil(sub.log.wait(for: #"kiosk/p1/status {"online":true"#, timeout: 30), "online: \(kiosk.stderr.all)")
        XCTAssertTrue(try query(broker, sub).contains(#""text":"Schlicht""#))
        publish(broker, "kiosk/p1/bundle", file: try makeBundle(d, key: key, version: "v1", screen: "home", widget: "welcome1",
                                                              text: "{en: Welcome, de: Willkommen}", header: "languages: [en, de]\n"))
        XCTAssertNotNil(sub.log.wait(for: #""state":"switched","version":"v1""#, timeout: 30), "v1: \(sub.log.all)")
        let layout = try query(broker, sub)
        XCTAssertTrue(layout.contains(#""language":"de""#) && layout.contains(#""text":"Willkommen""#), layout)
        // A reset goes back to the language the panel was started in, not the bundle's first.
        publish(broker, "kiosk/p1/cmd", #"{"set":{"language":"en"}}"#)
        XCTAssertTrue(try query(broker, sub).contains(#""text":"Welcome""#))
        publish(broker, "kiosk/p1/cmd", #"{"reset":true}"#)
        XCTAssertTrue(try query(broker, sub).contains(#""text":"Willkommen""#), "\(sub.log.all.suffix(3))")
    }

    /// A bundle without the language a panel is started in (`--language`) is refused; one on the
    /// disk (taken by a run without it) is rolled back at the start, which goes on.
    func testABundleWithoutThePanelsLanguageIsRefusedAndRolledBackAtStart() throws {
        let broker = try startBroker()
        let d = KioskProcess.temporaryFolder("fleet-bundle-no-language")
        let (key, pub) = try keys(d, "desk")
        let dir = d + "/bundles"
        try "languages: [en, de]\nroot: {type: label, id: plain, text: {en: Plain, de: Schlicht}}\n".write(toFile: d + "/screen.yaml", atomically: true, encoding: .utf8)
        let german = ["--language", "de"]
        let sub = try subscribe(broker, ["kiosk/p1/events", "kiosk/p1/status"])
        var kiosk = try startKiosk(broker, screen: d + "/screen.yaml", pub: pub, dir: dir, extra: german)
        XCTAssertNotNil(sub.log.wait(for: #"kiosk/p1/status {"online":true"#, timeout: 30), "online: \(kiosk.stderr.all)")
        let v1 = try makeBundle(d, key: key, version: "v1", screen: "home", widget: "welcome1")
        publish(broker, "kiosk/p1/bundle", file: v1)
        let refused = try XCTUnwrap(sub.log.wait(for: #""state":"refused""#, timeout: 30), "refused: \(sub.log.all)")
        XCTAssertTrue(refused.contains(#""version":"v1","reason":"its screen has no language de, which this panel is started in (--language de)"#), refused)
        XCTAssertTrue(try query(broker, sub).contains(#""text":"Schlicht""#))
        XCTAssertEqual(kiosk.stop(), 0)

        // Taken by a run without --language, then started in German again.
        var mark = sub.log.all.count
        kiosk = try startKiosk(broker, screen: d + "/screen.yaml", pub: pub, dir: dir)
        XCTAssertNotNil(waitForNew(sub, #""state":"switched","version":"v1""#, from: mark), "v1: \(sub.log.all)")
        XCTAssertEqual(kiosk.stop(), 0)
        publish(broker, "kiosk/group/G/bundle", nothing: ())
        publish(broker, "kiosk/p1/bundle", nothing: ())
        mark = sub.log.all.count
        kiosk = try startKiosk(broker, screen: d + "/screen.yaml", pub: pub, dir: dir, extra: german)
        let online = try XCTUnwrap(waitForNew(sub, #"kiosk/p1/status {"online":true"#, from: mark), "online: \(kiosk.stderr.all)")
        XCTAssertTrue(online.contains(#""bundle":null"#), online)
        XCTAssertTrue(try query(broker, sub).contains(#""text":"Schlicht""#))
        XCTAssertTrue(kiosk.stderr.all.contains { $0.contains("warning: the bundle v1 in \(dir) does not start (--language de: ") && $0.contains("showing the screen file given instead") },
                      "\(kiosk.stderr.all)")
    }

    // MARK: Restarts

    func testBundlesSurviveARestartAndOneThatNoLongerStartsIsRolledBack() throws {
        let broker = try startBroker()
        let d = KioskProcess.temporaryFolder("fleet-bundle-restart")
        let (key, pub) = try keys(d, "desk")
        let dir = d + "/bundles"
        var kiosk = try startKiosk(broker, screen: try plainScreen(d), pub: pub, dir: dir)
        let sub = try subscribe(broker, ["kiosk/p1/events", "kiosk/p1/status"])
        XCTAssertNotNil(sub.log.wait(for: #"kiosk/p1/status {"online":true"#, timeout: 30), "online: \(kiosk.stderr.all)")
        publish(broker, "kiosk/group/G/bundle", file: try makeBundle(d, key: key, version: "v1", screen: "home", widget: "welcome1"))
        XCTAssertNotNil(sub.log.wait(for: #""state":"switched","version":"v1""#, timeout: 30), "v1: \(sub.log.all)")
        publish(broker, "kiosk/p1/bundle", file: try makeBundle(d, key: key, version: "v2", screen: "lobby", widget: "welcome2"))
        XCTAssertNotNil(sub.log.wait(for: #""state":"switched","version":"v2""#, timeout: 30), "v2: \(sub.log.all)")
        XCTAssertEqual(kiosk.stop(), 0, kiosk.stderr.all.joined(separator: "\n"))
        XCTAssertEqual(try link(dir, "current"), "versions/v2-1")
        XCTAssertEqual(try link(dir, "previous"), "versions/v1-1")
        // The broker keeps v1 on the group's topic and v2 on the panel's: what the panel shows next
        // comes from its disk, and of the two sent again at the start the panel's own is chosen:
        // the bundle shown, so nothing is said, and the group's is not flipped through.

        // Started again with another screen file: the bundle's screen, and the status says so.
        var mark = sub.log.all.count
        kiosk = try startKiosk(broker, screen: try plainScreen(d, name: "other.yaml"), pub: pub, dir: dir)
        var online = try XCTUnwrap(waitForNew(sub, #"kiosk/p1/status {"online":true"#, from: mark), "online: \(kiosk.stderr.all)")
        XCTAssertTrue(online.contains(#""bundle":"v2""#) && online.contains(#""screen":"lobby""#), online)
        XCTAssertTrue(try query(broker, sub).contains(#""id":"welcome2""#))
        Thread.sleep(forTimeInterval: 2.5)   // the settling second after the connect, then staging
        XCTAssertEqual(sub.log.all.dropFirst(mark).filter { $0.contains(#""event":"bundle""#) }, [], "v2 again is no news")
        XCTAssertEqual(try link(dir, "current"), "versions/v2-1")
        XCTAssertEqual(kiosk.stop(), 0)
        publish(broker, "kiosk/p1/bundle", nothing: ())

        // v2 damaged on the disk: the next start goes back to v1 and says why.
        try "screens: [unclosed\n".write(toFile: dir + "/versions/v2-1/files/screen.yaml", atomically: false, encoding: .utf8)
        mark = sub.log.all.count
        kiosk = try startKiosk(broker, screen: try plainScreen(d, name: "other.yaml"), pub: pub, dir: dir)
        online = try XCTUnwrap(waitForNew(sub, #"kiosk/p1/status {"online":true"#, from: mark), "online: \(kiosk.stderr.all)")
        XCTAssertTrue(online.contains(#""bundle":"v1""#) && online.contains(#""screen":"home""#), online)
        XCTAssertTrue(try query(broker, sub).contains(#""id":"welcome1""#))
        let warning = try XCTUnwrap(kiosk.stdout.wait(for: #""event":"warning""#, timeout: 10), "a warning event: \(kiosk.stdout.all)")
        XCTAssertTrue(warning.contains("the bundle v2 in \(dir) does not start") && warning.contains("rolled back to v1"), warning)
        XCTAssertTrue(kiosk.stderr.all.contains { $0.contains("warning: the bundle v2") && $0.contains("rolled back to v1") }, "\(kiosk.stderr.all)")
        // The back office hears it too, once the panel reaches the broker.
        let event = try XCTUnwrap(waitForNew(sub, #"kiosk/p1/events {"event":"bundle","state":"rolled-back","version":"v1","reason":"the bundle v2 in \#(dir) does not start ("#, from: mark),
                                  "\(sub.log.all.dropFirst(mark))")
        XCTAssertTrue(event.contains("/versions/v2-1/files/screen.yaml:2: syntax:"), event)
        XCTAssertEqual(try link(dir, "current"), "versions/v1-1")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir + "/versions").sorted(), ["v1-1"])
    }

    // MARK: TLS

    func testMQTTSComesOnlineWithTheBrokersCAAndNotWithTheSystemsCAsAndComesBackAfterARestart() throws {
        let d = KioskProcess.temporaryFolder("fleet-tls")
        try makeCertificates(d)
        let broker = try startBroker(config: "cafile \(d)/ca.pem\ncertfile \(d)/server.pem\nkeyfile \(d)/server.key\nallow_anonymous true\n")
        let tls = ["--cafile", d + "/ca.pem", "-h", "localhost"]
        let sub = try subscribe(broker, ["kiosk/+/status"], tls: tls)
        let screen = try plainScreen(d)
        let url = "mqtts://localhost:\(broker.port)"
        let trusted = try keep(RunningKiosk(["run", "--driver", "headless", "--size", "320x240", "--telemetry", "0",
                                             "--mqtt", url, "--mqtt-ca", d + "/ca.pem", "--panel", "t1", screen]))
        let untrusted = try keep(RunningKiosk(["run", "--driver", "headless", "--size", "320x240", "--telemetry", "0",
                                               "--mqtt", url, "--panel", "t2", screen]))
        XCTAssertNotNil(sub.log.wait(for: #"kiosk/t1/status {"online":true"#, timeout: 30),
                        "online over TLS: \(sub.log.all) \(trusted.stderr.all)")
        // Several attempts (0.5 s, then about 1 and 2 s apart) of the panel without the CA.
        XCTAssertNotNil(untrusted.stderr.wait(for: "TLS error", timeout: 20), "\(untrusted.stderr.all)")
        Thread.sleep(forTimeInterval: 4)
        XCTAssertTrue(untrusted.process.isRunning, "runs on without the broker: \(untrusted.stderr.all)")
        XCTAssertEqual(untrusted.stderr.all.filter { $0.contains("mqtt:") }.count, 1, "said once: \(untrusted.stderr.all)")
        XCTAssertTrue(untrusted.stderr.all.contains { $0.contains(url) && $0.contains("TLS error") }, "\(untrusted.stderr.all)")
        XCTAssertFalse(sub.log.all.contains { $0.hasPrefix("kiosk/t2/") }, "t2 never got in: \(sub.log.all)")
        XCTAssertEqual(untrusted.stop(), 0)

        // The system's CAs (OpenSSL's SSL_CERT_FILE names the test's CA here): online, and online
        // again after the broker restarts.
        var env = ProcessInfo.processInfo.environment
        env["SSL_CERT_FILE"] = d + "/ca.pem"
        let system = try LoggedProcess(KioskProcess.binary.path, ["run", "--driver", "headless", "--size", "320x240", "--telemetry", "0",
                                                                 "--mqtt", url, "--panel", "t3", screen], environment: env)
        defer { system.kill() }
        XCTAssertNotNil(sub.log.wait(for: #"kiosk/t3/status {"online":true"#, timeout: 30), "online with the system's CAs: \(system.log.all)")
        broker.stop()
        try broker.start()
        // The broker forgot every retained status: one comes only from a panel that connected again.
        let after = try subscribe(broker, ["kiosk/+/status"], tls: tls)
        XCTAssertNotNil(after.log.wait(for: #"kiosk/t3/status {"online":true"#, timeout: 30), "back after the broker's restart: \(system.log.all)")
        XCTAssertNotNil(after.log.wait(for: #"kiosk/t1/status {"online":true"#, timeout: 30), "and the one with --mqtt-ca: \(trusted.stderr.all)")
        XCTAssertFalse(system.log.all.contains { $0.contains("Invalid function arguments") }, "\(system.log.all)")
        XCTAssertEqual(trusted.stop(), 0)
    }

    // MARK: Helpers

    private func keep(_ k: RunningKiosk) -> RunningKiosk {
        kiosks.append(k)
        return k
    }

    /// A headless panel `p1` of group `G` on `broker`, taking bundles signed for `pub` into `dir`.
    private func startKiosk(_ broker: MosquittoBroker, screen: String, pub: String, dir: String, extra: [String] = []) throws -> RunningKiosk {
        try keep(RunningKiosk(["run", "--driver", "headless", "--size", "640x480", "--mqtt", broker.url, "--panel", "p1",
                               "--group", "G", "--telemetry", "0", "--bundle-key", pub, "--bundle-dir", dir] + extra + [screen]))
    }

    private func plainScreen(_ d: String, name: String = "screen.yaml") throws -> String {
        let path = d + "/" + name
        try "root: {type: column, children: [{type: label, id: plain, text: Plain}]}\n".write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    private func keys(_ d: String, _ name: String) throws -> (key: String, pub: String) {
        let r = try KioskProcess.run(["bundle", "keygen", d + "/\(name).key", d + "/\(name).pub"])
        XCTAssertEqual(r.status, 0, r.stderr)
        return (d + "/\(name).key", d + "/\(name).pub")
    }

    /// `kiosk bundle make` of a folder whose screen `screen` holds a label `widget` (its `text`,
    /// `header` lines before `screens:`, and a file of `padding` zero bytes); the bundle's path.
    private func makeBundle(_ d: String, key: String, version: String, screen: String, widget: String, padding: Int = 0,
                            text: String? = nil, header: String = "") throws -> String {
        let folder = d + "/content-" + version
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        if padding > 0 { try Data(count: padding).write(to: URL(fileURLWithPath: folder + "/padding.bin")) }
        try """
            \(header)screens:
              \(screen):
                root:
                  type: column
                  children:
                    - {type: label, id: \(widget), text: \(text ?? "\"Version \(version)\"")}
                    - {type: button, id: go, title: Go}
            """.write(toFile: folder + "/screen.yaml", atomically: true, encoding: .utf8)
        let out = d + "/" + version + ".bundle"
        let r = try KioskProcess.run(["bundle", "make", folder, "--key", key, "--version", version, "-o", out])
        XCTAssertEqual(r.status, 0, r.stderr)
        return out
    }

    /// A bundle of one file, `screen.yaml` holding `screen`, signed with the private key at `key`
    /// (the format of docs/fleet.md, written without `kiosk bundle make`'s check).
    private func handMadeBundle(version: String, screen: String, key: String) throws -> [UInt8] {
        let file = Array(screen.utf8)
        let manifest = BundleManifest(version: version, screen: "screen.yaml",
                                      entries: [.init(kind: .file(size: file.count), path: "screen.yaml")])
        return try BundleFormat.write(manifest, files: [file], secretKey: try BundleKeys.readPrivate(key))
    }

    /// What the link `dir/name` points at.
    private func link(_ dir: String, _ name: String) throws -> String {
        try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/" + name)
    }

    /// A subscriber to `topics` whose lines are `TOPIC PAYLOAD`; returns once it is subscribed
    /// (it sees a message of its own).
    private func subscribe(_ broker: MosquittoBroker, _ topics: [String], tls: [String] = ["-h", "127.0.0.1"]) throws -> LoggedProcess {
        let probe = "kiosk/probe/\(UUID().uuidString)"
        let p = try LoggedProcess(try tool("mosquitto_sub"), tls + ["-p", "\(broker.port)", "-v", "-t", probe]
                                    + topics.flatMap { ["-t", $0] }, collectingStdout: true)
        subscribers.append(p)
        let deadline = Date().addingTimeInterval(20)
        while Date() < deadline && p.process.isRunning {
            publish(broker, probe, "hello", tls: tls)
            if p.log.wait(for: probe + " hello", timeout: 0.3) != nil { return p }
        }
        throw XCTSkip("mosquitto_sub did not subscribe on \(broker.url)")
    }

    /// Publishes retained: a text, a file's bytes (`file`) or nothing (`nothing`: clears the topic).
    private func publish(_ broker: MosquittoBroker, _ topic: String, _ text: String? = nil, file: String? = nil, nothing: Void? = nil,
                         tls: [String] = ["-h", "127.0.0.1"]) {
        var args = tls + ["-p", "\(broker.port)", "-q", "1", "-t", topic]
        if let text { args += ["-m", text] } else if let file { args += ["-r", "-f", file] } else { args += ["-r", "-n"] }
        let r = try? KioskProcess.execute(tool("mosquitto_pub"), args, timeout: 20)
        XCTAssertEqual(r?.status, 0, "mosquitto_pub \(args): \(r?.stderr ?? "not started")")
    }

    /// The message retained on `topic`, or nil.
    private func retained(_ broker: MosquittoBroker, _ topic: String) throws -> String? {
        let r = try KioskProcess.execute(try tool("mosquitto_sub"), ["-h", "127.0.0.1", "-p", "\(broker.port)", "-t", topic,
                                                                     "-C", "1", "-W", "3", "--retained-only"], timeout: 20)
        let text = r.stdout.hasSuffix("\n") ? String(r.stdout.dropLast()) : r.stdout
        return text.isEmpty ? nil : text
    }

    /// Asks the panel for its layout on its command topic; the answer (the line after the topic).
    private func query(_ broker: MosquittoBroker, _ sub: LoggedProcess) throws -> String {
        let ref = Int.random(in: 1...1_000_000)
        publish(broker, "kiosk/p1/cmd", #"{"query":"layout","ref":\#(ref)}"#)
        return try XCTUnwrap(sub.log.wait(for: #""ref":\#(ref)"#, timeout: 20), "a layout answer: \(sub.log.all)")
    }

    /// The first line holding `text` from line `from` on, waiting up to 30 s.
    private func waitForNew(_ sub: LoggedProcess, _ text: String, from: Int) -> String? {
        let pick = { (lines: [String]) in lines.dropFirst(from).first { $0.contains(text) } }
        return pick(sub.log.wait(timeout: 30) { pick($0) != nil })
    }

    /// The raw JSON of `name`'s value in a one-line object (a string without its quotes).
    private func field(_ name: String, of line: String) -> String? {
        guard let r = line.range(of: "\"\(name)\":") else { return nil }
        let rest = line[r.upperBound...]
        if rest.hasPrefix("\"") { return rest.dropFirst().split(separator: "\"", maxSplits: 1).first.map(String.init) }
        return rest.split(whereSeparator: { $0 == "," || $0 == "}" }).first.map(String.init)
    }

    /// A CA (`ca.pem`) and a certificate for localhost and 127.0.0.1 it signed (`server.pem`,
    /// `server.key`), with the openssl command, in `d`.
    private func makeCertificates(_ d: String) throws {
        let openssl = try tool("openssl")
        try "subjectAltName=DNS:localhost,IP:127.0.0.1\n".write(toFile: d + "/san.cnf", atomically: true, encoding: .utf8)
        for args in [["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", d + "/ca.key",
                      "-out", d + "/ca.pem", "-days", "2", "-subj", "/CN=kiosk test CA"],
                     ["req", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-keyout", d + "/server.key",
                      "-out", d + "/server.csr", "-subj", "/CN=localhost"],
                     ["x509", "-req", "-in", d + "/server.csr", "-CA", d + "/ca.pem", "-CAkey", d + "/ca.key", "-CAcreateserial",
                      "-out", d + "/server.pem", "-days", "2", "-extfile", d + "/san.cnf"]] {
            let r = try KioskProcess.execute(openssl, args, timeout: 30)
            XCTAssertEqual(r.status, 0, "openssl \(args.joined(separator: " ")): \(r.stderr)")
        }
        // The broker may drop to its own user before it reads them: a throwaway key, readable.
        for f in ["ca.pem", "server.pem", "server.key"] { chmod(d + "/" + f, 0o644) }
    }

    private func tool(_ name: String) throws -> String {
        guard let path = ["/usr/bin/", "/usr/sbin/", "/usr/local/bin/"].map({ $0 + name }).first(where: FileManager.default.isExecutableFile) else {
            throw XCTSkip("\(name) is not installed (scripts/setup.sh installs it)")
        }
        return path
    }

    private func startBroker(config: String = "allow_anonymous true\n") throws -> MosquittoBroker {
        let b = try MosquittoBroker(config: config)
        brokers.append(b)
        return b
    }
}
