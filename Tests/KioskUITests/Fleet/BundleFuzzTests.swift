import Foundation
import XCTest
@testable import KioskUICore

/// Signed manifests put together at random from hostile pieces (`..`, `/`, NUL, backslash,
/// links, sizes that do not add up): each is refused or unpacked, and whatever is written stays
/// under `DIR/versions/`; nothing crashes, nothing lands beside the store.
final class BundleFuzzTests: XCTestCase {
    func testRandomSignedManifestsNeverWriteOutsideTheStore() throws {
        var random = SeededRandom(seed: 43)
        let pieces = ["a", "b", "c", "d/", "e/", "..", ".", "", "/", "\\", "\u{0}", " ", "é", "../", "/etc", "x/../..", "\n"]
        let kinds = ["file", "dir", "link", "char", "fifo", "file", "file", "dir", "file"]
        let root = BundleFixtures.folder("fuzz")
        let s = BundleStore(directory: root + "/store", publicKey: BundleFixtures.keys.publicKey, maxBytes: 1 << 16)
        var staged = 0, refused = 0
        for _ in 0..<2000 {
            var manifest = "format 1\nversion 1\nscreen s\nfile 0 s\n"
            var files: [UInt8] = []
            let entries = Int.random(in: 1...5, using: &random)
            for _ in 0..<entries {
                var path = ""
                let parts = Int.random(in: 1...4, using: &random)
                for _ in 0..<parts { path += pieces[Int.random(in: 0..<pieces.count, using: &random)] }
                let kind = kinds[Int.random(in: 0..<kinds.count, using: &random)]
                if kind == "file" {
                    let size = Int.random(in: 0...3, using: &random)
                    let extra = Int.random(in: 0...9, using: &random) == 0 ? 1 : 0
                    manifest += "file \(size) \(path)\n"
                    files += Array(repeating: 65, count: size + extra)
                } else {
                    manifest += "\(kind) \(path)\n"
                }
            }
            do {
                let b = try s.stage(BundleFixtures.signed(manifest: manifest, files: files))
                staged += 1
                XCTAssertTrue(b.screenPath.hasPrefix(root + "/store/versions/1-"), b.screenPath)
                s.discard(b)
            } catch let e {
                refused += 1
                XCTAssertNotEqual(e.reason, .badSignature)
                XCTAssertNotEqual(e.reason, .storage, "\(manifest.debugDescription): \(e)")
            }
            // Until a bundle is whole, not even the store's folders are made.
            XCTAssertTrue([[], ["store"]].contains(FileSystem.entries(ofDirectory: root) ?? ["?"]), manifest.debugDescription)
            XCTAssertTrue([[], ["versions/"]].contains(BundleFixtures.listing(root + "/store")), manifest.debugDescription)
        }
        XCTAssertGreaterThan(staged, 20, "some were whole bundles")
        XCTAssertGreaterThan(refused, 1000)
    }
}
