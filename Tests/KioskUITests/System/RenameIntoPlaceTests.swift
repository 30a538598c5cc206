import Foundation
import Glibc
import XCTest
@testable import KioskUICore
@testable import KioskUISDL

/// A file renamed into place never replaces a device, FIFO, folder or link:
/// `kiosk run --screenshot /dev/null` as root made the machine's /dev/null a regular file. Each
/// writer that renames (screenshots, the state file, the font path cache) refuses such a path,
/// names it and what it is, and leaves it as it was. The devices are made here with mknod (the
/// real /dev/null is never touched).
final class RenameIntoPlaceTests: XCTestCase {
    private var dir = ""

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("kiosk-rename-\(getpid())-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: dir)
    }

    /// What is at `path` itself (no link followed): its type bits and device number.
    private func identity(_ path: String) -> (type: mode_t, rdev: UInt64)? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return nil }
        return (st.st_mode & S_IFMT, UInt64(st.st_rdev))
    }

    /// The special files to write onto, with what the refusal must call them: a FIFO always, a
    /// character device (numbers 1,3 like /dev/null — glibc's makedev for small numbers — made in the test folder) when run as root,
    /// a folder and a symbolic link.
    private func specialFiles() -> [(path: String, kind: String)] {
        var out: [(String, String)] = []
        let fifo = dir + "/fifo.png"
        XCTAssertEqual(mkfifo(fifo, 0o600), 0, String(cString: strerror(errno)))
        out.append((fifo, "a FIFO"))
        if geteuid() == 0 {
            let device = dir + "/null.png"
            XCTAssertEqual(mknod(device, S_IFCHR | 0o600, dev_t(1 << 8 | 3)), 0, String(cString: strerror(errno)))
            out.append((device, "a character device"))
        } else {
            print("RenameIntoPlaceTests: not root, so no character device is made; the FIFO, folder and link cases run")
        }
        let folder = dir + "/folder.png"
        XCTAssertEqual(mkdir(folder, 0o700), 0)
        out.append((folder, "a folder"))
        let victim = dir + "/victim"
        XCTAssertEqual(FileManager.default.createFile(atPath: victim, contents: Data("kept".utf8)), true)
        let link = dir + "/link.png"
        XCTAssertEqual(symlink(victim, link), 0)
        out.append((link, "a symbolic link"))
        return out
    }

    /// Asserts `write` threw a refusal naming `path` and `kind`, and left `path` as it was.
    private func assertRefusedAndUntouched(_ path: String, _ kind: String, _ what: String, _ write: () throws -> Void) {
        let before = identity(path)
        XCTAssertThrowsError(try write(), "\(what) onto \(kind)") { e in
            XCTAssertTrue("\(e)".contains("'\(path)' is \(kind)") && "\(e)".contains("not a regular file; give the path of a file"), "\(e)")
        }
        let after = identity(path)
        XCTAssertEqual(after?.type, before?.type, "\(what) replaced \(kind) at \(path)")
        XCTAssertEqual(after?.rdev, before?.rdev, "\(what) changed the device at \(path)")
        let leftovers = (FileSystem.entries(ofDirectory: dir) ?? []).filter { $0.hasPrefix(".") }
        XCTAssertEqual(leftovers, [], "\(what) left its temporary file")
    }

    func testAScreenshotOntoADeviceFIFOFolderOrLinkIsRefusedAndLeavesItAsItWas() throws {
        let image = RasterImage(width: 2, height: 2, pixels: [0xFF00_0000, 0xFFFF_FFFF, 0xFFFF_FFFF, 0xFF00_0000])
        for (path, kind) in specialFiles() {
            assertRefusedAndUntouched(path, kind, "a screenshot") { try PNGFile.write(image, to: path) }
        }
        XCTAssertEqual(FileSystem.text(atPath: dir + "/victim"), "kept")
        // A regular file (or nothing) is still written.
        let plain = dir + "/plain.png"
        try PNGFile.write(image, to: plain)
        try PNGFile.write(image, to: plain)
        XCTAssertEqual(identity(plain)?.type, S_IFREG)
    }

    func testAStateSaveOntoADeviceFIFOFolderOrLinkIsRefusedAndLeavesItAsItWas() throws {
        for (path, kind) in specialFiles() {
            assertRefusedAndUntouched(path, kind, "a state save") { try StateStore.writeAtomically("{\"r\":8}\n", to: path) }
        }
        XCTAssertEqual(FileSystem.text(atPath: dir + "/victim"), "kept")
        let plain = dir + "/state.json"
        try StateStore.writeAtomically("{\"r\":8}\n", to: plain)
        XCTAssertEqual(FileSystem.text(atPath: plain), "{\"r\":8}\n")
    }

    func testTheFontPathCacheNeverReplacesAFIFOAtItsPath() throws {
        let cache = try XCTUnwrap(FontPathCache(family: "Sans", environment: ["CACHE_DIRECTORY": dir]))
        XCTAssertEqual(mkfifo(cache.path, 0o600), 0)
        let face = FontFace(path: #filePath)
        cache.store(regular: face, bold: face)
        XCTAssertEqual(identity(cache.path)?.type, S_IFIFO, "the cache replaced a FIFO")
        XCTAssertEqual((FileSystem.entries(ofDirectory: dir) ?? []).filter { $0.hasPrefix("fonts.") }, [])
    }
}
