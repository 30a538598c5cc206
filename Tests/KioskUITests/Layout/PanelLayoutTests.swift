import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The layout rules for real panels: nothing squashed to 0, a screen taller than the panel
/// scrolls, rows adapt before they cut titles, and what is cut is reported.
@MainActor
final class PanelLayoutTests: XCTestCase {
    private func scene(_ yaml: String, _ size: Size, scale: Double = 1) throws -> Scene {
        let screen = try Screen.parse(yaml, file: "test.yaml")
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: size, theme: screen.theme, fontScale: scale)
        scene.layoutIfNeeded()
        return scene
    }

    private func frame(_ scene: Scene, _ id: String) throws -> Rect { try XCTUnwrap(scene.widget(id: id)).frame }

    func testAButtonInARowKeepsItsHeightWhenTheColumnIsShortAndTheScreenScrollsToIt() async throws {
        let s = try scene("""
        root:
          type: column
          children:
            - type: row
              children: [{type: button, id: go, title: Go}]
            - {type: frame, height: 300, content: {type: label, id: tall, text: Tall}}
            - {type: button, id: last, title: Last}
        """, Size(400, 300))
        let go = try XCTUnwrap(s.widget(id: "go"))
        XCTAssertEqual(go.frame.height, go.measure(.unspecified, s.layout).height, "a button in a row keeps its own height")
        XCTAssertGreaterThanOrEqual(go.frame.height, 48)
        XCTAssertGreaterThan(try frame(s, "last").maxY, 300, "below the panel…")
        let last = try XCTUnwrap(s.widget(id: "last"))
        s.bringIntoView(last)
        XCTAssertLessThanOrEqual(last.frame.maxY, 300, "…and scrolled into view")
        XCTAssertGreaterThanOrEqual(last.frame.minY, 0)
    }

    func testTheParkingMeterAt800x480ShowsTheZonePickerAndReachesPay() async throws {
        let screen = try Screen.load(path: TestFiles.screensFolder.appendingPathComponent("parking-meter.yaml").path)
        let s = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 480), theme: screen.theme)
        var taps: [String] = []
        s.watchEvents { if case .tap = $0.kind { taps.append($0.id ?? "") } }
        s.layoutIfNeeded()
        XCTAssertGreaterThanOrEqual(try frame(s, "zone").height, 48)
        let pay = try XCTUnwrap(s.widget(id: "pay"))
        s.bringIntoView(pay)
        let p = pay.frame.center
        XCTAssertTrue(s.bounds.contains(p), "\(pay.frame)")
        s.handle(pointer(.down, p.x, p.y, t: 1))
        s.handle(pointer(.up, p.x, p.y, t: 1.05))
        XCTAssertEqual(taps, ["pay"])
    }

    func testAnEqualRowThatDoesNotFitStacksFullWidthButtonsOfOneWidthAndNeverFlipsBackAndForth() async throws {
        let yaml = """
        root:
          type: column
          align: fill
          children:
            - type: equalRow
              id: row
              spacing: 12
              children: [{type: button, id: a, title: Start}, {type: button, id: b, title: Pause}, {type: button, id: c, title: Stop}]
        """
        // Fixed measurer: 10 px a character, so each button ideally is 50 + 48 = 98 px: 3·98 + 24 = 318.
        var forms: [Bool] = []
        for w in stride(from: 330.0, through: 300, by: -1) {
            let s = try scene(yaml, Size(w, 600))
            let row = try XCTUnwrap(s.widget(id: "row") as? EqualWidthRow)
            let frames = try ["a", "b", "c"].map { try frame(s, $0) }
            XCTAssertEqual(Set(frames.map(\.width)).count, 1, "one width at \(w): \(frames)")
            if row.isStacked {
                XCTAssertEqual(frames[0].width, w, "full width when stacked")
                XCTAssertLessThan(frames[0].maxY, frames[1].minY)
            } else {
                XCTAssertEqual(frames[0].maxY, frames[1].maxY)
            }
            for id in ["a", "b", "c"] { XCTAssertNil(s.widget(id: id)?.queryState().first { $0.0 == "truncated" }, "\(id) at \(w)") }
            forms.append(row.isStacked)
        }
        XCTAssertEqual(forms, (0...30).map { 330 - Double($0) < 318 }, "side by side down to 318 px, stacked below, once")
    }

    /// A row that stands its children one under another in a column that gives it the height
    /// left (its `flex`) shares that height among its flexible children by their flex, as a
    /// column would: on a portrait panel the cafe's menu and order fill the screen.
    func testAStackedRowSharesItsHeightByFlex() async throws {
        let s = try scene("""
        root:
          type: column
          children:
            - {type: label, text: Title}
            - type: row
              id: body
              flex: 1
              children:
                - {type: frame, id: a, minWidth: 300, flex: 3, content: {type: spacer}}
                - {type: column, id: b, flex: 1, children: [{type: frame, minWidth: 300, height: 44, content: {type: spacer}}]}
                - {type: frame, id: c, minWidth: 300, height: 50, content: {type: spacer}}
        """, Size(400, 800))
        let body = try XCTUnwrap(s.widget(id: "body") as? Stack)
        XCTAssertTrue(body.isStacked)
        let (a, b, c, row) = try (frame(s, "a"), frame(s, "b"), frame(s, "c"), frame(s, "body"))
        XCTAssertEqual(c.height, 50, "a child without flex keeps its height")
        XCTAssertEqual(c.maxY, row.maxY, accuracy: 2, "the children fill the row down to its bottom")
        // a needs 0 px and b 44: the rest goes 3 : 1.
        XCTAssertEqual(a.height, 3 * (b.height - 44), accuracy: 3, "flex 3 against flex 1: a \(a), b \(b)")
        XCTAssertGreaterThan(row.height, 600, "the row takes the column's height left")
    }

    func testATitleWrapsOntoTwoLinesBeforeItIsCutAndACutOneIsReported() async throws {
        let s = try scene("""
        root:
          type: column
          align: start
          children:
            - {type: frame, width: 120, content: {type: button, id: two, title: Change language}}
            - {type: frame, width: 60, content: {type: button, id: cut, title: Configuration}}
        """, Size(400, 600))
        let two = try XCTUnwrap(s.widget(id: "two") as? Button)
        XCTAssertGreaterThan(two.frame.height, 48, "two lines make it taller")
        XCTAssertFalse(two.isTitleTruncated(s.layout))
        let cut = try XCTUnwrap(s.widget(id: "cut") as? Button)
        XCTAssertTrue(cut.isTitleTruncated(s.layout))
        let nodes = s.layoutQuery()["nodes"]?.arrayValue ?? []
        let truncated = nodes.filter { $0["truncated"] == .bool(true) }.compactMap { $0["id"]?.stringValue }
        XCTAssertEqual(truncated, ["cut"])

        // A button that is not drawn (another screen, a hidden page) has nothing cut.
        cut.isHidden = true
        s.layoutIfNeeded()
        let hiddenNodes = s.layoutQuery()["nodes"]?.arrayValue ?? []
        XCTAssertEqual(hiddenNodes.filter { $0["truncated"] == .bool(true) }.count, 0)
    }

    func testTheSelectedSegmentIsMeasuredInBoldSoItsTitleIsNotCut() async throws {
        let backend = try SDLTestBackend.open()
        let picker = SegmentedPicker(id: "p", options: ["Print receipt", "Email receipt", "No receipt"])
        let s = Scene(root: VStackProbe(children: [picker]), measurer: backend.measurer, size: Size(1280, 400))
        s.layoutIfNeeded()
        for i in 0..<3 {
            picker.select(i, animated: false)
            s.layoutIfNeeded()
            XCTAssertNil(picker.queryState().first { $0.0 == "truncated" }, "selected \(i)")
        }
    }

    func testATouchClearsTheFocusRingItsPixelsIncluded() async throws {
        let screen = try Screen.load(path: TestFiles.demoFile)
        let s = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(1280, 800), theme: screen.theme)
        s.layoutIfNeeded()
        _ = s.render()
        s.handle(.key(.tab, down: true))
        s.handle(.key(.tab, down: true))
        _ = s.render()
        let focused = try XCTUnwrap(s.focus.focused)
        let stop = try frame(s, "stop")
        s.handle(pointer(.down, stop.midX, stop.midY, t: 1))
        s.handle(pointer(.up, stop.midX, stop.midY, t: 1.05))
        let frameAfter = try XCTUnwrap(s.render())
        XCTAssertEqual(frameAfter.damage.intersection(focused.focusRect.insetBy(-4)), focused.focusRect.insetBy(-4), "the old ring is drawn over: \(frameAfter.damage)")
        let strokes = frameAfter.list.commands.filter { if case .stroke = $0 { return true }; return false }
        XCTAssertFalse(strokes.contains { if case let .stroke(r, c, _, _) = $0 { return c == s.theme.focusRing && r.intersects(focused.frame) }; return false },
                       "no ring drawn after a touch")
    }
}
