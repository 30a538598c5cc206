import Foundation
import XCTest
@testable import KioskUICore

/// A panel's bundle folder: a signed bundle staged, checked and switched to atomically, a
/// refused one changing nothing, rollback, and everything read back from the disk.
final class BundleStoreTests: XCTestCase {
    private func store(_ dir: String? = nil, maxBytes: Int = BundleLimits.defaultMaxBytes) -> BundleStore {
        BundleStore(directory: dir ?? BundleFixtures.folder("store"), publicKey: BundleFixtures.keys.publicKey, maxBytes: maxBytes)
    }

    @MainActor
    func testMadeBundleIsStagedCheckedCommittedAndCurrent() throws {
        let s = store()
        XCTAssertNil(s.current, "an empty folder has no bundle")
        let staged = try s.stage(try BundleFixtures.bundle(version: "2026-11-29.1"))
        XCTAssertEqual(staged.version, "2026-11-29.1")
        XCTAssertEqual(staged.fileCount, 2)
        XCTAssertEqual(staged.screenPath, s.directory + "/versions/2026-11-29.1-1/files/screen.yaml")
        XCTAssertEqual(FileSystem.text(atPath: staged.screenPath), BundleFixtures.screen)
        XCTAssertEqual(FileSystem.text(atPath: staged.folder + "/pictures/logo.svg"), BundleFixtures.svg)
        XCTAssertNil(s.current, "staged is not shown yet")
        let summary = try BundleCheck.check(staged)
        XCTAssertEqual(summary.screens, ["main"])
        try s.commit(staged)
        let current = try XCTUnwrap(s.current)
        XCTAssertEqual(current.version, "2026-11-29.1")
        XCTAssertEqual(current.screenPath, staged.screenPath)
        XCTAssertEqual(FileSystem.text(atPath: s.directory + "/current/files/screen.yaml"), BundleFixtures.screen)
    }

    @MainActor
    func testStagedScreenThatFailsTheCheckIsDiscarded() throws {
        let s = store()
        let folder = BundleFixtures.contentFolder()
        BundleFixtures.write("root: {type: labl}\n", folder + "/screen.yaml")
        let bytes = try BundleMaker.make(folder: folder, screen: "screen.yaml", version: "bad", secretKey: BundleFixtures.keys.secretKey).bytes
        let staged = try s.stage(bytes)
        XCTAssertThrowsError(try BundleCheck.check(staged)) { XCTAssertTrue("\($0)".contains("screen.yaml:1: type"), "\($0)") }
        s.discard(staged)
        XCTAssertEqual(BundleFixtures.listing(s.directory), ["versions/"])
    }

    /// A bundle carries its pictures: one named by an absolute path or `..` out of the bundle
    /// fails the check at its line, even when the file exists on the panel; a shipped icon by
    /// name passes.
    @MainActor
    func testAPictureOutsideTheBundleFailsTheCheck() throws {
        let s = store()
        let elsewhere = BundleFixtures.folder("elsewhere")
        BundleFixtures.write(BundleFixtures.svg, elsewhere + "/x.svg")
        for written in [elsewhere + "/x.svg", "../../../../../../../../.." + elsewhere + "/x.svg"] {
            let folder = BundleFixtures.contentFolder()
            BundleFixtures.write("root: {type: column, children: [{type: button, title: Back, icon: back},\n  {type: image, file: \"\(written)\"}]}\n", folder + "/screen.yaml")
            let bytes = try BundleMaker.make(folder: folder, screen: "screen.yaml", version: "1", secretKey: BundleFixtures.keys.secretKey).bytes
            let staged = try s.stage(bytes)
            XCTAssertThrowsError(try BundleCheck.check(staged), written) { e in
                XCTAssertEqual("\(e)", "\(staged.screenPath):2: file: \"\(written)\" is outside the bundle's folder; put the file in the folder and name it relative to the screen file")
            }
            XCTAssertNoThrow(try BundleCheck.check(screenPath: staged.screenPath), "without a folder, as kiosk check")
            s.discard(staged)
        }
    }

    func testTamperedByteIsABadSignatureAndChangesNothing() throws {
        let s = store()
        try s.commit(try s.stage(try BundleFixtures.bundle(version: "1")))
        let before = BundleFixtures.listing(s.directory)
        let good = try BundleFixtures.bundle(version: "2")
        // A byte of the signature, of the manifest's length, of the manifest, of each file.
        for at in [BundleFormat.magic.count + 3, BundleFormat.signedStart + 3, BundleFormat.signedStart + 12, good.count - 30, good.count - 1] {
            var bad = good
            bad[at] ^= 0x01
            XCTAssertThrowsError(try s.stage(bad), "byte \(at)") { e in
                XCTAssertEqual((e as? BundleRefusal)?.reason, .badSignature, "byte \(at): \(e)")
                XCTAssertTrue("\(e)".hasPrefix("bad signature: the bundle was not signed with the key --bundle-key names, or was changed after signing"))
            }
            XCTAssertEqual(BundleFixtures.listing(s.directory), before, "byte \(at) changed the folder")
        }
        XCTAssertEqual(s.current?.version, "1")
    }

    func testBundleSignedWithAnotherKeyIsRefused() throws {
        let other = try Ed25519.keyPair()
        let s = BundleStore(directory: BundleFixtures.folder("store"), publicKey: other.publicKey)
        XCTAssertThrowsError(try s.stage(try BundleFixtures.bundle(version: "1"))) {
            XCTAssertEqual(($0 as? BundleRefusal)?.reason, .badSignature)
        }
        XCTAssertEqual(BundleFixtures.listing(s.directory), [], "a refused bundle makes not even the folders")
    }

    /// Signed, so the signature passes, but each lists something that would leave the folder or
    /// is not a regular file or folder: refused before a byte is written.
    func testEntriesThatEscapeOrAreNotFilesAreRefused() throws {
        let head = "format 1\nversion 1\nscreen s.yaml\nfile 1 s.yaml\n"
        let cases: [(String, [UInt8], String)] = [
            (head + "file 1 ../x\n", [65, 66], "path '../x' escapes the bundle"),
            (head + "file 1 a/../../x\n", [65, 66], "path 'a/../../x' escapes the bundle"),
            (head + "file 1 /tmp/x\n", [65, 66], "path '/tmp/x' is absolute"),
            (head + "link a /etc\n", [65], "a link entry; a bundle holds only regular files and folders"),
            (head + "symlink a\n", [65], "a symlink entry"),
            (head + "char null 1 3\n", [65], "a char entry"),
            (head + "block sda 8 0\n", [65], "a block entry"),
            (head + "fifo f\n", [65], "a fifo entry"),
            (head + "file 1 s.yaml\n", [65, 66], "path 's.yaml' is listed twice"),
            (head + "dir s.yaml\n", [65], "path 's.yaml' is listed twice"),
            (head + "file 1 a\nfile 1 a/b\n", [65, 66, 67], "path 'a' is a file and also the folder of 'a/b'"),
            (head + "file 1 a\\b\n", [65, 66], "holds a backslash"),
            (head + "file 1 a//b\n", [65, 66], "has an empty or '.' name"),
            (head + "file 1 ./b\n", [65, 66], "has an empty or '.' name"),
            (head + "file 1 a\u{1}b\n", [65, 66], "holds a control character"),
            (head + "file 1 " + String(repeating: "a/", count: 16) + "b\n", [65, 66], "levels deep"),
            (head + "file 1 " + String(repeating: "x", count: 256) + "\n", [65, 66], "is 256 bytes"),
        ]
        for (manifest, files, expected) in cases {
            let dir = BundleFixtures.folder("escape")
            let s = store(dir + "/store")
            XCTAssertThrowsError(try s.stage(BundleFixtures.signed(manifest: manifest, files: files)), manifest) { e in
                XCTAssertEqual((e as? BundleRefusal)?.reason, .unsafePath, "\(manifest): \(e)")
                XCTAssertTrue("\(e)".contains(expected), "\(e) should say \(expected)")
            }
            XCTAssertEqual(BundleFixtures.listing(dir), [], "\(manifest): nothing written anywhere")
        }
    }

    func testTooLargeIsRefusedBeforeTheSignatureIsChecked() throws {
        let s = store(maxBytes: 1000)
        var bytes = BundleFixtures.signed(manifest: "format 1\nversion 1\nscreen s\nfile 1500 s\n", files: Array(repeating: 65, count: 1500))
        bytes[BundleFormat.magic.count] ^= 1   // a bad signature too: the size is what is reported
        XCTAssertThrowsError(try s.stage(bytes)) { e in
            XCTAssertEqual((e as? BundleRefusal)?.reason, .tooLarge)
            XCTAssertEqual("\(e)", "too large: \(bytes.count) bytes, \(bytes.count - 1000) bytes over the limit of 1000; leave pictures out or shrink them, or raise the limit")
        }
        XCTAssertEqual(BundleFixtures.listing(s.directory), [])
    }

    func testTooManyFilesOrTooLargeAManifestIsRefusedBeforeUnpacking() throws {
        var manifest = "format 1\nversion 1\nscreen f0\n"
        for i in 0...BundleLimits.maxEntries { manifest += "file 0 f\(i)\n" }
        let s = store()
        XCTAssertThrowsError(try s.stage(BundleFixtures.signed(manifest: manifest))) { e in
            XCTAssertEqual((e as? BundleRefusal)?.reason, .tooLarge)
            XCTAssertTrue("\(e)".contains("more than 4096 files and folders"), "\(e)")
        }
        let huge = "format 1\nversion 1\nscreen a\nfile 0 a\n" + String(repeating: "dir d\n", count: BundleLimits.maxManifestBytes / 6)
        XCTAssertThrowsError(try s.stage(BundleFixtures.signed(manifest: huge))) { e in
            XCTAssertEqual((e as? BundleRefusal)?.reason, .tooLarge)
            XCTAssertTrue("\(e)".contains("its manifest is \(huge.utf8.count) bytes, over the limit of 1048576"), "\(e)")
        }
        XCTAssertEqual(BundleFixtures.listing(s.directory), [])
    }

    func testSizesThatDoNotAddUpAreRefused() throws {
        let s = store()
        for (files, expected) in [([UInt8](repeating: 65, count: 3), "bytes after its last file"),
                                  ([UInt8](repeating: 65, count: 1), "its files add up to more than")] {
            XCTAssertThrowsError(try s.stage(BundleFixtures.signed(manifest: "format 1\nversion 1\nscreen a\nfile 2 a\n", files: files))) { e in
                XCTAssertEqual((e as? BundleRefusal)?.reason, .malformed)
                XCTAssertTrue("\(e)".contains(expected), "\(e)")
            }
        }
        XCTAssertThrowsError(try s.stage(Array("kiosk-bundle\n".utf8) + [1, 2])) { XCTAssertTrue("\($0)".contains("cut short")) }
        XCTAssertThrowsError(try s.stage(Array("PK\u{3}\u{4}".utf8))) { XCTAssertTrue("\($0)".contains("does not start with the line 'kiosk-bundle'")) }
        XCTAssertEqual(BundleFixtures.listing(s.directory), [])
    }

    /// While bundles are switched over and over, `current` always names a version: the switch
    /// renames a new link over the old (an unlink then a symlink would leave moments with none).
    func testCommitIsAtomicForAReader() throws {
        let s = store()
        let first = try s.stage(try BundleFixtures.bundle(version: "v0"))
        try s.commit(first)
        let staged = [first, try s.stage(try BundleFixtures.bundle(version: "v1"))]
        let stop = Atomic(false), misses = Atomic(0), reads = Atomic(0)
        let reader = Thread {
            while !stop.value {
                if case .success(let t) = FileSystem.linkTarget(s.directory + "/current"), t.hasPrefix("versions/v") { reads.add(1) } else { misses.add(1) }
            }
        }
        reader.start()
        for i in 0..<400 {
            // Back and forth between the two (each commit keeps current and previous).
            try s.commit(staged[(i + 1) % 2])
        }
        stop.value = true
        while !reader.isFinished { usleep(1000) }
        XCTAssertEqual(misses.value, 0, "current was missing \(misses.value) times in \(reads.value) reads")
        XCTAssertGreaterThan(reads.value, 0)
        XCTAssertEqual(s.current?.version, "v0")
        XCTAssertEqual(s.previous?.version, "v1")
    }

    func testRollbackGoesBackToThePreviousBundleOnce() throws {
        let s = store()
        XCTAssertNil(try s.rollback(), "nothing to go back to")
        try s.commit(try s.stage(try BundleFixtures.bundle(version: "1")))
        XCTAssertNil(try s.rollback(), "one bundle: nothing to go back to")
        XCTAssertEqual(s.current?.version, "1")
        try s.commit(try s.stage(try BundleFixtures.bundle(version: "2", label: "Two")))
        XCTAssertEqual(s.previous?.version, "1")
        let back = try XCTUnwrap(try s.rollback())
        XCTAssertEqual(back.version, "1")
        XCTAssertEqual(s.current, back)
        XCTAssertEqual(FileSystem.text(atPath: s.directory + "/current/files/screen.yaml"), BundleFixtures.screen)
        XCTAssertNil(s.previous, "the bundle rolled back from is gone")
        XCTAssertEqual(FileSystem.entries(ofDirectory: s.directory + "/versions")?.sorted(), ["1-1"])
        XCTAssertNil(try s.rollback())
    }

    func testOnlyTheCurrentAndPreviousVersionsAreKept() throws {
        let s = store()
        for v in ["a", "b", "c", "d"] { try s.commit(try s.stage(try BundleFixtures.bundle(version: v))) }
        XCTAssertEqual(FileSystem.entries(ofDirectory: s.directory + "/versions")?.sorted(), ["c-1", "d-1"])
        XCTAssertEqual(BundleFixtures.listing(s.directory).filter { $0.contains("->") }, ["current -> versions/d-1", "previous -> versions/c-1"])
    }

    func testTheSameVersionStagedTwiceGetsAFolderOfItsOwn() throws {
        let s = store()
        let first = try s.stage(try BundleFixtures.bundle(version: "1"))
        let second = try s.stage(try BundleFixtures.bundle(version: "1"))
        XCTAssertEqual([first.name, second.name], ["1-1", "1-2"])
        s.discard(second)
        XCTAssertEqual(FileSystem.entries(ofDirectory: s.directory + "/versions"), ["1-1"])
    }

    func testBundlesSurviveANewStoreOnTheSameFolder() throws {
        let dir = BundleFixtures.folder("reboot")
        let s = store(dir)
        try s.commit(try s.stage(try BundleFixtures.bundle(version: "1")))
        try s.commit(try s.stage(try BundleFixtures.bundle(version: "2")))
        let again = store(dir)
        XCTAssertEqual(again.current?.version, "2")
        XCTAssertEqual(again.previous?.version, "1")
        XCTAssertEqual(again.current?.screenPath, dir + "/versions/2-1/files/screen.yaml")
        XCTAssertEqual(try again.rollback()?.version, "1")
    }

    /// A link planted at `DIR/versions` is not followed: nothing is written where it points. The
    /// bundle folder itself may be a link (to a data partition).
    func testALinkInsideTheBundleFolderIsNotFollowed() throws {
        let d = BundleFixtures.folder("planted")
        let elsewhere = BundleFixtures.folder("elsewhere")
        try FileManager.default.createDirectory(atPath: d + "/store", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: d + "/store/versions", withDestinationPath: elsewhere)
        XCTAssertThrowsError(try store(d + "/store").stage(try BundleFixtures.bundle(version: "1"))) { e in
            XCTAssertEqual((e as? BundleRefusal)?.reason, .storage)
            XCTAssertEqual("\(e)", "cannot store the bundle: \(d)/store/versions is a symbolic link, not a folder; move it away so the kiosk can keep bundles there")
        }
        XCTAssertEqual(BundleFixtures.listing(elsewhere), [])
        try FileManager.default.removeItem(atPath: d + "/store/versions")
        try FileManager.default.createSymbolicLink(atPath: d + "/data", withDestinationPath: d + "/store")
        let linked = store(d + "/data")
        try linked.commit(try linked.stage(try BundleFixtures.bundle(version: "1")))
        XCTAssertEqual(store(d + "/store").current?.version, "1")
    }

    func testSomethingElseWhereCurrentGoesIsNotReplaced() throws {
        let s = store()
        try FileManager.default.createDirectory(atPath: s.directory + "/current", withIntermediateDirectories: true)
        let staged = try s.stage(try BundleFixtures.bundle(version: "1"))
        XCTAssertThrowsError(try s.commit(staged)) { XCTAssertTrue("\($0)".contains("/current is a folder, not the link the kiosk keeps there; move it away"), "\($0)") }
        XCTAssertTrue(FileSystem.isDirectory(s.directory + "/current"))
    }
}

/// A value two threads share in a test.
private final class Atomic<T>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: T
    init(_ value: T) { stored = value }
    var value: T {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}

extension Atomic where T == Int {
    func add(_ n: Int) { value += n }
}
