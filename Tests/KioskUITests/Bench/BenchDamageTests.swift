import XCTest
@testable import KioskUICore
@testable import KioskUISDL
@testable import KioskBench

/// Damage-only redraw on the reference scene (the demo): a frame with nothing changed draws
/// nothing, a gliding ruler and a sliding marker redraw only inside their own frames, and the
/// pixels are the same as redrawing the whole window every frame. Behaviour, not timing.
@MainActor
final class BenchDamageTests: XCTestCase {
    private func demoScene() -> Scene {
        let scene = Scene(root: DemoScreen.make(), measurer: FixedTextMeasurer(), size: Size(1280, 800))
        XCTAssertNotNil(scene.render(), "the first frame draws")
        return scene
    }

    private func fling(_ scene: Scene, _ w: Widget, dx: Double, at t0: Double) -> Double {
        let y = w.frame.midY, x = w.frame.midX
        scene.handle(.pointer(PointerEvent(phase: .down, id: 1, location: Point(x, y), device: .touch, time: t0)))
        var t = t0
        for i in 1...12 {
            t = t0 + 0.1 * Double(i) / 12
            scene.advance(to: t)
            scene.handle(.pointer(PointerEvent(phase: .move, id: 1, location: Point(x + dx * Double(i) / 12, y), device: .touch, time: t)))
        }
        scene.handle(.pointer(PointerEvent(phase: .up, id: 1, location: Point(x + dx, y), device: .touch, time: t)))
        return t
    }

    func testAFrameWithNothingChangedDrawsNothing() async {
        let scene = demoScene()
        for i in 1...5 {
            scene.advance(to: Double(i) / 60)
            XCTAssertNil(scene.render(), "frame \(i): nothing changed, nothing drawn")
        }
    }

    func testAGlidingRulersDamageIsInsideTheRulerAndSkipsTheBackgroundUnderIt() async throws {
        let scene = demoScene()
        let ruler = try XCTUnwrap(scene.widget(id: "amount") as? RulerWheel)
        var t = fling(scene, ruler, dx: -140, at: 0.1)
        _ = scene.render()
        var frames = 0
        while ruler.isMoving && frames < 300 {
            t += 1.0 / 60
            scene.advance(to: t)
            let (list, damage) = try XCTUnwrap(scene.render(), "a gliding frame draws")
            XCTAssertEqual(damage.intersection(ruler.frame), damage, "frame \(frames): damage \(damage) outside the ruler \(ruler.frame)")
            let backgroundFills = list.commands.filter {
                if case let .fill(r, c, _) = $0 { return c == scene.theme.background && r.width * r.height > 1000 }
                return false
            }
            XCTAssertEqual(backgroundFills, [], "only the corner squares get the background under an opaque ruler")
            frames += 1
        }
        XCTAssertGreaterThan(frames, 10, "the ruler glided for a while")
    }

    func testASlidingMarkersDamageIsInsideItsRowAndSmallerThanIt() async throws {
        let scene = demoScene()
        let picker = try XCTUnwrap(scene.widget(id: "period") as? SegmentedPicker)
        scene.advance(to: 0.1)
        picker.select(2)
        _ = scene.render()   // the selection itself redraws the row (bold title)
        var t = 0.1
        for _ in 0..<10 {
            t += 1.0 / 60
            scene.advance(to: t)
            let (_, damage) = try XCTUnwrap(scene.render())
            XCTAssertEqual(damage.intersection(picker.frame), damage)
            XCTAssertLessThanOrEqual(damage.height, SegmentRow.markerHeight + 2, "only the marker's strip")
        }
    }

    /// Damage-only frames (with the background skipped under the ruler, batched fills and cached
    /// text) leave exactly the pixels a whole-window redraw of every frame leaves.
    func testDamageOnlyFramesGiveTheSamePixelsAsFullRedraws() async throws {
        let a = try SDLTestBackend.open(1280, 800), b = try SDLTestBackend.open(1280, 800)
        let sa = BenchStage.reference(on: a), sb = BenchStage.reference(on: b)
        sa.draw(); sb.draw()
        let ra = try XCTUnwrap(sa.widget("amount", as: RulerWheel.self)), rb = try XCTUnwrap(sb.widget("amount", as: RulerWheel.self))
        let pa = try XCTUnwrap(sa.widget("period", as: SegmentedPicker.self)), pb = try XCTUnwrap(sb.widget("period", as: SegmentedPicker.self))
        sa.fling(ra, dx: -140); sb.fling(rb, dx: -140)
        pa.select(1); pb.select(1)
        for _ in 0..<40 {
            sa.frame()
            sb.scene.setNeedsDisplayAll()
            sb.frame()
        }
        XCTAssertTrue(try a.capture() == b.capture(), "damage-only frames differ from full redraws")
    }
}
