import Foundation
import XCTest
@testable import KioskUI

/// The control socket's file appears only once it accepts connections: it is made at `PATH~` and
/// renamed onto the path after `listen`, so a controller that waits for the file and connects at
/// once is never refused.
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
        let path = folder() + "/control.sock"
        // A kiosk that died while starting left a socket at the staging name.
        let stale = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertEqual(SocketAddress(path: path + "~")!.withSockaddr { bind(stale, $0, $1) }, 0)
        close(stale)
        XCTAssertTrue(isSocket(path + "~"))

        let (fd, _) = try ControlSocket.listen(at: path)
        defer { close(fd); unlink(path) }
        XCTAssertTrue(isSocket(path))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path + "~"), "the staging name is renamed away")
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
