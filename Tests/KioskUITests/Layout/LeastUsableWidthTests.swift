import XCTest
@testable import KioskUICore

/// A control keeps the width it needs to be used, a row stands its children one under another
/// before it squashes one, an empty field's cut placeholder is reported as a cut text, and a
/// one-line title is written smaller before it is cut. Text: the
/// fixed measurer, half the font size a character (10 px in the body at font scale 1, 20 at 2).
@MainActor
final class LeastUsableWidthTests: XCTestCase {
    private func slider() throws -> Slider {
        Slider(id: "hours", scale: try RulerScale(min: 1, max: 8, step: 1, majorEvery: 1), value: 2)
    }

    private func nodes(_ scene: Scene) -> [String: JSONValue] {
        guard case let .object(pairs) = scene.layoutQuery(), case let .array(list)? = pairs.first(where: { $0.0 == "nodes" })?.1
        else { return [:] }
        var out: [String: JSONValue] = [:]
        for n in list { if case let .string(id)? = n["id"] { out[id] = n } }
        return out
    }

    private func truncatedTexts(_ scene: Scene) -> [String] {
        guard case let .object(pairs) = scene.layoutQuery(), case let .array(items)? = pairs.first(where: { $0.0 == "truncated" })?.1
        else { return [] }
        return items.compactMap { if case let .string(s)? = $0["text"] { return s }; return nil }
    }

    // MARK: Item 7: a slider beside a label

    func testASliderKeepsATrackOfThreeTouchTargets() async throws {
        let ctx = LayoutContext(measurer: FixedTextMeasurer())
        let s = try slider()
        // 3 × 48 of track and half a target (24) kept at each end for the thumb.
        XCTAssertEqual(s.leastUsableWidth(ctx), 3 * 48 + 2 * 24)
        XCTAssertEqual(s.wholeWidthIfKnown(ctx), 192)
    }

    func testARowStandsALabelAndASliderOneUnderTheOtherBeforeItSquashesTheSlider() async throws {
        // "Rental duration": 15 characters, 300 px at font scale 2. Beside it the slider would get
        // 480 − 300 − 12 = 168 px, less than its 192.
        let label = Label("Rental duration", id: "label")
        let s = try slider()
        let row = Stack(.horizontal, spacing: 12, id: "row", children: [label, s])
        let scene = layoutScene(row, Size(480, 800), scale: 2)
        XCTAssertTrue(row.isStacked, "label and slider do not both fit side by side")
        XCTAssertEqual(s.frame.width, 480, "the slider gets the whole width on its own line")
        XCTAssertGreaterThanOrEqual(s.frame.minY, label.frame.maxY, "under the label")
        XCTAssertEqual(nodes(scene)["row"]?["stacked"], .bool(true))
        XCTAssertFalse(label.shown!.truncated)
    }

    func testARowWithRoomKeepsLabelAndSliderSideBySideWithTheSliderAtLeastItsMinimum() async throws {
        let label = Label("Rental duration", id: "label")        // 150 px at font scale 1
        let s = try slider()
        let row = Stack(.horizontal, spacing: 12, id: "row", children: [label, s])
        _ = layoutScene(row, Size(480, 800), scale: 1)
        XCTAssertFalse(row.isStacked)
        XCTAssertEqual(s.frame.width, 480 - 150 - 12, "the slider takes what the whole label leaves")
        XCTAssertEqual(s.frame.minY, label.frame.minY, accuracy: 30, "on the same line")
    }

    func testARulerBesideALabelKeepsThreeTouchTargetsOfTicks() async throws {
        // 3 × 48 of ticks and the 8 px its value keeps from each side. "Rental duration" (300 px at
        // font scale 2) + 12 + 160 > 440: the row stands them one under another.
        let label = Label("Rental duration")
        let ruler = RulerWheel(id: "minutes", scale: try RulerScale(min: 0, max: 240, step: 15, majorEvery: 4), value: 60)
        let row = Stack(.horizontal, spacing: 12, children: [label, ruler])
        let scene = layoutScene(row, Size(440, 800), scale: 2)
        XCTAssertEqual(ruler.leastUsableWidth(scene.layout), 160)
        XCTAssertTrue(row.isStacked)
        XCTAssertEqual(ruler.frame.width, 440)
    }

    func testASliderAloneInARowNarrowerThanItsTrackTakesTheRowAndNoMore() async throws {
        // Nothing to stand up: the slider gets the 160 px there are (reported by check --sizes),
        // not its 192 with its max end off the panel.
        let s = try slider()
        let row = Stack(.horizontal, children: [s])
        let scene = layoutScene(Stack(.vertical, children: [row]), Size(160, 800))
        XCTAssertEqual(s.frame.width, 160)
        XCTAssertLessThan(s.frame.width, s.leastUsableWidth(scene.layout))
    }

    func testAFieldBesideALabelStandsUnderItRatherThanShowingTwoLetters() async {
        // The field needs 24 px padding + 144 px of text + its 74 px box height (its clear button) at ×2.
        let label = Label("Phone number", id: "label")            // 240 px at font scale 2
        let field = TextField(id: "phone", placeholder: "0171")
        let row = Stack(.horizontal, spacing: 12, children: [label, field])
        let scene = layoutScene(row, Size(400, 800), scale: 2)
        let least = field.leastUsableWidth(scene.layout)
        XCTAssertEqual(least, 24 + 144 + 74)
        XCTAssertTrue(row.isStacked, "240 + 12 + \(least) > 400")
        XCTAssertEqual(field.frame.width, 400)
    }

    // MARK: Item 8: a cut placeholder

    func testAFieldGetsTheRoomItsPlaceholderNeedsBesideALabelOrUnderIt() async {
        // At font scale 2: "Phone" 100 px; the field shows "Telefonnummer" (260 px) whole at
        // 24 + 260 + 74 = 358 px, more than the 320 a field takes without one.
        let label = Label("Phone", id: "label")
        let field = TextField(id: "phone", placeholder: "Telefonnummer")
        let row = Stack(.horizontal, spacing: 12, children: [label, field])
        let scene = layoutScene(row, Size(480, 800), scale: 2)
        XCTAssertEqual(field.wholeWidth(scene.layout), 358)
        XCTAssertFalse(row.isStacked, "100 + 12 + 358 fit in 480")
        XCTAssertEqual(field.frame.width, 358)
        XCTAssertFalse(field.placeholderCut)
        let narrow = layoutScene(row, Size(400, 800), scale: 2)
        XCTAssertTrue(row.isStacked, "in 400 px the field stands under its label…")
        XCTAssertEqual(field.frame.width, 400)
        XCTAssertFalse(field.placeholderCut, "…and its placeholder shows whole")
        XCTAssertEqual(truncatedTexts(narrow), [])
    }

    func testACutPlaceholderIsInTheLayoutQueryUntilTheFieldHoldsText() async {
        // At font scale 2 a 300 px field has 300 − 24 − 74 = 202 px of text: "4-stellige PIN" takes 280.
        let field = TextField(id: "pin", placeholder: "4-stellige PIN")
        let roomy = TextField(id: "name", placeholder: "Name")
        let column = Stack(.vertical, spacing: 12, children: [field, roomy])
        let scene = layoutScene(column, Size(300, 800), scale: 2)
        XCTAssertTrue(field.placeholderCut)
        XCTAssertEqual(truncatedTexts(scene), ["4-stellige PIN"], "the cut placeholder, and only it")
        XCTAssertEqual(nodes(scene)["pin"]?["truncated"], .bool(true))
        XCTAssertNil(nodes(scene)["name"]?["truncated"])
        field.setText("1234")
        XCTAssertEqual(truncatedTexts(scene), [], "a field with text shows no placeholder")
        let wide = layoutScene(Stack(.vertical, children: [TextField(id: "pin", placeholder: "4-stellige PIN")]), Size(480, 800), scale: 1)
        XCTAssertEqual(truncatedTexts(wide), [], "140 px of placeholder fit at font scale 1")
    }

    // MARK: Item 9: a title written smaller before it is cut

    /// A measurer closer to a bold sans: 0.6 of the size a character.
    private func titleScene(_ title: Label, width: Double, scale: Double) -> Scene {
        let column = Stack(.vertical, padding: Insets(top: 16, left: 16, bottom: 16, right: 16), children: [title])
        let scene = Scene(root: column, measurer: FixedTextMeasurer(advance: 0.6), size: Size(width, 800), fontScale: scale)
        scene.layoutIfNeeded()
        return scene
    }

    func testATitleThatDoesNotFitAloneIsWrittenSmallerNotCut() async {
        // At font scale 2 the title is 56 px: "Stadtbibliothek" is 15 × 33.6 = 504 px, over the
        // 448 px inside the padding. One step down (49 px) it is 441 px.
        let title = Label("Stadtbibliothek", style: .title, id: "title")
        let scene = titleScene(title, width: 480, scale: 2)
        XCTAssertEqual(title.shownFont, Font(size: 49, bold: true))
        XCTAssertFalse(title.shown!.truncated)
        XCTAssertEqual(title.shown!.lines, ["Stadtbibliothek"])
        XCTAssertLessThanOrEqual(title.frame.width, 448)
        XCTAssertNil(nodes(scene)["title"]?["truncated"])
        XCTAssertEqual(truncatedTexts(scene), [])
        // Where it fits it keeps the title size.
        let roomy = Label("Stadtbibliothek", style: .title, id: "title")
        _ = titleScene(roomy, width: 480, scale: 1)
        XCTAssertEqual(roomy.shownFont, Font(size: 28, bold: true))
    }

    func testATitleIsWrittenNoSmallerThanTheBodyThenCut() async {
        // 35 characters: even at the body size (40 px at font scale 2, 24 px a character) 840 px.
        let title = Label("Stadtbibliothek am Hauptbahnhof Ost", style: .title, id: "title")
        let scene = titleScene(title, width: 480, scale: 2)
        XCTAssertEqual(title.shownFont, Font(size: 40, bold: true), "the body size, in the title's weight")
        XCTAssertTrue(title.shown!.truncated)
        XCTAssertEqual(nodes(scene)["title"]?["truncated"], .bool(true))
        XCTAssertEqual(truncatedTexts(scene), ["Stadtbibliothek am Hauptbahnhof Ost"])
    }

    func testOnlyOneLineTitlesShrink() async {
        let body = Label("Stadtbibliothek Stadtbibliothek", style: .body, id: "body")
        _ = titleScene(body, width: 480, scale: 2)
        XCTAssertEqual(body.shownFont, Font(size: 40), "body text keeps its size")
        XCTAssertTrue(body.shown!.truncated)
    }

    func testTheSizesAreTheRulersStepsDownToTheFloor() async {
        XCTAssertEqual(RulerTitle.sizes(from: 56, floor: 40), [56, 49, 42.875, 40])
        XCTAssertEqual(RulerTitle.sizes(from: 40, floor: 40), [40])
    }
}
