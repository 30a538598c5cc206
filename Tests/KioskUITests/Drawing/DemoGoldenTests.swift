import XCTest
@testable import KioskUICore
@testable import KioskUISDL

/// Golden screenshots of the demo, headless with the software renderer: the segmented picker in
/// its regular and compact forms and with its menu open, at several widths and font scales.
/// Regenerate with `KIOSK_UPDATE_GOLDENS=1 swift test --filter DemoGoldenTests` and look at them.
@MainActor
final class DemoGoldenTests: XCTestCase {
    private func render(width: Double, height: Double = 600, fontScale: Double = 1, split: Double = 1,
                        _ prepare: (Scene) -> Void = { _ in }) throws -> (RasterImage, Scene) {
        let backend = try SDLTestBackend.open(width, height)
        let scene = Scene(root: DemoScreen.make(), measurer: backend.measurer, size: backend.size, fontScale: fontScale)
        scene.setSplit(split)
        scene.layoutIfNeeded()
        prepare(scene)
        scene.advance(to: 10)   // let any slide finish
        scene.setNeedsDisplayAll()
        let frame = try XCTUnwrap(scene.render())
        backend.present(frame.list, damage: frame.damage)
        return (try backend.capture(), scene)
    }

    private func picker(_ scene: Scene) throws -> SegmentedPicker {
        try XCTUnwrap(scene.widget(id: "period") as? SegmentedPicker)
    }

    func testRegularFormAtFullWidth() async throws {
        let (img, scene) = try render(width: 1024)
        XCTAssertFalse(try picker(scene).isCompact)
        try Golden.check(img, named: "demo-regular-1024")
    }

    func testCompactFormAtALargeFontScaleInANarrowWidth() async throws {
        let (img, scene) = try render(width: 400, fontScale: 2)
        XCTAssertTrue(try picker(scene).isCompact)
        try Golden.check(img, named: "demo-compact-400-x2")
    }

    func testCompactMenuOpenStaysInsideTheSplit() async throws {
        let (img, scene) = try render(width: 1024, fontScale: 2, split: 0.4) { scene in
            (try? self.picker(scene))?.openMenu()
            scene.layoutIfNeeded()
        }
        let menu = try XCTUnwrap(try picker(scene).menu)
        XCTAssertLessThanOrEqual(menu.placement.frame.maxX, scene.bounds.maxX)
        try Golden.check(img, named: "demo-menu-open-split04-x2")
        // The other app's side of the split is left alone by the menu's scrim.
        XCTAssertEqual(img[1000, 300], Color(hex: 0x2B2F36))
    }

    func testSettingsAtSmallFontScaleAndSelectedSegment() async throws {
        let (img, scene) = try render(width: 800, fontScale: 0.75) { scene in
            (scene.widget(id: "pages") as? SegmentedPages)?.show(1)
            (scene.widget(id: "receipt") as? SegmentedPicker)?.select(1)
            scene.layoutIfNeeded()
        }
        XCTAssertEqual((scene.widget(id: "receipt") as? SegmentedPicker)?.isCompact, false)
        try Golden.check(img, named: "demo-settings-800-x075")
    }

    /// The ruler at rest and in the middle of a fling (frozen on the virtual clock).
    func testRulerAtRestAndMidFling() async throws {
        let backend = try SDLTestBackend.open(640, 200)
        let ruler = RulerWheel(id: "r", scale: try RulerScale(min: 0, max: 100, step: 0.5, majorEvery: 10), value: 20)
        let scene = Scene(root: Padding(Insets(all: 16), ruler), measurer: backend.measurer, size: backend.size)
        func shot() throws -> RasterImage {
            scene.setNeedsDisplayAll()
            let f = try XCTUnwrap(scene.render())
            backend.present(f.list, damage: f.damage)
            return try backend.capture()
        }
        scene.layoutIfNeeded()
        try Golden.check(try shot(), named: "ruler-rest")
        let y = ruler.frame.midY, x = ruler.frame.midX
        scene.handle(pointer(.down, x, y, t: 1))
        for i in 1...10 { scene.handle(pointer(.move, x - Double(i) * 30, y, t: 1 + Double(i) * 0.01)) }
        scene.handle(pointer(.up, x - 300, y, t: 1.1))
        scene.advance(to: 1.3)
        XCTAssertTrue(ruler.isMoving)
        XCTAssertNotEqual(ruler.offset, (ruler.offset / ruler.spacing).rounded() * ruler.spacing, "between steps mid-fling")
        try Golden.check(try shot(), named: "ruler-mid-fling")
    }
}
