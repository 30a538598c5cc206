import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUISDL
import KioskUITestSupport

/// Images and icons in pixels, on the headless software renderer and the fb driver:
/// a picture's pixels land where layout says, an SVG is sharp at every size, the texture cache
/// keeps to its budget and decodes once per size, an icon takes the text's colour in both themes
/// and is mirrored in Arabic.
@MainActor
final class ImageRenderTests: XCTestCase {
    static let red = Color(hex: 0xD00000), blue = Color(hex: 0x0040C0), green = Color(hex: 0x107030)

    private func render(_ scene: Scene, _ backend: SDLBackend) throws -> RasterImage {
        scene.layoutIfNeeded()
        scene.setNeedsDisplayAll()
        let frame = try XCTUnwrap(scene.render())
        backend.present(frame.list, damage: frame.damage)
        return try backend.capture()
    }

    func testATwoColourPNGsPixelsLandWhereLayoutSays() async throws {
        let backend = try SDLTestBackend.open(400, 300)
        let png = ImageTests.image("two-colour.png")
        let screen = try Screen.parse("""
        root:
          type: column
          align: start
          children:
            - {type: image, id: full, file: \(png), decorative: true}
            - {type: frame, width: 100, content: {type: image, id: half, file: \(png), decorative: true}}
        """, file: "two.yaml")
        let scene = Scene(root: screen.root, measurer: backend.measurer, size: backend.size)
        let img = try render(scene, backend)
        for (id, size) in [("full", Size(200, 100)), ("half", Size(100, 50))] {
            let r = try XCTUnwrap((scene.widget(id: id) as? ImageView)?.drawnRect)
            XCTAssertEqual(r.size, size, id)
            let x0 = Int(r.minX), y0 = Int(r.minY), w = Int(r.width), h = Int(r.height)
            for y in [y0, y0 + h / 2, y0 + h - 1] {
                XCTAssertEqual(img[x0, y], Self.red, "\(id) left edge at y \(y)")
                XCTAssertEqual(img[x0 + w / 2 - 2, y], Self.red, "\(id) left half")
                XCTAssertEqual(img[x0 + w / 2 + 1, y], Self.blue, "\(id) right half")
                XCTAssertEqual(img[x0 + w - 1, y], Self.blue, "\(id) right edge")
                XCTAssertEqual(img[x0 + w, y], scene.theme.background, "\(id): nothing past the drawn rect")
            }
        }
    }

    /// A solid square over the middle half of an SVG, drawn at `side` px: every pixel that is
    /// neither the square's colour nor the background must be on the square's edge (within 1 px),
    /// and the square is solid inside.
    private func checkSharpSquare(side: Double, on backend: SDLBackend) throws {
        var l = DrawList()
        l.fill(Rect(x: 0, y: 0, width: 300, height: 300), .white)
        l.image(ImageDrawing(path: ImageTests.image("square.svg"), format: .svg, rect: Rect(x: 10, y: 10, width: side, height: side)))
        backend.present(l, damage: Rect(x: 0, y: 0, width: 300, height: 300))
        let img = try backend.capture()
        let lo = 10 + side / 4, hi = 10 + side * 3 / 4
        var solid = 0, blurred: [String] = []
        for y in 0..<Int(side) + 20 {
            for x in 0..<Int(side) + 20 {
                let c = img[x, y]
                if c == Self.green { solid += 1; continue }
                if c == .white { continue }
                let nearEdge = [lo, hi].contains { abs(Double(x) + 0.5 - $0) <= 1.5 || abs(Double(y) + 0.5 - $0) <= 1.5 }
                if !nearEdge { blurred.append("(\(x),\(y)) \(c)") }
            }
        }
        XCTAssertTrue(blurred.isEmpty, "at \(side) px, \(blurred.count) blurred pixels away from the edge: \(blurred.prefix(5))")
        XCTAssertEqual(Double(solid), (side / 2 - 1) * (side / 2 - 1), accuracy: side * 2 + 4, "solid inside at \(side) px")
        XCTAssertEqual(img[Int(10 + side / 2), Int(10 + side / 2)], Self.green)
        XCTAssertEqual(img[Int(lo) - 2, Int(10 + side / 2)], .white, "crisp just outside the left edge")
    }

    func testAnSVGIsRasterisedSharpAtTheSizeItIsDrawnAt() async throws {
        let backend = try SDLTestBackend.open(300, 300)
        try checkSharpSquare(side: 40, on: backend)
        try checkSharpSquare(side: 250, on: backend)
        XCTAssertEqual(backend.executor.images.count, 2, "one texture a size")
    }

    func testTheCacheDecodesOncePerSizeAndKeepsToItsBudget() async throws {
        let backend = try SDLTestBackend.open(100, 100)
        // 60×30 at 4 bytes is 7 200 bytes: two fit in 16 000, a third evicts the oldest.
        let cache = ImageTextures(budget: 16_000)
        let png = ImageDrawing(path: ImageTests.image("two-colour.png"), format: .png, rect: .zero)
        for _ in 0..<3 { XCTAssertNotNil(cache.texture(png, width: 60, height: 30, renderer: backend.executor.renderer, makeRoom: {})) }
        XCTAssertEqual(cache.decoded, 1, "the same size again is a hit")
        _ = cache.texture(png, width: 40, height: 20, renderer: backend.executor.renderer, makeRoom: {})
        var tinted = png
        tinted.tint = Self.blue
        _ = cache.texture(tinted, width: 60, height: 30, renderer: backend.executor.renderer, makeRoom: {})
        XCTAssertEqual(cache.decoded, 3, "another size, another tint: decoded again")
        XCTAssertLessThanOrEqual(cache.totalBytes, cache.budget)
        XCTAssertEqual(cache.count, 2)
        XCTAssertNotNil(cache.texture(png, width: 200, height: 100, renderer: backend.executor.renderer, makeRoom: {}))
        XCTAssertLessThanOrEqual(cache.totalBytes, cache.budget, "a texture bigger than the budget is drawn but not kept")
        // A file that cannot be decoded is tried once, then remembered.
        let broken = ImageDrawing(path: ImageTests.image("missing.png"), format: .png, rect: .zero)
        XCTAssertNil(cache.texture(broken, width: 10, height: 10, renderer: backend.executor.renderer, makeRoom: {}))
        XCTAssertNil(cache.texture(broken, width: 10, height: 10, renderer: backend.executor.renderer, makeRoom: {}))
        XCTAssertEqual(cache.decoded, 5)
    }

    func testABigPhotoIsKeptOnlyAtTheDrawnSize() async throws {
        // The photo box-filtered to 40×30 keeps the gradient's corners, and only 40×30 pixels.
        let pixels = try ImageTextures.decode(ImageTests.image("photo.jpg"), format: .jpeg, width: 40, height: 30)
        XCTAssertEqual(pixels.count, 40 * 30)
        let topLeft = Color(hex: pixels[0] & 0xFFFFFF, alpha: UInt8(pixels[0] >> 24))
        let bottomRight = Color(hex: pixels[40 * 30 - 1] & 0xFFFFFF, alpha: UInt8(pixels[40 * 30 - 1] >> 24))
        XCTAssertEqual(Double(topLeft.r), 32 + 192 * 5 / 400, accuracy: 6)
        XCTAssertEqual(Double(bottomRight.r), 32 + 192 * 395 / 400, accuracy: 6)
        XCTAssertEqual(Double(bottomRight.g), 64 + 128 * 295 / 300, accuracy: 6)
        XCTAssertEqual(topLeft.a, 255)
    }

    // MARK: Icons

    /// The pixels of `rect` in `img`.
    private func crop(_ img: RasterImage, _ r: Rect) -> [[Color]] {
        (Int(r.minY)..<Int(r.maxY)).map { y in (Int(r.minX)..<Int(r.maxX)).map { x in img[x, y] } }
    }

    /// The "back" button's icon in the images fixture, drawn in `theme` and `language`.
    private func backIcon(theme: Theme, language: String) throws -> (pixels: [[Color]], scene: Scene) {
        let backend = try SDLTestBackend.open(800, 480)
        let screen = try Screen.load(path: ImageTests.imagesFile)
        let scene = Scene(root: screen.root, measurer: backend.measurer, size: backend.size, theme: theme)
        try screen.app.setLanguage(named: language)
        let img = try render(scene, backend)
        let button = try XCTUnwrap(scene.widget(id: "back"))
        var list = DrawList()
        button.draw(&list, DrawContext(environment: scene.environment, now: scene.now, damage: scene.bounds, focused: nil))
        let rect = try XCTUnwrap(list.commands.lazy.compactMap { c -> Rect? in if case let .image(d) = c { return d.rect }; return nil }.first)
        return (crop(img, rect), scene)
    }

    func testAnIconIsDrawnInTheTextColourInBothThemesAndMirroredInArabic() async throws {
        for theme in [Theme.standard, .highContrast] {
            let (en, _) = try backIcon(theme: theme, language: "en")
            let counts = Dictionary(en.joined().map { ($0, 1) }, uniquingKeysWith: +)
            // The strokes are solid in the text's colour; the rest is the button's surface.
            XCTAssertGreaterThan(counts[theme.text] ?? 0, en.joined().count / 10, "\(theme.text) in \(counts.sorted { $0.value > $1.value }.prefix(3))")
            XCTAssertGreaterThan(counts[theme.surface] ?? 0, en.joined().count / 3)
            let foreign = counts.keys.filter { c in
                // Anti-aliased edges lie between the surface and the text colour.
                ![c.r, c.g, c.b].enumerated().allSatisfy { i, v in
                    let a = Int([theme.surface.r, theme.surface.g, theme.surface.b][i]), b = Int([theme.text.r, theme.text.g, theme.text.b][i])
                    return Int(v) >= min(a, b) - 1 && Int(v) <= max(a, b) + 1
                }
            }
            XCTAssertTrue(foreign.isEmpty, "colours not of the theme: \(foreign.prefix(4))")
            // In Arabic the arrow points the other way: the same pixels, mirrored.
            let (ar, _) = try backIcon(theme: theme, language: "ar")
            XCTAssertEqual(ar, en.map { Array($0.reversed()) })
            XCTAssertNotEqual(ar, en)
        }
    }

    func testTheFBDriverDrawsImagesThroughTheSameExecutor() async throws {
        let out = FBTestOutput(width: 240, height: 120, stride: 240 * 4)
        let fb = try FBBackend(output: out, fonts: try FontSet(fontPath: nil), rotation: .none, input: nil, console: nil, gamepads: nil)
        var l = DrawList()
        l.fill(Rect(x: 0, y: 0, width: 240, height: 120), .white)
        l.image(ImageDrawing(path: ImageTests.image("two-colour.png"), format: .png, rect: Rect(x: 20, y: 10, width: 200, height: 100)))
        fb.present(l, damage: Rect(x: 0, y: 0, width: 240, height: 120))
        XCTAssertEqual(out.filePixel(21, 50), Self.red.rgb & 0xFFFFFF)
        XCTAssertEqual(out.filePixel(218, 50), Self.blue.rgb & 0xFFFFFF)
        XCTAssertEqual(out.filePixel(10, 50), 0xFFFFFF)
    }
}
