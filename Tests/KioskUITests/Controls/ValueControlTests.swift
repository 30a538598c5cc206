import XCTest
@testable import KioskUICore

/// A control's value takes one path: `set` (scripts and commands), the state file's snapshot and
/// the restore of saved values at start all go through the control's `ValueDomain`, so a value
/// lands on the same option, page or step whichever way it comes, and one that does not fit is
/// refused in the same words by `set` and by the restore.
@MainActor
final class ValueControlTests: XCTestCase {
    static let screen = """
    root:
      type: column
      children:
        - {type: picker, id: mode, options: [Walk, Bike, Car]}
        - {type: ruler, id: minutes, min: 0, max: 120, step: 5, value: 15}
        - {type: button, id: pay, title: Pay}
        - type: pages
          id: rooms
          pages:
            - {title: Kitchen, content: {type: spacer}}
            - {title: Hall, content: {type: spacer}}
    """

    static func scene(initialValues: [String: JSONValue] = [:]) throws -> (Screen, Scene) {
        let s = try Screen.parse(screen, file: "values.yaml", initialValues: initialValues)
        return (s, Scene(root: s.root, measurer: FixedTextMeasurer(), size: Size(600, 500)))
    }

    func testAValueSetIsSavedAndRestoredAsTheSameValue() async throws {
        let (a, scene) = try Self.scene()
        XCTAssertEqual(ControlState.snapshot(scene, ids: Set(a.ids)).map(\.1), ["Walk", 15, "Kitchen"])
        try scene.widget(id: "mode")?.setValue(2)          // by index
        try scene.widget(id: "minutes")?.setValue(42.4)    // snaps to the nearest step
        try scene.widget(id: "rooms")?.setValue("Hall")    // by title
        let saved = ControlState.snapshot(scene, ids: Set(a.ids))
        XCTAssertEqual(saved.map(\.0), ["mode", "minutes", "rooms"])
        XCTAssertEqual(saved.map(\.1), ["Car", 40, "Hall"])
        XCTAssertEqual(scene.widget(id: "minutes")?.queryState().first { $0.0 == "value" }?.1, 40)

        let (b, restored) = try Self.scene(initialValues: Dictionary(uniqueKeysWithValues: saved))
        XCTAssertEqual(b.stateWarnings, [])
        XCTAssertEqual(ControlState.snapshot(restored, ids: Set(b.ids)).map(\.1), ["Car", 40, "Hall"])
        XCTAssertEqual(restored.widget(id: "rooms")?.queryState().first { $0.0 == "page" }?.1, "Hall")

        // An index restores like a title, as `set` takes either.
        let (_, byIndex) = try Self.scene(initialValues: ["mode": 1, "rooms": 1, "minutes": 120])
        XCTAssertEqual(ControlState.snapshot(byIndex, ids: nil).map(\.1), ["Bike", 120, "Hall"])
    }

    func testAValueThatDoesNotFitIsRefusedInTheSameWordsBySetAndByRestore() async throws {
        let refusals: [(id: String, value: JSONValue, takes: String)] = [
            ("mode", "Plane", #"an index 0…2 or one of "Walk", "Bike", "Car""#),
            ("mode", 3, #"an index 0…2 or one of "Walk", "Bike", "Car""#),
            ("minutes", 121, "a number from 0 to 120"),
            ("minutes", "40", "a number from 0 to 120"),
            ("rooms", 2, #"an index 0…1 or one of "Kitchen", "Hall""#),
        ]
        for r in refusals {
            let (s, scene) = try Self.scene(initialValues: [r.id: r.value])
            XCTAssertEqual(s.stateWarnings, ["saved value for \"\(r.id)\" ignored: \(r.value.serialized) is not \(r.takes)"])
            XCTAssertEqual(ControlState.snapshot(scene, ids: nil).map(\.1), ["Walk", 15, "Kitchen"], "the file's values stay")
            XCTAssertThrowsError(try scene.widget(id: r.id)?.setValue(r.value)) { e in
                XCTAssertTrue("\(e)".hasSuffix("\"\(r.id)\" takes \(r.takes)"), "\(e)")
            }
            XCTAssertEqual(ControlState.snapshot(scene, ids: nil).map(\.1), ["Walk", 15, "Kitchen"], "set changed nothing")
        }
        XCTAssertThrowsError(try Self.scene().1.widget(id: "pay")?.setValue(1)) { e in
            XCTAssertEqual("\(e)", "widget 'pay' (button) has no value to set")
        }
    }
}
