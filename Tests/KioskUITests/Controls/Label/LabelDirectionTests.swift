import XCTest
@testable import KioskUICore

/// A label's `direction`: an Arabic sentence that starts with a Latin bike
/// name runs left to right by its first letter (`auto`); `direction: rtl` makes it run right to
/// left from the right edge, on any screen, each wrapped line too.
@MainActor
final class LabelDirectionTests: XCTestCase {
    static let yaml = """
    root:
      type: column
      align: fill
      children:
        - {type: label, id: plain, text: "Bike 12 متاح"}
        - {type: label, id: rtl, text: "Bike 12 متاح", direction: rtl}
        - {type: label, id: ltr, text: "متاح Bike 12", direction: ltr}
    """

    /// The text each label draws and where, by id.
    private func drawn() throws -> [String: (text: String, x: Double, frame: Rect)] {
        let screen = try Screen.parse(LabelDirectionTests.yaml, file: "d.yaml")
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 480), theme: screen.theme)
        scene.layoutIfNeeded()
        let (list, _) = try XCTUnwrap(scene.render())
        var out: [String: (String, Double, Rect)] = [:]
        for id in ["plain", "rtl", "ltr"] {
            let frame = try XCTUnwrap(scene.widget(id: id)).frame
            for case let .text(text, origin, _, _, _) in list.commands where frame.contains(Point(origin.x + 1, origin.y + 1)) {
                out[id] = (text, origin.x, frame)
            }
        }
        return out
    }

    /// The leftmost piece a line shows on screen (`TextItemizer` orders them as drawn).
    private func leftmost(_ text: String) -> String {
        TextItemizer.items(text, base: .ltr).first?.text.trimmingCharacters(in: .whitespaces) ?? ""
    }

    func testRtlRunsRightToLeftFromTheRightEdgeAndAutoByItsFirstLetter() async throws {
        let d = try drawn()
        let plain = try XCTUnwrap(d["plain"]), rtl = try XCTUnwrap(d["rtl"]), ltr = try XCTUnwrap(d["ltr"])
        XCTAssertEqual(leftmost(plain.text), "Bike 12", "auto: the Latin name first, left to right")
        XCTAssertEqual(plain.x, plain.frame.minX, "auto on an English screen starts at the left edge")
        XCTAssertEqual(leftmost(rtl.text), "متاح", "rtl: the sentence runs right to left, the name at its right end")
        XCTAssertGreaterThan(rtl.x, rtl.frame.midX, "rtl starts at the right edge")
        XCTAssertEqual(leftmost(ltr.text), "متاح", "ltr: left to right from the Arabic word")
        XCTAssertEqual(ltr.x, ltr.frame.minX)
    }

    func testCheckRefusesAnUnknownDirectionAtItsLineAndTheSchemaHasIt() async throws {
        XCTAssertThrowsError(try Screen.parse("root: {type: label, text: Hi, direction: right}", file: "d.yaml")) { error in
            let issues = (error as? ScreenError)?.issues ?? []
            XCTAssertEqual(issues.map(\.field), ["direction"], "\(issues)")
            XCTAssertTrue(issues.first?.message.contains("auto, ltr, rtl") ?? false, "\(issues)")
        }
        // From Swift: the same field, so the same label.
        let described = KUI.App { KUI.Screen("home") { KUI.Label("Bike 12 متاح", id: "rtl", direction: .rtl) } }
        let built = try described.screen()
        var found: Label?
        built.root.forEachDescendant { if $0.id == "rtl" { found = $0 as? Label } }
        XCTAssertEqual(found?.textDirection, .rtl)
        let schema = ScreenSchema.make()
        XCTAssertNotNil(schema["definitions"]?["label"]?["properties"]?["direction"])
        XCTAssertTrue(ScreenFieldTables.markdown().contains("| `direction` | `auto`, `ltr`, `rtl`"), "the docs' field table")
    }
}
