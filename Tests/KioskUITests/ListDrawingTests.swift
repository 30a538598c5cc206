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
}
