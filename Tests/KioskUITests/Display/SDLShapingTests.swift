import XCTest
@testable import KioskUICore
@testable import KioskUISDL

/// Shaped text on the software renderer: Arabic joins, Devanagari forms clusters, runs are drawn
/// in visual order, fallback fonts cover what DejaVu lacks, and what is measured is what is drawn.
@MainActor
final class SDLShapingTests: XCTestCase {
    static let samples = ["مرحبا بكم", "नमस्ते दुनिया", "हिन्दी", "שלום עולם", "السعر 1.50 €",
                          "اشتر iPhone 15 الآن", "Ticket (2) – تذكرة ١٢", "Hello!"]

    /// `text` drawn black on white at (x, 10) in a `width`×60 image.
    private func draw(_ text: String, x: Double = 20, width: Double = 600, size: Double = 24,
                      _ direction: TextDirection, on backend: SDLBackend? = nil) throws -> RasterImage {
        let b = try backend ?? SDLTestBackend.open(width, 60)
        var l = DrawList()
        l.fill(Rect(x: 0, y: 0, width: width, height: 60), .white)
        l.text(text, at: Point(x, 10), font: Font(size: size), color: .black, direction: direction)
        b.present(l, damage: Rect(x: 0, y: 0, width: width, height: 60))
        return try b.capture()
    }

    /// The first and last columns holding any ink.
    private func inkColumns(_ img: RasterImage, in xs: Range<Int>? = nil) -> ClosedRange<Int>? {
        let cols = (xs ?? 0..<img.width).filter { x in (0..<img.height).contains { img[x, $0] != .white } }
        guard let a = cols.first, let b = cols.last else { return nil }
        return a...b
    }

    /// The pixels of columns `xs` (all rows).
    private func columns(_ img: RasterImage, _ xs: Range<Int>) -> [UInt32] {
        (0..<img.height).flatMap { y in xs.map { img.pixels[y * img.width + $0] } }
    }

    func testTheMeasuredWidthIsTheDrawnWidthInBothDirections() async throws {
        let backend = try SDLTestBackend.open(600, 60)
        for text in Self.samples {
            for direction in [TextDirection.ltr, .rtl] {
                let w = backend.measurer.measure(text, font: Font(size: 24), direction: direction).width
                let ink = try XCTUnwrap(inkColumns(try draw(text, direction, on: backend)), text)
                let label = "\(text) \(direction): ink \(ink) for measured 20..<\(20 + w)"
                XCTAssertGreaterThanOrEqual(ink.lowerBound, 20, label)
                XCTAssertLessThan(Double(ink.upperBound), 20 + w, label)
                // And the ink fills it: no room left for a missing glyph at either end.
                XCTAssertLessThanOrEqual(ink.lowerBound, 20 + 4, label)
                XCTAssertGreaterThanOrEqual(Double(ink.upperBound), 20 + w - 5, label)
                // The runs are drawn side by side: their widths add up to the measured width.
                let runs = backend.fonts.line(text, direction: direction)
                let sum = runs.compactMap { r in
                    backend.fonts.font(backend.fonts.face(for: r, bold: false), pixelSize: 24)?.width(of: r.text, shaping: r.shaping)
                }.reduce(0, +)
                XCTAssertEqual(Double(sum), w, label)
            }
        }
    }

    func testRightAlignedShapedTextEndsAtTheRightEdge() async throws {
        // What an RTL layout does: the text's right edge on the frame's right edge.
        let backend = try SDLTestBackend.open(600, 60)
        for text in ["مرحبا بكم", "السعر 1.50 €", "नमस्ते"] {
            let w = backend.measurer.measure(text, font: Font(size: 24), direction: .rtl).width
            let ink = try XCTUnwrap(inkColumns(try draw(text, x: 580 - w, .rtl, on: backend)))
            XCTAssertLessThan(ink.upperBound, 580, text)
            XCTAssertGreaterThanOrEqual(ink.upperBound, 575, text)
        }
    }

    func testArabicLettersJoin() async throws {
        // Shaped, "بكم" is drawn with its joined forms: initial beh, medial kaf, final meem (the
        // presentation-form characters that name those glyphs). Unshaped it would be three
        // isolated letters, left to right.
        let shaped = try draw("بكم", .ltr)
        XCTAssertEqual(shaped, try draw("\u{FE91}\u{FEDC}\u{FEE2}", .ltr), "joined forms")
        XCTAssertNotEqual(shaped, try draw("\u{FE8F}\u{FED9}\u{FEE1}", .ltr), "not the isolated forms")
        let m = try SDLTextMeasurer(fontPath: nil)
        let font = try XCTUnwrap(m.fonts.mainFont(Font(size: 24)))
        XCTAssertNotEqual(font.width(of: "بكم"), font.width(of: "بكم", shaping: TextShaping(direction: .rtl, script: .arabic)),
                          "shaping as Arabic changes the glyphs")
        XCTAssertEqual(m.measure("بكم", font: Font(size: 24)).width,
                       Double(font.width(of: "بكم", shaping: TextShaping(direction: .rtl, script: .arabic))))
    }

    func testDevanagariFormsConjunctsFromAFallbackFont() async throws {
        let fonts = try FontSet(fontPath: nil)
        let runs = fonts.line("नमस्ते", direction: .ltr)
        XCTAssertEqual(runs.count, 1)
        let face = try XCTUnwrap(runs.first?.fallback, "DejaVu has no Devanagari: apt-get install fonts-noto-core (scripts/setup.sh)")
        XCTAssertTrue(face.path.contains("NotoSansDevanagari"), face.path)
        XCTAssertEqual(runs.first?.shaping, TextShaping(direction: .ltr, script: .devanagari))
        // न + virama + द is one conjunct: narrower than न and द side by side, which is what the
        // same characters give unshaped (a visible virama under a full न).
        let noto = try XCTUnwrap(fonts.font(face, pixelSize: 24))
        let deva = TextShaping(direction: .ltr, script: .devanagari)
        XCTAssertLessThan(noto.width(of: "न्द", shaping: deva), noto.width(of: "न", shaping: deva) + noto.width(of: "द", shaping: deva))
        XCTAssertNotEqual(noto.width(of: "न्द", shaping: deva), noto.width(of: "न्द"))
    }

    func testAWordTheMainFontCannotFinishIsDrawnWhollyByOneFallback() async throws {
        // Urdu "سے": DejaVu has س but not ے (U+06D2); split between two fonts the letters could
        // not join, so the whole word comes from the fallback that has both.
        let fonts = try FontSet(fontPath: nil)
        let runs = fonts.line("سے", direction: .rtl)
        XCTAssertEqual(runs.map(\.text), ["سے"])
        let face = try XCTUnwrap(runs.first?.fallback)
        XCTAssertTrue(face.path.contains("NotoSansArabic"), "a sans fallback for a sans UI: \(face.path)")
        XCTAssertEqual(fonts.runs("سے").count, 2, "per character, the two fonts")
    }

    func testRunsAreDrawnInVisualOrder() async throws {
        let fonts = try FontSet(fontPath: nil)
        func order(_ s: String, _ d: TextDirection) -> [String] {
            fonts.line(s, direction: d).map { "\($0.text)|\($0.shaping.direction == .rtl ? "rtl" : "ltr")" }
        }
        // Each text runs in its own direction (its first letter's), whichever the screen's.
        XCTAssertEqual(order("abc אבג", .ltr), ["abc |ltr", "אבג|rtl"])
        XCTAssertEqual(order("abc אבג", .rtl), ["abc |ltr", "אבג|rtl"])
        XCTAssertEqual(order("אבג abc", .ltr), ["abc|ltr", "אבג |rtl"])
        XCTAssertEqual(order("السعر 1.50 €", .rtl), [" €|rtl", "1.50|ltr", "السعر |rtl"])
        XCTAssertEqual(order("Hello", .ltr), ["Hello|ltr"])
        // On screen: right to left, the euro sign is drawn at the left end of the price.
        let backend = try SDLTestBackend.open(600, 60)
        let euro = backend.measurer.measure(" €", font: Font(size: 24), direction: .rtl).width
        let price = try draw("السعر 1.50 €", .rtl, on: backend)
        let alone = try draw(" €", .rtl, on: backend)
        XCTAssertEqual(columns(price, 20..<(20 + Int(euro))), columns(alone, 20..<(20 + Int(euro))))
    }

    /// A Latin string runs left to right of its own in a right-to-left screen: its "!" stays on
    /// the right (it was drawn first, on the left, while every text took the screen's direction).
    /// A text without a letter takes the screen's direction: there "!" comes first.
    func testALatinStringKeepsItsTrailingPunctuationOnTheRightInARightToLeftScreen() async throws {
        let backend = try SDLTestBackend.open(600, 60)
        let bang = Int(backend.measurer.measure("!", font: Font(size: 24)).width)
        let rtl = try draw("Hello!", .rtl, on: backend)
        let ltr = try draw("Hello!", .ltr, on: backend)
        XCTAssertEqual(rtl.pixels, ltr.pixels, "the same picture in either screen")
        let mark = try draw("!", .rtl, on: backend)
        XCTAssertNotEqual(columns(rtl, 20..<(20 + bang)), columns(mark, 20..<(20 + bang)), "\"H\" comes first")
        let digits = try draw("12!", .rtl, on: backend)
        XCTAssertEqual(columns(digits, 20..<(20 + bang)), columns(mark, 20..<(20 + bang)), "no letter: \"!\" first, on the left")
        XCTAssertEqual(backend.measurer.measure("Hello!", font: Font(size: 24), direction: .rtl).width,
                       backend.measurer.measure("Hello!", font: Font(size: 24)).width)
    }

    func testALongRightToLeftLabelIsDrawnInShortRunsAndClips() async throws {
        let text = String(repeating: "مرحبا بكم ", count: 1000)
        let fonts = try FontSet(fontPath: nil)
        let runs = fonts.line(text, direction: .rtl)
        XCTAssertGreaterThan(runs.count, 40)
        XCTAssertTrue(runs.allSatisfy { $0.text.unicodeScalars.count <= FontSet.longRunCharacters })
        XCTAssertEqual(runs.map(\.text).reversed().joined(), text, "cut, not changed")
        let backend = try SDLTestBackend.open(300, 60)
        let img = try draw(text, x: -50_000, width: 300, size: 20, .rtl, on: backend)
        XCTAssertNotNil(inkColumns(img), "the part scrolled into view is drawn")
    }

    // MARK: End to end: a screen file's Arabic label goes through layout and drawing shaped

    private func render(_ yaml: String, width: Double = 480) throws -> (RasterImage, Scene) {
        let backend = try SDLTestBackend.open(width, 120)
        let scene = Scene(root: try Screen.parse(yaml, file: "arabic.yaml").root, measurer: backend.measurer, size: backend.size)
        scene.layoutIfNeeded()
        let frame = try XCTUnwrap(scene.render())
        backend.present(frame.list, damage: frame.damage)
        return (try backend.capture(), scene)
    }

    func testAnArabicLabelInAScreenFileIsDrawnWithJoinedLetters() async throws {
        let (shaped, scene) = try render("root: {type: label, id: greeting, text: مرحبا بكم, style: title}")
        // The same words written with the joined presentation forms, which need no shaping.
        let joined = "\u{FEE3}\u{FEAE}\u{FEA3}\u{FE92}\u{FE8E} \u{FE91}\u{FEDC}\u{FEE2}"
        XCTAssertEqual(shaped, try render("root: {type: label, text: \(joined), style: title}").0)
        let isolated = "\u{FEE1}\u{FEAD}\u{FEA1}\u{FE8F}\u{FE8D} \u{FE8F}\u{FED9}\u{FEE1}"
        XCTAssertNotEqual(shaped, try render("root: {type: label, text: \(isolated), style: title}").0)
        XCTAssertEqual((scene.widget(id: "greeting") as? Label)?.shown?.truncated, false)
    }

    func testANarrowArabicLabelIsCutAfterItsLastWordWithTheEllipsisOnTheLeft() async throws {
        let (img, scene) = try render("root: {type: label, id: l, text: مرحبا بكم في المتجر الجديد}", width: 150)
        let label = try XCTUnwrap(scene.widget(id: "l") as? Label)
        let shown = try XCTUnwrap(label.shown?.lines.first)
        XCTAssertEqual(label.shown?.truncated, true)
        // The Arabic runs right to left of its own (its first strong character's direction) in this
        // left-to-right screen: the ellipsis needs no direction mark to end up on its left.
        XCTAssertTrue(shown.hasSuffix("…"), shown)
        // The ellipsis is the leftmost thing drawn: the label's first columns are "…" alone.
        let font = scene.layout.font(.body)
        let backend = try SDLTestBackend.open(150, 120)
        let dots = Int(backend.measurer.measure("…", font: font).width)
        let t = try XCTUnwrap(label.shown)
        let origin = Point(label.frame.minX.rounded(), (label.frame.minY + (label.frame.height - t.size.height) / 2).rounded())
        var l = DrawList()
        l.fill(Rect(x: 0, y: 0, width: 150, height: 120), scene.theme.background)
        l.text("…", at: origin, font: font, color: scene.theme.text)
        backend.present(l, damage: Rect(x: 0, y: 0, width: 150, height: 120))
        let x = Int(origin.x)
        XCTAssertEqual(columns(img, x..<(x + dots)), columns(try backend.capture(), x..<(x + dots)))
    }
}
