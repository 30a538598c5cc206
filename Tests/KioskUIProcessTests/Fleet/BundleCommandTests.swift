import Foundation
import KioskUITestSupport
import XCTest

/// `kiosk bundle keygen`, `make` and `verify` as an operator runs them: exit statuses, what they
/// print, the private key's mode, and each refusal naming the file and the fix.
final class BundleCommandTests: XCTestCase {
    private func mode(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int) ?? -1
    }

    private func write(_ text: String, _ path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func testKeygenMakeVerifyAndTheirRefusals() throws {
        let d = KioskProcess.temporaryFolder("bundle-cli")
        let key = d + "/bundle.key", pub = d + "/bundle.pub"
        var r = try KioskProcess.run(["bundle", "keygen", key, pub])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(mode(key), 0o600, "the private key only its owner reads")
        let secret = try String(contentsOfFile: key, encoding: .utf8)
        XCTAssertTrue(secret.hasPrefix("kiosk-ed25519-private "))
        let secretBody = String(secret.dropFirst("kiosk-ed25519-private ".count).prefix(24))
        XCTAssertFalse(r.stdout.contains(secretBody) || r.stderr.contains(secretBody), "no key printed")

        // A second keygen onto the same names: refused, the key unchanged.
        r = try KioskProcess.run(["bundle", "keygen", key, d + "/other.pub"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "kiosk: error: \(key) exists; a key file is never replaced: give a new name, or remove it first if it is no longer needed\n")
        XCTAssertEqual(try String(contentsOfFile: key, encoding: .utf8), secret)
        XCTAssertFalse(FileManager.default.fileExists(atPath: d + "/other.pub"))

        let content = d + "/content"
        try write("root: {type: column, children: [{type: label, text: Hello}, {type: button, title: Go}]}\n", content + "/screen.yaml")
        try write("msgid \"Hello\"\nmsgstr \"Hallo\"\n", content + "/po/de.po")
        let bundle = d + "/content.bundle"
        r = try KioskProcess.run(["bundle", "make", content, "--key", key, "--version", "2026-11-29.1", "-o", bundle])
        XCTAssertEqual(r.status, 0, r.stderr)
        let size = try XCTUnwrap(FileManager.default.attributesOfItem(atPath: bundle)[.size] as? Int)
        XCTAssertEqual(r.stdout, "\(bundle): bundle 2026-11-29.1, 2 files, \(size) bytes, screen screen.yaml (4 widgets), signed\n")

        r = try KioskProcess.run(["bundle", "verify", bundle, "--key", pub])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.stdout, "\(bundle): ok: bundle 2026-11-29.1, 2 files, \(size) bytes, signed by \(pub); screen screen.yaml: 1 screen, 4 widgets\n")

        // One byte changed: refused, status 3, the reason and the fix.
        var bytes = try Data(contentsOf: URL(fileURLWithPath: bundle))
        bytes[bytes.count - 5] ^= 0x20
        let tampered = d + "/tampered.bundle"
        try bytes.write(to: URL(fileURLWithPath: tampered))
        r = try KioskProcess.run(["bundle", "verify", tampered, "--key", pub])
        XCTAssertEqual(r.status, 3)
        XCTAssertTrue(r.stderr.hasPrefix("kiosk: error: \(tampered): refused: bad signature: the bundle was not signed with the key --bundle-key names, or was changed after signing"), r.stderr)
        XCTAssertEqual(r.stdout, "")

        // Another key's public half.
        XCTAssertEqual(try KioskProcess.run(["bundle", "keygen", d + "/b.key", d + "/b.pub"]).status, 0)
        r = try KioskProcess.run(["bundle", "verify", bundle, "--key", d + "/b.pub"])
        XCTAssertEqual(r.status, 3)
        XCTAssertTrue(r.stderr.contains("bad signature"), r.stderr)

        // A private key others may read.
        chmod(key, 0o644)
        r = try KioskProcess.run(["bundle", "make", content, "--key", key, "--version", "2", "-o", d + "/2.bundle"])
        XCTAssertEqual(r.status, 3)
        XCTAssertEqual(r.stderr, "kiosk: error: the private key \(key) may be read or changed by others (mode 0644); make it private with: chmod 600 \(key)\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: d + "/2.bundle"))
        chmod(key, 0o600)

        // A link inside the folder.
        try FileManager.default.createSymbolicLink(atPath: content + "/po/passwd", withDestinationPath: "/etc/passwd")
        r = try KioskProcess.run(["bundle", "make", content, "--key", key, "--version", "2", "-o", d + "/2.bundle"])
        XCTAssertEqual(r.status, 3)
        XCTAssertEqual(r.stderr, "kiosk: error: \(content)/po/passwd is a symbolic link; a bundle holds only regular files and folders: copy the file in its place\n")
        try FileManager.default.removeItem(atPath: content + "/po/passwd")

        // A screen kiosk check refuses: nothing signed.
        try write("root: {type: labl}\n", content + "/screen.yaml")
        r = try KioskProcess.run(["bundle", "make", content, "--key", key, "--version", "2", "-o", d + "/2.bundle"])
        XCTAssertEqual(r.status, 3)
        XCTAssertTrue(r.stderr.hasPrefix("\(content)/screen.yaml:1: type: \"labl\" is not a widget type"), r.stderr)
        XCTAssertTrue(r.stderr.hasSuffix("kiosk: error: the screen \(content)/screen.yaml has problems (above); the bundle was not made\n"), r.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: d + "/2.bundle"))

        // The bundle written into the folder it bundles.
        r = try KioskProcess.run(["bundle", "make", content, "--key", key, "--version", "2", "-o", content + "/po/x.bundle"])
        XCTAssertEqual(r.status, 2)
        XCTAssertEqual(r.stderr, "kiosk: error: -o \(content)/po/x.bundle is inside \(content): the next bundle would hold this one; write it outside the folder\n")

        // The command line: a missing option names the subcommand's usage.
        r = try KioskProcess.run(["bundle", "make", content, "--key", key, "-o", d + "/2.bundle"])
        XCTAssertEqual(r.status, 2)
        XCTAssertTrue(r.stderr.contains("Missing value for '--version <version>'") && r.stderr.contains("Usage: kiosk bundle make"), r.stderr)
        r = try KioskProcess.run(["--help"])
        XCTAssertTrue(r.stdout.contains("  bundle  ") || r.stdout.contains("\n  bundle"), "bundle in the help: \(r.stdout)")
    }

    /// A file over the limit is refused from its size, before a byte is read or a key is used.
    func testVerifyRefusesAFileOverTheLimitFromItsSize() throws {
        let d = KioskProcess.temporaryFolder("bundle-big")
        XCTAssertEqual(try KioskProcess.run(["bundle", "keygen", d + "/k", d + "/k.pub"]).status, 0)
        let big = d + "/big.bundle"
        XCTAssertTrue(FileManager.default.createFile(atPath: big, contents: nil))
        let handle = try XCTUnwrap(FileHandle(forWritingAtPath: big))
        try handle.truncate(atOffset: 65 << 20)   // sparse: nothing written
        try handle.close()
        let started = Date()
        let r = try KioskProcess.run(["bundle", "verify", big, "--key", d + "/k.pub"])
        XCTAssertEqual(r.status, 3)
        XCTAssertEqual(r.stderr, "kiosk: error: \(big) is \(65 << 20) bytes; a bundle may be at most \(64 << 20) bytes (64 MiB)\n")
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
    }
}
