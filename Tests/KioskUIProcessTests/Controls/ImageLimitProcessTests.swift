import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Hostile pictures against the kiosk binary: a PNG claiming
/// 60000×60000 (it crashed inside libpng after 3.5 GB) and a JPEG claiming 16000² are refused by
/// `kiosk check` at their line with the limit and the fix; set at run time, they, a FIFO (it
/// blocked the loop in `open` for good), the kiosk's own `/proc/self/fd/0` and an SVG of 300,000
/// points are each refused at once with an `error`, and the kiosk answers the `layout` query after
/// them with the picture it had.
@MainActor
final class ImageLimitProcessTests: XCTestCase {
    private func folder() throws -> String {
        let dir = KioskProcess.temporaryFolder("image-limits-process")
        try HostilePictures.png(width: 60_000, height: 60_000).write(to: URL(fileURLWithPath: dir + "/big.png"))
        try HostilePictures.jpeg(width: 16_000, height: 16_000).write(to: URL(fileURLWithPath: dir + "/big.jpg"))
        try HostilePictures.svg(points: 300_000).write(to: URL(fileURLWithPath: dir + "/many.svg"))
        try HostilePictures.fifo(at: dir + "/pipe.png")
        try FileManager.default.copyItem(atPath: TestFiles.packageRoot.appendingPathComponent("Tests/Fixtures/images/two-colour.png").path,
                                         toPath: dir + "/ok.png")
        return dir
    }

    private func screen(_ file: String, in dir: String) throws -> String {
        let path = dir + "/screen-\(UUID().uuidString).yaml"
        try "root: {type: column, children: [{type: image, id: photo, file: \(file), accessibilityLabel: Photo}]}\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testCheckRefusesAPictureOverThePixelLimitAtItsLineWithTheFix() async throws {
        let dir = try folder()
        for (file, size) in [("big.png", "60000×60000"), ("big.jpg", "16000×16000")] {
            let r = try KioskProcess.run(["check", try screen(file, in: dir)], timeout: 30)
            XCTAssertNotEqual(r.status, 0, "\(file) passed check")
            XCTAssertTrue(r.stderr.contains(":1: ") && r.stderr.contains("\"\(file)\" (") &&
                          r.stderr.contains("is \(size) pixels; a picture may have at most 33554432 pixels (8192×4096, 128 MiB decoded); scale it down"),
                          r.stderr)
        }
        let fine = try KioskProcess.run(["check", try screen("ok.png", in: dir)], timeout: 30)
        XCTAssertEqual(fine.status, 0, fine.stderr)
    }

    func testSetFileToHostilePicturesIsRefusedAtOnceAndTheKioskGoesOnAnswering() async throws {
        let dir = try folder()
        let commands = dir + "/c.jsonl"
        try """
        {"set":{"id":"photo","file":"big.png"}}
        {"set":{"id":"photo","file":"big.jpg"}}
        {"set":{"id":"photo","file":"pipe.png"}}
        {"set":{"id":"photo","file":"/proc/self/fd/0"}}
        {"set":{"id":"photo","file":"many.svg"}}
        {"query":"layout"}

        """.write(toFile: commands, atomically: true, encoding: .utf8)
        let start = Date()
        // Without the limits the FIFO held the run in open() for good, and the timeout's SIGTERM
        // did not end it either (measured: the test hung until the kiosk was killed).
        let r = try KioskProcess.run(["run", try screen("ok.png", in: dir), "--driver", "headless", "--size", "800x480",
                                      "--commands", commands], timeout: 30)
        let seconds = Date().timeIntervalSince(start)
        print("five hostile pictures refused and the layout answered in \(Int(seconds * 1000)) ms")
        XCTAssertEqual(r.status, 0, r.stderr)
        let errors = r.events(named: "error").compactMap { $0["message"] as? String }
        XCTAssertEqual(errors.count, 5, "\(errors)")
        let expected = [
            ":1: image \"photo\": \"big.png\" (", "is 60000×60000 pixels; a picture may have at most 33554432 pixels",
            ":2: image \"photo\": \"big.jpg\" (", "is 16000×16000 pixels",
            ":3: image \"photo\": \"pipe.png\" (", "is a FIFO, not a regular file",
            // The kiosk's standard input, the test runner's (a pipe, a terminal or /dev/null): outside
            // the picture folders, so refused before it is opened (PictureFolders).
            ":4: image \"photo\": \"/proc/self/fd/0\" ", "is not in a picture folder",
            ":5: image \"photo\": \"many.svg\" (", "is an SVG of more than 20000 points",
        ]
        for (i, e) in errors.enumerated() where 2 * i + 1 < expected.count {
            XCTAssertTrue(e.contains(expected[2 * i]) && e.contains(expected[2 * i + 1]), "\(e) lacks \(expected[2 * i]) … \(expected[2 * i + 1])")
        }
        let photo = try XCTUnwrap(r.events(named: "layout").first.flatMap { KioskProcess.nodes($0)["photo"] }, "no layout answer")
        XCTAssertEqual(photo["file"] as? String, "ok.png", "the picture it had")
        XCTAssertLessThan(seconds, 15, "refused at once, not after a decode or a wait")
    }

    func testAListItemsHostilePictureIsLeftOutAndTheListIsDrawnAndAnswers() async throws {
        // A list item's `image` reaches the same decoder: without the limits its 60000² PNG was
        // decoded when the row was drawn, and its FIFO blocked the row's header read (measured
        // without them: the kiosk still blocked after 300 s, the test with it).
        let dir = try folder()
        let screen = dir + "/list.yaml"
try TestScreens.pictureList(side: 96, first: ("fine", "Fine", "ok.png")).write(toFile: screen, atomically: true, encoding: .utf8)
        try """
        {"set":{"id":"menu","items":[{"key":"big","title":"Big","image":"big.png"},{"key":"pipe","title":"Pipe","image":"pipe.png"},{"key":"jpeg","title":"JPEG","image":"big.jpg"},{"key":"fine","title":"Fine","image":"ok.png"}]}}
        {"query":"layout"}

        """.write(toFile: dir + "/items.jsonl", atomically: true, encoding: .utf8)
        let shot = dir + "/list.png"
        let r = try KioskProcess.run(["run", screen, "--driver", "headless", "--size", "800x480", "--commands", dir + "/items.jsonl",
                                      "--screenshot", shot], timeout: 30)
        XCTAssertEqual(r.status, 0, r.stderr)
        let nodes = try XCTUnwrap(r.events(named: "layout").first.map(KioskProcess.nodes), "no layout answer")
        XCTAssertEqual(nodes["menu"]?["items"] as? Double, 4, "the four items are the list's")
        XCTAssertTrue(FileManager.default.fileExists(atPath: shot), "the rows were drawn and the screenshot written")
    }
}
