import XCTest
@testable import KioskUICore
@testable import KioskUISDL

/// Where the SDL backend puts its window (`WindowPlacement`): on the display, never off it.
@MainActor
final class WindowPlacementTests: XCTestCase {
    let panel = Rect(x: 0, y: 0, width: 1024, height: 600)

    func testTheDefaultSizeIsCutToASmallerScreenAndPlacedOnIt() async {
        let f = WindowPlacement.frame(requested: Size(1280, 800), usable: panel, bounds: panel, fullscreen: false)
        XCTAssertEqual(f, Rect(x: 0, y: 0, width: 1024, height: 600), "not at (-128, -100) as SDL centred it")
    }

    func testASmallerWindowIsCentredInTheUsableArea() async {
        let usable = Rect(x: 0, y: 40, width: 1920, height: 1040)   // a desktop with a top bar
        let f = WindowPlacement.frame(requested: Size(800, 600), usable: usable,
                                      bounds: Rect(x: 0, y: 0, width: 1920, height: 1080), fullscreen: false)
        XCTAssertEqual(f, Rect(x: 560, y: 260, width: 800, height: 600))
    }

    func testOneSideTooLargeIsCutAndTheOtherKept() async {
        let f = WindowPlacement.frame(requested: Size(800, 1280), usable: panel, bounds: panel, fullscreen: false)
        XCTAssertEqual(f, Rect(x: 112, y: 0, width: 800, height: 600))
    }

    func testFullscreenTakesTheWholeDisplay() async {
        let second = Rect(x: 1920, y: 0, width: 1024, height: 600)
        let f = WindowPlacement.frame(requested: Size(1280, 800), usable: Rect(x: 1920, y: 30, width: 1024, height: 570),
                                      bounds: second, fullscreen: true)
        XCTAssertEqual(f, second)
    }

    func testADriverThatReportsNoDisplayKeepsTheAskedSize() async {
        let f = WindowPlacement.frame(requested: Size(1280, 800), usable: .zero, bounds: .zero, fullscreen: false)
        XCTAssertEqual(f, Rect(x: 0, y: 0, width: 1280, height: 800))
    }

    func testBufferTurnsAddUp() async {
        XCTAssertEqual(DisplayRotation.none.followed(by: .cw180), .cw180)
        XCTAssertEqual(DisplayRotation.cw90.followed(by: .cw180), .cw270)
        XCTAssertEqual(DisplayRotation.cw270.followed(by: .cw180), .cw90)
        XCTAssertEqual(DisplayRotation.cw180.followed(by: .cw180), DisplayRotation.none)
    }
}
