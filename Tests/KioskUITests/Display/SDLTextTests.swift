import XCTest
@testable import KioskUICore
@testable import KioskUISDL

/// SDL_ttf measuring and drawing: metrics that behave, caches that hit and stay bounded, and text
/// that never crashes (very long, emoji, CJK).
@MainActor
final class SDLTextTests: XCTestCase {
    func testWiderStringsMeasureWiderAndSizeScalesWidth() async throws {
        let m = try SDLTextMeasurer(fontPath: nil)
        let body = Font(size: 20)
        let short = m.measure("Start", font: body)
        let long = m.measure("Start the machine", font: body)
        XCTAssertGreaterThan(short.width, 20)
        XCTAssertGreaterThan(long.width, short.width)
        let big = m.measure("Start", font: Font(size: 40))
        XCTAssertEqual(big.width / short.width, 2, accuracy: 0.15, "double the size, about double the width")
        XCTAssertGreaterThan(m.lineHeight(font: Font(size: 40)), m.lineHeight(font: body))
        XCTAssertEqual(short.height, m.lineHeight(font: body))
        XCTAssertEqual(m.measure("", font: body).width, 0)
        XCTAssertGreaterThanOrEqual(m.measure("Start", font: Font(size: 20, bold: true)).width, short.width)
    }

    func testMeasuringTheSameStringTwiceHitsTheCache() async throws {
        let m = try SDLTextMeasurer(fontPath: nil)
        let a = m.measure("Cached label", font: Font(size: 18))
        let misses = m.cacheMisses
        let b = m.measure("Cached label", font: Font(size: 18))
        XCTAssertEqual(a, b)
        XCTAssertEqual(m.cacheMisses, misses)
        XCTAssertEqual(m.cacheHits, 1)
        _ = m.measure("Cached label", font: Font(size: 18, bold: true))
        XCTAssertEqual(m.cacheMisses, misses + 1, "another weight is another entry")
    }

    func testMeasureCacheIsBounded() async throws {
        let m = SDLTextMeasurer(fonts: try FontSet(fontPath: nil), cacheLimit: 10)
        for i in 0..<25 { _ = m.measure("item \(i)", font: Font(size: 14)) }
        _ = m.measure("item 24", font: Font(size: 14))
        XCTAssertEqual(m.cacheHits, 1, "the latest entries survive a clear")
    }

    func testTextTexturesStayUnderTheirByteBudget() async throws {
        let budget = 256 * 1024
        let backend = try SDLTestBackend.open(400, 60, budgets: .init(text: budget, shapes: 64 * 1024))
        for i in 0..<1000 {
            var l = DrawList()
            l.fill(Rect(x: 0, y: 0, width: 400, height: 60), .white)
            l.text("Distinct string number \(i)", at: Point(4, 4), font: Font(size: 20), color: .black)
            backend.present(l, damage: Rect(x: 0, y: 0, width: 400, height: 60))
            XCTAssertLessThanOrEqual(backend.executor.texts.totalBytes, budget)
        }
        XCTAssertLessThan(backend.executor.texts.count, 1000, "old strings were evicted")
        XCTAssertGreaterThanOrEqual(backend.executor.texts.count, 5, "recent strings are kept")
    }

    func testATenThousandCharacterLabelMeasuresAndDrawsQuickly() async throws {
        let backend = try SDLTestBackend.open(300, 60)
        let text = String(repeating: "Long label text ", count: 625)
        XCTAssertEqual(text.count, 10_000)
        let start = Date()
        let size = backend.measurer.measure(text, font: Font(size: 20))
        XCTAssertGreaterThan(size.width, 50_000)
        var l = DrawList()
        l.fill(Rect(x: 0, y: 0, width: 300, height: 60), .white)
        l.text(text, at: Point(5, 5), font: Font(size: 20), color: .black)
        // Scrolled far to the left, so the visible part is from the middle of the string.
        l.text(text, at: Point(-60_000, 30), font: Font(size: 20), color: .black)
        backend.present(l, damage: Rect(x: 0, y: 0, width: 300, height: 60))
        XCTAssertLessThan(Date().timeIntervalSince(start), 2.0)
        let img = try backend.capture()
        var darkTop = 0, darkBottom = 0
        for x in 0..<300 {
            for y in 5..<28 where img[x, y].r < 128 { darkTop += 1 }
            for y in 32..<58 where img[x, y].r < 128 { darkBottom += 1 }
        }
        XCTAssertGreaterThan(darkTop, 100, "the start of the label is drawn")
        XCTAssertGreaterThan(darkBottom, 100, "the scrolled part of the label is drawn")
        XCTAssertLessThanOrEqual(backend.executor.texts.totalBytes, SDLBackend.CacheBudgets.standard.text)
    }

    func testEmojiAndCJKMeasureAndDrawWithoutCrashing() async throws {
        let backend = try SDLTestBackend.open(400, 60)
        let samples = ["日本語のテキスト", "Mixed 漢字 and Latin", "Emoji 😀👍🏽 ok", "👨‍👩‍👧", "\u{FFFF}\u{10FFFF}", "e\u{301}\u{301}",
                       "Ünïcödé ✓ ★ →", String(repeating: "字", count: 3000)]
        for s in samples {
            let w = backend.measurer.measure(s, font: Font(size: 20)).width
            XCTAssertGreaterThan(w, 0, s)
            var l = DrawList()
            l.fill(Rect(x: 0, y: 0, width: 400, height: 60), .white)
            l.text(s, at: Point(4, 10), font: Font(size: 20, bold: true), color: .black)
            backend.present(l, damage: Rect(x: 0, y: 0, width: 400, height: 60))
        }
        let runs = backend.fonts.runs("Mixed 漢字 and Latin")
        if FontLocator.face(covering: 0x6F22) != nil {
            XCTAssertEqual(runs.map(\.text), ["Mixed ", "漢字", " and Latin"])
            XCTAssertNil(runs[0].fallback)
            XCTAssertNotNil(runs[1].fallback, "CJK comes from a fallback font")
            // Drawn CJK glyphs are real glyphs: more than a box's worth of ink.
            var l = DrawList()
            l.fill(Rect(x: 0, y: 0, width: 400, height: 60), .white)
            l.text("漢字", at: Point(4, 10), font: Font(size: 30), color: .black)
            backend.present(l, damage: Rect(x: 0, y: 0, width: 400, height: 60))
            let img = try backend.capture()
            var ink = 0
            for y in 0..<60 { for x in 0..<100 where img[x, y].r < 128 { ink += 1 } }
            XCTAssertGreaterThan(ink, 150)
        }
    }

    func testAMissingFontPathGivesAnErrorNamingThePath() async {
        let path = "/nonexistent/fonts/Missing.ttf"
        XCTAssertThrowsError(try SDLBackend.open(driver: "headless", size: Size(10, 10), fontPath: path, fullscreen: false)) { e in
            let message = "\(e)"
            XCTAssertTrue(message.contains(path), message)
            XCTAssertTrue(message.contains("--font"), message)
        }
    }

    func testANonFontFileGivesAnErrorNamingThePath() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(getpid()).ttf").path
        try Data("hello".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try FontSet(fontPath: path)) { e in
            XCTAssertTrue("\(e)".contains(path), "\(e)")
        }
    }

    func testAnExplicitFontPathIsUsed() async throws {
        guard let face = FontLocator.face(family: "DejaVu Sans", bold: false) else { throw XCTSkip("DejaVu Sans missing") }
        let fonts = try FontSet(fontPath: face.path)
        XCTAssertEqual(fonts.regular.path, face.path)
        XCTAssertTrue(fonts.bold.syntheticBold, "--font has no bold file: SDL_ttf emboldens it")
    }

    func testAnUnknownFamilyNamesTheFamilyAndTheFix() async {
        XCTAssertThrowsError(try FontSet(fontPath: nil, family: "No Such Family Xyzzy")) { e in
            let message = "\(e)"
            XCTAssertTrue(message.contains("No Such Family Xyzzy"), message)
            XCTAssertTrue(message.contains("fonts-dejavu-core"), message)
        }
    }

    func testTheDefaultFamilyHasARealBoldFile() async throws {
        let fonts = try FontSet(fontPath: nil)
        XCTAssertTrue(fonts.regular.path.hasSuffix("DejaVuSans.ttf"), fonts.regular.path)
        XCTAssertTrue(fonts.bold.path.hasSuffix("DejaVuSans-Bold.ttf"), fonts.bold.path)
        XCTAssertFalse(fonts.bold.syntheticBold)
    }

    func testEmojiAndCJKLabelsMeasureAndDrawWithTheRealFonts() async throws {
        let backend = try SDLTestBackend.open(600, 300)
        let root = Stack(.vertical, spacing: 8, alignment: .fill, padding: Insets(all: 8), children: [
            SegmentedPicker(id: "p", options: ["🚗 Car", "🚲 Bike", "电车"]),
            Button(id: "b", title: "支払う 💳"),
            Label("👩‍👩‍👧‍👦 家族 \u{FFFF} \u{1F9FF}"),
        ])
        let scene = Scene(root: root, measurer: backend.measurer, size: backend.size)
        let f = try XCTUnwrap(scene.render())
        backend.present(f.list, damage: f.damage)
        let img = try backend.capture()
        XCTAssertGreaterThan(img.distinctColors(), 10, "the text is drawn")
        allFramesValid(scene)
    }
}
