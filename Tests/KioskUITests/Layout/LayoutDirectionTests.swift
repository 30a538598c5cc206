import XCTest
@testable import KioskUICore

/// `LayoutDirection`, the one mirroring function every container places through, and the popup
/// menu's placement right to left, on numbers.
@MainActor
final class LayoutDirectionTests: XCTestCase {
    private let bounds = Rect(x: 100, y: 50, width: 400, height: 300)

    func testTheLanguageDecidesTheDirection() async {
        XCTAssertEqual(LayoutDirection(LanguageCode("ar")), .rightToLeft)
        XCTAssertEqual(LayoutDirection(LanguageCode("he")), .rightToLeft)
        XCTAssertEqual(LayoutDirection(LanguageCode("az-Arab")), .rightToLeft)
        XCTAssertEqual(LayoutDirection(LanguageCode("de")), .leftToRight)
        XCTAssertEqual(LayoutDirection(nil), .leftToRight, "a screen without languages")
    }

    func testRightToLeftARectIsMirroredAboutTheBoundsCentreLine() async {
        let r = Rect(x: 110, y: 70, width: 50, height: 20)
        // 10 px from the left edge becomes 10 px from the right edge: x = 500 − 10 − 50.
        XCTAssertEqual(LayoutDirection.rightToLeft.place(r, in: bounds), Rect(x: 440, y: 70, width: 50, height: 20))
        let centred = Rect(x: 275, y: 60, width: 50, height: 10)
        XCTAssertEqual(LayoutDirection.rightToLeft.place(centred, in: bounds), centred, "the centre stays")
        let fill = Rect(x: 100, y: 60, width: 400, height: 10)
        XCTAssertEqual(LayoutDirection.rightToLeft.place(fill, in: bounds), fill, "filling the width stays")
        XCTAssertEqual(LayoutDirection.rightToLeft.place(LayoutDirection.rightToLeft.place(r, in: bounds), in: bounds), r,
                       "mirroring twice gives the rect back")
    }

    func testLeftToRightNothingMoves() async {
        let odd = Rect(x: 123.25, y: 4.5, width: 77.125, height: 9)
        XCTAssertEqual(LayoutDirection.leftToRight.place(odd, in: bounds), odd)
        XCTAssertEqual(LayoutDirection.leftToRight.x(123.25, width: 40, in: bounds), 123.25)
    }

    func testTheLeftEdgeOfATextRightToLeft() async {
        // A 60 px line 8 px in from the left is 8 px in from the right.
        XCTAssertEqual(LayoutDirection.rightToLeft.x(108, width: 60, in: bounds), 432)
    }

    func testTheStepToTheRightNeighbourRunsBackwardsRightToLeft() async {
        XCTAssertEqual(LayoutDirection.leftToRight.step(rightward: true), 1)
        XCTAssertEqual(LayoutDirection.leftToRight.step(rightward: false), -1)
        XCTAssertEqual(LayoutDirection.rightToLeft.step(rightward: true), -1, "the first option is the rightmost")
        XCTAssertEqual(LayoutDirection.rightToLeft.step(rightward: false), 1)
    }

    // MARK: The popup menu

    private let ui = Rect(x: 0, y: 0, width: 800, height: 480)

    func testRightToLeftAMenuLinesUpWithItsAnchorsRightEdge() async {
        let anchor = Rect(x: 500, y: 100, width: 200, height: 60)
        let ltr = MenuPlacement.place(anchor: anchor, content: Size(260, 144), in: ui, margin: 8)
        let rtl = MenuPlacement.place(anchor: anchor, content: Size(260, 144), in: ui, margin: 8, direction: .rightToLeft)
        XCTAssertEqual(ltr.frame, Rect(x: 500, y: 168, width: 260, height: 144), "left edges together")
        XCTAssertEqual(rtl.frame, Rect(x: 440, y: 168, width: 260, height: 144), "right edges together: 700")
        XCTAssertEqual(rtl.opensUpward, ltr.opensUpward)
    }

    func testRightToLeftAMenuIsKeptInsideTheLeftEdge() async {
        // An anchor near the left edge: the menu would stick out to the left, so it stops 8 px in.
        let anchor = Rect(x: 20, y: 100, width: 100, height: 60)
        let rtl = MenuPlacement.place(anchor: anchor, content: Size(300, 144), in: ui, margin: 8, direction: .rightToLeft)
        XCTAssertEqual(rtl.frame.minX, 8)
        XCTAssertEqual(rtl.frame.width, 300)
    }
}
