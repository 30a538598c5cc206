import XCTest
@testable import KioskUICore

/// A row shares its width so that nothing is cut while it can be helped: a
/// compact control takes only what it needs, a text gets at least its words, and the row stands
/// its children one under another before a heading is cut. Body text: 10 px a character.
@MainActor
final class RowWholeWidthTests: XCTestCase {
    private func museumRow(heading: Label) -> (Stack, SegmentedPicker) {
        heading.flex = 1
        let picker = SegmentedPicker(id: "lang", options: ["English", "Deutsch", "Français"])
        return (Stack(.horizontal, spacing: 12, id: "row", children: [heading, picker]), picker)
    }

    func testAHeadingBesideACompactPickerKeepsItsWholeTextAndThePickerOnlyWhatItNeeds() async {
        let heading = Label("City Museum", id: "heading")          // 110 px
        let (row, picker) = museumRow(heading: heading)
        // Regular picker: more than 300 − 110 − 12 px; compact: "English ▾" and its padding.
        let scene = layoutScene(row, Size(300, 200))
        XCTAssertTrue(picker.isCompact)
        XCTAssertFalse(heading.shown!.truncated, "the heading shows whole")
        let compact = picker.sizeThatFits(ProposedSize(width: nil, height: nil), scene.layout)
        XCTAssertEqual(picker.frame.width, picker.wholeWidth(scene.layout), accuracy: 0.5, "the compact picker hugs its title")
        XCTAssertLessThan(picker.frame.width, compact.width + 0.5)
        XCTAssertEqual(heading.frame.width, 300 - 12 - picker.frame.width, accuracy: 0.5, "the flexible heading takes the rest")
        XCTAssertFalse(row.isStacked)
    }

    func testARowTooNarrowForTheWholeHeadingStandsItsChildrenBeforeCuttingIt() async {
        let heading = Label("City Museum of Modern Art", id: "heading")   // 250 px
        let (row, picker) = museumRow(heading: heading)
        let scene = layoutScene(row, Size(300, 300))
        XCTAssertTrue(row.isStacked, "heading + compact picker do not fit side by side")
        XCTAssertFalse(heading.shown!.truncated, "the heading is whole on a line of its own")
        XCTAssertGreaterThanOrEqual(picker.frame.minY, heading.frame.maxY, "the picker stands under it")
        XCTAssertTrue(scene.cutTexts().isEmpty)
    }

    func testAWrappingHeadingBreaksAtSpacesNotInsideWords() async {
        let heading = Label("City Museum", lines: .wrap(maxLines: nil), id: "heading")
        let (row, _) = museumRow(heading: heading)
        let scene = layoutScene(row, Size(220, 300))
        XCTAssertGreaterThanOrEqual(heading.frame.width, 60 - 0.5, "at least its widest word, Museum")
        XCTAssertEqual(heading.shown!.lines.flatMap { $0.split(separator: " ") }.map(String.init), ["City", "Museum"],
                       "whole words on each line: \(heading.shown!.lines)")
        XCTAssertTrue(scene.cutTexts().isEmpty)
    }

    func testOnlyAWordWiderThanThePanelIsBrokenOrCut() async {
        let heading = Label("Donaudampfschifffahrt", lines: .wrap(maxLines: nil), id: "heading")   // 210 px
        let (row, _) = museumRow(heading: heading)
        _ = layoutScene(row, Size(150, 300))
        XCTAssertTrue(row.isStacked)
        XCTAssertEqual(heading.shown!.lines.joined(), "Donaudampfschifffahrt", "broken only because the word alone is wider")
    }

    func testEveryCutTextIsReportedWithOrWithoutAnId() async {
        let unnamed = Label("A subtitle far too long for this panel")
        let named = Label("Another one that cannot fit either", id: "named")
        let column = Stack(.vertical, children: [unnamed, named])
        let scene = layoutScene(column, Size(120, 200))
        XCTAssertEqual(scene.cutTexts().map(\.text), ["A subtitle far too long for this panel", "Another one that cannot fit either"])
        guard case let .object(pairs) = scene.layoutQuery(), let cut = pairs.first(where: { $0.0 == "truncated" })?.1,
              case let .array(items) = cut else { return XCTFail("the layout answer has no truncated list") }
        XCTAssertEqual(items.count, 2)
        XCTAssertEqual(items[0]["text"], .string("A subtitle far too long for this panel"))
        XCTAssertNil(items[0]["id"], "no id to report")
        XCTAssertEqual(items[1]["id"], .string("named"))
        let roomy = layoutScene(Stack(.vertical, children: [Label("Short")]), Size(400, 200))
        guard case let .object(roomyPairs) = roomy.layoutQuery() else { return XCTFail() }
        XCTAssertFalse(roomyPairs.contains { $0.0 == "truncated" }, "nothing cut, no list")
    }

    func testWholeWidthsOfText() {
        let m = FixedTextMeasurer()
        let font = Font(size: 20)
        XCTAssertEqual(TextLayout.widestWord("City Museum\nof Art", font: font, measurer: m), 60)
        XCTAssertEqual(TextLayout.narrowestTwoLines("Change language", font: font, measurer: m), 80, "Language, on its own line")
        XCTAssertEqual(TextLayout.narrowestTwoLines("Pay", font: font, measurer: m), 30)
        XCTAssertEqual(TextLayout.narrowestTwoLines("a bb ccc dddd", font: font, measurer: m), 80, "a bb / ccc dddd")
    }
}
