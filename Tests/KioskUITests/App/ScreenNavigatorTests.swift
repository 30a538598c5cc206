import XCTest
@testable import KioskUICore

/// Which screen shows and the way back, on numbers: `goto` remembers where it came from, `back`
/// returns there, a flow that comes home leaves no trail, the idle reset forgets everything.
final class ScreenNavigatorTests: XCTestCase {
    private let names = ["home", "help", "confirm", "thanks"]

    func testGoingForwardRemembersTheWayBackAndBackRetracesIt() async {
        var n = ScreenNavigator(names: names)
        XCTAssertEqual(n.go(to: 2), .init(from: 0, to: 2))
        XCTAssertEqual(n.go(to: 3), .init(from: 2, to: 3))
        XCTAssertEqual(n.history, [0, 2])
        XCTAssertEqual(n.back(), .init(from: 3, to: 2))
        XCTAssertEqual(n.back(), .init(from: 2, to: 0))
        XCTAssertNil(n.back(), "nothing before the start: Escape is left unused")
        XCTAssertEqual(n.currentName, "home")
    }

    func testGoingToAScreenOnTheHistoryCutsItBackSoAFlowThatComesHomeLeavesNoTrail() async {
        var n = ScreenNavigator(names: names)
        _ = n.go(to: 1); _ = n.go(to: 2); _ = n.go(to: 3)
        XCTAssertEqual(n.history, [0, 1, 2])
        XCTAssertEqual(n.go(to: 0), .init(from: 3, to: 0), "thanks → home by its timer")
        XCTAssertEqual(n.history, [], "back from home after a flow goes nowhere")
        _ = n.go(to: 1); _ = n.go(to: 2)
        XCTAssertEqual(n.go(to: 1), .init(from: 2, to: 1))
        XCTAssertEqual(n.history, [0], "never a screen twice, so never longer than the file has screens")
    }

    func testGoingToTheScreenShowingOrToNoScreenChangesNothing() async {
        var n = ScreenNavigator(names: names, start: 1)
        XCTAssertEqual(n.current, 1)
        XCTAssertNil(n.go(to: 1))
        XCTAssertNil(n.go(to: 4))
        XCTAssertNil(n.go(to: -1))
        XCTAssertEqual(n.history, [])
    }

    func testRestartGoesToTheStartAndForgetsTheHistory() async {
        var n = ScreenNavigator(names: names, start: 0)
        _ = n.go(to: 1); _ = n.go(to: 3)
        XCTAssertEqual(n.restart(), .init(from: 3, to: 0))
        XCTAssertEqual(n.history, [])
        _ = n.go(to: 2); _ = n.back()
        XCTAssertNil(n.restart(), "already at the start: no move, no screen event")
        XCTAssertEqual(n.index(of: "thanks"), 3)
        XCTAssertNil(n.index(of: "nope"))
    }
}
