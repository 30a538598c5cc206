import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUISDL
import KioskUITestSupport

/// A slideshow's cross-fade in pixels on the headless software renderer: at 4K its two pictures
/// fit the picture cache together, so a fade decodes each once, not both in every frame.
@MainActor
final class SlideshowRenderTests: XCTestCase {
    func testAFadeAt4KDecodesEachPictureOnce() async throws {
        let backend = try SDLTestBackend.open(3840, 2160)
        let screen = try Screen.parse("""
        root: {type: slideshow, id: show, every: 5, fade: 1, fit: contain, decorative: true,
               pictures: ["\(ImageTests.image("logo.svg"))", "\(ImageTests.image("square.svg"))"]}
        """, file: "s.yaml")
        let scene = Scene(root: screen.root, measurer: backend.measurer, size: backend.size)
        scene.layoutIfNeeded()
        for t in [5.2, 5.4, 5.6] {
            scene.advance(to: t)
            scene.setNeedsDisplayAll()
            let frame = try XCTUnwrap(scene.render())
            backend.present(frame.list, damage: frame.damage)
        }
        XCTAssertEqual(backend.executor.images.decoded, 2, "each picture decoded once for the whole fade")
        XCTAssertGreaterThanOrEqual(backend.executor.images.budget, 2 * 3840 * 2160 * 4, "room for two window-sized pictures")
        let small = try SDLTestBackend.open(800, 480)
        small.executor.images.makeRoomForTwoPictures(width: 1920, height: 1080)
        XCTAssertEqual(small.executor.images.budget, 16 << 20, "up to 1920×1080 the budget is as it was")
    }

    /// While a picture stands the next one is decoded, drawing nothing: the fade that follows
    /// decodes nothing more, and its first frame has the picture coming.
    func testTheNextPictureIsDecodedBeforeItsFade() async throws {
        let backend = try SDLTestBackend.open(800, 480)
        let screen = try Screen.parse("""
        root: {type: slideshow, id: show, every: 5, fade: 1, decorative: true,
               pictures: ["\(ImageTests.image("photo.jpg"))", "\(ImageTests.image("two-colour.png"))"]}
        """, file: "s.yaml")
        let scene = Scene(root: screen.root, measurer: backend.measurer, size: backend.size)
        scene.layoutIfNeeded()
        let steady = try XCTUnwrap(scene.render())
        let prefetched = steady.list.commands.compactMap { c -> String? in if case let .prefetch(d) = c { return d.path }; return nil }
        let drawn = steady.list.commands.compactMap { c -> String? in if case let .image(d) = c { return d.path }; return nil }
        XCTAssertEqual(prefetched, [ImageTests.image("two-colour.png")], "the next picture, not drawn")
        XCTAssertEqual(drawn, [ImageTests.image("photo.jpg")])
        backend.present(steady.list, damage: steady.damage)
        let before = try backend.capture()
        XCTAssertEqual(backend.executor.images.decoded, 2, "the picture shown and the next")
        scene.advance(to: 5 + 1.0 / 30)
        let fade = try XCTUnwrap(scene.render())
        XCTAssertFalse(fade.list.commands.contains { if case .prefetch = $0 { return true }; return false }, "none during a fade")
        backend.present(fade.list, damage: fade.damage)
        XCTAssertEqual(backend.executor.images.decoded, 2, "the fade decodes nothing more")
        XCTAssertNotEqual(try backend.capture().pixels, before.pixels, "its first frame already shows the picture coming")
    }
}
