import XCTest
@testable import KioskUICore

/// `ScrollBar.thumb`, the scroll bar the scroll view and the popup menu both draw.
@MainActor
final class ScrollBarTests: XCTestCase {
    private let track = Rect(x: 100, y: 50, width: 200, height: 300)

    func testTheThumbShowsTheVisibleShareWhereItLiesInTheContent() async throws {
        // 300 of 1200 px visible: a quarter of the track, 75 px.
        let top = try XCTUnwrap(ScrollBar.thumb(track: track, contentHeight: 1200, offset: 0, minLength: 32))
        XCTAssertEqual(top, Rect(x: 294, y: 50, width: 4, height: 75))
        let middle = try XCTUnwrap(ScrollBar.thumb(track: track, contentHeight: 1200, offset: 450, minLength: 32))
        XCTAssertEqual(middle.minY, 50 + 225 / 2, "half way down the content, half way down the track")
        let bottom = try XCTUnwrap(ScrollBar.thumb(track: track, contentHeight: 1200, offset: 900, minLength: 32))
        XCTAssertEqual(bottom.maxY, track.maxY)
    }

    func testPulledPastTheEndsTheThumbStaysInTheTrackAndALongListKeepsItTouchable() async throws {
        XCTAssertEqual(ScrollBar.thumb(track: track, contentHeight: 1200, offset: -80, minLength: 32)?.minY, track.minY)
        XCTAssertEqual(ScrollBar.thumb(track: track, contentHeight: 1200, offset: 1000, minLength: 32)?.maxY, track.maxY)
        XCTAssertEqual(ScrollBar.thumb(track: track, contentHeight: 100_000, offset: 0, minLength: 24)?.height, 24)
    }

    func testNoThumbWhenEverythingIsVisible() async {
        XCTAssertNil(ScrollBar.thumb(track: track, contentHeight: 300, offset: 0, minLength: 32))
        var list = DrawList()
        list.scrollBar(track: track, contentHeight: 200, offset: 0, minLength: 32, color: .black)
        XCTAssertTrue(list.commands.isEmpty)
    }
}
