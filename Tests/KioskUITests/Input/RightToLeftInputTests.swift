import XCTest
@testable import KioskUICore

/// Input right to left: the arrow keys go where they point on screen (the picker's Right selects
/// the segment to the right, which is the previous option), Tab follows the reading order, a
/// swipe to the right brings the next page in, the ruler keeps its numeric direction, and the
/// adaptive picker decides its form once per width, as left to right.
@MainActor
final class RightToLeftInputTests: XCTestCase {
    private var events: [KioskEvent] = []

    private func scene(_ root: Widget, width: Double = 800, height: Double = 600) -> Scene {
        let s = Scene(root: root, measurer: FixedTextMeasurer(), size: Size(width, height))
        s.setLanguage(LanguageCode("ar"), numbers: .plain)
        events = []
        s.watchEvents { [unowned self] in self.events.append($0) }
        s.layoutIfNeeded()
        return s
    }

    private func key(_ s: Scene, _ k: Key) {
        s.handle(.key(k, down: true))
        s.layoutIfNeeded()
    }

    // MARK: Keys

    func testThePickersArrowKeysFollowTheSegmentsOnScreen() async throws {
        let picker = SegmentedPicker(id: "period", options: ["Day", "Week", "Month"], selected: 1)
        let s = scene(Stack(.horizontal, children: [picker, Spacer()]))
        key(s, .tab)   // shows focus on the picker
        key(s, .right)
        XCTAssertEqual(picker.selectedIndex, 0, "Right selects the segment to the right: Day, the first")
        XCTAssertGreaterThan(try XCTUnwrap(picker.partFrame(0)).minX, try XCTUnwrap(picker.partFrame(1)).minX)
        key(s, .right)
        XCTAssertEqual(picker.selectedIndex, 0, "the rightmost: nothing further right")
        key(s, .left)
        key(s, .left)
        XCTAssertEqual(picker.selectedIndex, 2, "Left walks towards the last option, at the left")
    }

    func testTheArrowsMoveFocusWhereTheyPointAndTabInReadingOrder() async {
        let a = Button(id: "a", title: "First"), b = Button(id: "b", title: "Second"), c = Button(id: "c", title: "Third")
        let s = scene(Stack(.horizontal, spacing: 12, children: [a, b, c, Spacer()]))
        XCTAssertGreaterThan(a.frame.minX, b.frame.minX, "the row runs from the right")
        key(s, .tab)
        XCTAssertTrue(s.focus.focused === a, "focus starts where reading starts: the rightmost")
        key(s, .left)
        XCTAssertTrue(s.focus.focused === b, "Left goes to the button on the left")
        key(s, .left)
        XCTAssertTrue(s.focus.focused === c)
        key(s, .right)
        XCTAssertTrue(s.focus.focused === b, "Right goes back to the right")
        key(s, .tab)
        XCTAssertTrue(s.focus.focused === c, "Tab follows the reading order: right to left")
    }

    // MARK: Pages

    private func pagesScene() -> (Scene, SegmentedPages) {
        let pages = ["Home", "Settings", "About"].map { Page(title: $0, content: Spacer()) }
        let container = SegmentedPages(id: "pages", pages: pages)
        return (scene(container), container)
    }

    private func swipe(_ s: Scene, from x0: Double, to x1: Double, at t: Double) {
        let y = 300.0
        s.handle(pointer(.down, x0, y, t: t))
        for i in 1...10 { s.handle(pointer(.move, x0 + (x1 - x0) * Double(i) / 10, y, t: t + 0.02 * Double(i))) }
        s.handle(pointer(.up, x1, y, t: t + 0.2))
        s.layoutIfNeeded()
    }

    func testASwipeToTheRightBringsTheNextPageWhoseTabIsOnTheLeft() async throws {
        let (s, pages) = pagesScene()
        XCTAssertLessThanOrEqual(try XCTUnwrap(pages.partFrame(1)).maxX, try XCTUnwrap(pages.partFrame(0)).minX,
                          "the second tab is left of the first")
        swipe(s, from: 200, to: 500, at: 1)
        XCTAssertEqual(pages.current, 1, "a swipe to the right pulls in the page from the left: the next")
        swipe(s, from: 200, to: 500, at: 2)
        XCTAssertEqual(pages.current, 2)
        swipe(s, from: 200, to: 500, at: 3)
        XCTAssertEqual(pages.current, 2, "the last page: nothing further")
        swipe(s, from: 500, to: 200, at: 4)
        XCTAssertEqual(pages.current, 1, "a swipe to the left goes back")
    }

    func testPageDownStillShowsTheNextPage() async {
        let (s, pages) = pagesScene()
        key(s, .pageDown)
        XCTAssertEqual(pages.current, 1)
        key(s, .pageUp)
        XCTAssertEqual(pages.current, 0)
    }

    // MARK: The ruler keeps its direction

    private func rulerScene() throws -> (Scene, RulerWheel) {
        let ruler = RulerWheel(id: "amount", scale: try RulerScale(min: 0, max: 100, step: 1, majorEvery: 10), value: 40)
        return (scene(Stack(.vertical, alignment: .fill, padding: Insets(all: 24), children: [ruler])), ruler)
    }

    func testTheRulersNumbersGrowLeftToRightAndTheLeftSideIsDimmed() async throws {
        let (s, ruler) = try rulerScene()
        let list = try XCTUnwrap(s.render()).list
        let numbers = list.commands.compactMap { c -> (Double, Double)? in
            guard case let .text(t, o, _, _, _) = c, let v = Double(t) else { return nil }
            return (o.x, v)
        }
        XCTAssertGreaterThan(numbers.count, 3)
        let byX = numbers.sorted { $0.0 < $1.0 }.map(\.1)
        XCTAssertEqual(byX, byX.sorted(), "left to right the numbers grow, as on a physical ruler")
        let theme = Theme.standard
        let minor = list.commands.compactMap { c -> (Double, Color)? in
            guard case let .fill(r, color, _) = c, r.width == 1, r.height < 44 * 0.5 else { return nil }
            return (r.midX, color)
        }
        XCTAssertFalse(minor.isEmpty)
        for (x, color) in minor {
            XCTAssertEqual(color, x < ruler.frame.midX ? theme.dimmed : theme.text, "tick at \(x): dimmed only left of the centre")
        }
    }

    func testTheRulersRightKeyAndATapRightOfTheCentreStillRaiseTheValue() async throws {
        let (s, ruler) = try rulerScene()
        key(s, .tab)
        key(s, .right)
        s.advance(to: 2)
        XCTAssertEqual(ruler.value, 41)
        let tick = try XCTUnwrap(ruler.partFrame(44))
        XCTAssertGreaterThan(tick.midX, ruler.frame.midX, "step 44 is right of the centre")
        s.handle(pointer(.down, tick.midX, tick.midY, t: 3))
        s.handle(pointer(.up, tick.midX, tick.midY, t: 3.05))
        s.advance(to: 5)
        XCTAssertEqual(ruler.value, 44)
    }

    // MARK: No oscillation

    func testThePickerChoosesItsFormOncePerWidthRightToLeft() async {
        // Regular: 3 bold titles (4, 4, 5 characters) + 36 px each = 238 px.
        let picker = SegmentedPicker(id: "mode", options: ["Walk", "Bike", "Train"])
        let s = scene(Stack(.vertical, alignment: .fill, children: [picker]), width: 260)
        XCTAssertFalse(picker.isCompact)
        var forms: [Bool] = []
        for w in Array(stride(from: 260.0, through: 220, by: -1)) + Array(stride(from: 220.0, through: 260, by: 1)) {
            s.handle(.resize(Size(w, 600)))
            s.layoutIfNeeded()
            s.layoutIfNeeded()
            forms.append(picker.isCompact)
        }
        let flips = zip(forms, forms.dropFirst()).filter { $0 != $1 }.count
        XCTAssertEqual(flips, 2, "compact once on the way down, regular once on the way up")
        let compacts = events.filter { $0.kind.name == "compact" }.count
        XCTAssertEqual(compacts, 2, "one compact event for each flip, none from a second pass")
    }

    func testSwitchingToArabicLaysOutOnceAndThenRests() async {
        let picker = SegmentedPicker(id: "mode", options: ["Walk", "Bike", "Train"])
        let row = Stack(.horizontal, children: [picker, Spacer()])
        let s = Scene(root: row, measurer: FixedTextMeasurer(), size: Size(400, 600))
        s.layoutIfNeeded()
        _ = s.render()
        s.setLanguage(LanguageCode("ar"), numbers: .plain)
        XCTAssertNotNil(s.render(), "the switch draws one frame")
        let placed = picker.frame
        XCTAssertEqual(placed.maxX, 400, "mirrored in that frame")
        XCTAssertNil(s.render(), "and then nothing: no second layout, no frame")
        XCTAssertEqual(picker.frame, placed)
    }
}
