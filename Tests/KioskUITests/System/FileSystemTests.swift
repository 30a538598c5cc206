import Glibc
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The file-system, path and environment helpers that replaced FoundationEssentials: the answers
/// its `URL`, `FileManager`, `ProcessInfo` and `String(data:encoding:)` gave where the kiosk asked.
final class FileSystemTests: XCTestCase {
    func testPathComponentsAsURLGaveThem() {
        XCTAssertEqual(FilePath.lastComponent("/usr/bin/kiosk"), "kiosk")
        XCTAssertEqual(FilePath.lastComponent("parking-meter"), "parking-meter")
        XCTAssertEqual(FilePath.lastComponent("/srv/shots/"), "shots")
        XCTAssertEqual(FilePath.parent("/usr/bin/kiosk"), "/usr/bin")
        XCTAssertEqual(FilePath.parent("/kiosk"), "/")
        XCTAssertEqual(FilePath.parent("/"), "/")
        XCTAssertEqual(FilePath.parent("state.json"), ".")
        XCTAssertEqual(FilePath.parent("var/state.json"), "var")
        XCTAssertEqual(FilePath.parent("/var//lib/../state.json"), "/var//lib/..", "no link is resolved in the text a save renames in")
        XCTAssertEqual(FilePath.parent("/srv/shots//"), "/srv")
        XCTAssertEqual(FilePath.parent("//kiosk"), "/")
        XCTAssertEqual(FilePath.parent("a//b"), "a")
        XCTAssertEqual(FilePath.parent(""), ".")
        XCTAssertEqual(FilePath.lastComponent("/"), "/")
        XCTAssertEqual(FilePath.lastComponent("/a/b//"), "b")
        XCTAssertEqual(FilePath.lastComponent("/opt/ünïcode/kiosk"), "kiosk")
    }

    func testStandardizedPathsAreAbsoluteWithDotsResolved() {
        XCTAssertEqual(FilePath.standardized("/srv/./x/../shots"), "/srv/shots")
        XCTAssertEqual(FilePath.standardized("/../.."), "/")
        let cwd = FileSystem.currentDirectory
        XCTAssertTrue(cwd.hasPrefix("/"))
        XCTAssertEqual(FilePath.standardized("a/./b"), (cwd == "/" ? "" : cwd) + "/a/b")
    }

    func testAFilesSizeTimeAndTextAreWhatWasWritten() throws {
        let path = "/tmp/kioskui-fs-\(getpid()).txt"
        defer { unlink(path) }
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("Grüße\n".utf8)
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        XCTAssertEqual(bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }, bytes.count)
        close(fd)
        var times = [timespec(tv_sec: 1_700_000_000, tv_nsec: 123), timespec(tv_sec: 1_700_000_000, tv_nsec: 456)]
        XCTAssertEqual(utimensat(AT_FDCWD, path, &times, 0), 0)
        XCTAssertEqual(FileSystem.size(atPath: path), bytes.count)
        XCTAssertEqual(FileSystem.modified(atPath: path), 1_700_000_000_000_000_456)
        XCTAssertEqual(FileSystem.text(atPath: path), "Grüße\n", "as UTF8Text decodes it: no byte-order mark")
        XCTAssertNil(FileSystem.size(atPath: path + ".missing"))
        XCTAssertNil(FileSystem.modified(atPath: path + ".missing"))
        XCTAssertNil(FileSystem.text(atPath: path + ".missing"))
        XCTAssertNotNil(FileSystem.text(atPath: "/proc/self/status").flatMap(ProcessStatus.peakKiB(status:)),
                        "a /proc file, whose size stat gives as 0, is read to its end")
    }

    func testTextDropsAByteOrderMarkAndRefusesBrokenUTF8() {
        XCTAssertEqual(UTF8Text.decode([0xEF, 0xBB, 0xBF, 0x61]), "a", "a BOM is not part of the text")
        XCTAssertEqual(UTF8Text.decode([0x61, 0x00, 0x62]).map { Array($0.utf8) }, [0x61, 0x00, 0x62])
        XCTAssertEqual(UTF8Text.decode(Array("مرحبا".utf8)), "مرحبا")
        XCTAssertNil(UTF8Text.decode([0xC0, 0x80]), "an overlong encoding")
        XCTAssertNil(UTF8Text.decode([0xED, 0xA0, 0x80]), "a surrogate")
        XCTAssertNil(UTF8Text.decode([0x61, 0xFF]))
    }

    func testFilesAndFoldersAreRead() throws {
        let dir = KioskProcess.temporaryFolder("kiosk-fs")
        defer { _ = unlink(dir + "/b.txt"); _ = unlink(dir + "/a.txt"); _ = rmdir(dir) }
        for (name, text) in [("b.txt", "bee"), ("a.txt", "")] {
            let fd = open(dir + "/" + name, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            XCTAssertGreaterThanOrEqual(fd, 0)
            _ = Array(text.utf8).withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            close(fd)
        }
        XCTAssertEqual(FileSystem.entries(ofDirectory: dir)?.sorted(), ["a.txt", "b.txt"], "no . or ..")
        XCTAssertNil(FileSystem.entries(ofDirectory: dir + "/b.txt"), "a file is not a folder")
        XCTAssertEqual(FileSystem.contents(atPath: dir + "/b.txt"), Array("bee".utf8))
        XCTAssertEqual(FileSystem.contents(atPath: dir + "/a.txt"), [])
        XCTAssertNil(FileSystem.contents(atPath: dir + "/c.txt"))
        XCTAssertTrue(FileSystem.exists(dir + "/a.txt"))
        XCTAssertFalse(FileSystem.exists(dir + "/c.txt"))
        XCTAssertTrue(FileSystem.isDirectory(dir))
        XCTAssertFalse(FileSystem.isDirectory(dir + "/a.txt"))
        XCTAssertEqual(FileSystem.realPath(dir + "/./a.txt"), FileSystem.realPath(dir)! + "/a.txt")
    }

    func testTheExecutableIsThisProcesssFile() {
        let exe = FileSystem.executablePath
        XCTAssertTrue(exe.hasPrefix("/"))
        XCTAssertTrue(FileSystem.exists(exe))
        XCTAssertEqual(FileSystem.realPath(exe), exe, "links resolved")
    }

    func testTheEnvironmentIsReadAsSetNow() {
        let name = "KIOSK_FS_TEST_\(getpid())"
        XCTAssertNil(ProcessEnvironment.current[name])
        setenv(name, "a=b", 1)
        defer { unsetenv(name) }
        XCTAssertEqual(ProcessEnvironment.current[name], "a=b", "only the first = separates")
        XCTAssertEqual(ProcessEnvironment.value(name), "a=b")
        XCTAssertEqual(ProcessEnvironment.current["PATH"], String(cString: getenv("PATH")))
    }
}
