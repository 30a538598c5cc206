import XCTest
@testable import KioskUICore

/// The version `kiosk fleet push` reports: read from the bundle's manifest (no key needed), or
/// `--version` when the file names none; a contradiction or a version a bundle cannot have is
/// refused with the fix.
final class FleetBundleFileTests: XCTestCase {
    static func bundle(version: String) throws -> [UInt8] {
        let screen = Array("screen:\n  id: home\n".utf8)
        let manifest = BundleManifest(version: version, screen: "screen.yaml", entries: [.init(kind: .file(size: screen.count), path: "screen.yaml")])
        return try BundleFormat.write(manifest, files: [screen], secretKey: Ed25519.keyPair().secretKey)
    }

    func testTheVersionIsReadFromTheManifestWithoutAKey() throws {
        var bytes = try Self.bundle(version: "2026-11-29.1")
        XCTAssertEqual(FleetBundleFile.bundleVersion(of: bytes), "2026-11-29.1")
        bytes[BundleFormat.magic.count] ^= 1
        XCTAssertEqual(FleetBundleFile.bundleVersion(of: bytes), "2026-11-29.1", "the panels check the signature, not the tool")
        XCTAssertNil(FleetBundleFile.bundleVersion(of: Array("not a bundle".utf8)))
        XCTAssertNil(FleetBundleFile.bundleVersion(of: Array(bytes.prefix(BundleFormat.signedStart + 10))), "cut inside its manifest")
    }

    func testTheVersionGivenMustAgreeWithTheFilesAndBeOneABundleCanHave() throws {
        let bytes = try Self.bundle(version: "V2")
        func result(_ b: [UInt8], _ given: String?) -> String {
            switch FleetBundleFile.version(of: b, path: "c.bundle", given: given) {
            case .success(let v): return v
            case .failure(let e): return "error \(e.status.rawValue): \(e.description)"
            }
        }
        XCTAssertEqual(result(bytes, nil), "V2")
        XCTAssertEqual(result(bytes, "V2"), "V2")
        XCTAssertEqual(result(bytes, "V3"), "error 3: c.bundle is version V2, not V3 as --version says; leave --version out or give V2")
        let other = Array("raw bytes".utf8)
        XCTAssertEqual(result(other, "V3"), "V3")
        XCTAssertEqual(result(other, nil), "error 3: c.bundle is not a bundle this kiosk reads (no kiosk-bundle manifest); make it with kiosk bundle make, or give its version with --version V")
        XCTAssertTrue(result(other, "a b").hasPrefix("error 2: --version: version 'a b' is not 1 to 64 of A-Z"), result(other, "a b"))
    }
}
