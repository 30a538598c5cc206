import Foundation
import XCTest
import KioskUITestSupport

/// Pictures set at run time come only from the picture folders: a controller
/// that may `set` an image's `file` cannot show, and then screenshot, a photo from a private folder
/// elsewhere on the panel, and its refusals do not tell whether a path exists. The screen is in
/// folder A, the private picture in folder B.
@MainActor
final class PictureFolderTests: XCTestCase {
    private struct Folders { let a: String, b: String, screen: String }

    /// A/screen.yaml showing A/a.png; B/x.png; A/link.png a symbolic link to B/x.png.
    private func folders() throws -> Folders {
        let root = KioskProcess.temporaryFolder("picture-folders")
        let a = root + "/A", b = root + "/B"
        let fm = FileManager.default
        try fm.createDirectory(atPath: a, withIntermediateDirectories: true)
        try fm.createDirectory(atPath: b, withIntermediateDirectories: true)
        let png = TestFiles.packageRoot.appendingPathComponent("Tests/Fixtures/images/two-colour.png").path
        try fm.copyItem(atPath: png, toPath: a + "/a.png")
        try fm.copyItem(atPath: png, toPath: b + "/x.png")
        try fm.createSymbolicLink(atPath: a + "/link.png", withDestinationPath: b + "/x.png")
        let screen = a + "/screen.yaml"
        try Data("root: {type: column, children: [{type: image, id: pic, file: a.png, accessibilityLabel: Picture}]}\n".utf8)
            .write(to: URL(fileURLWithPath: screen))
        return Folders(a: a, b: b, screen: screen)
    }

    /// A headless run of `screen` carrying out `files` as `set`s of pic's file, then a layout query:
    /// the error messages and the file the layout says pic shows.
    /// The commands file is `name` (the same name gives the same messages, which name it).
    private func run(_ screen: String, setting files: [String], args: [String] = [],
                     name: String = UUID().uuidString) throws -> (errors: [String], shown: String?) {
        var lines = files.map { #"{"set":{"id":"pic","file":"# + "\"\($0)\"}}" }
        lines.append(#"{"query":"layout"}"#)
        let commands = KioskProcess.temporaryFile("pictures-\(name).jsonl", contents: lines.joined(separator: "\n") + "\n")
        let r = try KioskProcess.run(["run", screen, "--driver", "headless", "--size", "800x480", "--commands", commands.path] + args)
        XCTAssertEqual(r.status, 0, r.stderr)
        let layout = try XCTUnwrap(r.events(named: "layout").first, r.stdout)
        let shown = KioskProcess.nodes(layout)["pic"]?["file"] as? String
        return (r.events(named: "error").compactMap { $0["message"] as? String }, shown)
    }

    /// Whether `error` is the one refusal for `written` (a long path is shortened in it).
    private func isRefusal(_ error: String, of written: String) -> Bool {
        error.contains("image \"pic\": \"\(written.prefix(40))")
            && error.hasSuffix("\" is not in a picture folder (the screen's folder, --image-dir); put it there or add --image-dir")
    }

    func testAPictureOutsideTheScreensFolderIsRefusedUnlessAnImageDirNamesItsFolder() async throws {
        let f = try folders()
        let outside = f.b + "/x.png"
        let refused = try run(f.screen, setting: [outside, "../B/x.png", "link.png"])
        XCTAssertEqual(refused.errors.count, 3, "\(refused.errors)")
        for (error, written) in zip(refused.errors, [outside, "../B/x.png", "link.png"]) {
            XCTAssertTrue(isRefusal(error, of: written), error)
        }
        XCTAssertEqual(refused.shown, "a.png", "the screen's own picture is still shown")

        let allowed = try run(f.screen, setting: [outside], args: ["--image-dir", f.b])
        XCTAssertEqual(allowed.errors, [])
        XCTAssertEqual(allowed.shown, outside)
        // A picture in the screen's own folder needs no --image-dir.
        XCTAssertEqual(try run(f.screen, setting: ["a.png"]).errors, [])
    }

    func testARefusalReadsTheSameWhetherOrNotThePathExists() async throws {
        let f = try folders()
        let secret = f.b + "/x.png"
        let name = UUID().uuidString
        let existing = try run(f.screen, setting: [secret], name: name)
        try FileManager.default.removeItem(atPath: secret)
        let missing = try run(f.screen, setting: [secret], name: name)
        XCTAssertEqual(existing.errors.count, 1, "\(existing.errors)")
        XCTAssertEqual(Data(existing.errors.joined().utf8), Data(missing.errors.joined().utf8), "byte-identical refusals")
        // A folder, and a file the kiosk cannot read, get that refusal too, naming nothing but the path written.
        let other = try run(f.screen, setting: [f.b, "/etc/shadow"])
        XCTAssertEqual(other.errors.count, 2, "\(other.errors)")
        XCTAssertTrue(isRefusal(other.errors[0], of: f.b), other.errors[0])
        XCTAssertTrue(isRefusal(other.errors[1], of: "/etc/shadow"), other.errors[1])
    }

    func testAnImageDirThatIsNotAFolderStopsTheStart() async throws {
        let f = try folders()
        let r = try KioskProcess.run(["run", f.screen, "--driver", "headless", "--duration", "0.1", "--image-dir", f.b + "/none"])
        XCTAssertNotEqual(r.status, 0)
        XCTAssertTrue(r.stderr.contains("--image-dir \(f.b)/none is not a folder"), r.stderr)
    }

    /// A list item's picture is confined too: outside the picture folders it is not drawn (the
    /// screenshot matches an item whose picture is missing), with `--image-dir` it is.
    func testAListItemsPictureOutsideThePictureFoldersIsNotDrawn() async throws {
        let f = try folders()
        let screen = f.a + "/list.yaml"
try TestScreens.pictureList(side: 48, first: ("a", "Start", "a.png")).write(toFile: screen, atomically: true, encoding: .utf8)
        func shot(_ image: String, args: [String] = []) throws -> Data {
            let line = #"{"set":{"id":"menu","items":[{"key":"b","title":"Photo","image":"# + "\"\(image)\"}]}}\n"
            let commands = KioskProcess.temporaryFile("pictures-list-\(UUID().uuidString).jsonl", contents: line)
            let png = f.a + "/shot-\(UUID().uuidString).png"
            let r = try KioskProcess.run(["run", screen, "--driver", "headless", "--size", "400x240", "--commands", commands.path,
                                          "--screenshot", png] + args)
            XCTAssertEqual(r.status, 0, r.stderr)
            return try Data(contentsOf: URL(fileURLWithPath: png))
        }
        let outside = try shot(f.b + "/x.png"), missing = try shot("none.png"), allowed = try shot(f.b + "/x.png", args: ["--image-dir", f.b])
        XCTAssertEqual(outside, missing, "a picture outside the picture folders is drawn as no picture")
        XCTAssertNotEqual(outside, allowed, "with --image-dir its folder's picture is drawn")
    }

    /// The screen file's own picture is the operator's: outside the screen's folder it is shown, and
    /// a `set` back to it or a reset after another picture is not refused.
    func testTheScreensOwnPictureOutsideItsFolderCanBeSetBackAndReset() async throws {
        let f = try folders()
        let own = f.b + "/x.png", screen = f.a + "/own.yaml"
        try Data("root: {type: column, children: [{type: image, id: pic, file: \"\(own)\", accessibilityLabel: Picture}]}\n".utf8)
            .write(to: URL(fileURLWithPath: screen))
        let back = try run(screen, setting: ["a.png", own])
        XCTAssertEqual(back.errors, [])
        XCTAssertEqual(back.shown, own)
        let lines = [#"{"set":{"id":"pic","file":"a.png"}}"#, #"{"reset":true}"#, #"{"query":"layout"}"#]
        let commands = KioskProcess.temporaryFile("pictures-reset-\(UUID().uuidString).jsonl", contents: lines.joined(separator: "\n") + "\n")
        let r = try KioskProcess.run(["run", screen, "--driver", "headless", "--size", "800x480", "--commands", commands.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertEqual(r.events(named: "error").count, 0, r.stdout)
        let layout = try XCTUnwrap(r.events(named: "layout").first, r.stdout)
        XCTAssertEqual(KioskProcess.nodes(layout)["pic"]?["file"] as? String, own, "the reset put the screen's picture back")
    }
}
