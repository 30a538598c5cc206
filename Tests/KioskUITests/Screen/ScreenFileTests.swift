import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Screen files: every file in assets/screens is accepted, the demo file builds the very tree
/// `DemoScreen` builds in code, and broken files are refused with `FILE:LINE: field: …`.
@MainActor
final class ScreenFileTests: XCTestCase {
    func testEveryScreenInAssetsIsAccepted() async throws {
        let files = TestFiles.screenFiles
        XCTAssertGreaterThanOrEqual(files.count, 3, "demo, parking meter and thermostat")
        for f in files {
            XCTAssertNoThrow(try Screen.load(path: f.path), f.lastPathComponent)
        }
    }

    func testTheDemoFileBuildsTheSameTreeAsTheDemoInCode() async throws {
        let file = try Screen.load(path: TestFiles.screensFolder.appendingPathComponent("demo.yaml").path)
        XCTAssertEqual(Self.outline(file.root), Self.outline(Screen.builtInDemo().root))
        for s in [Size(1280, 800), Size(480, 900)] {
            for scale in [1.0, 2.0] {
                let fresh = try Screen.load(path: TestFiles.screensFolder.appendingPathComponent("demo.yaml").path)
                let a = Scene(root: fresh.root, measurer: FixedTextMeasurer(), size: s, theme: file.theme, fontScale: scale)
                let b = Scene(root: Screen.builtInDemo().root, measurer: FixedTextMeasurer(), size: s, fontScale: scale)
                let qa = a.layoutQuery().serialized, qb = b.layoutQuery().serialized
                if qa != qb {
                    let diff = zip(qa.split(separator: "{"), qb.split(separator: "{")).first { $0 != $1 }
                    XCTFail("layout at \(s) × \(scale) differs: \(String(describing: diff))")
                }
            }
        }
        XCTAssertEqual(file.theme, Theme.standard)
        for id in ["start", "pause", "stop", "period", "amount", "chips", "pages", "receipt", "temperature"] {
            XCTAssertTrue(file.ids.contains(id), id)
        }
    }

    /// Type, id, flex, text and children of every node, as one line per node.
    static func outline(_ w: Widget, depth: Int = 0) -> [String] {
        var extra = ""
        switch w {
        case let b as Button: extra = "title=\(b.title) style=\(b.style) enabled=\(b.isEnabled)"
        case let l as Label: extra = "text=\(l.text) style=\(l.style) lines=\(l.lines)"
        case let s as Stack: extra = "spacing=\(s.spacing) align=\(s.alignment) padding=\(s.padding)"
        case let r as RulerWheel: extra = "scale=\(r.scale) value=\(r.value)"
        case let p as SegmentedPicker: extra = "options=\(p.options) selected=\(p.selectedIndex)"
        case let f as Flow: extra = "spacing=\(f.itemSpacing),\(f.rowSpacing)"
        case let e as EqualWidthMember: extra = "group=\(e.group)"
        default: break
        }
        var out = ["\(String(repeating: " ", count: depth))\(w.typeName) id=\(w.id ?? "-") flex=\(w.flex) \(extra)"]
        for c in w.children { out += outline(c, depth: depth + 1) }
        return out
    }

    func testJSONAndYAMLShareTheSchema() async throws {
        let yaml = try Screen.parse("root: {type: button, id: ok, title: OK, style: primary}", file: "a.yaml")
        let json = try Screen.parse(#"{"root": {"type": "button", "id": "ok", "title": "OK", "style": "primary"}}"#, file: "a.json")
        XCTAssertEqual(Self.outline(yaml.root), Self.outline(json.root))
    }

    func testThemeFieldsReachTheTheme() async throws {
        let s = try Screen.parse("""
        theme: {accent: "#112233", background: "#44556680", cornerRadius: 4, fontSize: 30, font: DejaVu Sans}
        root: {type: spacer}
        """, file: "t.yaml")
        XCTAssertEqual(s.theme.accent, Color(hex: 0x112233))
        XCTAssertEqual(s.theme.background, Color(hex: 0x445566, alpha: 0x80))
        XCTAssertEqual(s.theme.cornerRadius, 4)
        XCTAssertEqual(s.theme.bodySize, 30)
        XCTAssertEqual(s.theme.titleSize, 42, "title keeps its proportion to the base size")
        XCTAssertEqual(s.font?.family, "DejaVu Sans")
        XCTAssertEqual(s.font?.line, 1)
    }

    func testSavedValuesStartTheControlsAndBadOnesAreReported() async throws {
        let text = """
        root:
          type: column
          children:
            - {type: picker, id: p, options: [A, B, C]}
            - {type: ruler, id: r, min: 0, max: 10, value: 2}
            - {type: pages, id: g, pages: [{title: One, content: {type: spacer}}, {title: Two, content: {type: spacer}}]}
        """
        let s = try Screen.parse(text, file: "s.yaml", initialValues: ["p": "C", "r": 7, "g": "Two", "gone": 1])
        let scene = Scene(root: s.root, measurer: FixedTextMeasurer(), size: Size(800, 600))
        XCTAssertEqual(ControlState.snapshot(scene, ids: Set(s.ids)).map(\.1), ["C", 7, "Two"])
        XCTAssertEqual(s.stateWarnings, ["saved value for \"gone\" ignored: no control with that id on this screen"])

        let bad = try Screen.parse(text, file: "s.yaml", initialValues: ["p": "Z", "r": 70])
        let scene2 = Scene(root: bad.root, measurer: FixedTextMeasurer(), size: Size(800, 600))
        XCTAssertEqual(ControlState.snapshot(scene2, ids: nil).map(\.1), ["A", 2, "One"])
        XCTAssertEqual(bad.stateWarnings.count, 2, "\(bad.stateWarnings)")
    }

    func testEveryProblemOfAFileIsListedInLineOrder() async {
        let text = """
        root:
          type: column
          children:
            - {type: button}
            - {type: label, text: Hi, colour: "#fff"}
            - {type: ruler, id: r, min: 10, max: 5}
        """
        XCTAssertThrowsError(try Screen.parse(text, file: "many.yaml")) { e in
            let issues = (e as? ScreenError)?.issues ?? []
            XCTAssertEqual(issues.map(\.line), [4, 5, 6], "\(e)")
            XCTAssertEqual(issues.map(\.field), ["title", "colour", "max"], "\(e)")
        }
    }
}
