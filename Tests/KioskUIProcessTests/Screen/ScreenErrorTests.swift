import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// A dozen (and more) broken screen files, each refused with `FILE:LINE: field: what is allowed`.
@MainActor
final class ScreenErrorTests: XCTestCase {
    /// A broken file, the line and field the first error must name, and words the message must contain.
    struct Case {
        var name: String
        var text: String
        var line: Int
        var field: String
        var says: [String]
    }

    static let cases: [Case] = [
        Case(name: "unknown-type.yaml", text: "root:\n  type: buton\n  title: OK\n", line: 2, field: "type",
             says: ["\"buton\" is not a widget type", "did you mean \"button\"", "allowed: column, row, button"]),
        Case(name: "unknown-field.yaml", text: "root:\n  type: button\n  title: OK\n  colour: red\n", line: 4, field: "colour",
             says: ["unknown field in a button", "allowed: type, id, flex, widthGroup, accessibilityLabel, title, style"]),
        Case(name: "missing-title.yaml", text: "root:\n  type: column\n  children:\n    - type: button\n      id: go\n", line: 4,
             field: "title", says: ["missing", "a button needs title"]),
        Case(name: "missing-root.yaml", text: "theme:\n  accent: \"#112233\"\n", line: 1, field: "root",
             says: ["missing", "root widget"]),
        Case(name: "top-level-typo.yaml", text: "root: {type: spacer}\nthem: {}\n", line: 2, field: "them",
             says: ["unknown field in a screen", "did you mean \"theme\"", "allowed: theme, root"]),
        Case(name: "bad-colour.yaml", text: "theme:\n  accent: \"#12345\"\nroot: {type: spacer}\n", line: 2, field: "accent",
             says: ["\"#RRGGBB\"", "found \"#12345\""]),
        Case(name: "unquoted-colour.yaml", text: "theme:\n  accent: #112233\nroot: {type: spacer}\n", line: 2, field: "accent",
             says: ["quoted in YAML", "found nothing"]),
        Case(name: "spacing-not-a-number.yaml", text: "root:\n  type: row\n  spacing: wide\n", line: 3, field: "spacing",
             says: ["must be a number from 0 to 1000", "found \"wide\""]),
        Case(name: "bad-align.yaml", text: "root:\n  type: column\n  align: middle\n", line: 3, field: "align",
             says: ["must be one of start, center, end, fill", "found \"middle\""]),
        Case(name: "duplicate-id.yaml", text: "root:\n  type: row\n  children:\n    - {type: button, id: go, title: A}\n    - {type: button, id: go, title: B}\n",
             line: 5, field: "id", says: ["already the id of the widget on line 4", "unique"]),
        Case(name: "bad-id.yaml", text: "root: {type: button, id: \"go now\", title: A}\n", line: 1, field: "id",
             says: ["not a usable id", "letters, digits"]),
        Case(name: "empty-options.yaml", text: "root:\n  type: picker\n  id: p\n  options: []\n", line: 4, field: "options",
             says: ["at least one text", "e.g. options: [Day, Week, Month]"]),
        Case(name: "repeated-option.yaml", text: "root:\n  type: picker\n  options:\n    - Day\n    - Day\n", line: 5, field: "options",
             says: ["\"Day\" appears twice"]),
        Case(name: "selected-not-an-option.yaml", text: "root: {type: picker, options: [Day, Week], selected: Year}\n", line: 1,
             field: "selected", says: ["one of the options (\"Day\", \"Week\") or an index 0…1", "found \"Year\""]),
        Case(name: "ruler-upside-down.yaml", text: "root:\n  type: ruler\n  min: 10\n  max: 5\n", line: 4, field: "max",
             says: ["below min (10)"]),
        Case(name: "ruler-value-outside.yaml", text: "root:\n  type: ruler\n  min: 0\n  max: 10\n  value: 11\n", line: 5, field: "value",
             says: ["from min to max (0…10)"]),
        Case(name: "ruler-missing-min.yaml", text: "root: {type: ruler, max: 10}\n", line: 1, field: "min",
             says: ["missing", "a ruler needs min"]),
        Case(name: "children-not-a-list.yaml", text: "root:\n  type: column\n  children: {type: spacer}\n", line: 3, field: "children",
             says: ["must be a list of widgets", "found a mapping"]),
        Case(name: "repeated-field.yaml", text: "root:\n  type: button\n  title: A\n  title: B\n", line: 4, field: "title",
             says: ["given twice", "first on line 3"]),
        Case(name: "pages-without-content.yaml", text: "root:\n  type: pages\n  pages:\n    - title: Home\n", line: 4, field: "content",
             says: ["missing", "a page holds one widget"]),
        Case(name: "syntax.yaml", text: "root:\n  type: button\n  title: [OK\n", line: 4, field: "syntax",
             says: ["YAML or JSON"]),
        Case(name: "empty.yaml", text: "", line: 1, field: "file", says: ["is empty"]),
        Case(name: "bad-wrap.json", text: "{\n  \"root\": {\n    \"type\": \"label\",\n    \"text\": \"Hi\",\n    \"wrap\": \"yes\"\n  }\n}\n",
             line: 5, field: "wrap", says: ["must be true or false", "found \"yes\""]),
        Case(name: "unknown-theme-field.json", text: "{\"theme\": {\"accentColour\": \"#112233\"},\n \"root\": {\"type\": \"spacer\"}}\n",
             line: 1, field: "accentColour", says: ["unknown field in the theme", "allowed: base, background"]),
    ]

    func testBrokenScreensAreRefusedWithLineFieldAndWhatIsAllowed() async {
        XCTAssertGreaterThanOrEqual(Self.cases.count, 12)
        for c in Self.cases {
            XCTAssertThrowsError(try Screen.parse(c.text, file: c.name), c.name) { e in
                guard let issue = (e as? ScreenError)?.issues.first else { return XCTFail("\(c.name): \(e)") }
                XCTAssertEqual(issue.line, c.line, "\(c.name): \(issue)")
                XCTAssertEqual(issue.field, c.field, "\(c.name): \(issue)")
                XCTAssertTrue(issue.description.hasPrefix("\(c.name):\(c.line): \(c.field): "), issue.description)
                for words in c.says {
                    XCTAssertTrue(issue.message.contains(words), "\(c.name): \"\(issue.message)\" should say \(words)")
                }
            }
        }
    }

    /// `kiosk check` on the same files: exit 3 (a bad screen, as `kiosk run`) and the same messages
    /// on stderr; the assets pass.
    func testKioskCheckRefusesBrokenFilesAndAcceptsTheAssets() async throws {
        let broken = Self.cases.prefix(12).map { KioskProcess.temporaryFile("check-" + $0.name, contents: $0.text) }
        let bad = try KioskProcess.run(["check"] + broken.map(\.path))
        XCTAssertEqual(bad.status, 3, bad.stderr)
        for (c, f) in zip(Self.cases.prefix(12), broken) {
            XCTAssertTrue(bad.stderr.contains("\(f.path):\(c.line): \(c.field): "), "\(c.name) in \(bad.stderr)")
        }
        let good = try KioskProcess.run(["check"] + TestFiles.screenFiles.map(\.path))
        XCTAssertEqual(good.status, 0, good.stderr)
        XCTAssertTrue(good.stdout.contains("demo.yaml: ok"), good.stdout)
    }

    /// `kiosk run FILE` gives the same errors and exit status 3, before opening any display.
    func testKioskRunGivesTheSameErrors() async throws {
        let c = Self.cases[0]
        let f = KioskProcess.temporaryFile("run-" + c.name, contents: c.text)
        let r = try KioskProcess.run(["run", f.path, "--driver", "headless"])
        XCTAssertEqual(r.status, 3, r.stderr)
        XCTAssertTrue(r.stderr.contains("\(f.path):\(c.line): \(c.field): "), r.stderr)
    }
}
