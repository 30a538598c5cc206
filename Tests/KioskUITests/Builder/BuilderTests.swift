import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUI
import KioskUITestSupport

/// The Swift front end (`KUI.App`, `KUI.*`) builds exactly what the screen-file front end
/// builds, refuses the same mistakes with the same words, runs through `Kiosk.run`, and is public.
@MainActor
final class BuilderTests: XCTestCase {
    static let demoFile = TestFiles.screensFolder.appendingPathComponent("demo.yaml").path

    func testTheBuilderDemoLaysOutLikeTheDemoFile() async throws {
        let file = try Screen.load(path: Self.demoFile)
        let code = try BuilderDemoScreen.make().screen()
        XCTAssertEqual(ScreenFileTests.outline(code.root), ScreenFileTests.outline(file.root))
        XCTAssertEqual(code.theme, file.theme)
        XCTAssertEqual(code.ids, file.ids)
        XCTAssertEqual(code.font?.family, "DejaVu Sans")
        for size in [Size(1280, 800), Size(480, 900)] {
            for scale in [1.0, 2.0] {
                let a = Scene(root: try Screen.load(path: Self.demoFile).root, measurer: FixedTextMeasurer(), size: size,
                              theme: file.theme, fontScale: scale)
                let b = Scene(root: try BuilderDemoScreen.make().screen().root, measurer: FixedTextMeasurer(), size: size,
                              theme: code.theme, fontScale: scale)
                XCTAssertEqual(a.layoutQuery().serialized, BuilderDemoScreen.asTheFileWritesIt(b.layoutQuery().serialized), "layout at \(size) × \(scale)")
            }
        }
    }

    func testEveryTypeAndFieldBuildsWhatTheFileBuilds() async throws {
        let yaml = """
        allowQuit: true
        theme: {text: "#102030", dimmed: "#10203040", cornerRadius: 4, fontSize: 30, captionSize: 12, minTouchTarget: 56, focusRingWidth: 2}
        root:
          type: pages
          id: p
          selected: Two
          pages:
            - title: One
              content:
                type: row
                spacing: 4
                align: end
                padding: [8, 16]
                children:
                  - {type: label, text: Hi, style: caption, maxLines: 2, align: center, color: "#FF000080", flex: 2}
                  - {type: button, title: Go, style: chip, goto: back, enabled: false, widthGroup: g}
                  - {type: spacer, minLength: 10}
            - title: Two
              id: two
              content:
                type: padding
                insets: [1, 2, 3, 4]
                content:
                  type: frame
                  width: 300
                  maxHeight: 200
                  content:
                    type: flow
                    align: end
                    children:
                      - {type: equalRow, stretch: true, children: [{type: button, title: A}]}
                      - {type: picker, id: pick, options: [x, y], selected: y, fillWidth: true}
                      - {type: ruler, id: r, min: -5, max: 5, step: 0.25, majorEvery: 4, value: 1.5}
        """
        let file = try Screen.parse(yaml, file: "all.yaml")
        func describe() -> KUI.App {
            KUI.App(theme: KUI.Theme(text: KUI.Color(hex: 0x102030), dimmed: KUI.Color(hex: 0x102030, alpha: 0x40),
                                         cornerRadius: 4, fontSize: 30, captionSize: 12, minTouchTarget: 56,
                                         focusRingWidth: 2), allowQuit: true) {
                KUI.Pages(id: "p", selected: "Two") {
                    KUI.Page("One") {
                        KUI.Row(spacing: 4, align: .end, padding: KUI.Insets(vertical: 8, horizontal: 16)) {
                            KUI.Label("Hi", style: .caption, maxLines: 2, align: .center, color: KUI.Color(red: 255, green: 0, blue: 0, alpha: 128))
                                .flex(2)
                            KUI.Button("Go", style: .chip, goto: .back, enabled: false).widthGroup("g")
                            KUI.Spacer(minLength: 10)
                        }
                    }
                    KUI.Page("Two", id: "two") {
                        KUI.Padding(KUI.Insets(top: 1, right: 2, bottom: 3, left: 4)) {
                            KUI.Frame(width: 300, maxHeight: 200) {
                                KUI.Flow(align: .end) {
                                    KUI.EqualRow(stretch: true) { KUI.Button("A") }
                                    KUI.Picker(id: "pick", options: ["x", "y"], selected: "y", fillWidth: true)
                                    KUI.Ruler(id: "r", min: -5, max: 5, step: 0.25, majorEvery: 4, value: 1.5)
                                }
                            }
                        }
                    }
                }
            }
        }
        let code = try describe().screen()
        XCTAssertEqual(ScreenFileTests.outline(code.root), ScreenFileTests.outline(file.root))
        XCTAssertEqual(code.theme, file.theme)
        XCTAssertEqual(code.ids, file.ids)
        XCTAssertTrue(code.allowsQuit)
        for scale in [1.0, 2.0] {
            let a = Scene(root: try Screen.parse(yaml, file: "all.yaml").root, measurer: FixedTextMeasurer(),
                          size: Size(700, 500), theme: file.theme, fontScale: scale)
            let b = Scene(root: try describe().screen().root, measurer: FixedTextMeasurer(), size: Size(700, 500), theme: code.theme, fontScale: scale)
            XCTAssertEqual(a.layoutQuery().serialized, b.layoutQuery().serialized)
        }
    }

    /// `field: message` of every problem, with any line number taken out.
    static func texts(_ issues: [(field: String, message: String)]) -> [String] {
        issues.map { "\($0.field): " + $0.message.replacingOccurrences(of: #"line \d+"#, with: "line N", options: .regularExpression) }
    }

    static func fileErrors(_ yaml: String) -> [String] {
        do { _ = try Screen.parse(yaml, file: "bad.yaml"); return [] } catch let e as ScreenError {
            return texts(e.issues.map { ($0.field, $0.message) })
        } catch { return ["\(error)"] }
    }

    static func codeErrors(_ screen: KUI.App) -> [KUI.App.ValidationError.Issue] {
        do { try screen.validate(); return [] } catch let e as KUI.App.ValidationError { return e.issues } catch { return [] }
    }

    func testBadValuesGiveTheFileFormatsErrors() async {
        let cases: [(String, KUI.App)] = [
            ("root: {type: ruler, id: r, min: 0, max: 10, step: 0}",
             KUI.App { KUI.Ruler(id: "r", min: 0, max: 10, step: 0) }),
            ("root: {type: ruler, min: 10, max: 5, value: 20}",
             KUI.App { KUI.Ruler(min: 10, max: 5, value: 20) }),
            ("root: {type: picker, id: p, options: [Day, Week, Day]}",
             KUI.App { KUI.Picker(id: "p", options: ["Day", "Week", "Day"]) }),
            ("root: {type: picker, options: []}",
             KUI.App { KUI.Picker(options: []) }),
            ("root: {type: column, children: [{type: picker, id: a, options: [x]}, {type: button, id: a, title: A}]}",
             KUI.App { KUI.Column { KUI.Picker(id: "a", options: ["x"]); KUI.Button("A", id: "a") } }),
            ("root: {type: button, id: \"no spaces\", title: A, flex: -1}",
             KUI.App { KUI.Button("A", id: "no spaces").flex(-1) }),
            ("root: {type: pages, pages: [{title: A, content: {type: spacer}}, {title: A, content: {type: spacer}}], selected: C}",
             KUI.App { KUI.Pages(selected: "C") { KUI.Page("A") { KUI.Spacer() }; KUI.Page("A") { KUI.Spacer() } } }),
            ("theme: {fontSize: 2, font: \" \"}\nroot: {type: label, text: Hi, maxLines: 0}",
             KUI.App(theme: KUI.Theme(font: " ", fontSize: 2)) { KUI.Label("Hi", maxLines: 0) }),
            ("root: {type: label, text: Hi, wrap: false, maxLines: 2}",
             KUI.App { KUI.Label("Hi", wrap: false, maxLines: 2) }),
            ("root: {type: padding, insets: 3000, content: {type: frame, width: -1, content: {type: spacer}}}",
             KUI.App { KUI.Padding(3000) { KUI.Frame(width: -1) { KUI.Spacer() } } }),
            ("power: {attract: {after: 0, screen: gone}, hours: \"Mo-Fr 25:00-20:00\", brightness: {day: 100, night: 0}}\nroot: {type: spacer}",
             KUI.App(power: KUI.Power(attract: (after: 0, screen: "gone"), hours: "Mo-Fr 25:00-20:00", brightness: (day: 100, night: 0))) { KUI.Spacer() }),
        ]
        for (yaml, screen) in cases {
            let expected = Self.fileErrors(yaml)
            XCTAssertFalse(expected.isEmpty, yaml)
            XCTAssertEqual(Self.texts(Self.codeErrors(screen).map { ($0.field, $0.message) }).sorted(), expected.sorted(), yaml)
        }
    }

    /// The `power:` parameter gives the model the file's rules.
    func testPowerIsTheFilesPowerBlock() async throws {
        let app = KUI.App(start: "home", power: KUI.Power(attract: (after: 120, screen: "attract"), sleepAfter: 900,
                                                          hours: "Mo-Fr 07:00-20:00", brightness: (day: 90, night: nil))) {
            KUI.Screen("home") { KUI.Spacer() }
            KUI.Screen("attract") { KUI.Spacer() }
        }
        let power = try XCTUnwrap(try app.screen().app.power?.settings)
        XCTAssertEqual(power, PowerSettings(attract: .init(after: 120, screen: "attract"), sleepAfter: 900,
                                            hours: try OpeningHours.parse("Mo-Fr 07:00-20:00"), dayBrightness: 90, nightBrightness: 90))
        XCTAssertNil(try KUI.App { KUI.Spacer() }.screen().app.power)
    }

    func testProblemsPointAtTheSwiftLineThatWroteThem() async {
        let first = #line + 3
        let screen = KUI.App {
            KUI.Column {
                KUI.Picker(id: "zone", options: ["A"])
                KUI.Ruler(id: "zone", min: 0, max: 10, step: 0)
            }
        }
        let issues = Self.codeErrors(screen)
        XCTAssertEqual(issues.map(\.field), ["id", "step"])
        for i in issues {
            XCTAssertEqual(i.file, "KioskUITests/BuilderTests.swift")
            XCTAssertEqual(i.line, first + 1)
        }
        XCTAssertEqual(issues.first?.message, "\"zone\" is already the id of the widget on line \(first); ids must be unique in a file (across all its screens)")
        XCTAssertEqual(issues.last?.message, "must be a number from 1e-06 to 1000000000000, found 0", "as docs/screens.md shows it")
        XCTAssertEqual(issues.first?.description,
                       "KioskUITests/BuilderTests.swift:\(first + 1): id: \"zone\" is already the id of the widget on line \(first); ids must be unique in a file (across all its screens)")
    }

    func testSavedValuesStartTheControlsAsWithAFile() async throws {
        let s = try BuilderDemoScreen.make().screen(initialValues: ["amount": .number(70), "period": .string("Month"),
                                                                    "pages": .string("About"), "gone": .number(1)])
        var values: [String: String] = [:]
        s.root.forEachDescendant { w in
            if let r = w as? RulerWheel { values[r.id ?? ""] = "\(r.value)" }
            if let p = w as? SegmentedPicker, p.id == "period" { values["period"] = p.options[p.selectedIndex] }
        }
        XCTAssertEqual(values["amount"], "70.0")
        XCTAssertEqual(values["period"], "Month")
        XCTAssertEqual(s.stateWarnings, ["saved value for \"gone\" ignored: no control with that id on this screen"])
    }

    func testKioskRunShowsABuilderScreenHeadless() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("builder-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("tap.jsonl")
        try Data("""
        {"at":0,"pointer":"down","target":"pay"}
        {"at":50,"pointer":"up","target":"pay"}
        {"at":100,"query":"layout"}
        """.utf8).write(to: script)
        var options = RunOptions()
        options.driver = .headless
        options.width = 640
        options.height = 480
        options.replayPath = script.path
        options.eventsPath = dir.appendingPathComponent("events.jsonl").path
        options.screenshotPath = dir.appendingPathComponent("shot.png").path
        let screen = KUI.App {
            KUI.Column(spacing: 12, padding: 24) {
                KUI.Label("Parking", style: .title)
                KUI.Button("Pay", id: "pay", style: .primary)
            }
        }
        XCTAssertEqual(try Kiosk.run(screen, options: options), 0)
        let events = (try? String(contentsOfFile: options.eventsPath, encoding: .utf8)) ?? ""
        XCTAssertTrue(events.contains(#""event":"tap","id":"pay""#), events)
        XCTAssertTrue(events.contains(#""event":"layout""#), events)
        XCTAssertTrue(FileManager.default.fileExists(atPath: options.screenshotPath!))

        // A broken screen is refused before any display opens, with the Swift line.
        XCTAssertThrowsError(try Kiosk.run(KUI.App { KUI.Ruler(min: 0, max: 1, step: 0) }, options: options)) { e in
            XCTAssertEqual((e as? KUI.App.ValidationError)?.issues.first?.field, "step")
        }
    }
}
