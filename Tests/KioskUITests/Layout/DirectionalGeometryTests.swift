import XCTest
@testable import KioskUICore

/// The distances arrow keys and the D-pad move focus by (`FocusManager.nearest`), on numbers: a
/// control beyond the edge the way the key points, how far off the line, and whether it lies in
/// the "beam" of the focused one.
final class DirectionalGeometryTests: XCTestCase {
    let focused = Rect(x: 100, y: 100, width: 100, height: 50)

    func testOnlyDirectionsHaveAGeometry() {
        XCTAssertNotNil(DirectionalGeometry(.left))
        XCTAssertNil(DirectionalGeometry(.activate))
        XCTAssertNil(DirectionalGeometry(.next))
    }

    func testAlongMeasuresFromTheLeadingEdgeToTheNearEdgeBeyondIt() throws {
        let right = try XCTUnwrap(DirectionalGeometry(.right))
        XCTAssertEqual(right.along(focused, Rect(x: 230, y: 100, width: 40, height: 50)), 31)
        XCTAssertEqual(right.along(focused, Rect(x: 200, y: 0, width: 40, height: 50)), 1, "touching counts as beyond")
        XCTAssertLessThan(right.along(focused, Rect(x: 0, y: 100, width: 40, height: 50)), 0, "behind: not that way")
        let up = try XCTUnwrap(DirectionalGeometry(.up))
        XCTAssertEqual(up.along(focused, Rect(x: 100, y: 20, width: 100, height: 30)), 51)
        XCTAssertEqual(up.farEdge(focused, Rect(x: 100, y: 20, width: 100, height: 30)), 81)
    }

    func testTheBeamIsTheFocusedControlsRowOrColumn() throws {
        let down = try XCTUnwrap(DirectionalGeometry(.down))
        XCTAssertTrue(down.isVertical)
        XCTAssertTrue(down.inBeam(focused, Rect(x: 190, y: 300, width: 200, height: 40)), "overlaps the column by 10 px")
        XCTAssertFalse(down.inBeam(focused, Rect(x: 200, y: 300, width: 200, height: 40)), "only touches it")
        XCTAssertEqual(down.side(focused, Rect(x: 190, y: 300, width: 200, height: 40)), 140)
        let left = try XCTUnwrap(DirectionalGeometry(.left))
        XCTAssertTrue(left.inBeam(focused, Rect(x: 0, y: 140, width: 50, height: 50)))
        XCTAssertFalse(left.inBeam(focused, Rect(x: 0, y: 150, width: 50, height: 50)))
        XCTAssertEqual(left.side(focused, Rect(x: 0, y: 140, width: 50, height: 50)), 40)
    }
}
