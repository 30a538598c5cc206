import XCTest
@testable import KioskUICore

/// `EqualWidthRow`: what a user sees of a row of buttons such as a dialog's "OK" and "Cancel" —
/// one width for all, the widest title's; stacked full width when they do not fit side by side,
/// with no title cut; with `stretch`, the whole width shared. (Its frames in exact numbers are in
/// LayoutFixtureTests' table; right to left in RightToLeftLayoutTests.)
@MainActor
final class EqualWidthRowTests: XCTestCase {
    private let titles = ["OK", "Cancel", "Apply now"]

    func testButtonsSideBySideAreAllAsWideAsTheWidestTitlesButton() async {
        let buttons = titles.map { Button(id: $0, title: $0) }
        let row = EqualWidthRow(spacing: 10, id: "row", children: buttons)
        let scene = layoutScene(Stack(.vertical, alignment: .leading, children: [row]), Size(800, 300))
        let alone = Button(id: "alone", title: "Apply now")
        _ = layoutScene(Stack(.vertical, alignment: .leading, children: [alone]), Size(800, 300))

        XCTAssertFalse(row.isStacked)
        XCTAssertEqual(Set(buttons.map(\.frame.width)), [alone.frame.width], "one width, the widest title's button's")
        XCTAssertEqual(Set(buttons.map(\.frame.minY)), [0], "side by side")
        XCTAssertEqual(Set(buttons.map(\.frame.height)).count, 1, "and one height")
        for (a, b) in zip(buttons, buttons.dropFirst()) { XCTAssertEqual(b.frame.minX - a.frame.maxX, 10, "spacing") }
        XCTAssertEqual(frames(scene)["row"]?.width, 3 * alone.frame.width + 20, "the row is no wider than its buttons")
    }

    func testTooNarrowForSideBySideItStacksThemFullWidthWithNoTitleCut() async {
        let labels = titles.map { Label($0, id: $0) }
        let row = EqualWidthRow(spacing: 10, id: "row", children: labels)
        // "Apply now" is 90 px at 10 px a character: three of them and two gaps need 290.
        _ = layoutScene(Stack(.vertical, alignment: .fill, children: [row]), Size(150, 300))

        XCTAssertTrue(row.isStacked)
        XCTAssertEqual(labels.map(\.frame), [
            Rect(x: 0, y: 0, width: 150, height: 25), Rect(x: 0, y: 35, width: 150, height: 25), Rect(x: 0, y: 70, width: 150, height: 25),
        ], "one column of one width, in order, the same spacing between")
        XCTAssertEqual(labels.map { $0.shown?.lines ?? [] }, titles.map { [$0] }, "every title whole")
    }

    func testStretchedTheyShareTheWholeWidth() async {
        let buttons = ["OK", "Cancel"].map { Button(id: $0, title: $0) }
        let row = EqualWidthRow(spacing: 10, stretch: true, id: "row", children: buttons)
        _ = layoutScene(Stack(.vertical, alignment: .fill, children: [row]), Size(400, 300))

        XCTAssertFalse(row.isStacked)
        XCTAssertEqual(buttons.map(\.frame.width), [195, 195], "(400 − 10) / 2 each")
        XCTAssertEqual(buttons[0].frame.minX, 0)
        XCTAssertEqual(buttons[1].frame.maxX, 400)
    }

    func testAHiddenButtonLeavesNoGapAndNoWidth() async {
        let buttons = titles.map { Button(id: $0, title: $0) }
        let row = EqualWidthRow(spacing: 10, id: "row", children: buttons)
        let scene = layoutScene(Stack(.vertical, alignment: .leading, children: [row]), Size(800, 300))
        let width = buttons[0].frame.width
        buttons[2].isHidden = true
        scene.setNeedsLayout()
        scene.layoutIfNeeded()
        XCTAssertLessThan(buttons[0].frame.width, width, "the widest title is gone, so is its width")
        XCTAssertEqual(buttons[1].frame.minX - buttons[0].frame.maxX, 10)
        XCTAssertEqual(frames(scene)["row"]?.maxX, buttons[1].frame.maxX, "no room kept for the hidden one")
    }
}
