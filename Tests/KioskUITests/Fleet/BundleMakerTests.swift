import Foundation
import XCTest
@testable import KioskUICore

/// `kiosk bundle make`'s folder walk: every regular file and folder, in a fixed order; a link,
/// a FIFO, a name a bundle may not hold, or a folder over the limits refused with its path.
final class BundleMakerTests: XCTestCase {
    func testEveryFileAndFolderIsListedInPathOrder() throws {
        let f = BundleFixtures.contentFolder(extra: ["de.po": "x", "icons/b/c.png": "yy", "icons/a.png": "z", "Z": ""])
        let (bytes, manifest) = try BundleMaker.make(folder: f, screen: try BundleMaker.screen(in: f, named: nil), version: "7",
                                                     secretKey: BundleFixtures.keys.secretKey)
        XCTAssertEqual(manifest.text, """
            format 1
            version 7
            screen screen.yaml
            file 0 Z
            file 1 de.po
            dir icons
            file 1 icons/a.png
            dir icons/b
            file 2 icons/b/c.png
            dir pictures
            file \(BundleFixtures.svg.utf8.count) pictures/logo.svg
            file \(BundleFixtures.screen.utf8.count) screen.yaml

            """)
        let read = try BundleFormat.read(bytes, publicKey: BundleFixtures.keys.publicKey, maxBytes: 1 << 20)
        XCTAssertEqual(read.manifest, manifest)
    }

    func testALinkOrASpecialFileInsideTheFolderIsRefusedWithItsPath() throws {
        let f = BundleFixtures.contentFolder()
        try FileManager.default.createSymbolicLink(atPath: f + "/pictures/passwd", withDestinationPath: "/etc/passwd")
        XCTAssertThrowsError(try BundleMaker.make(folder: f, screen: "screen.yaml", version: "1", secretKey: BundleFixtures.keys.secretKey)) { e in
            XCTAssertEqual("\(e)", "\(f)/pictures/passwd is a symbolic link; a bundle holds only regular files and folders: copy the file in its place")
        }
        try FileManager.default.removeItem(atPath: f + "/pictures/passwd")
        XCTAssertEqual(mkfifo(f + "/pipe", 0o600), 0)
        XCTAssertThrowsError(try BundleMaker.make(folder: f, screen: "screen.yaml", version: "1", secretKey: BundleFixtures.keys.secretKey)) { e in
            XCTAssertEqual("\(e)", "\(f)/pipe is a FIFO, not a regular file or folder; take it out of the folder")
        }
    }

    func testTheScreenIsFoundOrNamed() throws {
        let f = BundleFixtures.contentFolder()
        XCTAssertEqual(try BundleMaker.screen(in: f, named: nil), "screen.yaml")
        BundleFixtures.write("{}", f + "/screen.json")
        XCTAssertThrowsError(try BundleMaker.screen(in: f, named: nil)) { XCTAssertTrue("\($0)".contains("has both screen.yaml and screen.json; name the one to show with --screen NAME")) }
        XCTAssertEqual(try BundleMaker.screen(in: f, named: "screen.json"), "screen.json")
        XCTAssertThrowsError(try BundleMaker.screen(in: f, named: "../screen.yaml")) { XCTAssertTrue("\($0)".contains("escapes the bundle")) }
        XCTAssertThrowsError(try BundleMaker.screen(in: f, named: "pictures")) { XCTAssertTrue("\($0)".contains("is not a regular file")) }
        let empty = BundleFixtures.folder("empty")
        XCTAssertThrowsError(try BundleMaker.screen(in: empty, named: nil)) { XCTAssertTrue("\($0)".contains("has no screen.yaml or screen.json at its top")) }
    }

    func testAVersionThatCannotNameAFolderIsRefused() throws {
        let f = BundleFixtures.contentFolder()
        for v in ["", "../x", "a/b", ".hidden", "a b", String(repeating: "9", count: 65)] {
            XCTAssertThrowsError(try BundleMaker.make(folder: f, screen: "screen.yaml", version: v, secretKey: BundleFixtures.keys.secretKey), v) { e in
                XCTAssertTrue("\(e)".hasPrefix("--version: version "), "\(e)")
            }
        }
    }

    func testAFolderOverTheSizeLimitIsRefused() throws {
        let f = BundleFixtures.contentFolder(extra: ["big.bin": String(repeating: "x", count: 5000)])
        XCTAssertThrowsError(try BundleMaker.make(folder: f, screen: "screen.yaml", version: "1", secretKey: BundleFixtures.keys.secretKey, maxBytes: 4000)) { e in
            XCTAssertTrue("\(e)".contains("big.bin is 5000 bytes"), "\(e)")
        }
    }
}
