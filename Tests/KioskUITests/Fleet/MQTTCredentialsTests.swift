import Foundation
import XCTest
@testable import KioskUICore

/// `--mqtt-credentials FILE`: user= and password= lines from a file only its owner may read; a
/// file others may read, a missing line or a stray one refused with the fix, and the password
/// never in a message.
final class MQTTCredentialsTests: XCTestCase {
    private let secret = "s3cr3t-Pa55"

    private func file(_ text: String, mode: Int = 0o600) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("creds-\(getpid())-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let path = dir.appendingPathComponent("mqtt.cred").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: path)
        return path
    }

    private func refusal(_ path: String) -> String? {
        if case .failure(let e) = MQTTCredentials.read(path) { return e.description }
        return nil
    }

    func testAPrivateFileIsRead() throws {
        let c = try MQTTCredentials.read(try file("# the broker's login\nuser=panel-1\r\npassword=\(secret)=x\n\n")).get()
        XCTAssertEqual(c.user, "panel-1")
        XCTAssertEqual(c.password, "\(secret)=x", "the password is everything after the first =")
        XCTAssertEqual(try MQTTCredentials.read(try file("user=u\npassword=", mode: 0o400)).get().password, "", "an empty password is a password")
    }

    func testAFileOthersMayReadIsRefusedWithChmod600() throws {
        for mode in [0o644, 0o640, 0o604, 0o660] {
            let path = try file("user=u\npassword=\(secret)\n", mode: mode)
            let why = try XCTUnwrap(refusal(path), "mode \(String(mode, radix: 8)) is refused")
            XCTAssertEqual(why, "--mqtt-credentials \(path): others may read it (mode \(String(mode, radix: 8))); it holds a password: chmod 600 \(path)")
            XCTAssertFalse(why.contains(secret))
        }
    }

    func testMissingAndStrayLinesAreRefusedWithoutThePassword() throws {
        let cases: [(String, String)] = [
            ("password=\(secret)\n", "there is no user= line"),
            ("user=\npassword=\(secret)\n", "there is no user= line"),
            ("user=u\n", "there is no password= line"),
            ("user=u\n\(secret)\n", "line 2 is not KEY=VALUE; give user=NAME and password=SECRET"),
            ("user=u\npasswd=\(secret)\n", "line 2: \"passwd\" is not a setting; the file takes user= and password="),
            ("", "there is no user= line"),
        ]
        for (text, why) in cases {
            let path = try file(text)
            let r = try XCTUnwrap(refusal(path), text)
            XCTAssertEqual(r, "--mqtt-credentials \(path): \(why)")
            XCTAssertFalse(r.contains(secret), "the password is never in the message: \(r)")
        }
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString)").path
        XCTAssertTrue(refusal(missing)?.hasPrefix("--mqtt-credentials \(missing): ") == true)
        XCTAssertTrue(refusal(missing)?.contains("give a file of two lines, user=NAME and password=SECRET, mode 0600") == true, refusal(missing) ?? "")
        let big = try file("user=u\npassword=\(secret)\n#" + String(repeating: "x", count: MQTTCredentials.maxBytes))
        XCTAssertNotNil(refusal(big), "over \(MQTTCredentials.maxBytes) bytes is not a credentials file")
        XCTAssertFalse(refusal(big)?.contains(secret) ?? true)
        let binary = try file("user=u\npassword=\(secret)\n")
        try Data([0x75, 0x73, 0x65, 0x72, 0x3D, 0xFF]).write(to: URL(fileURLWithPath: binary))
        XCTAssertEqual(refusal(binary), "--mqtt-credentials \(binary): it is not UTF-8 text")
    }
}
