import CSDL
import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUISDL

/// `--rotate`: the rotation maths on numbers for all four angles, input and drawing turning
/// together, the cursor rule, and a rotated headless backend.
@MainActor
final class SDLRotationTests: XCTestCase {
    typealias E = SDLSyntheticEvent

    let output = Size(800, 600)

    func testDegreesAndSizes() async {
        XCTAssertEqual(DisplayRotation.allCases.map(\.degrees), [0, 90, 180, 270])
        XCTAssertEqual(DisplayRotation(degrees: 90), .cw90)
        XCTAssertNil(DisplayRotation(degrees: 45))
        XCTAssertNil(DisplayRotation(degrees: -90))
        XCTAssertEqual(DisplayRotation.none.logicalSize(forOutput: output), Size(800, 600))
        XCTAssertEqual(DisplayRotation.cw90.logicalSize(forOutput: output), Size(600, 800))
        XCTAssertEqual(DisplayRotation.cw180.logicalSize(forOutput: output), Size(800, 600))
        XCTAssertEqual(DisplayRotation.cw270.logicalSize(forOutput: output), Size(600, 800))
        for r in DisplayRotation.allCases {
            XCTAssertEqual(r.outputSize(forLogical: r.logicalSize(forOutput: output)), output, "\(r)")
        }
    }

    func testWhereTheUIsTopLeftCornerAppears() async {
        // The logical origin and a point just right of it and below it, on an 800×600 output.
        let expected: [DisplayRotation: (origin: Point, p: Point)] = [
            .none: (Point(0, 0), Point(100, 50)),
            .cw90: (Point(800, 0), Point(750, 100)),     // top edge runs down the right side
            .cw180: (Point(800, 600), Point(700, 550)),
            .cw270: (Point(0, 600), Point(50, 500)),     // top edge runs up the left side
        ]
        for r in DisplayRotation.allCases {
            let logical = r.logicalSize(forOutput: output)
            XCTAssertEqual(r.outputPoint(Point(0, 0), logical: logical), expected[r]!.origin, "\(r)")
            XCTAssertEqual(r.outputPoint(Point(100, 50), logical: logical), expected[r]!.p, "\(r)")
            XCTAssertEqual(r.logicalPoint(expected[r]!.p, output: output), Point(100, 50), "\(r) inverse")
        }
    }

    func testPointsAndPixelsRoundTripForEveryAngle() async {
        for r in DisplayRotation.allCases {
            let logical = r.logicalSize(forOutput: output)
            for p in [Point(0, 0), Point(12.5, 700.25), Point(599, 799), Point(300, 400)] {
                XCTAssertEqual(r.logicalPoint(r.outputPoint(p, logical: logical), output: output), p, "\(r) \(p)")
            }
            for p in [Point(0, 0), Point(1, 2), Point(599, 0), Point(0, 599), Point(599, 599)] {
                let o = r.outputPixel(p, logical: logical)
                XCTAssertTrue(o.x >= 0 && o.x < 800 && o.y >= 0 && o.y < 600, "\(r): \(p) → \(o) is on the output")
                XCTAssertEqual(r.logicalPixel(o, output: output), p, "\(r) \(p)")
            }
        }
        // The output's top-right pixel shows the UI's top-left pixel at 90°, and so on.
        XCTAssertEqual(DisplayRotation.cw90.logicalPixel(Point(799, 0), output: output), Point(0, 0))
        XCTAssertEqual(DisplayRotation.cw180.logicalPixel(Point(799, 0), output: output), Point(0, 599))
        XCTAssertEqual(DisplayRotation.cw270.logicalPixel(Point(799, 0), output: output), Point(599, 799))
        XCTAssertEqual(DisplayRotation.none.logicalPixel(Point(799, 0), output: output), Point(799, 0))
    }

    func testRotatePixelsOnASmallImage() async {
        // 1 2 3
        // 4 5 6
        let px = [1, 2, 3, 4, 5, 6]
        XCTAssertEqual(DisplayRotation.none.rotatePixels(px, width: 3, height: 2), px)
        XCTAssertEqual(DisplayRotation.cw90.rotatePixels(px, width: 3, height: 2), [4, 1, 5, 2, 6, 3])
        XCTAssertEqual(DisplayRotation.cw180.rotatePixels(px, width: 3, height: 2), [6, 5, 4, 3, 2, 1])
        XCTAssertEqual(DisplayRotation.cw270.rotatePixels(px, width: 3, height: 2), [3, 6, 2, 5, 1, 4])
    }

    func testDrawingAndInputAgreeOnEveryPixel() async {
        // What the output shows at a pixel is the logical pixel input maps that pixel to.
        let w = 5, h = 3
        let px = Array(0..<(w * h))
        for r in DisplayRotation.allCases {
            let out = r.rotatePixels(px, width: w, height: h)
            let o = r.outputSize(forLogical: Size(Double(w), Double(h)))
            for y in 0..<Int(o.height) {
                for x in 0..<Int(o.width) {
                    let l = r.logicalPixel(Point(Double(x), Double(y)), output: o)
                    XCTAssertEqual(out[y * Int(o.width) + x], Int(l.y) * w + Int(l.x), "\(r) at \(x),\(y)")
                }
            }
        }
    }

    private func locations(_ r: DisplayRotation, _ events: [SDLEventValue]) -> [Point] {
        var t = SDLEventTranslator()
        t.rotation = r
        return events.compactMap { t.translate($0, outputSize: output, now: 0) }.compactMap {
            switch $0 {
            case let .pointer(p): return p.location
            case let .wheel(_, _, at): return at
            default: return nil
            }
        }
    }

    func testFingersAreTurnedBackToTheUIForEveryAngle() async {
        // A finger at 3/4 across and 1/4 down the output is at output (600, 150).
        let events = [E.finger(.down, finger: 7, x: 0.75, y: 0.25), E.finger(.up, finger: 7, x: 0.75, y: 0.25)]
        XCTAssertEqual(locations(.none, events), [Point(600, 150), Point(600, 150)])
        XCTAssertEqual(locations(.cw90, events), [Point(150, 200), Point(150, 200)])
        XCTAssertEqual(locations(.cw180, events), [Point(200, 450), Point(200, 450)])
        XCTAssertEqual(locations(.cw270, events), [Point(450, 600), Point(450, 600)])
    }

    func testTheMouseAndTheWheelAreTurnedBackPixelForPixel() async {
        let events = [E.mouseButton(down: true, x: 799, y: 0), E.mouseMotion(x: 700, y: 100),
                      E.mouseButton(down: false, x: 700, y: 100), E.wheel(dx: 0, dy: 1, x: 0, y: 599)]
        XCTAssertEqual(locations(.none, events), [Point(799, 0), Point(700, 100), Point(700, 100), Point(0, 599)])
        XCTAssertEqual(locations(.cw90, events), [Point(0, 0), Point(100, 99), Point(100, 99), Point(599, 799)])
        XCTAssertEqual(locations(.cw180, events), [Point(0, 599), Point(99, 499), Point(99, 499), Point(799, 0)])
        XCTAssertEqual(locations(.cw270, events), [Point(599, 799), Point(499, 700), Point(499, 700), Point(0, 0)])
    }

    func testInAWindowTouchHidesTheCursorAndRealMouseMotionShowsIt() async {
        var c = SDLCursorRule(driver: .x11, fullscreen: false)
        XCTAssertTrue(c.visible)
        XCTAssertNil(c.update(for: E.mouseMotion(x: 5, y: 5), outputSize: output), "already visible")
        XCTAssertEqual(c.update(for: E.finger(.down, finger: 1, x: 0.5, y: 0.5), outputSize: output), false)
        XCTAssertNil(c.update(for: E.finger(.move, finger: 1, x: 0.6, y: 0.5), outputSize: output), "already hidden")
        XCTAssertNil(c.update(for: E.mouseMotion(x: 10, y: 10, fromTouch: true), outputSize: output), "SDL's copy of a touch")
        XCTAssertNil(c.update(for: E.mouseMotion(x: 480, y: 300), outputSize: output), "the X server's pointer on the finger")
        XCTAssertEqual(c.update(for: E.mouseMotion(x: 100, y: 100), outputSize: output), true, "a real mouse moved")
        XCTAssertTrue(c.visible)
        XCTAssertNil(c.update(for: E.key("Tab", down: true), outputSize: output))
    }

    func testFullScreenAndKMSDRMKeepTheCursorHidden() async {
        for (driver, fullscreen) in [(SDLDriver.kmsdrm, false), (.wayland, true), (.x11, true)] {
            var c = SDLCursorRule(driver: driver, fullscreen: fullscreen)
            XCTAssertFalse(c.visible)
            XCTAssertNil(c.update(for: E.mouseMotion(x: 100, y: 100), outputSize: output))
            XCTAssertNil(c.update(for: E.finger(.down, finger: 1, x: 0.5, y: 0.5), outputSize: output))
            XCTAssertFalse(c.visible)
        }
    }

    func testLibdecorIsOffUnlessTheUserSetIt() async {
        // SDL reads an environment variable of a hint's name before the hint itself.
        guard ProcessInfo.processInfo.environment[SDLHints.waylandAllowLibdecor] == nil else {
            return XCTAssertNotNil(SDL_GetHint(SDLHints.waylandAllowLibdecor))
        }
        SDLHints.apply(for: .headless)
        XCTAssertEqual(SDL_GetHint(SDLHints.waylandAllowLibdecor).map { String(cString: $0) }, "0")
    }

    func testARotatedHeadlessBackendLaysOutTurnedAndScreenshotsWhatThePanelShows() async throws {
        let b = try SDLBackend.open(driver: "headless", size: Size(320, 200), fontPath: nil, fullscreen: false,
                                    rotation: .cw90, budgets: .standard, environment: [:])
        XCTAssertEqual(b.size, Size(200, 320), "the UI lays out in portrait")
        XCTAssertEqual(b.outputSize, Size(320, 200))
        let blue = Color(hex: 0x1565C0), red = Color(hex: 0xD32F2F)
        var l = DrawList()
        l.fill(Rect(x: 0, y: 0, width: 200, height: 320), blue)
        l.fill(Rect(x: 0, y: 0, width: 20, height: 10), red)      // the UI's top-left corner
        b.present(l, damage: Rect(x: 0, y: 0, width: 200, height: 320))

        let logical = try b.capture()
        XCTAssertEqual([logical.width, logical.height], [200, 320])
        XCTAssertEqual(logical[0, 0], red)

        let png = FileManager.default.temporaryDirectory.appendingPathComponent("rot90-\(getpid()).png").path
        defer { try? FileManager.default.removeItem(atPath: png) }
        try b.screenshot(to: png)
        let shot = try PNGFile.read(png)
        XCTAssertEqual([shot.width, shot.height], [320, 200], "the screenshot is the output, as mounted")
        // The UI's top-left 20×10 corner is now a 10×20 block at the output's top-right.
        XCTAssertEqual(shot[319, 0], red)
        XCTAssertEqual(shot[310, 19], red)
        XCTAssertEqual(shot[309, 0], blue)
        XCTAssertEqual(shot[319, 20], blue)
        XCTAssertEqual(shot[0, 0], blue)

        // A `resize` gives the output's size; the UI gets it turned.
        b.resize(to: Size(400, 300))
        XCTAssertEqual(b.size, Size(300, 400))
    }

    func testTheWindowsRotatedCopyMatchesRotatePixels() async throws {
        // The window path (SDL_RenderCopyExF of the logical target) on a software renderer whose
        // output is a surface: every pixel lands where `rotatePixels` (and so input) says. Sides of
        // different parity would put the turned rect on half pixels, which SDL's software
        // renderer truncates (one row off); panels have even sides, so the test uses sides of the
        // same parity.
        for (w, h) in [(8, 4), (7, 5)] {
        let px = (0..<(w * h)).map { UInt32(0xFF00_0000) | UInt32($0 * 0x090503 & 0xFFFFFF) }
        for r in DisplayRotation.allCases {
            let o = r.outputSize(forLogical: Size(Double(w), Double(h)))
            let (surface, renderer) = try SDLBackend.makeHeadlessTarget(o)
            let tex = try XCTUnwrap(SDLTexture.from(pixels: px, width: w, height: h, renderer: renderer))
            SDLBackend.copy(tex, toOutputOf: renderer, rotation: r)
            let ow = Int(o.width), oh = Int(o.height)
            var got = [UInt32](repeating: 0, count: ow * oh)
            _ = got.withUnsafeMutableBytes {
                SDL_RenderReadPixels(renderer.raw, nil, KIOSK_PIXELFORMAT_ARGB8888, $0.baseAddress, Int32(ow * 4))
            }
            XCTAssertEqual(got, r.rotatePixels(px, width: w, height: h), "\(r) \(w)x\(h)")
            withExtendedLifetime(surface) {}
        }
        }
    }
}
