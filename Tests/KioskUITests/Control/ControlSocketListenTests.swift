import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The control socket's file appears only once it accepts connections, with mode 0600: it is
/// made in a private folder beside the path and renamed onto the path after `listen`, so a
/// controller that waits for the file and connects at once is never refused, and nobody else in
/// the folder can reach it (or remove it) before its mode is set.
final class ControlSocketListenTests: XCTestCase {
    private func folder() -> String { KioskProcess.temporaryFolder("listen") }

    private func isSocket(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && st.st_mode & S_IFMT == S_IFSOCK
    }

    private func connects(_ path: String) -> Bool {
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(fd) }
        return SocketAddress(path: path)!.withSockaddr { connect(fd, $0, $1) } == 0
    }

    func testTheSocketIsListeningWhenItsFileAppearsAndNothingIsLeftBeside() throws {
        let dir = folder()
        let path = dir + "/control.sock"
        let (fd, _) = try ControlSocket.listen(at: path)
        defer { close(fd); unlink(path) }
        XCTAssertTrue(isSocket(path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir), ["control.sock"], "the private folder is gone")
        XCTAssertTrue(connects(path))
    }

    /// In a world-writable folder another user could reach a socket made beside the path between
    /// its bind and its chmod: remove it (the start failed with a misleading "No such file or
    /// directory") or connect to it before its mode was set. The racer here does, between the
    /// bind and the rest, what such a user can: everything in the folder, nothing inside a folder
    /// of mode 0700 that is not theirs.
    func testNothingInTheFolderCanBeReachedBeforeTheSocketListensWithItsMode() throws {
        let dir = folder()
        let path = dir + "/control.sock"
        var seen: [String] = []
        let (fd, _) = try ControlSocket.listen(at: path, racer: { folder in
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] {
                var st = stat()
                guard lstat(folder + "/" + name, &st) == 0 else { continue }
                switch st.st_mode & S_IFMT {
                case S_IFSOCK:
                    seen.append("socket \(name) of mode \(String(st.st_mode & 0o777, radix: 8))")
                    unlink(folder + "/" + name)
                case S_IFDIR:
                    XCTAssertEqual(st.st_mode & 0o777, 0o700, "\(name): a folder nobody else may enter")
                default: break
                }
            }
        })
        defer { close(fd); unlink(path) }
        XCTAssertEqual(seen, [], "nothing to reach before the socket listens with mode 0600")
        var st = stat()
        XCTAssertEqual(lstat(path, &st), 0)
        XCTAssertEqual(st.st_mode & 0o777, 0o600)
        XCTAssertTrue(connects(path))
    }

    func testAFileThatIsNotASocketAtTheStagingNameIsLeftAlone() throws {
        let path = folder() + "/control.sock"
        try "mine".write(toFile: path + "~", atomically: true, encoding: .utf8)
        let (fd, _) = try ControlSocket.listen(at: path)
        defer { close(fd); unlink(path) }
        XCTAssertTrue(isSocket(path))
        XCTAssertEqual(try String(contentsOfFile: path + "~", encoding: .utf8), "mine")
        XCTAssertTrue(connects(path))
    }
}
