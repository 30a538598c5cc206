import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUISDL
import KioskUITestSupport

/// Runs the `kiosk` binary headless on scripts and checks what a user (or an integrator) sees.
@MainActor
final class EndToEndTests: XCTestCase {
    func testHeadlessRunWritesAScreenshotOfTheDemo() async throws {
        let png = KioskProcess.temporaryFile("demo.png")
        let r = try KioskProcess.run(["run", "--driver", "headless", "--size", "800x600", "--screenshot", png.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("screenshot written to \(png.path)"), r.stderr)
        let image = try PNGFile.read(png.path)
        XCTAssertEqual(image.width, 800)
        XCTAssertEqual(image.height, 600)
        XCTAssertGreaterThan(image.distinctColors(), 20, "the demo draws text and controls, not a blank screen")
        XCTAssertEqual(r.events(named: "ready").count, 1)
    }

    func testAScriptThatTapsTheDemoButtonGetsTheTapEvent() async throws {
        let script = KioskProcess.temporaryFile("tap.jsonl", contents: """
        {"at":0,"pointer":"down","target":"start"}
        {"at":80,"pointer":"up","target":"start"}
        """)
        let r = try KioskProcess.run(["run", "--driver", "headless", "--replay", script.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        let taps = r.events(named: "tap")
        XCTAssertEqual(taps.count, 1, r.stdout)
        XCTAssertEqual(taps.first?["id"] as? String, "start")
    }

    func testResizeThenQueryShowsTheNewFrames() async throws {
        let script = KioskProcess.temporaryFile("resize.jsonl", contents: """
        {"at":0,"query":"layout"}
        {"at":100,"resize":[640,900]}
        {"at":100,"query":"layout"}
        {"at":200,"split":0.5}
        {"at":200,"query":"layout"}
        """)
        let r = try KioskProcess.run(["run", "--driver", "headless", "--size", "1280x800", "--replay", script.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        let layouts = r.events(named: "layout")
        XCTAssertEqual(layouts.count, 3, r.stdout)
        let sizes = layouts.map { ($0["size"] as? [Double]) ?? [] }
        XCTAssertEqual(sizes, [[1280, 800], [640, 900], [320, 900]])
        // Every widget frame lies inside the UI after each change.
        for (layout, size) in zip(layouts, sizes) {
            for node in (layout["nodes"] as? [[String: Any]]) ?? [] where node["hidden"] == nil {
                let f = (node["frame"] as? [Double]) ?? []
                XCTAssertEqual(f.count, 4)
                XCTAssertLessThanOrEqual(f[0] + f[2], size[0] + 0.5, "\(node["id"] ?? "?") overflows \(size)")
            }
        }
    }

    func testAMalformedScriptLineGivesAClearErrorNotACrash() async throws {
        let script = KioskProcess.temporaryFile("bad.jsonl", contents: """
        {"at":0,"key":"right"}
        {"at":10,"pointr":"down","x":1,"y":2}
        """)
        let r = try KioskProcess.run(["run", "--driver", "headless", "--replay", script.path])
        XCTAssertNotEqual(r.status, 0)
        XCTAssertTrue(r.stderr.contains("\(script.path):2:"), r.stderr)
        XCTAssertTrue(r.stderr.contains("pointr"), r.stderr)
    }

    func testAnUnknownTargetNamesTheLineAndTheIDsThatExist() async throws {
        let script = KioskProcess.temporaryFile("target.jsonl", contents: """
        {"at":0,"pointer":"down","target":"nope"}
        """)
        let r = try KioskProcess.run(["run", "--driver", "headless", "--replay", script.path])
        XCTAssertNotEqual(r.status, 0)
        XCTAssertTrue(r.stderr.contains(":1:"), r.stderr)
        XCTAssertTrue(r.stderr.contains("start"), "lists the ids that exist: \(r.stderr)")
    }

    func testBadCommandLineValuesAreRefusedWithTheFix() async throws {
        let zero = try KioskProcess.run(["run", "--driver", "headless", "--size", "0x0"])
        XCTAssertNotEqual(zero.status, 0)
        XCTAssertTrue(zero.stderr.contains("between 1 and 16384"), zero.stderr)
        let font = try KioskProcess.run(["run", "--driver", "headless", "--font", "/nonexistent/font.ttf"])
        XCTAssertNotEqual(font.status, 0)
        XCTAssertTrue(font.stderr.contains("/nonexistent/font.ttf"), font.stderr)
    }

    func testAHugeFontScaleIsClampedWithAWarning() async throws {
        let png = KioskProcess.temporaryFile("scale40.png")
        let r = try KioskProcess.run(["run", "--driver", "headless", "--font-scale", "40", "--screenshot", png.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stderr.contains("font scale 40"), r.stderr)
    }
}
