import XCTest
@testable import KioskUICore

/// `KioskController.layout()`: the `layout` query's answer as a typed value, field for field the
/// JSON the `layout` event carries.
@MainActor
final class ControllerLayoutTests: XCTestCase {
    func testTheTypedAnswerHoldsWhatTheJSONSays() async throws {
        let root = Stack(.vertical, children: [Label("Zone", id: "zone-label"), Button(id: "pay", title: "Pay")])
        let scene = Scene(root: root, measurer: FixedTextMeasurer(), size: Size(800, 480), fontScale: 1.25)
        scene.layoutIfNeeded()
        let json = scene.layoutQuery(extra: [("screen", .string("home")), ("language", .string("de"))])
        let layout = KioskController.Layout(json)

        XCTAssertEqual(layout.size, Size(800, 480))
        XCTAssertEqual(layout.window, Size(800, 480))
        XCTAssertEqual(layout.fontScale, 1.25)
        XCTAssertEqual(layout.split, 1)
        XCTAssertEqual(layout.screen, "home")
        XCTAssertEqual(layout.language, LanguageCode("de"))
        XCTAssertNil(layout.focus)
        XCTAssertEqual(layout.nodes.map(\.id), ["zone-label", "pay"])

        let pay = try XCTUnwrap(layout.node("pay"))
        let payJSON = try XCTUnwrap(json["nodes"]?.arrayValue?.last)
        XCTAssertEqual(pay.type, "button")
        XCTAssertEqual(JSONValue(pay.frame), payJSON["frame"])
        XCTAssertEqual(pay.text, "Pay")
        XCTAssertEqual(pay.name, payJSON["name"]?.stringValue)
        XCTAssertEqual(pay.role, payJSON["role"]?.stringValue)
        XCTAssertFalse(pay.isHidden)
        XCTAssertFalse(pay.isFocused)
        XCTAssertNil(pay.fields["id"], "the typed keys are not repeated among the widget's own fields")
        XCTAssertEqual(layout.node("zone-label")?.text, "Zone")
        XCTAssertNil(layout.node("nothing"))
    }
}
