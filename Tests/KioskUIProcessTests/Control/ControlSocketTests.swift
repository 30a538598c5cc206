import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// `kiosk run --control PATH` through the binary, with real socket clients: the socket is the
/// owner's only, a path in use is refused and a stale socket replaced, every client hears every
/// event, a question (`query`, `screenshot`) and a bad line are answered to their sender only, with
/// the line's `ref`, a client that stops reading is dropped with one warning while the others go
/// on, and the socket is gone after SIGTERM.
@MainActor
final class ControlSocketTests: XCTestCase {
    static let screen = """
        root:
          type: column
          children:
            - {type: button, id: go, title: Go}
            - {type: picker, id: zone, options: [Zone A, Zone B, Zone C]}
            - {type: ruler, id: minutes, min: 15, max: 240, step: 15, value: 60}
            - {type: label, id: price, text: "€2.00"}
        """

    /// A headless kiosk listening at a new socket path; events on stdout.
    private func start(_ extra: [String] = []) throws -> (kiosk: RunningKiosk, socket: String) {
        let dir = KioskProcess.temporaryFolder("ctl")
        let screen = dir + "/screen.yaml"
        try Self.screen.write(toFile: screen, atomically: true, encoding: .utf8)
        let socket = dir + "/control.sock"
        let kiosk = try RunningKiosk(["run", "--driver", "headless", "--size", "640x480", "--control", socket] + extra + [screen])
        XCTAssertTrue(kiosk.waitForSocket(socket), "the socket appears: \(kiosk.stderr.all)")
        return (kiosk, socket)
    }

    /// A headless kiosk listening at a new socket path that also reads commands on stdin, from
    /// the pipe returned; events on stdout.
    static func startWithStdin() throws -> (kiosk: RunningKiosk, socket: String, input: Pipe) {
        let dir = KioskProcess.temporaryFolder("ctl-stdin")
        try screen.write(toFile: dir + "/screen.yaml", atomically: true, encoding: .utf8)
        let socket = dir + "/control.sock", input = Pipe()
        let kiosk = try RunningKiosk(["run", "--driver", "headless", "--size", "640x480", "--commands", "-", "--control", socket,
                                      dir + "/screen.yaml"], input: input)
        return (kiosk, socket, input)
    }

    private func isEvent(_ name: String, id: String? = nil) -> ([String: Any]) -> Bool {
        { $0["event"] as? String == name && (id == nil || $0["id"] as? String == id) }
    }

    func testTheSocketIsTheOwnersOnlyAndAHeadlessRunWaitsForClients() async throws {
        let (kiosk, socket) = try start()
        var st = stat()
        XCTAssertEqual(lstat(socket, &st), 0)
        XCTAssertEqual(st.st_mode & S_IFMT, S_IFSOCK)
        XCTAssertEqual(st.st_mode & 0o777, 0o600, "only its owner may connect")
        usleep(300_000)
        XCTAssertTrue(kiosk.process.isRunning, "headless with a socket, the run waits for clients")
        XCTAssertEqual(kiosk.stop(), 0)
    }

    func testARegularFileAtThePathIsRefusedAndLeftAlone() async throws {
        let path = KioskProcess.temporaryFolder("ctl") + "/notes.txt"
        try "keep me".write(toFile: path, atomically: true, encoding: .utf8)
        let r = try KioskProcess.run(["run", "--driver", "headless", "--control", path])
        XCTAssertEqual(r.status, 2, "a path the kiosk cannot create is a command-line error")
        XCTAssertTrue(r.stderr.contains("--control \(path): the path exists and is a regular file, not a socket"), r.stderr)
        XCTAssertEqual(try String(contentsOfFile: path, encoding: .utf8), "keep me")
    }

    func testALiveSocketIsRefusedAndAStaleOneReplaced() async throws {
        let (first, socket) = try start()
        let r = try KioskProcess.run(["run", "--driver", "headless", "--control", socket])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("is listening on this socket"), r.stderr)
        XCTAssertEqual(first.stop(), 0)

        // A socket file nobody listens on, as a killed run leaves it.
        let fd = Glibc.socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        let address = try XCTUnwrap(SocketAddress(path: socket))
        XCTAssertEqual(address.withSockaddr { bind(fd, $0, $1) }, 0)
        let stale = FileIdentity(path: socket)
        let second = try RunningKiosk(["run", "--driver", "headless", "--control", socket])
        defer { second.stop() }
        let deadline = Date().addingTimeInterval(30)
        while FileIdentity(path: socket) == stale && second.process.isRunning && Date() < deadline { usleep(10_000) }
        let client = try connect(socket, while: second)
        client.startReading()
        client.send(#"{"query":"layout"}"#)
        XCTAssertNotNil(client.waitForEvent(isEvent("layout")), "the new run listens where the stale socket was: \(second.stderr.all)")
    }

    func testEveryClientHearsATapThatOneOfThemCaused() async throws {
        let (kiosk, socket) = try start()
        defer { kiosk.stop() }
        let a = try connect(socket, while: kiosk), b = try connect(socket, while: kiosk)
        a.startReading()
        b.startReading()
        // Both are registered once each has had an answer to a query of its own.
        for c in [a, b] {
            c.send(#"{"query":"layout"}"#)
            XCTAssertNotNil(c.waitForEvent(isEvent("layout")))
        }
        a.send(#"{"pointer":"down","target":"go"}"#)
        a.send(#"{"pointer":"up","target":"go"}"#)
        for (name, c) in [("the sender", a), ("the other client", b)] {
            let tap = c.waitForEvent(isEvent("tap", id: "go"))
            XCTAssertEqual(tap?["title"] as? String, "Go", "\(name) hears the tap")
        }
        XCTAssertNotNil(kiosk.stdout.wait(for: #""event":"tap","id":"go""#, timeout: 10), "and so does stdout")
    }

    /// A kiosk with two clients reading, the second one heard from: the kiosk answers it, so both
    /// are connected and served before a test's first line.
    private func twoReadingClients() throws -> (RunningKiosk, ControlTestClient, ControlTestClient) {
        let (kiosk, socket) = try start()
        let a = try connect(socket, while: kiosk), b = try connect(socket, while: kiosk)
        a.startReading()
        b.startReading()
        b.send(#"{"query":"layout"}"#)
        XCTAssertNotNil(b.waitForEvent(isEvent("layout")))
        return (kiosk, a, b)
    }

    func testABadLineIsAnsweredToItsSenderOnly() async throws {
        let (kiosk, a, b) = try twoReadingClients()
        a.send(#"{"set":{"id":"nowhere","value":1}}"#)
        let error = a.waitForEvent(isEvent("error"))
        let message = try XCTUnwrap(error?["message"] as? String)
        XCTAssertTrue(message.hasPrefix("control#1:1: "), message)
        XCTAssertTrue(message.contains("nowhere"), message)
        // Events reach a client in order: had b been sent the error, it would come before this answer.
        b.send(#"{"query":"layout"}"#)
        b.received?.wait(timeout: 20) { $0.filter { $0.contains(#""event":"layout""#) }.count >= 2 }
        XCTAssertEqual(b.events.filter(isEvent("layout")).count, 2)
        XCTAssertTrue(b.events.filter(isEvent("error")).isEmpty, "the other client is not told: \(b.events)")
        XCTAssertEqual(kiosk.stop(), 0)
        XCTAssertFalse(kiosk.stdout.all.contains { $0.contains(#""event":"error""#) }, "nor is stdout")
        XCTAssertTrue(kiosk.stderr.all.contains { $0.hasPrefix("kiosk: command refused: control#1:1: ") }, "the operator's log has it")
    }

    func testAQueryIsAnsweredOnceToItsAskerWithItsRefAndATapStillReachesEveryone() async throws {
        let (kiosk, socket) = try start()
        let a = try connect(socket, while: kiosk), b = try connect(socket, while: kiosk)
        a.startReading()
        b.startReading()
        b.send(#"{"query":"layout","ref":"b-1"}"#)
        XCTAssertNotNil(b.waitForEvent { $0["event"] as? String == "layout" && $0["ref"] as? String == "b-1" })
        a.send(#"{"query":"layout","ref":7}"#)
        XCTAssertNotNil(a.waitForEvent { $0["event"] as? String == "layout" && $0["ref"] as? Int == 7 })
        // Each client's events come in order: an answer sent after these would come after them.
        a.send(#"{"query":"layout","ref":"a-2"}"#)
        XCTAssertNotNil(a.waitForEvent { $0["ref"] as? String == "a-2" })
        b.send(#"{"query":"layout","ref":"b-2"}"#)
        XCTAssertNotNil(b.waitForEvent { $0["ref"] as? String == "b-2" })

        let answers = (a.received?.all ?? []).filter { $0.contains(#""event":"layout""#) && $0.contains(#""ref":7"#) }
        XCTAssertEqual(answers.count, 1, "the asker gets its answer once: \(a.events)")
        XCTAssertTrue(answers.first?.hasSuffix(#","ref":7}"#) == true, "the ref is the answer's last field: \(answers)")
        XCTAssertEqual(a.events.filter(isEvent("layout")).map { "\($0["ref"] ?? "none")" }, ["7", "a-2"], "and none of the other's")
        XCTAssertEqual(b.events.filter(isEvent("layout")).map { "\($0["ref"] ?? "none")" }, ["b-1", "b-2"], "the other client gets none of it")

        a.send(#"{"pointer":"down","target":"go","ref":"t"}"#)
        a.send(#"{"pointer":"up","target":"go"}"#)
        for (name, c) in [("the sender", a), ("the other client", b)] {
            let tap = c.waitForEvent(isEvent("tap", id: "go"))
            XCTAssertEqual(tap?["title"] as? String, "Go", "\(name) hears the tap")
            XCTAssertNil(tap?["ref"], "a tap is no answer: it carries no ref")
        }
        XCTAssertEqual(kiosk.stop(), 0)
        XCTAssertTrue(kiosk.stdout.all.contains { $0.contains(#""event":"tap","id":"go""#) }, "stdout hears the tap")
        XCTAssertFalse(kiosk.stdout.all.contains { $0.contains(#""event":"layout""#) }, "but not the clients' answers: \(kiosk.stdout.all)")
    }

    func testAnAnswerToStdinGoesToStdoutAloneWhileTheEventsItCausesReachEveryClient() async throws {
        // An answer to stdin reaches no client: sent to every client, a flood of layout queries
        // on stdin made 37.8 MB in 3 s.
        let (kiosk, socket, input) = try Self.startWithStdin()
        let client = try connect(socket, while: kiosk)
        client.startReading()
        client.send(#"{"query":"layout","ref":"mine"}"#)
        XCTAssertNotNil(client.waitForEvent { $0["ref"] as? String == "mine" }, "the client is served")
        input.fileHandleForWriting.write(Data("""
            {"query":"layout","ref":"stdin-1"}
            {"query":"layout"}
            {"set":{"id":"nowhere","value":1},"ref":"stdin-2"}
            {"set":{"id":"zone","value":"Zone B"}}

            """.utf8))
        // Events reach a client in order: the answers, had it been sent them, would come before the change.
        XCTAssertNotNil(client.waitForEvent(isEvent("change", id: "zone")), "the change a stdin line causes reaches every client")
        XCTAssertEqual(client.events.filter(isEvent("layout")).map { $0["ref"] as? String }, ["mine"], "no answer to stdin: \(client.events.map { $0["event"] ?? "" })")
        XCTAssertTrue(client.events.filter(isEvent("error")).isEmpty, "nor the refusal of a stdin line")
        XCTAssertNotNil(kiosk.stdout.wait(for: #""event":"change","id":"zone""#, timeout: 20))
        try input.fileHandleForWriting.close()
        kiosk.stop()
        let out = KioskProcess.events(kiosk.stdout.all.joined(separator: "\n"))
        XCTAssertEqual(out.filter(isEvent("layout")).map { $0["ref"] as? String }, ["stdin-1", nil], "stdout gets stdin's answers, once each")
        XCTAssertEqual(out.filter(isEvent("error")).map { $0["ref"] as? String }, ["stdin-2"], "and its refusal")
    }

    func testABadRefIsRefusedToItsSenderAndAGoodOneIsEchoedInAnError() async throws {
        let (kiosk, a, b) = try twoReadingClients()
        a.send(#"{"query":"layout","ref":{"n":1}}"#)
        a.send(#"{"query":"layout","ref":"\#(String(repeating: "r", count: 201))"}"#)
        a.send(#"{"set":{"id":"nowhere","value":1},"ref":"s-3"}"#)
        a.received?.wait(timeout: 20) { $0.filter { $0.contains(#""event":"error""#) }.count >= 3 }
        let errors = a.events.filter(isEvent("error"))
        let messages = errors.compactMap { $0["message"] as? String }
        XCTAssertEqual(messages.count, 3, "\(messages)")
        XCTAssertTrue(messages.first?.hasPrefix(#"control#1:1: "ref" must be a string or a number, not an object; give a string of at most 200 characters or a number, e.g. "ref":7"#) == true, "\(messages)")
        XCTAssertTrue(messages.dropFirst().first?.hasPrefix(#"control#1:2: "ref" is 201 characters long, over the limit of 200"#) == true, "\(messages)")
        XCTAssertTrue(messages.last?.contains("nowhere") == true, "\(messages)")
        XCTAssertEqual(errors.map { $0["ref"] as? String }, [nil, nil, "s-3"], "the error of a line with a good ref carries it")
        XCTAssertTrue(a.events.filter(isEvent("layout")).isEmpty, "a line with a bad ref is not carried out")
        b.send(#"{"query":"layout","ref":2}"#)
        XCTAssertNotNil(b.waitForEvent { $0["ref"] as? Int == 2 })
        XCTAssertTrue(b.events.filter(isEvent("error")).isEmpty, "the other client is not told: \(b.events)")
        XCTAssertEqual(kiosk.stop(), 0)
    }

    func testAScreenshotIsAnsweredToItsAskerOnly() async throws {
        let shots = KioskProcess.temporaryFolder("ctl-shots")
        let (kiosk, socket) = try start(["--screenshot-dir", shots])
        let a = try connect(socket, while: kiosk), b = try connect(socket, while: kiosk)
        a.startReading()
        b.startReading()
        b.send(#"{"query":"layout"}"#)
        XCTAssertNotNil(b.waitForEvent(isEvent("layout")))
        a.send(#"{"screenshot":"a.png","ref":"shot-1"}"#)
        let shot = a.waitForEvent(isEvent("screenshot"))
        XCTAssertEqual(shot?["ref"] as? String, "shot-1", "\(a.events)")
        XCTAssertTrue((shot?["path"] as? String)?.hasSuffix("/a.png") == true, "\(String(describing: shot))")
        b.send(#"{"query":"layout","ref":2}"#)
        XCTAssertNotNil(b.waitForEvent { $0["ref"] as? Int == 2 })
        XCTAssertTrue(b.events.filter(isEvent("screenshot")).isEmpty, "the other client gets no answer: \(b.events)")
        XCTAssertEqual(kiosk.stop(), 0)
        XCTAssertFalse(kiosk.stdout.all.contains { $0.contains(#""event":"screenshot""#) }, "nor does stdout")
    }

    func testALineOverOneMebibyteIsRefusedToItsSenderAndTheNextLineRuns() async throws {
        let (kiosk, socket) = try start()
        defer { kiosk.stop() }
        let client = try connect(socket, while: kiosk)
        client.startReading()
        client.send(String(repeating: "x", count: 2 << 20))
        client.send(#"{"query":"layout"}"#)
        let error = client.waitForEvent(isEvent("error"))
        XCTAssertTrue((error?["message"] as? String)?.hasPrefix("control#1:1: the line is 2097152 bytes, over the limit of 1 MiB") == true, "\(String(describing: error))")
        XCTAssertNotNil(client.waitForEvent(isEvent("layout")), "the line after it is carried out")
    }

    func testAClientThatStopsReadingIsDroppedWithOneWarningWhileTheOthersGoOn() async throws {
        let (kiosk, socket) = try start(["--events", "/dev/null"])
        defer { kiosk.stop() }
        let stuck = try connect(socket, while: kiosk)   // never reads
        let reader = try connect(socket, while: kiosk)
        reader.startReading()
        let received = try XCTUnwrap(reader.received)
        // Taps go to both clients (answers only to the asker): with a 4 KiB title, the stuck one's
        // kernel buffer, then its 1 MiB outbox, fill up. The reader reads them all as they come.
        reader.send(#"{"set":{"id":"go","text":"\#(String(repeating: "g", count: 4096))"}}"#)
        let warning = #""event":"warning""#
        var sent = 0
        while sent < 4_000 && !received.all.contains(where: { $0.contains(warning) }) {
            for _ in 0..<20 {
                reader.send(#"{"pointer":"down","target":"go"}"#)
                reader.send(#"{"pointer":"up","target":"go"}"#)
            }
            sent += 20
            received.wait(timeout: 5) { $0.count >= sent }
        }
        let lines = received.wait(timeout: 10) { $0.contains { $0.contains(warning) } }
        let warnings = lines.filter { $0.contains(warning) }
        XCTAssertEqual(warnings.count, 1, "one warning: \(warnings)")
        XCTAssertTrue(warnings.first?.contains("control#1 stopped reading its events and was dropped") == true, "\(warnings)")
        let tapBytes = lines.first { $0.contains(#""event":"tap""#) }?.utf8.count ?? 0
        print("the stuck client was dropped after \(sent) taps (events of \(tapBytes) bytes)")
        XCTAssertGreaterThan(sent * tapBytes, ControlOutbox.defaultLimit, "the stuck client was owed over 1 MiB when dropped")

        // The UI still answers the client that reads…
        let before = lines.count
        reader.send(#"{"query":"layout"}"#)
        let after = received.wait(timeout: 20) { $0.count > before && $0[before...].contains { $0.contains(#""event":"layout""#) } }
        XCTAssertTrue(after[before...].contains { $0.contains(#""event":"layout""#) }, "answers go on after the drop")
        // …and the stuck one's connection was closed: what its kernel buffer held, then the end.
        stuck.startReading()
        XCTAssertTrue(stuck.received?.waitForEnd(timeout: 20) == true, "the kiosk closed the stuck client's connection")
        XCTAssertLessThan(stuck.received?.all.count ?? 0, sent, "it did not get every tap")
        XCTAssertEqual(kiosk.stderr.all.filter { $0.contains("control#1 stopped reading") }.count, 1)
    }

    func testTheSocketIsRemovedAfterSIGTERM() async throws {
        let (kiosk, socket) = try start()
        let client = try connect(socket, while: kiosk)
        client.startReading()
        client.send(#"{"query":"layout"}"#)
        XCTAssertNotNil(client.waitForEvent(isEvent("layout")))
        XCTAssertEqual(kiosk.stop(), 0)
        XCTAssertFalse(FileManager.default.fileExists(atPath: socket), "the socket file is removed on exit")
        XCTAssertTrue(client.received?.waitForEnd(timeout: 5) == true, "its clients see the end")
        XCTAssertTrue(kiosk.stderr.all.contains("kiosk: SIGTERM received; exiting"), "\(kiosk.stderr.all)")
    }

    func testAReplayTakesNoSocket() async throws {
        let q = KioskProcess.temporaryFile("ctl-q.jsonl", contents: #"{"at":0,"query":"layout"}"#)
        let socket = KioskProcess.temporaryFolder("ctl") + "/c.sock"
        let r = try KioskProcess.run(["run", "--driver", "headless", "--replay", q.path, "--control", socket])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("--control and --replay cannot be combined"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: socket))
    }

    /// A client connected once the kiosk listens.
    private func connect(_ socket: String, while kiosk: RunningKiosk) throws -> ControlTestClient {
        XCTAssertTrue(kiosk.waitForSocket(socket))
        return try ControlTestClient(path: socket)
    }
}
