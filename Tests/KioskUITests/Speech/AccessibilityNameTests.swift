import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUI
import KioskUITestSupport

/// What a screen reader gets of each widget: a role, a name (the file's `accessibilityLabel`, else
/// the visible text) and a value in words; the `layout` query shows name and role; `kiosk check`
/// warns about a focusable control speech could not name.
@MainActor
final class AccessibilityNameTests: XCTestCase {
    /// One widget of every type, each with an id so `layout` lists it.
    static let everyType = """
    root:
      type: column
      id: col
      children:
        - {type: row, id: row, children: [{type: spacer, id: gap}]}
        - {type: button, id: pay, title: Pay now}
        - {type: label, id: price, text: 2.40 EUR}
        - {type: picker, id: zone, accessibilityLabel: Parking zone, options: [Zone A, Zone B, Zone C], selected: Zone B}
        - {type: ruler, id: minutes, accessibilityLabel: Minutes, min: 15, max: 240, step: 15, value: 60}
        - {type: scroll, id: scroll, content: {type: flow, id: flow, children: [{type: button, title: Chip}]}}
        - {type: equalRow, id: eq, children: [{type: button, id: ok, title: OK, widthGroup: g}]}
        - {type: padding, id: pad, insets: 4, content: {type: frame, id: box, width: 10, content: {type: spacer}}}
        - type: pages
          id: tabs
          accessibilityLabel: Sections
          selected: Settings
          pages:
            - {title: Home, id: home, content: {type: spacer}}
            - {title: Settings, id: settings, content: {type: spacer}}
            - {title: Help, content: {type: spacer}}
    """

    private func scene(_ yaml: String, size: Size = Size(1280, 2000)) throws -> Scene {
        let screen = try Screen.parse(yaml, file: "a11y.yaml")
        return Scene(root: screen.root, measurer: FixedTextMeasurer(), size: size)
    }

    /// `(name, role)` of each node of the `layout` answer, by id.
    private func namesAndRoles(_ scene: Scene) -> [String: [String]] {
        var out: [String: [String]] = [:]
        for n in scene.layoutQuery()["nodes"]?.arrayValue ?? [] {
            if let id = n["id"]?.stringValue {
                out[id] = [n["name"]?.stringValue ?? "missing", n["role"]?.stringValue ?? "missing"]
            }
        }
        return out
    }

    func testEveryWidgetTypeHasARoleAndAName() async throws {
        let got = namesAndRoles(try scene(Self.everyType))
        let expected: [String: [String]] = [
            "col": ["", "none"], "row": ["", "none"], "gap": ["", "none"],
            "pay": ["Pay now", "button"], "price": ["2.40 EUR", "label"],
            "zone": ["Parking zone", "picker"], "minutes": ["Minutes", "ruler"],
            "scroll": ["", "none"], "flow": ["", "none"], "eq": ["", "none"], "ok": ["OK", "button"],
            "pad": ["", "none"], "box": ["", "none"],
            "tabs": ["Sections", "pages"], "tabs.tabs": ["Settings", "tab"],
            "home": ["Home", "page"], "settings": ["Settings", "page"],
        ]
        for (id, want) in expected.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(got[id], want, id)
        }
    }

    func testTheLabelComesBeforeTheVisibleTextAndAnEmptyOneIsNone() async throws {
        let s = try scene("""
        root:
          type: column
          children:
            - {type: button, id: x, title: X, accessibilityLabel: Close}
            - {type: button, id: y, title: Yes, accessibilityLabel: ""}
        """)
        XCTAssertEqual(s.widget(id: "x")?.accessibleName, "Close")
        XCTAssertEqual(s.widget(id: "y")?.accessibleName, "Yes")
    }

    func testAButtonsNameFollowsItsLiveTitle() async throws {
        let s = try scene("""
        root:
          type: column
          children:
            - {type: ruler, id: minutes, accessibilityLabel: Minutes, min: 0, max: 60, value: 5}
            - {type: button, id: pay, title: "Pay for {minutes} min"}
        """)
        _ = s.layoutQuery()
        XCTAssertEqual(s.widget(id: "pay")?.accessibleName, "Pay for 5 min")
    }

    func testControlsSayTheirValueInWords() async throws {
        let s = try scene(Self.everyType)
        _ = s.layoutQuery()
        XCTAssertEqual(s.widget(id: "zone")?.accessibleValue, "Zone B, 2 of 3")
        XCTAssertEqual(s.widget(id: "minutes")?.accessibleValue, "60, from 15 to 240")
        XCTAssertEqual(s.widget(id: "tabs")?.accessibleValue, "Settings, 2 of 3")
        XCTAssertEqual(s.widget(id: "tabs.tabs")?.accessibleValue, "2 of 3")
        XCTAssertNil(s.widget(id: "pay")?.accessibleValue)
        try s.widget(id: "zone")?.setValue(.string("Zone C"))
        XCTAssertEqual(s.widget(id: "zone")?.accessibleValue, "Zone C, 3 of 3")
        try s.widget(id: "tabs")?.setValue(.string("Help"))
        XCTAssertEqual(s.widget(id: "tabs.tabs")?.accessibleName, "Help")
    }

    func testADialogIsNamedByItsTitleAndAnOpenMenuByItsHighlightedItem() async throws {
        let s = try scene("""
        root: {type: picker, id: zone, accessibilityLabel: Zone, options: [A long zone name, Another long zone name, A third long zone name]}
        """, size: Size(200, 600))
        _ = s.layoutQuery()
        let picker = try XCTUnwrap(s.widget(id: "zone") as? SegmentedPicker)
        XCTAssertTrue(picker.isCompact)
        picker.openMenu()
        XCTAssertEqual(namesAndRoles(s)["zone.menu"], ["A long zone name", "menu item"])
        XCTAssertEqual(s.widget(id: "zone.menu")?.accessibleValue, "1 of 3")
        picker.closeMenu()
        Dialog(id: "ask", title: "Pay 2.40 EUR?", buttons: ["Cancel", "Pay"]).open(in: s)
        XCTAssertEqual(namesAndRoles(s)["ask"], ["Pay 2.40 EUR?", "dialog"])
    }

    func testLayoutNodesKeepTheirFieldsAndEndWithNameAndRole() async throws {
        let s = try scene(Self.everyType)
        let node = try XCTUnwrap(s.layoutQuery()["nodes"]?.arrayValue?.first { $0["id"]?.stringValue == "pay" })
        guard case let .object(pairs) = node else { return XCTFail("\(node)") }
        XCTAssertEqual(pairs.map(\.0).prefix(3), ["id", "type", "frame"])
        XCTAssertEqual(pairs.suffix(2).map(\.0), ["name", "role"])
    }

    func testCheckWarnsAboutUnnamedControlsWithTheirLineAndKeepsExitStatus() async throws {
        let yaml = """
        root:
          type: column
          children:
            - {type: picker, id: zone, options: [A, B]}
            - {type: ruler, id: living-target, min: 0, max: 10}
            - {type: ruler, id: named, accessibilityLabel: Minutes, min: 0, max: 10}
            - {type: button, title: OK}
            - type: pages
              pages: [{title: Home, content: {type: spacer}}]
        """
        let screen = try Screen.parse(yaml, file: "a.yaml")
        XCTAssertEqual(screen.unnamedControls, [UnnamedControl(line: 4, id: "zone", type: ScreenWidgetType(PickerKind())),
                                                UnnamedControl(line: 5, id: "living-target", type: ScreenWidgetType(RulerKind()))])
        XCTAssertEqual(screen.unnamedControls[1].warning(file: "a.yaml"),
                       "a.yaml:5: accessibilityLabel: warning: the ruler \"living-target\" has no name, so speech would say only its value; add accessibilityLabel with what it sets (e.g. accessibilityLabel: Living target)")

        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-check-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("a.yaml").path
        try yaml.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertEqual(Kiosk.check([path]), ExitStatus.ok.rawValue, "a warning is not an error")
    }

    func testTheShippedScreensNameEveryControl() async throws {
        let files = TestFiles.screenFiles   // not the .po files beside them
        XCTAssertFalse(files.isEmpty)
        for f in files {
            let screen = try Screen.load(path: f.path)
            XCTAssertEqual(screen.unnamedControls, [], f.lastPathComponent)
        }
    }

    func testTheSwiftModifierNamesTheWidget() async throws {
        let screen = try KUI.App {
            KUI.Column {
                KUI.Ruler(id: "minutes", min: 15, max: 240, step: 15).accessibilityLabel("Minutes")
                KUI.Picker(id: "zone", options: ["A", "B"]).accessibilityLabel("Zone").flex(1)
            }
        }.screen()
        let s = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 900))
        XCTAssertEqual(namesAndRoles(s)["minutes"], ["Minutes", "ruler"])
        XCTAssertEqual(namesAndRoles(s)["zone"], ["Zone", "picker"])
    }
}
