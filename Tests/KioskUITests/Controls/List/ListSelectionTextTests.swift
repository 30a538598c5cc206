import XCTest
@testable import KioskUICore

/// `{LIST.FIELD}` in a label: the field of the list's selected item, following the selection and
/// the controller's edits of that item, and what `kiosk check` says about a
/// list named where a value is wanted (item 12).
@MainActor
final class ListSelectionTextTests: XCTestCase {
    static func yaml(label: String = "\"Bike: {bikes.name}\"") -> String {
        """
        screens:
          home:
            root:
              type: column
              children:
                - {type: label, id: chosen, text: \(label)}
                - type: list
                  id: bikes
                  template: {type: label, text: "{name}"}
                  items:
                    - {key: b1, name: Alpha}
                    - {key: b2, name: Bravo}
        """
    }

    private var screen: Screen!
    private var scene: Scene!

    private func load() throws {
        screen = try Screen.parse(ListSelectionTextTests.yaml(), file: "bikes.yaml")
        scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 480), theme: screen.theme)
        scene.layoutIfNeeded()
    }

    private var shown: String { (scene.widget(id: "chosen") as? Label)?.text ?? "no label" }
    private var list: DataList { scene.widget(id: "bikes") as! DataList }

    private func tap(item i: Int, at t: Double) throws {
        let p = try XCTUnwrap(list.itemFrame(i)).center
        for (phase, dt) in [(PointerPhase.down, 0.0), (.up, 0.05)] {
            scene.advance(to: t + dt)
            scene.handle(.pointer(PointerEvent(phase: phase, id: 1, location: p, device: .touch, time: t + dt)))
            scene.layoutIfNeeded()
        }
    }

    func testALabelShowsTheSelectedItemsFieldLive() async throws {
        try load()
        XCTAssertEqual(shown, "Bike: ", "empty while nothing is selected")
        try tap(item: 1, at: 1)
        XCTAssertEqual(shown, "Bike: Bravo", "in the frame of the tap")
        try tap(item: 0, at: 2)
        XCTAssertEqual(shown, "Bike: Alpha")
        try list.edit(.update([ListItem(key: "b1", fields: [.init(name: "name", text: "Alpha 2")])]))
        scene.layoutIfNeeded()
        XCTAssertEqual(shown, "Bike: Alpha 2", "a controller's update of the selected item shows")
        try list.edit(.remove(["b1"]))
        scene.layoutIfNeeded()
        XCTAssertEqual(shown, "Bike: ", "the selected item went")
        list.setSelection(["b2"])
        scene.layoutIfNeeded()
        XCTAssertEqual(shown, "Bike: Bravo", "a selection set by a command or the state file")
        list.resetForNextCustomer()
        scene.layoutIfNeeded()
        XCTAssertEqual(shown, "Bike: ")
    }

    private func problems(label: String) -> [ScreenIssue] {
        do {
            _ = try Screen.parse(ListSelectionTextTests.yaml(label: label), file: "bikes.yaml")
            return []
        } catch {
            return (error as? ScreenError)?.issues ?? []
        }
    }

    func testCheckSaysHowToShowAListsSelectionAndWhatAValueMayBe() async throws {
        // The list itself: the fix is its field.
        var issues = problems(label: "\"{bikes}\"")
        XCTAssertEqual(issues.map(\.line), [6], "\(issues)")
        XCTAssertEqual(issues.first?.message,
                       "{bikes} names a list, which has many items and no one value; write {bikes.name} for the field name of its selected item (empty while none is selected)")
        // A control with no value: every kind that has one is named, sliders and switches too.
        issues = problems(label: "\"{chosen}\"")
        XCTAssertEqual(issues.map(\.line), [6], "\(issues)")
        let message = issues.first?.message ?? ""
        for kind in ["picker", "pages", "ruler", "slider", "stepper", "switch", "checkbox", "progress", "text field", "{LIST.FIELD}"] {
            XCTAssertTrue(message.contains(kind), "\(kind) in \(message)")
        }
        XCTAssertTrue(message.hasPrefix("{chosen} names a label, which has no value to show"), message)
        // A field of something that is no list.
        issues = problems(label: "\"{chosen.name}\"")
        XCTAssertEqual(issues.first?.message.hasPrefix("{chosen.name} names a label, not a list"), true, "\(issues)")
        XCTAssertTrue(issues.first?.message.contains("the lists: bikes") ?? false, "\(issues)")
        issues = problems(label: "\"{bike.name}\"")
        XCTAssertEqual(issues.first?.message.hasPrefix("{bike.name} names no list"), true, "\(issues)")
    }
}
