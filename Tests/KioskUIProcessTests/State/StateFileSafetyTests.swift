import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The state file never loses what it holds: a file the kiosk cannot read is never overwritten,
/// ids of another screen are kept, corrupt files set aside never replace one another, and a
/// symbolic link planted beside the file is never followed or replaced.
@MainActor
final class StateFileSafetyTests: XCTestCase {
    private func folder() -> String { KioskProcess.temporaryFolder("kiosk-safety") }

    private func text(_ path: String) -> String? { try? String(contentsOfFile: path, encoding: .utf8) }

    private static let saved = #"{"version":1,"values":{"period":"Month"}}"# + "\n"

    func testAFileThatCannotBeOpenedIsReportedWithTheSystemsReasonAndNeverOverwritten() async throws {
        let path = folder() + "/state.json"
        try Self.saved.write(toFile: path, atomically: false, encoding: .utf8)
        let store = StateStore(path: path, openForReading: { _ in errno = EACCES; return -1 })
        let loaded = store.load()
        XCTAssertEqual(loaded.values, [:])
        let problem = try XCTUnwrap(loaded.problem)
        XCTAssertTrue(problem.contains("'\(path)'") && problem.contains("Permission denied") && problem.contains("without saving"), problem)
        try store.save([("period", "Day"), ("amount", 3)])
        XCTAssertEqual(text(path), Self.saved, "the file nobody could read is left as it was")
    }

    /// A real run on a file its user may not read: `chmod 000`, and as root (who reads it anyway)
    /// the kiosk runs as `nobody` through setpriv.
    func testARunOnAnUnreadableFileComesUpAndLeavesTheFileAsItIs() async throws {
        let dir = folder()
        chmod(dir, 0o777)
        let path = dir + "/state.json"
        try Self.saved.write(toFile: path, atomically: false, encoding: .utf8)
        var prefix: [String] = []
        if getuid() == 0 {
            guard let setpriv = XvfbSmokeTests.which("setpriv") else { throw XCTSkip("setpriv (util-linux) is not installed") }
            prefix = [setpriv, "--reuid=65534", "--regid=65534", "--clear-groups"]
            chmod(path, 0o600)   // root's, unreadable to nobody
        } else {
            chmod(path, 0)
        }
        defer { chmod(path, 0o644) }
        let commands = dir + "/commands.jsonl"
        try (#"{"set":{"id":"period","value":"Week"}}"# + "\n").write(toFile: commands, atomically: false, encoding: .utf8)
        chmod(commands, 0o644)
        let args = ["run", XvfbSmokeTests.demoFile, "--driver", "headless", "--size", "640x480", "--state", path, "--commands", commands]
        let r = try KioskProcess.run(args, launcher: prefix)
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("Permission denied") && r.stderr.contains("without saving"), r.stderr)
        XCTAssertEqual(r.events(named: "change").first?["value"] as? String, "Week", "the UI came up and took the command")
        chmod(path, 0o644)
        XCTAssertEqual(text(path), Self.saved)
    }

    func testValuesOfIdsNotOnTheScreenAreKeptAndIdsAreWrittenInSortedOrder() async throws {
        let path = folder() + "/state.json"
        try #"{"version":1,"values":{"zone":"North","period":"Day"}}"#.write(toFile: path, atomically: false, encoding: .utf8)
        let store = StateStore(path: path)
        XCTAssertNil(store.load().problem)
        try store.save([("period", "Week"), ("amount", 3)])
        XCTAssertEqual(text(path), #"{"version":1,"values":{"amount":3,"period":"Week","zone":"North"}}"# + "\n")
    }

    func testACorruptFileSetAsideNeverReplacesOneAlreadyThere() async throws {
        let dir = folder()
        let path = dir + "/state.json"
        let now = Int(Date().timeIntervalSince1970)
        for t in now - 1...now + 2 {
            try "earlier \(t)".write(toFile: path + ".corrupt-\(t)", atomically: false, encoding: .utf8)
        }
        try "{broken".write(toFile: path, atomically: false, encoding: .utf8)
        let problem = StateStore(path: path).load().problem ?? ""
        for t in now - 1...now + 2 {
            XCTAssertEqual(text(path + ".corrupt-\(t)"), "earlier \(t)", "kept: \(problem)")
        }
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        let aside = try XCTUnwrap(names.first { text(dir + "/" + $0) == "{broken" }, "\(names)")
        XCTAssertTrue(problem.contains("moved it to '\(dir)/\(aside)'"), problem)
    }

    func testALinkPlantedAtTheOldTemporaryNameIsNotFollowed() async throws {
        let dir = folder()
        let victim = dir + "/victim.txt"
        try "precious".write(toFile: victim, atomically: false, encoding: .utf8)
        let path = dir + "/state.json"
        XCTAssertEqual(symlink(victim, dir + "/.state.json.tmp-\(getpid())"), 0)
        try StateStore(path: path).save([("period", "Week")])
        XCTAssertEqual(text(victim), "precious")
        XCTAssertEqual(StateStore.decode(try Data(contentsOf: URL(fileURLWithPath: path))), ["period": "Week"])
    }

    func testTemporaryNamesAreUnpredictableAndCreatedExclusively() async throws {
        let path = folder() + "/state.json"
        let a = try XCTUnwrap(StateStore.createTemporary(for: path)), b = try XCTUnwrap(StateStore.createTemporary(for: path))
        close(a.fd); close(b.fd)
        XCTAssertNotEqual(a.path, b.path)
        XCTAssertFalse(a.path.hasSuffix("tmp-\(getpid())"), a.path)
    }

    func testALinkPlantedAtTheCorruptNameIsNeitherFollowedNorReplaced() async throws {
        let dir = folder()
        let victim = dir + "/victim.txt"
        try "precious".write(toFile: victim, atomically: false, encoding: .utf8)
        let path = dir + "/state.json"
        let now = Int(Date().timeIntervalSince1970)
        for t in now...now + 2 { XCTAssertEqual(symlink(victim, path + ".corrupt-\(t)"), 0) }
        try "{broken".write(toFile: path, atomically: false, encoding: .utf8)
        _ = StateStore(path: path).load()
        XCTAssertEqual(text(victim), "precious")
        for t in now...now + 2 {
            var st = stat()
            XCTAssertEqual(lstat(path + ".corrupt-\(t)", &st), 0)
            XCTAssertEqual(st.st_mode & S_IFMT, S_IFLNK, "the planted link is still there")
        }
    }

    func testLeftoverCleanupRemovesOnlyOurOwnTemporaryFiles() async throws {
        let dir = folder()
        let path = dir + "/state.json"
        let victim = dir + "/victim.txt"
        try "precious".write(toFile: victim, atomically: false, encoding: .utf8)
        let leftover = try XCTUnwrap(StateStore.createTemporary(for: path))
        close(leftover.fd)
        XCTAssertEqual(symlink(victim, dir + "/.state.json.tmp-0123456789abcdef"), 0)
        try "not ours".write(toFile: dir + "/.state.json.tmp-notes.txt", atomically: false, encoding: .utf8)
        _ = StateStore(path: path).load()
        let names = try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
        XCTAssertEqual(names, [".state.json.tmp-0123456789abcdef", ".state.json.tmp-notes.txt", "victim.txt"])
        XCTAssertEqual(text(victim), "precious")
    }
}
