import XCTest
@testable import KioskUICore
@testable import KioskUISDL

/// Opens headless SDL backends for tests (deterministic software pixels).
@MainActor
enum SDLTestBackend {
    static func open(_ w: Double = 320, _ h: Double = 200,
                     budgets: SDLBackend.CacheBudgets = .standard) throws -> SDLBackend {
        try SDLBackend.open(driver: "headless", size: Size(w, h), fontPath: nil, fullscreen: false,
                            budgets: budgets, environment: [:])
    }
}

/// The draw-list executor on the headless software renderer: a golden image, plus the pixels a
/// user would notice.
@MainActor
final class SDLRenderTests: XCTestCase {
    static let background = Color(hex: 0xF4F5F7)
    static let blue = Color(hex: 0x1565C0)
    static let red = Color(hex: 0xD32F2F)
    static let green = Color(hex: 0x2E7D32)
    static let ink = Color(hex: 0x1C1E23)
    static let orange = Color(hex: 0xF59E0B)

    /// One of everything: rounded and square fills, a rounded outline, a thick diagonal line, text,
    /// a clip and an opacity group.
    static func sampleList() -> DrawList {
        var l = DrawList()
        l.fill(Rect(x: 0, y: 0, width: 320, height: 200), background)
        l.fill(Rect(x: 20, y: 20, width: 100, height: 60), blue, radius: 16)
        l.fill(Rect(x: 140, y: 20, width: 60, height: 60), red)
        l.stroke(Rect(x: 220, y: 20, width: 80, height: 60), green, radius: 12, width: 4)
        l.line(Point(20, 110), Point(120, 180), ink, width: 6)
        l.text("Hello, kiosk", at: Point(140, 95), font: Font(size: 20), color: ink)
        l.clipped(to: Rect(x: 140, y: 150, width: 40, height: 30)) { l in
            l.fill(Rect(x: 130, y: 140, width: 80, height: 60), orange, radius: 8)
        }
        l.faded(0.5) { l in l.fill(Rect(x: 220, y: 130, width: 80, height: 50), .black) }
        return l
    }

    func testSampleListMatchesTheGoldenAndTheVisiblePixels() async throws {
        let backend = try SDLTestBackend.open()
        backend.present(Self.sampleList(), damage: Rect(x: 0, y: 0, width: 320, height: 200))
        let img = try backend.capture()
        try Golden.check(img, named: "sdl-drawlist")

        let bg = Self.background
        // Rounded fill: inside is its colour, the pixel at the very corner is background, and a
        // pixel on the curve is anti-aliased: strictly between the two.
        XCTAssertEqual(img[70, 50], Self.blue)
        XCTAssertEqual(img[20, 20], bg)
        XCTAssertEqual(img[119, 79], bg)
        XCTAssertEqual(img[21, 50], Self.blue, "the straight left edge is solid")
        let edge = (0..<16).map { img[20 + $0, 20 + $0] }.first { $0 != bg && $0 != Self.blue }
        XCTAssertNotNil(edge, "an anti-aliased pixel on the rounded corner's diagonal")
        if let e = edge {
            XCTAssertTrue(e.r < bg.r && e.r > Self.blue.r, "corner pixel \(e) mixes background and fill")
        }
        // Square fill, exact edges.
        XCTAssertEqual(img[140, 20], Self.red)
        XCTAssertEqual(img[199, 79], Self.red)
        XCTAssertEqual(img[200, 50], bg)
        // Outline: the band is green, the inside untouched.
        XCTAssertEqual(img[260, 21], Self.green)
        XCTAssertEqual(img[222, 50], Self.green)
        XCTAssertEqual(img[260, 50], bg)
        XCTAssertEqual(img[220, 20], bg, "outside the outline's rounded corner")
        // Diagonal line: its middle is ink, far from it is background.
        XCTAssertEqual(img[70, 145], Self.ink)
        XCTAssertEqual(img[100, 120], bg)
        // Text: some ink-dark pixels where the words are.
        var dark = 0
        for y in 95..<120 { for x in 140..<260 where img[x, y].r < 100 { dark += 1 } }
        XCTAssertGreaterThan(dark, 80, "text was drawn")
        // Clip: inside is orange, the rest of the clipped shape never drew.
        XCTAssertEqual(img[150, 160], Self.orange)
        XCTAssertEqual(img[140, 150], Self.orange, "the clip cuts the shape square, no rounded corner")
        XCTAssertEqual(img[135, 145], bg)
        XCTAssertEqual(img[195, 160], bg)
        XCTAssertEqual(img[150, 185], bg)
        // Opacity 0.5 of black over the background: the mixed colour.
        let half = img[260, 150]
        XCTAssertEqual(Double(half.r), Double(bg.r) / 2, accuracy: 2)
        XCTAssertEqual(Double(half.b), Double(bg.b) / 2, accuracy: 2)
    }

    func testPresentingADamageRectLeavesEverythingElseUnchanged() async throws {
        let backend = try SDLTestBackend.open()
        let full = Rect(x: 0, y: 0, width: 320, height: 200)
        backend.present(Self.sampleList(), damage: full)
        let before = try backend.capture()
        var red = DrawList()
        red.fill(full, Self.red)
        let damage = Rect(x: 10.5, y: 30, width: 20, height: 15)
        backend.present(red, damage: damage)
        let after = try backend.capture()
        for y in 0..<200 {
            for x in 0..<320 {
                let inside = x >= 10 && x < 31 && y >= 30 && y < 45
                if inside {
                    XCTAssertEqual(after[x, y], Self.red, "(\(x), \(y)) is inside the damage")
                } else if after[x, y] != before[x, y] {
                    return XCTFail("(\(x), \(y)) outside the damage changed from \(before[x, y]) to \(after[x, y])")
                }
            }
        }
    }

    func testTheSameRoundedShapeIsRasterizedOnce() async throws {
        let backend = try SDLTestBackend.open()
        let list = Self.sampleList()
        backend.present(list, damage: Rect(x: 0, y: 0, width: 320, height: 200))
        let shapes = backend.executor.shapes.rasterized
        let texts = backend.executor.texts.rendered
        for _ in 0..<5 { backend.present(list, damage: Rect(x: 0, y: 0, width: 320, height: 200)) }
        XCTAssertEqual(backend.executor.shapes.rasterized, shapes, "corner tiles come from the cache")
        XCTAssertEqual(backend.executor.texts.rendered, texts, "text textures come from the cache")
        XCTAssertEqual(shapes, 3, "three distinct (radius, stroke) corner tiles")
    }

    func testNestedClipsAndOpacitiesMultiplyAndIntersect() async throws {
        let backend = try SDLTestBackend.open(100, 100)
        var l = DrawList()
        l.fill(Rect(x: 0, y: 0, width: 100, height: 100), .white)
        l.append(.pushClip(Rect(x: 10, y: 10, width: 50, height: 50)))
        l.append(.pushClip(Rect(x: 30, y: 30, width: 50, height: 50)))
        l.append(.pushOpacity(0.5))
        l.append(.pushOpacity(0.5))
        l.fill(Rect(x: 0, y: 0, width: 100, height: 100), .black)
        l.append(.popOpacity)
        l.append(.popOpacity)
        l.append(.popClip)
        l.fill(Rect(x: 0, y: 0, width: 100, height: 100), Color(hex: 0x00FF00), radius: 0)
        l.append(.popClip)
        // Unbalanced pops are ignored.
        l.append(.popClip)
        l.append(.popOpacity)
        backend.present(l, damage: Rect(x: 0, y: 0, width: 100, height: 100))
        let img = try backend.capture()
        XCTAssertEqual(img[5, 5], .white, "outside the outer clip")
        XCTAssertEqual(img[15, 15], Color(hex: 0x00FF00), "inside the outer clip only, after the pop")
        XCTAssertEqual(img[65, 65], .white, "outside the outer clip")
        // After the pops, the green fill covered the outer clip entirely.
        XCTAssertEqual(img[40, 40], Color(hex: 0x00FF00))
    }

    func testOpacityQuarterShowsInTheBlend() async throws {
        let backend = try SDLTestBackend.open(40, 40)
        var l = DrawList()
        l.fill(Rect(x: 0, y: 0, width: 40, height: 40), .white)
        l.append(.pushOpacity(0.5))
        l.append(.pushOpacity(0.5))
        l.fill(Rect(x: 0, y: 0, width: 40, height: 40), .black)
        backend.present(l, damage: Rect(x: 0, y: 0, width: 40, height: 40))
        let p = try backend.capture()[20, 20]
        XCTAssertEqual(Double(p.r), 255 * 0.75, accuracy: 2, "0.5 × 0.5 = a quarter of black")
    }

    func testHeadlessResizeGivesANewTargetAndDrawsOnIt() async throws {
        let backend = try SDLTestBackend.open(100, 80)
        backend.present(Self.sampleList(), damage: Rect(x: 0, y: 0, width: 100, height: 80))
        XCTAssertGreaterThan(backend.executor.shapes.totalBytes, 0)
        backend.resize(to: Size(200, 120))
        XCTAssertEqual(backend.size, Size(200, 120))
        XCTAssertEqual(backend.executor.shapes.totalBytes, 0, "textures of the old renderer are dropped")
        var l = DrawList()
        l.fill(Rect(x: 0, y: 0, width: 200, height: 120), Self.blue, radius: 10)
        backend.present(l, damage: Rect(x: 0, y: 0, width: 200, height: 120))
        let img = try backend.capture()
        XCTAssertEqual(img.width, 200)
        XCTAssertEqual(img[190, 60], Self.blue)
        let png = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-resize-\(getpid()).png").path
        try backend.screenshot(to: png)
        XCTAssertEqual(try PNGFile.read(png), img)
    }

    /// NaN and infinite geometry, empty clips and NaN opacity neither crash the executor nor
    /// paint where no finite command reaches: what is outside them keeps the background.
    func testDegenerateCommandsDoNotCrashOrPaintOutsideTheFiniteOnes() async throws {
        let backend = try SDLTestBackend.open(60, 60)
        var l = DrawList()
        l.append(.fill(Rect(x: 0, y: 0, width: 60, height: 60), color: Self.background, radius: 0))
        l.append(.fill(Rect(x: .nan, y: 0, width: 10, height: 10), color: .black, radius: 4))
        l.append(.fill(Rect(x: 0, y: 0, width: .infinity, height: 10), color: .black, radius: .infinity))
        l.append(.stroke(Rect(x: 5, y: 5, width: 3, height: 50), color: .black, radius: 20, width: 10))
        l.append(.line(from: Point(0, 0), to: Point(0, 0), color: .black, width: 3))
        l.append(.line(from: Point(0, 0), to: Point(.nan, 4), color: .black, width: 3))
        l.append(.text("", origin: Point(1e12, -1e12), font: Font(size: 12), color: .black))
        l.append(.text("x", origin: Point(1e12, -1e12), font: Font(size: 12), color: .black))
        l.append(.pushClip(Rect(x: 0, y: 0, width: -5, height: 10)))
        l.append(.fill(Rect(x: 0, y: 0, width: 60, height: 60), color: .black, radius: 0))
        l.append(.popClip)
        l.append(.pushOpacity(.nan))
        l.append(.popOpacity)
        backend.present(l, damage: Rect(x: -10, y: -10, width: 1000, height: 1000))
        let img = try backend.capture()
        XCTAssertEqual(img.width, 60)
        XCTAssertEqual(img.height, 60)
        // The black fill inside the empty clip drew nothing, nor did the NaN rect, the far-away
        // text or the NaN line: the lower right, which only those could reach, is background.
        for (x, y) in [(30, 30), (45, 45), (59, 59), (59, 20), (20, 59)] {
            XCTAssertEqual(img[x, y], Self.background, "(\(x), \(y))")
        }
        // The one finite outline still drew: its rect is not all background.
        XCTAssertTrue((5..<8).contains { x in (5..<55).contains { y in img[x, y] != Self.background } },
                      "the 3×50 outline was drawn")
    }
}
