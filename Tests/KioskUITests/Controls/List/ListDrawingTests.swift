import XCTest
@testable import KioskUICore
@testable import KioskUISDL
@testable import KioskBench

/// What a scrolling list draws: its rows paint their whole frames, so the scene leaves the
/// background out under them (each pixel painted once, not twice: a frame of a list filling the
/// window went from 3.6 to 2.2 fills), and damage-only frames of a fling leave the same pixels
/// as redrawing the whole window every frame.
@MainActor
final class ListDrawingTests: XCTestCase {
    /// The bench's list with `count` items, in a scene of the bench's size.
    private func listScene(_ count: Int) throws -> (Scene, Widget) {
        let root = ListBenchScene.make()
        let scene = Scene(root: root, measurer: FixedTextMeasurer(), size: Size(1280, 800))
        try ListBenchScene.apply(ListBenchScene.itemsCommand(count: count), in: root)
        XCTAssertNotNil(scene.render())
        return (scene, root)
    }

    /// The area the background fills of a whole-window frame cover, as a fraction of the window.
    private func backgroundShare(_ scene: Scene) throws -> Double {
        scene.setNeedsDisplayAll()
        let (list, _) = try XCTUnwrap(scene.render())
        let area = list.commands.reduce(0.0) { sum, c in
            guard case let .fill(r, color, _) = c, color == scene.theme.background else { return sum }
            return sum + r.width * r.height
        }
        return area / (1280 * 800)
    }

    func testTheSceneDrawsNoBackgroundUnderAListsRows() async throws {
        let (full, _) = try listScene(100)
        let share = try backgroundShare(full)
        XCTAssertLessThan(share, 0.3, "only the gaps between the rows and their corners: \(share)")
        // An empty list has no rows: the background is drawn there.
        let (empty, _) = try listScene(0)
        XCTAssertGreaterThan(try backgroundShare(empty), 0.99)
    }

    func testDamageOnlyFramesOfAFlingingListGiveTheSamePixelsAsFullRedraws() async throws {
        let a = try SDLTestBackend.open(1280, 800), b = try SDLTestBackend.open(1280, 800)
        let line = ListBenchScene.itemsCommand(count: 500)
        func stage(_ backend: SDLBackend) throws -> (BenchStage, DataList) {
            let root = ListBenchScene.makeInRulersPlace()
            let s = BenchStage(backend: backend, root: root)
            s.draw()
            try ListBenchScene.apply(line, in: root)
            s.draw()
            return (s, try XCTUnwrap(ListBenchScene.list(in: root)))
        }
        let (sa, la) = try stage(a), (sb, lb) = try stage(b)
        let loopA = sa.listFlingLoop(la), loopB = sb.listFlingLoop(lb)
        var moved = false
        for i in 0..<60 {
            let before = la.offset
            loopA.prepare(); loopA.body()
            loopB.prepare()
            sb.scene.setNeedsDisplayAll()
            loopB.body()
            moved = moved || la.offset != before
            // (The first frame answers the first touch, which redraws the window once.)
            if i > 0 { XCTAssertEqual(sa.lastDamage.intersection(la.frame), sa.lastDamage, "frame \(i): a fling redraws only inside the list") }
        }
        XCTAssertTrue(moved, "the list flung")
        XCTAssertTrue(try a.capture() == b.capture(), "damage-only frames differ from full redraws")
    }

    /// Every frame of a row and its content, depth first.
    private func frames(_ w: Widget) -> [Rect] {
        var out: [Rect] = []
        w.forEachDescendant { out.append($0.frame) }
        return out
    }

    func testRowsMovedByTheirFramesStandWherePlacingThemPutsThem() async throws {
        let (scene, root) = try listScene(300)
        let list = try XCTUnwrap(ListBenchScene.list(in: root))
        let x = list.frame.midX
        var t = 0.0, moved = 0
        for fling in 0..<6 {
            // A fling, then its glide, frame by frame: rows move by their frames where they can.
            let dy = fling % 2 == 0 ? -240.0 : 180.0, y = list.frame.midY - dy / 2
            scene.handle(.pointer(PointerEvent(phase: .down, id: 1, location: Point(x, y), device: .touch, time: t)))
            for i in 1...6 {
                t += 1.0 / 60
                scene.advance(to: t)
                scene.handle(.pointer(PointerEvent(phase: .move, id: 1, location: Point(x, y + dy * Double(i) / 6), device: .touch, time: t)))
            }
            scene.handle(.pointer(PointerEvent(phase: .up, id: 1, location: Point(x, y + dy), device: .touch, time: t)))
            for _ in 0..<30 {
                t += 1.0 / 60
                scene.advance(to: t)
                _ = scene.render()
                for r in list.shownRows {
                    let ctx = try XCTUnwrap(r.context)
                    let before = frames(r)
                    r.place(in: r.frame, ctx)
                    r.roundFrames()
                    XCTAssertEqual(frames(r), before, "row \(r.itemIndex ?? -1) at \(r.frame)")
                    moved += 1
                }
            }
        }
        XCTAssertGreaterThan(list.shownRows.reduce(0) { $0 + $1.moves }, 50, "scrolling moved rows rather than placing them again")
        XCTAssertGreaterThan(list.offset, 0)
        XCTAssertGreaterThan(moved, 100)
        // The bench's rows qualify: a stack of two labels.
        XCTAssertTrue(try XCTUnwrap(list.shownRows.first).children[0].subtreeMovesByFrameAlone)
    }
}
