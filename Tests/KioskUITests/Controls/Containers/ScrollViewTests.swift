import XCTest
@testable import KioskUICore

/// The scroll view under pages taller than the screen: drags, flings, focus and scripts.
@MainActor
final class ScrollViewTests: XCTestCase {
    /// Twenty 100-px buttons in a 300-px viewport: 2,000 px of content.
    private func makeScene() -> (Scene, ScrollView, [Button]) {
        let buttons = (0..<20).map { Button(id: "b\($0)", title: "Button \($0)").framed(height: 100) }
        let scroll = ScrollView(id: "scroll", Stack(.vertical, alignment: .fill, children: buttons))
        let scene = Scene(root: scroll, measurer: FixedTextMeasurer(), size: Size(400, 300))
        scene.layoutIfNeeded()
        return (scene, scroll, buttons.map { $0.children[0] as! Button })
    }

    func testADragKeepsTheContentUnderTheFingerFromTheTouchDownAndAFlingRestsOnAWholePixel() async {
        let (scene, scroll, _) = makeScene()
        XCTAssertEqual(scroll.contentHeight, 2000)
        scene.handle(pointer(.down, 200, 250, t: 0))
        scene.handle(pointer(.move, 200, 230, t: 0.05))      // past the slop
        XCTAssertEqual(scroll.offset, 20, accuracy: 0.001, "the content catches up with the finger at once")
        scene.handle(pointer(.move, 200, 130, t: 0.1))
        XCTAssertEqual(scroll.offset, 120, accuracy: 0.001, "a 120 px drag scrolls 120 px, not 120 less the slop")
        scene.handle(pointer(.move, 200, 30, t: 0.12))
        scene.handle(pointer(.up, 200, 30, t: 0.13))
        var t = 0.13
        while scene.isAnimating && t < 10 { t += 1.0 / 60; scene.advance(to: t) }
        XCTAssertGreaterThan(scroll.offset, 200, "the fling carried on")
        XCTAssertLessThanOrEqual(scroll.offset, 1700)
        XCTAssertEqual(scroll.offset, scroll.offset.rounded(), "at rest on a whole pixel")
    }

    func testAHorizontalSwipeIsNotTheScrollViewsAndItStaysPut() async {
        let (scene, scroll, _) = makeScene()
        scene.handle(pointer(.down, 100, 150, t: 0))
        scene.handle(pointer(.move, 300, 160, t: 0.1))
        scene.handle(pointer(.up, 300, 160, t: 0.2))
        XCTAssertEqual(scroll.offset, 0)
    }

    func testFocusGlidesToTheFocusedButtonAndAScriptTargetJumpsThere() async {
        let (scene, scroll, buttons) = makeScene()
        for _ in 0..<4 { scene.handle(.key(.down, down: true)) }   // the first key shows focus on b0
        XCTAssertTrue(scene.focus.focused === buttons[3])
        XCTAssertTrue(scene.isAnimating, "focus glides the content")
        scene.advance(to: 2)
        XCTAssertTrue(scroll.frame.contains(buttons[3].frame.center))
        scene.bringIntoView(buttons[15])
        XCTAssertFalse(scene.isAnimating, "a script's target is shown at once")
        XCTAssertGreaterThanOrEqual(buttons[15].frame.minY, scroll.frame.minY)
        XCTAssertLessThanOrEqual(buttons[15].frame.maxY, scroll.frame.maxY)
    }
}
