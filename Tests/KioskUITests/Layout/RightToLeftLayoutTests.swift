import XCTest
@testable import KioskUICore

/// Right to left, every container lays out the mirror image of its left-to-right layout: rows,
/// equal-width rows, flows, padding, overlays, the picker's segments and its marker, a label's
/// lines, the compact picker, the popup menu, a dialog's buttons and the scroll bar; on numbers,
/// with fixed text metrics (10 px a character in the body font).
@MainActor
final class RightToLeftLayoutTests: XCTestCase {
    private static let arabic = LanguageCode("ar")

    /// A scene around `root` laid out in `language` (nil: none, left to right).
    private func scene(_ root: Widget, width: Double = 600, height: Double = 800, language: LanguageCode? = nil) -> Scene {
        let s = Scene(root: root, measurer: FixedTextMeasurer(), size: Size(width, height))
        s.setLanguage(language, numbers: .plain)
        s.layoutIfNeeded()
        return s
    }

    private func rightToLeft(_ s: Scene) {
        s.setLanguage(Self.arabic, numbers: .plain)
        s.layoutIfNeeded()
    }

    /// Every text drawn, with where it starts, in drawing order.
    private func texts(_ s: Scene) -> [(text: String, x: Double)] {
        s.setNeedsDisplayAll()
        guard let frame = s.render() else { return [] }
        return frame.list.commands.compactMap { if case let .text(t, o, _, _, _) = $0 { return (t, o.x) }; return nil }
    }

    /// Where `text` starts, as last drawn (an open menu's item over the control under it).
    private func x(of text: String, _ s: Scene) throws -> Double {
        try XCTUnwrap(texts(s).last { $0.text == text }?.x, "\(text) is drawn")
    }

    // MARK: The whole tree

    func testATreeOfEveryContainerLaysOutAsItsMirrorImage() async throws {
        let picker = SegmentedPicker(options: ["Day", "Week", "Month"])
        let root = Stack(.vertical, spacing: 10, alignment: .leading, padding: Insets(top: 10, left: 20, bottom: 10, right: 40), children: [
            Stack(.horizontal, spacing: 8, children: [Label("Name"), Spacer(), Button(title: "Edit")]),
            EqualWidthRow(spacing: 12, children: [Button(title: "A"), Button(title: "Bbb"), Button(title: "Cccccc")]),
            Flow(children: (1...7).map { Button(title: "Chip \($0)", style: .chip) }),
            Stack(.horizontal, children: [picker, Spacer()]),
            Overlay(horizontal: .leading, vertical: .center, children: [Label("Badge")]),
            Padding(Insets(top: 0, left: 30, bottom: 0, right: 0), Label("Indented")),
            Stack(.horizontal, spacing: 8, children: [Label("A long label that needs room"), Button(title: "Long button")]),
        ])
        let s = scene(root)
        // Frames of what is shown (a hidden widget keeps a stale frame).
        func frames() -> [Rect] {
            var out: [Rect] = []
            root.forEachDescendant { if !$0.isHidden && !$0.ancestorHidden { out.append($0.frame) } }
            return out
        }
        let ltr = frames()
        var segments: [Rect] = []
        for i in 0..<3 { segments.append(try XCTUnwrap(picker.partFrame(i))) }

        rightToLeft(s)
        let rtl = frames()
        let mirror = { (r: Rect) in Rect(x: 600 - r.maxX, y: r.minY, width: r.width, height: r.height) }
        XCTAssertEqual(rtl, ltr.map(mirror), "every frame is its left-to-right frame mirrored about the centre line")
        XCTAssertEqual(try (0..<3).map { try XCTUnwrap(picker.partFrame($0)) }, segments.map(mirror), "and every segment")
        XCTAssertNotEqual(rtl, ltr, "something moved")

        s.setLanguage(LanguageCode("de"), numbers: .plain)
        s.layoutIfNeeded()
        XCTAssertEqual(frames(), ltr, "a language written left to right puts everything back")
    }

    // MARK: Rows and columns

    func testARowRunsFromTheRight() async {
        let a = ProbeWidget(ideal: Size(100, 40)), b = ProbeWidget(ideal: Size(50, 40))
        let row = Stack(.horizontal, spacing: 10, alignment: .leading, children: [a, b, Spacer()])
        let s = scene(Stack(.vertical, alignment: .fill, children: [row]), width: 400)
        XCTAssertEqual([a.frame.minX, b.frame.minX], [0, 110])
        rightToLeft(s)
        XCTAssertEqual(a.frame, Rect(x: 300, y: 0, width: 100, height: 40), "the first child against the right edge")
        XCTAssertEqual(b.frame, Rect(x: 240, y: 0, width: 50, height: 40), "the second to its left, 10 px apart")
    }

    func testAColumnsStartAlignmentIsTheRightEdge() async {
        let child = ProbeWidget(ideal: Size(120, 40))
        let column = Stack(.vertical, alignment: .leading, padding: Insets(horizontal: 16, vertical: 0), children: [child])
        let s = scene(Stack(.vertical, alignment: .fill, children: [column]), width: 400)
        XCTAssertEqual(child.frame.minX, 16)
        rightToLeft(s)
        XCTAssertEqual(child.frame.maxX, 384, "16 px in from the right")
    }

    func testARowStoodUpOnANarrowPanelStandsAgainstTheRightEdge() async {
        let a = Label("Screen brightness"), b = Button(title: "Adjust")
        let row = Stack(.horizontal, spacing: 12, children: [a, Spacer(), b])
        let s = scene(Stack(.vertical, alignment: .fill, children: [row]), width: 100)
        XCTAssertTrue(row.isStacked, "too narrow side by side")
        XCTAssertEqual(b.frame.minX, 0)
        rightToLeft(s)
        XCTAssertTrue(row.isStacked)
        XCTAssertEqual(a.frame.maxX, 100)
        XCTAssertEqual(b.frame.maxX, 100)
    }

    func testAnEqualWidthRowRunsFromTheRightAndAStretchedOneToo() async {
        // The widest title is 6 characters: 60 + 48 padding = 108 px each.
        let buttons = ["A", "Bbb", "Cccccc"].map { Button(title: $0) }
        let row = EqualWidthRow(spacing: 12, children: buttons)
        let s = scene(Stack(.vertical, alignment: .fill, children: [row]), width: 600)
        XCTAssertEqual(buttons.map(\.frame.minX), [0, 120, 240])
        rightToLeft(s)
        XCTAssertEqual(buttons.map(\.frame.minX), [492, 372, 252], "the first button rightmost")
        XCTAssertEqual(buttons.map(\.frame.width), [108, 108, 108], "still one width")
    }

    func testAnEqualWidthRowStackedOnANarrowPanelKeepsItsOrderTopToBottom() async {
        let buttons = ["Start", "Pause"].map { Button(title: $0) }
        let row = EqualWidthRow(spacing: 12, children: buttons)
        let s = scene(Stack(.vertical, alignment: .fill, children: [row]), width: 150)
        rightToLeft(s)
        XCTAssertTrue(row.isStacked)
        XCTAssertLessThan(buttons[0].frame.minY, buttons[1].frame.minY, "stacked rows read top to bottom in any language")
        XCTAssertEqual(buttons.map(\.frame.maxX), [150, 150])
    }

    // MARK: Flow

    func testAFlowFillsItsRowsFromTheRight() async {
        // Three 100 px items fit a 330 px row, with 8 px between them; the fourth wraps.
        let items = (0..<4).map { _ in ProbeWidget(ideal: Size(100, 30)) }
        let flow = Flow(itemSpacing: 8, rowSpacing: 8, children: items)
        let s = scene(Stack(.vertical, alignment: .fill, children: [flow]), width: 330)
        XCTAssertEqual(items.map(\.frame.minX), [0, 108, 216, 0])
        rightToLeft(s)
        XCTAssertEqual(items.map(\.frame.minX), [230, 122, 14, 230], "the first item and the next row's first item at the right")
        XCTAssertEqual(items.map(\.frame.minY), [0, 0, 0, 38], "rows still go down")
    }

    // MARK: Padding and overlays

    func testPaddingsLeftAndRightTradeSides() async {
        let child = ProbeWidget(ideal: Size(50, 20))
        let pad = Padding(Insets(top: 0, left: 30, bottom: 0, right: 5), child)
        let s = scene(Stack(.vertical, alignment: .fill, children: [pad]), width: 200)
        XCTAssertEqual(child.frame, Rect(x: 30, y: 0, width: 165, height: 20))
        rightToLeft(s)
        XCTAssertEqual(child.frame, Rect(x: 5, y: 0, width: 165, height: 20), "30 px on the right, 5 on the left")
    }

    func testAnOverlaysLeadingChildSitsAtTheRight() async {
        let badge = ProbeWidget(ideal: Size(40, 20))
        let overlay = Overlay(horizontal: .leading, vertical: .leading, children: [ProbeWidget(ideal: Size(200, 100)), badge])
        let s = scene(Stack(.vertical, alignment: .leading, children: [overlay]), width: 200)
        XCTAssertEqual(badge.frame.minX, 0)
        rightToLeft(s)
        XCTAssertEqual(badge.frame.maxX, 200)
    }

    // MARK: Labels

    func testALabelsStartIsTheRightEdgeAndItsEndTheLeft() async throws {
        let start = Label("Start"), end = Label("End", alignment: .trailing), middle = Label("Mid", alignment: .center)
        let s = scene(Stack(.vertical, alignment: .fill, children: [start, end, middle]), width: 300)
        XCTAssertEqual(try x(of: "Start", s), 0)
        XCTAssertEqual(try x(of: "End", s), 270)
        XCTAssertEqual(try x(of: "Mid", s), 135)
        rightToLeft(s)
        XCTAssertEqual(try x(of: "Start", s), 250, "5 characters, 50 px, ending at the right edge")
        XCTAssertEqual(try x(of: "End", s), 0)
        XCTAssertEqual(try x(of: "Mid", s), 135, "centred stays centred")
    }

    // MARK: The picker

    func testThePickersFirstSegmentIsTheRightmostAndTheMarkerIsUnderIt() async throws {
        let picker = SegmentedPicker(options: ["Day", "Week", "Month"])
        let s = scene(Stack(.horizontal, children: [picker, Spacer()]), width: 600)
        let ltr = try (0..<3).map { try XCTUnwrap(picker.partFrame($0)) }
        XCTAssertEqual(ltr.map(\.minX), [0, 66, 142], "widths 66, 76, 86: the bold title + 36")
        rightToLeft(s)
        let rtl = try (0..<3).map { try XCTUnwrap(picker.partFrame($0)) }
        XCTAssertEqual(rtl.map(\.minX), [534, 458, 372], "segment 0 at the right edge, the others to its left")
        let marker = picker.layoutState.first { $0.0 == "marker" }?.1
        XCTAssertEqual(marker, JSONValue(Rect(x: 542, y: rtl[0].maxY - 4, width: 50, height: 4)), "the marker under segment 0")
    }

    func testTheCompactPickersIndicatorIsOnTheLeftRightToLeft() async throws {
        let picker = SegmentedPicker(options: ["Morning", "Afternoon", "Evening"])
        let s = scene(Stack(.vertical, alignment: .fill, children: [picker]), width: 200)
        XCTAssertTrue(picker.isCompact)
        XCTAssertLessThan(try x(of: "Morning", s), try x(of: "▾", s))
        rightToLeft(s)
        XCTAssertTrue(picker.isCompact)
        let title = try x(of: "Morning", s), indicator = try x(of: "▾", s)
        XCTAssertEqual(indicator, 18, "the indicator 18 px in from the left")
        XCTAssertEqual(title + 70, 200 - 18, "the title ends 18 px in from the right")
    }

    func testThePopupMenuLinesUpWithItsAnchorsRightEdgeWithTheCheckMarkOnTheRight() async throws {
        // A compact picker 140 px wide in the middle of 300 px; its menu is 150 px wide.
        let picker = SegmentedPicker(options: ["Morning", "Afternoon", "Evening"])
        let s = scene(Stack(.vertical, alignment: .center, children: [Frame(width: 140, picker)]), width: 300)
        XCTAssertTrue(picker.isCompact)
        let anchor = picker.frame
        XCTAssertEqual(anchor, Rect(x: 80, y: 0, width: 140, height: anchor.height))
        picker.openMenu()
        s.layoutIfNeeded()
        XCTAssertEqual(try XCTUnwrap(picker.menu).placement.frame.minX, anchor.minX, "left to right: left edges together")
        picker.closeMenu()
        rightToLeft(s)
        picker.openMenu()
        s.layoutIfNeeded()
        let menu = try XCTUnwrap(picker.menu)
        XCTAssertEqual(menu.placement.frame.maxX, anchor.maxX, "right edges together")
        let check = try x(of: "✓", s), option = try x(of: "Morning", s)
        XCTAssertGreaterThan(check, option, "the check mark stands right of the selected option")
        XCTAssertEqual(check + 10, menu.placement.frame.maxX - 20, "20 px in from the menu's right edge")
    }

    // MARK: Dialog

    func testADialogsPrimaryButtonIsOnTheLeftRightToLeft() async throws {
        let s = scene(Spacer(), width: 800, height: 480, language: Self.arabic)
        let dialog = Dialog(id: "ask", title: "Pay?", buttons: ["Cancel", "Pay"])
        dialog.open(in: s)
        s.layoutIfNeeded()
        let cancel = try XCTUnwrap(dialog.partFrame(0)), pay = try XCTUnwrap(dialog.partFrame(1))
        XCTAssertLessThan(pay.maxX, cancel.minX, "Pay (the last, primary) on the left, Cancel on the right")
        XCTAssertEqual(cancel.maxX, dialog.cardFrame.maxX - Dialog.padding)
    }

    // MARK: Scroll bar

    func testTheScrollBarIsAtTheLeftEdgeRightToLeft() async throws {
        let tall = ProbeWidget(ideal: Size(100, 2000))
        let s = scene(ScrollView(tall), width: 400, height: 500)
        func thumb() throws -> Rect {
            s.setNeedsDisplayAll()
            let list = try XCTUnwrap(s.render()).list
            // The thumb: the one 4 px wide fill.
            let fills = list.commands.compactMap { if case let .fill(r, _, _) = $0, r.width == 4 { return r }; return nil }
            return try XCTUnwrap(fills.first)
        }
        XCTAssertEqual(try thumb().minX, 394, "6 px in from the right")
        rightToLeft(s)
        XCTAssertEqual(try thumb().minX, 2, "2 px in from the left: the mirror image")
    }
}
