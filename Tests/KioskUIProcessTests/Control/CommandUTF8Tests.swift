import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// A command line that is not UTF-8 is refused with an `error` naming its source, line, column and
/// byte, as a replay script's bad byte is named, and nothing changes (it used
/// to be carried out with U+FFFD in place of the bad bytes).
@MainActor
final class CommandUTF8Tests: XCTestCase {
    private func isEvent(_ name: String) -> ([String: Any]) -> Bool { { $0["event"] as? String == name } }

    func testALineThatIsNotUTF8IsRefusedNamingItsSourceLineColumnAndByteOnStdinAndTheSocket() async throws {
        let (kiosk, socket, input) = try ControlSocketTests.startWithStdin()
        defer { kiosk.stop() }

        // Stdin: "café" in Latin-1 on line 2 (é is the one byte 0xE9).
        let first = #"{"query":"layout","ref":"before"}"#
        let prefix = #"{"set":{"id":"price","text":"Café "#
        var bytes = Array((first + "\n" + prefix).utf8)
        bytes += [0xE9] + Array(#"tabac"}}"#.utf8) + [10] + Array(#"{"query":"layout","ref":"after"}"#.utf8) + [10]
        input.fileHandleForWriting.write(Data(bytes))
        let answer = try XCTUnwrap(kiosk.stdout.wait(for: #""ref":"after""#, timeout: 30), "\(kiosk.stderr.all)")
        let errors = KioskProcess.events(kiosk.stdout.all.joined(separator: "\n")).filter(isEvent("error")).compactMap { $0["message"] as? String }
        // The column counts characters ("é" of "Café" is one), the byte is the input's from 0.
        let place = "line 2, column \(prefix.count + 1) (byte \(first.utf8.count + 1 + prefix.utf8.count))"
        XCTAssertEqual(errors.count, 1, "\(errors)")
        XCTAssertTrue(errors.first?.hasPrefix("stdin:2: the line is not UTF-8 text: the first bad byte (0xE9) is at \(place); it was skipped") == true,
                      "\(errors)")
        let nodes = KioskProcess.nodes(try XCTUnwrap(KioskProcess.events(answer).first))
        XCTAssertEqual(nodes["price"]?["text"] as? String, "€2.00", "nothing changed")

        // The socket: a lone lead byte (0xC3 then "(") on the client's first line.
        XCTAssertTrue(kiosk.waitForSocket(socket))
        let client = try ControlTestClient(path: socket)
        client.startReading()
        let start = #"{"set":{"id":"price","text":"€"#
        client.send(bytes: Array(start.utf8) + [0xC3] + Array(#"("}}"#.utf8) + [10])
        client.send(#"{"query":"layout","ref":"socket"}"#)
        let layout = try XCTUnwrap(client.waitForEvent { $0["ref"] as? String == "socket" }, "\(client.events)")
        let refusal = client.events.filter(isEvent("error")).compactMap { $0["message"] as? String }
        XCTAssertEqual(refusal.count, 1, "\(client.events)")
        XCTAssertTrue(refusal.first?.hasPrefix("control#1:1: the line is not UTF-8 text: the first bad byte (0xC3) is at line 1, column \(start.count + 1) (byte \(start.utf8.count)); it was skipped") == true,
                      "\(refusal)")
        XCTAssertEqual(KioskProcess.nodes(layout)["price"]?["text"] as? String, "€2.00", "nothing changed")
    }
}
