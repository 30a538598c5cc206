import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The `layout` query shows what is in a list's rows: each row in view lists
/// the widgets of its template as they show that item, and a text cut in a row says
/// `truncated`, as any other text does, so a controller or a test sees it.
@MainActor
final class DataListQueryTests: XCTestCase {
    private func rows(_ w: KeyWalk) throws -> [[String: Any]] {
        try XCTUnwrap(w.nodes["menu"]?["rows"] as? [[String: Any]])
    }

    private func widgets(_ rows: [[String: Any]], _ key: String) throws -> [[String: Any]] {
        let row = try XCTUnwrap(rows.first { $0["key"] as? String == key }, "no row for \(key) in view")
        return try XCTUnwrap(row["widgets"] as? [[String: Any]])
    }

    func testEachRowInViewListsItsTextsAndACutOneSaysTruncated() async throws {
        let screen = try Screen.load(path: DataListTests.fixture)
        let w = try KeyWalk(screen, device: .keys, measurer: SDLTestBackend.open().measurer, size: Size(480, 800))
        var shown = try rows(w)
        XCTAssertGreaterThan(shown.count, 4)

        let tea = try widgets(shown, "tea4")
        let long = try XCTUnwrap(tea.first { $0["text"] as? String == "Green tea with jasmine blossoms from the hills 5" })
        XCTAssertEqual(long["type"] as? String, "label")
        XCTAssertEqual(long["truncated"] as? Bool, true, "a title cut in a 480 px row says so")
        XCTAssertEqual((long["shown"] as? String)?.hasSuffix("…"), true)

        let latte = try widgets(shown, "latte0")
        XCTAssertEqual(latte.compactMap { $0["text"] as? String }, ["Latte 1", "3.20"], "the item's texts, in the template's order")
        XCTAssertTrue(latte.allSatisfy { $0["truncated"] == nil }, "nothing cut in a short row: \(latte)")
        let add = try XCTUnwrap(latte.first { $0["type"] as? String == "button" })
        XCTAssertEqual(add["id"] as? String, "add", "the id the template gave the button")
        XCTAssertEqual(add["title"] as? String, "Add")
        // Each widget lies in its row.
        let row = try XCTUnwrap(shown.first { $0["key"] as? String == "latte0" })
        let rowFrame = try XCTUnwrap(row["frame"] as? [Double]), addFrame = try XCTUnwrap(add["frame"] as? [Double])
        let (ry, rh, ay, ah) = (rowFrame[1], rowFrame[3], addFrame[1], addFrame[3])
        XCTAssertTrue(ay >= ry && ay + ah <= ry + rh, "the button \(addFrame) lies in its row \(rowFrame)")

        // Scrolled on, the rows re-used for other items show those items' texts.
        try w.command(.set(id: "menu", .list(.scrollTo("tea28"))))
        shown = try rows(w)
        XCTAssertNil(shown.first { $0["key"] as? String == "latte0" })
        XCTAssertEqual(try widgets(shown, "cocoa23").compactMap { $0["text"] as? String }, ["Hot cocoa 24", "2.90"])
        let lastTea = try widgets(shown, "tea28").first { ($0["text"] as? String)?.hasPrefix("Green tea") == true }
        XCTAssertEqual(lastTea?["truncated"] as? Bool, true)
    }
}
