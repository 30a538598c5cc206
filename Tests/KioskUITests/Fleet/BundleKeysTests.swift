import Foundation
import XCTest
@testable import KioskUICore

/// Key files: written 0600 (private) without replacing anything, read back to keys that sign and
/// verify, a private key others may read refused with the fix, and no key in a message.
final class BundleKeysTests: XCTestCase {
    private func mode(_ path: String) -> Int {
        ((try? FileManager.default.attributesOfItem(atPath: path)[.posixPermissions]) as? Int) ?? -1
    }

    func testKeygenWritesAPrivateKeyOnlyItsOwnerReadsAndKeysThatSignAndVerify() throws {
        let d = BundleFixtures.folder("keys")
        try BundleKeys.generate(privatePath: d + "/k", publicPath: d + "/k.pub")
        XCTAssertEqual(mode(d + "/k"), 0o600)
        let publicText = try XCTUnwrap(FileSystem.text(atPath: d + "/k.pub"))
        XCTAssertTrue(publicText.hasPrefix("kiosk-ed25519-public "), publicText)
        XCTAssertEqual(publicText.filter { $0 == "\n" }.count, 1, "one line")
        XCTAssertTrue(FileSystem.text(atPath: d + "/k")?.hasPrefix("kiosk-ed25519-private ") == true)
        let secret = try BundleKeys.readPrivate(d + "/k"), pub = try BundleKeys.readPublic(d + "/k.pub")
        let message: [UInt8] = Array("a bundle".utf8)
        let signature = try Ed25519.sign(message[...], secretKey: secret)
        XCTAssertTrue(Ed25519.verify(signature[...], of: message[...], publicKey: pub))
        XCTAssertFalse(Ed25519.verify(signature[...], of: Array("a bundlE".utf8)[...], publicKey: pub))
        XCTAssertFalse(Ed25519.verify(signature[...], of: message[...], publicKey: BundleFixtures.keys.publicKey), "another key")
    }

    func testKeygenNeverReplacesAFileOrFollowsALink() throws {
        let d = BundleFixtures.folder("keys")
        BundleFixtures.write("mine\n", d + "/taken")
        try FileManager.default.createSymbolicLink(atPath: d + "/dangling", withDestinationPath: d + "/nowhere")
        for (priv, pub) in [(d + "/taken", d + "/new.pub"), (d + "/new", d + "/taken"), (d + "/dangling", d + "/new.pub")] {
            XCTAssertThrowsError(try BundleKeys.generate(privatePath: priv, publicPath: pub)) { e in
                XCTAssertTrue("\(e)".contains("exists; a key file is never replaced"), "\(e)")
            }
            XCTAssertFalse(FileSystem.exists(d + "/new") || FileSystem.exists(d + "/new.pub"), "nothing written when one name is taken")
        }
        XCTAssertEqual(FileSystem.text(atPath: d + "/taken"), "mine\n")
        XCTAssertFalse(FileSystem.exists(d + "/nowhere"), "the link was not followed")
    }

    func testAPrivateKeyOthersMayReadIsRefusedWithTheFix() throws {
        let d = BundleFixtures.folder("keys")
        try BundleKeys.generate(privatePath: d + "/k", publicPath: d + "/k.pub")
        let text = try XCTUnwrap(FileSystem.text(atPath: d + "/k"))
        let encoded = String(text.dropFirst("kiosk-ed25519-private ".count).dropLast())
        for m in [0o640, 0o604, 0o620] {
            chmod(d + "/k", mode_t(m))
            XCTAssertThrowsError(try BundleKeys.readPrivate(d + "/k")) { e in
                XCTAssertEqual("\(e)", "the private key \(d)/k may be read or changed by others (mode 0\(String(m, radix: 8))); make it private with: chmod 600 \(d)/k")
                XCTAssertFalse("\(e)".contains(encoded))
            }
        }
        chmod(d + "/k", 0o400)
        XCTAssertNoThrow(try BundleKeys.readPrivate(d + "/k"))
    }

    func testAFileThatIsNotAKeyIsRefusedWithoutQuotingIt() throws {
        let d = BundleFixtures.folder("keys")
        try BundleKeys.generate(privatePath: d + "/k", publicPath: d + "/k.pub")
        let secretLine = try XCTUnwrap(FileSystem.text(atPath: d + "/k"))
        // The private key given where the public one goes, a cut key, a second line.
        BundleFixtures.write(secretLine, d + "/wrong.pub")
        BundleFixtures.write(String(secretLine.prefix(40)) + "\n", d + "/cut")
        chmod(d + "/cut", 0o600)
        BundleFixtures.write(secretLine + secretLine, d + "/two")
        chmod(d + "/two", 0o600)
        let body = String(secretLine.dropFirst("kiosk-ed25519-private ".count).prefix(20))
        XCTAssertThrowsError(try BundleKeys.readPublic(d + "/wrong.pub")) { e in
            XCTAssertEqual("\(e)", "\(d)/wrong.pub is not a public key file: its one line should be 'kiosk-ed25519-public BASE64', as kiosk bundle keygen writes it")
        }
        for f in ["cut", "two"] {
            XCTAssertThrowsError(try BundleKeys.readPrivate(d + "/" + f)) { e in
                XCTAssertTrue("\(e)".contains("is not a private key file"), "\(e)")
                XCTAssertFalse("\(e)".contains(body))
            }
        }
        XCTAssertThrowsError(try BundleKeys.readPublic(d + "/none")) { XCTAssertTrue("\($0)".contains("does not exist"), "\($0)") }
    }
}
