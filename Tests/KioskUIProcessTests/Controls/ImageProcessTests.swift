import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// A camera's photo on a kiosk: a 4000×3000 JPEG (48 MB as 32-bit pixels) shown at
/// 640×480 is decoded once, scaled down and its full-size pixels freed. The run's peak resident
/// memory stays within the decoded JPEG's own 24-bit pixels (36 MB) of the same screen without
/// the photo — converting it to 32 bits at full size, or keeping it, would add 48 MB more — and
/// the picture is on the screenshot where the layout query says.
@MainActor
final class ImageProcessTests: XCTestCase {
    /// A 4000×3000 JPEG of a smooth gradient (through cjpeg, scripts/setup.sh installs it).
    private func bigJPEG(in dir: String) throws -> String {
        let w = 4000, h = 3000
        var ppm = Data("P6 \(w) \(h) 255\n".utf8)
        var row = [UInt8](repeating: 0, count: w * 3)
        for y in 0..<h {
            for x in 0..<w {
                row[3 * x] = UInt8(x * 255 / w); row[3 * x + 1] = UInt8(y * 255 / h); row[3 * x + 2] = 128
            }
            ppm.append(contentsOf: row)
        }
        let ppmPath = dir + "/big.ppm", jpg = dir + "/big.jpg"
        try ppm.write(to: URL(fileURLWithPath: ppmPath))
        let r = try KioskProcess.execute("/bin/sh", ["-c", "cjpeg -quality 90 '\(ppmPath)' > '\(jpg)'"])
        XCTAssertEqual(r.status, 0, "cjpeg (apt-get install libjpeg-turbo-progs; scripts/setup.sh): \(r.stderr)")
        try? FileManager.default.removeItem(atPath: ppmPath)
        return jpg
    }

    /// The peak resident memory (KiB) of a headless run of `screen`, its layout, and its screenshot.
    private func run(_ screen: String, dir: String, name: String) throws -> (peak: Int, layout: [String: Any], shot: String) {
        let script = KioskProcess.temporaryFile("images-\(UUID().uuidString).jsonl", contents: #"{"at":100,"query":"layout"}"# + "\n").path
        let shot = dir + "/\(name).png"
        let r = try KioskProcess.execute("/usr/bin/time", ["-f", "peak %M", KioskProcess.binary.path, "run", screen, "--driver", "headless",
                                                          "--size", "800x480", "--replay", script, "--screenshot", shot])
        XCTAssertEqual(r.status, 0, r.stderr)
        let line = try XCTUnwrap(r.stderr.split(separator: "\n").last { $0.hasPrefix("peak ") })
        let layout = try XCTUnwrap(r.events(named: "layout").first)
        return (try XCTUnwrap(Int(line.dropFirst(5))), layout, shot)
    }

    func testABigPhotoIsShownAtItsDrawnSizeWithoutHoldingItsFullSizePixels() async throws {
        let dir = KioskProcess.temporaryFolder("images")
        _ = try bigJPEG(in: dir)
        let with = dir + "/photo.yaml", without = dir + "/none.yaml"
        try Data("root: {type: column, children: [{type: frame, height: 480, content: {type: image, id: big, file: big.jpg, accessibilityLabel: Photo}}]}\n".utf8)
            .write(to: URL(fileURLWithPath: with))
        try Data("root: {type: column, children: [{type: frame, height: 480, content: {type: label, text: Photo}}]}\n".utf8)
            .write(to: URL(fileURLWithPath: without))
        let photo = try run(with, dir: dir, name: "photo"), none = try run(without, dir: dir, name: "none")
        print("peak resident memory: a 4000×3000 JPEG shown at 640×480 \(photo.peak) KiB, the same screen without it \(none.peak) KiB")
        XCTAssertLessThan(photo.peak - none.peak, 40 * 1024, "more than the JPEG's 24-bit pixels (36 MB) at the peak")
        let node = try XCTUnwrap(KioskProcess.nodes(photo.layout)["big"])
        XCTAssertEqual(node["drawn"] as? [Double], [80, 0, 640, 480])
        XCTAssertEqual(node["file"] as? String, "big.jpg")
        // The screenshot holds the photo (a blank screen compresses to a few hundred bytes).
        let shot = try Data(contentsOf: URL(fileURLWithPath: photo.shot))
        XCTAssertGreaterThan(shot.count, 10_000, "a photo, not a blank screen")
    }

    func testAReplayThatChangesAPictureGivesIdenticalBytesInTwoProcesses() async throws {
        let dir = KioskProcess.temporaryFolder("images-replay")
        let script = KioskProcess.temporaryFile("images-set-\(UUID().uuidString).jsonl", contents: """
        {"at":100,"key":"tab"}
        {"at":200,"set":{"id":"logo","file":"images/two-colour.png"}}
        {"at":400,"set":{"language":"ar"}}
        {"at":500,"query":"layout"}

        """).path
        let fixture = TestFiles.packageRoot.appendingPathComponent("Tests/Fixtures/images.yaml").path
        var outputs: [(String, Data)] = []
        for n in 0..<2 {
            let shot = dir + "/run\(n).png"
            let r = try KioskProcess.run(["run", fixture, "--driver", "headless", "--size", "800x480", "--replay", script, "--screenshot", shot])
            XCTAssertEqual(r.status, 0, r.stderr)
            let logo = try XCTUnwrap(r.events(named: "layout").first.flatMap { KioskProcess.nodes($0)["logo"] })
            XCTAssertEqual(logo["file"] as? String, "images/two-colour.png")
            outputs.append((r.stdout, try Data(contentsOf: URL(fileURLWithPath: shot))))
        }
        XCTAssertEqual(outputs[0].0, outputs[1].0, "the same events")
        XCTAssertEqual(outputs[0].1, outputs[1].1, "the same screenshot, byte for byte")
        // A file that is not there is refused at its line, naming the path it looked at.
        let bad = KioskProcess.temporaryFile("images-bad-\(UUID().uuidString).jsonl",
                                             contents: #"{"at":100,"set":{"id":"photo","file":"images/missing.png"}}"# + "\n").path
        let r = try KioskProcess.run(["run", fixture, "--driver", "headless", "--size", "800x480", "--replay", bad])
        XCTAssertNotEqual(r.status, 0)
        XCTAssertTrue(r.stderr.contains(":1: image \"photo\": \"images/missing.png\" does not exist in /")
                      && r.stderr.contains("/Tests/Fixtures/images (looked for /"), r.stderr)
    }
}
