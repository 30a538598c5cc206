import XCTest
@testable import KioskUICore
import KioskUITestSupport

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
        for f in TestFiles.screenFiles {
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

    /// Where in the frame's commands the ring and `fill` (a card) are drawn.
    private func order(_ scene: Scene, _ theme: Theme, card: Rect) -> (ring: [Int], card: Int?) {
        scene.setNeedsDisplayAll()
        guard let (list, _) = scene.render() else { return ([], nil) }
        var ring: [Int] = [], cardAt: Int?
        for (i, c) in list.commands.enumerated() {
            if case let .stroke(_, color, _, _) = c, color == theme.focusRing { ring.append(i) }
            if case let .fill(r, color, _) = c, r == card, color == theme.surface { cardAt = i }
        }
        return (ring, cardAt)
    }

    func testAnOpenDialogShowsOneRingAboveItsCardAroundTheFocusedButton() async throws {
        for theme in [Theme.standard, Theme.highContrast] {
            let scene = Scene(root: Button(id: "under", title: "Under"), measurer: FixedTextMeasurer(), size: Size(800, 480), theme: theme)
            let dialog = Dialog(id: "ask", title: "Pay €2.50?", buttons: ["Cancel", "Pay"])
            dialog.open(in: scene)
            scene.layoutIfNeeded()
            scene.handle(.key(.right, down: true)); scene.handle(.key(.right, down: false))
            scene.layoutIfNeeded()
            let (ring, card) = order(scene, theme, card: dialog.cardFrame)
            XCTAssertEqual(ring.count, 1, "one ring, not one under the dialog and one above it")
            XCTAssertGreaterThan(ring.first ?? -1, try XCTUnwrap(card), "drawn above the card, not hidden under it")
            let pay = try XCTUnwrap(dialog.partFrame(1))
            let drawn = try XCTUnwrap(rings(scene, theme).first).rect
            XCTAssertEqual(drawn, pay.insetBy(-theme.focusRingReach), "around Pay, where focus went")
        }
    }

    func testAMenuOpenedWithKeysShowsTheRingOnItsHighlightedRowInsideTheCard() async throws {
        for theme in [Theme.standard, Theme.highContrast] {
            let picker = SegmentedPicker(id: "mode", options: ["Walk", "Bike", "Train"])
            let scene = Scene(root: VStackProbe(children: [picker]), measurer: FixedTextMeasurer(), size: Size(120, 600), theme: theme)
            scene.layoutIfNeeded()
            XCTAssertTrue(picker.isCompact)
            scene.handle(.key(.tab, down: true)); scene.handle(.key(.tab, down: false))
            scene.handle(.key(.enter, down: true)); scene.handle(.key(.enter, down: false))
            scene.layoutIfNeeded()
            let menu = try XCTUnwrap(picker.menu)
            let card = menu.placement.frame
            var rowsRinged: [Rect] = []
            for step in 0..<2 {
                let (ring, cardAt) = order(scene, theme, card: card)
                XCTAssertEqual(ring.count, 1, "step \(step)")
                XCTAssertGreaterThan(ring.first ?? -1, try XCTUnwrap(cardAt), "above the menu's card and scrim")
                let drawn = try XCTUnwrap(rings(scene, theme).first)
                XCTAssertGreaterThanOrEqual(drawn.width, 3)
                let row = menu.itemFrame(menu.highlighted)
                XCTAssertEqual(drawn.rect, row.insetBy(PopupMenu.highlightInset), "inside the highlighted row, so inside the card")
                rowsRinged.append(drawn.rect)
                scene.handle(.key(.down, down: true)); scene.handle(.key(.down, down: false))
                scene.layoutIfNeeded()
            }
            XCTAssertGreaterThan(rowsRinged[1].minY, rowsRinged[0].minY, "the ring follows the highlight down")
        }
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
