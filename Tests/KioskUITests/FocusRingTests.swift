import XCTest
@testable import KioskUI

/// The focus ring is at least 3 px wide and drawn around every control that can take focus, on
/// every shipped screen, in the file's own theme and in the high-contrast one.
@MainActor final class FocusRingTests: XCTestCase {
    /// The focus-ring strokes of a frame drawn with `theme`.
    private func rings(_ scene: Scene, _ theme: Theme) -> [(rect: Rect, width: Double)] {
        scene.setNeedsDisplayAll()
        guard let (list, _) = scene.render() else { return [] }
        return list.commands.compactMap {
            if case let .stroke(r, color, _, width) = $0, color == theme.focusRing { return (r, width) }
            return nil
        }
    }

    func testEveryControlOnEveryShippedScreenShowsAWideRing() async throws {
        var controls = 0
        for f in ScreenFileTests.screenFiles {
            let file = try Screen.load(path: f.path)
            for theme in [file.theme, Theme.highContrast] {
                let screen = try Screen.load(path: f.path)
                let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 480), theme: theme)
                scene.layoutIfNeeded()
                scene.focus.hidesRing = false
                let candidates = scene.focus.candidates(scene: scene)
                XCTAssertFalse(candidates.isEmpty, f.lastPathComponent)
                for c in candidates {
                    scene.focus.setFocus(c, scene: scene)
                    // A control below the fold scrolls into view first.
                    for _ in 0..<120 { scene.advance(to: scene.now + 1.0 / 60); scene.layoutIfNeeded() }
                    let shown = c.focusRect.intersection(scene.bounds)
                    let what = "\(f.lastPathComponent) \(type(of: c)) at \(c.focusRect)"
                    let found = rings(scene, theme)
                    XCTAssertEqual(found.count, 1, what)
                    guard let ring = found.first else { continue }
                    XCTAssertGreaterThanOrEqual(ring.width, 3, what)
                    XCTAssertFalse(shown.isEmpty, "\(what) is on screen once focused")
                    XCTAssertTrue(ring.rect.minX <= shown.minX && ring.rect.minY <= shown.minY
                                  && ring.rect.maxX >= shown.maxX && ring.rect.maxY >= shown.maxY, "\(what): ring \(ring.rect)")
                    controls += 1
                }
            }
        }
        XCTAssertGreaterThan(controls, 20, "every file's controls were walked")
    }

    func testAThinRingAskedForIsDrawnThreePixelsWide() async throws {
        var theme = Theme.standard
        theme.focusRingWidth = 1
        var list = DrawList()
        list.focusRing(around: Rect(x: 100, y: 100, width: 80, height: 48), within: Rect(x: 0, y: 0, width: 800, height: 480), theme)
        guard case let .stroke(r, _, _, width) = list.commands.first else { return XCTFail("no ring") }
        XCTAssertEqual(width, 3)
        XCTAssertEqual(r, Rect(x: 96, y: 96, width: 88, height: 56), "3 px ring with a 1 px gap around the control")
        theme.focusRingWidth = 6
        list = DrawList()
        list.focusRing(around: Rect(x: 100, y: 100, width: 80, height: 48), within: Rect(x: 0, y: 0, width: 800, height: 480), theme)
        guard case let .stroke(_, _, _, wide) = list.commands.first else { return XCTFail("no ring") }
        XCTAssertEqual(wide, 6, "a wider ring asked for is kept")
    }
}
