import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUI
import KioskUITestSupport

/// The rating: its cells as numbers in both directions, touch, keys, the wheel, speech in every
/// language, `set`, the state file, the `layout` query, the checker and the Swift builder.
@MainActor
final class RatingTests: XCTestCase {
    // MARK: Geometry

    func testTheCellsAsNumbersLeftToRightMirroredAndInANarrowSplit() async {
        let g = RatingGeometry(frame: Rect(x: 100, y: 0, width: 256, height: 48), count: 5, cell: 48, rightToLeft: false)
        XCTAssertEqual(g.columns, 5)
        XCTAssertEqual((0..<5).map { g.rect($0).minX }, [100, 152, 204, 256, 308])
        XCTAssertEqual(g.index(at: Point(101, 24)), 0)
        XCTAssertEqual(g.index(at: Point(149, 24)), 0, "in the gap: the nearer cell")
        XCTAssertEqual(g.index(at: Point(151, 24)), 1)
        XCTAssertEqual(g.index(at: Point(355, 24)), 4)
        XCTAssertNil(g.index(at: Point(99, 24)), "outside the frame")
        var rtl = g
        rtl.rightToLeft = true
        XCTAssertEqual(rtl.rect(0).minX, 308, "the first star on the right")
        XCTAssertEqual(rtl.index(at: Point(101, 24)), 4)
        // Ten stars in 300 px: rows of five full-size cells, never a cell under a touch target.
        XCTAssertEqual(RatingGeometry.columns(count: 10, cell: 48, width: 300), 5)
        XCTAssertEqual(RatingGeometry.size(count: 10, cell: 48, columns: 5), Size(256, 100))
        let narrow = RatingGeometry(frame: Rect(x: 0, y: 0, width: 300, height: 100), count: 10, cell: 48, rightToLeft: false)
        XCTAssertEqual(narrow.rect(4), Rect(x: 230, y: 0, width: 48, height: 48), "the first row ends with the fifth")
        XCTAssertEqual(narrow.rect(5), Rect(x: 22, y: 52, width: 48, height: 48), "the sixth starts the second row")
        XCTAssertEqual(narrow.index(at: Point(40, 80)), 5)
        XCTAssertEqual(narrow.index(at: Point(299, 99)), 9)
        var narrowRTL = narrow
        narrowRTL.rightToLeft = true
        XCTAssertEqual(narrowRTL.rect(5).minX, 230, "right to left each row starts at the right")
        // Seven in room for six: rows of four and three, the short one centred; ten in room for
        // nine: two rows of five, not nine and one.
        let seven = RatingGeometry(frame: Rect(x: 0, y: 0, width: 300, height: 100), count: 7, cell: 48, rightToLeft: false)
        XCTAssertEqual(seven.columns, 4)
        XCTAssertEqual(seven.rect(4).minX, 74)
        XCTAssertEqual(RatingGeometry.columns(count: 10, cell: 48, width: 480), 5)
        XCTAssertEqual(RatingGeometry.columns(count: 10, cell: 48, width: 520), 10)
        XCTAssertEqual([0, 2, 4].map { RatingGeometry.smile($0, of: 5) }, [-1, 0, 1], "a frown, level, a smile")
        // y grows downwards: a frown's corners lie below its middle, a smile's above.
        let frown = RatingGeometry.mouth(in: Rect(x: 0, y: 0, width: 40, height: 40), smile: -1)
        let smile = RatingGeometry.mouth(in: Rect(x: 0, y: 0, width: 40, height: 40), smile: 1)
        XCTAssertGreaterThan(frown.first!.y, frown[frown.count / 2].y + 4)
        XCTAssertLessThan(smile.last!.y, smile[smile.count / 2].y - 4)
        XCTAssertEqual(frown.first!.x, 40 - frown.last!.x, accuracy: 1e-9, "the mouth is centred")
    }

    // MARK: Input

    private var events: [KioskEvent] = []
    private var changes: [Double] { events.compactMap { if case let .change(.number(v)) = $0.kind { return v }; return nil } }

    private func scene(_ r: Rating, width: Double = 800, rightToLeft: Bool = false) -> Scene {
        let s = Scene(root: VStackProbe(children: [r]), measurer: FixedTextMeasurer(), size: Size(width, 480))
        if rightToLeft { s.setLanguage(LanguageCode("ar"), numbers: .plain) }
        events = []
        s.watchEvents { [unowned self] in self.events.append($0) }
        s.layoutIfNeeded()
        return s
    }

    private func tap(_ s: Scene, _ r: Rect, t: Double) {
        s.handle(pointer(.down, r.midX, r.midY, t: t))
        s.handle(pointer(.up, r.midX, r.midY, t: t + 0.05))
    }

    private func key(_ s: Scene, _ k: Key) {
        s.handle(.key(k, down: true))
        s.handle(.key(k, down: false))
    }

    func testATapChoosesAStarAndReportsItOnceInBothDirections() async {
        for rtl in [false, true] {
            let r = Rating(id: "visit")
            let s = scene(r, rightToLeft: rtl)
            tap(s, try! XCTUnwrap(r.partFrame(3)), t: 0)
            XCTAssertEqual(r.value, 4, "the fourth star")
            tap(s, r.partFrame(3)!, t: 1)
            XCTAssertEqual(changes, [4], "a tap on the chosen star changes nothing")
            let leftmost = Rect(x: r.frame.minX + 2, y: r.frame.minY, width: 4, height: r.frame.height)
            tap(s, leftmost, t: 2)
            XCTAssertEqual(r.value, rtl ? 5 : 1, "the left end is the first star, or right to left the last")
        }
    }

    func testAFingerDrawnAlongTheRowRatesWhereItLifts() async {
        let r = Rating(id: "visit")
        let s = scene(r)
        let a = r.partFrame(0)!, b = r.partFrame(3)!
        s.handle(pointer(.down, a.midX, a.midY, t: 0))
        for i in 1...20 { s.handle(pointer(.move, a.midX + (b.midX - a.midX) * Double(i) / 20, a.midY, t: Double(i) / 50)) }
        XCTAssertEqual(r.value, 4, "it follows the finger")
        XCTAssertEqual(changes, [], "not settled while the finger is down")
        s.handle(pointer(.up, b.midX, b.midY, t: 0.5))
        XCTAssertEqual(changes, [4])
    }

    func testKeysTheDpadAndTheWheelRateTheWayTheyPoint() async {
        for rtl in [false, true] {
            let r = Rating(id: "visit", value: 2)
            let s = scene(r, rightToLeft: rtl)
            s.focus.setFocus(r, scene: s)
            key(s, .right)
            XCTAssertEqual(r.value, rtl ? 1 : 3, "right is up the row left to right, down it right to left")
            key(s, .end)
            XCTAssertEqual(r.value, 5)
            key(s, .home)
            XCTAssertEqual(r.value, 1)
            key(s, .left)
            XCTAssertEqual(r.value, rtl ? 2 : 1, "a key never clears a rating")
            s.handle(.gamepadButton(.dpadRight, down: true))
            s.handle(.gamepadButton(.dpadRight, down: false))
            XCTAssertEqual(r.value, rtl ? 1 : 2, "the d-pad as the arrows")
            _ = r.wheel(dx: 0, dy: -1)
            XCTAssertEqual(r.value, rtl ? 2 : 3, "a notch away rates one up")
        }
    }

    // MARK: Speech

    func testARatingSaysItsNameRoleAndHowManyStarsInEveryLanguage() async {
        let r = Rating(id: "visit", value: 3).named("Your visit")
        _ = scene(r)
        XCTAssertEqual(SpeechWording.described(r.spokenControl), "Your visit, rating, 3 of 5 stars")
        XCTAssertEqual(SpeechWording.described(r.spokenControl, .german), "Your visit, Bewertung, 3 von 5 Sternen")
        XCTAssertEqual(SpeechWording.described(r.spokenControl, .arabic), "Your visit, تقييم, 3 من 5 نجوم")
        XCTAssertEqual(SpeechWording.described(r.spokenControl, .hindi), "Your visit, रेटिंग, 5 में से 3 सितारे")
        r.moveValue(to: 4)
        XCTAssertEqual(SpeechWording.valueOnly(r.spokenControl), "4 of 5 stars")
        let none = Rating(id: "mood", style: .faces).named("Your mood")
        _ = scene(none)
        XCTAssertEqual(SpeechWording.described(none.spokenControl), "Your mood, rating", "not rated yet: no value to say")
        none.moveValue(to: 2)
        XCTAssertEqual(SpeechWording.described(none.spokenControl), "Your mood, rating, 2 of 5", "faces are levels, not a count")
    }

    // MARK: The screen file, set, state and the builder

    private let file = """
    root:
      type: column
      children:
        - {type: rating, id: visit, accessibilityLabel: Your visit}
        - {type: rating, id: mood, accessibilityLabel: Your mood, style: faces, max: 3, value: 2}
    """

    func testTheFileSetTheStateFileAndTheLayoutQuery() async throws {
        let screen = try Screen.parse(file, file: "s.yaml")
        let sc = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 480))
        sc.layoutIfNeeded()
        let visit = try XCTUnwrap(sc.widget(id: "visit"))
        XCTAssertEqual(visit.typeName, "rating")
        XCTAssertEqual(visit.accessibleRole, .rating)
        try visit.set(.value(.number(4)))
        XCTAssertThrowsError(try visit.set(.value(.number(6)))) {
            XCTAssertTrue("\($0)".contains("a number from 0 to 5"), "\($0)")
        }
        let saved = ControlState.snapshot(sc, ids: nil)
        XCTAssertEqual(saved.map(\.0), ["visit", "mood"])
        XCTAssertEqual(saved.map(\.1), [.number(4), .number(2)])
        let again = try Screen.parse(file, file: "s.yaml", initialValues: ["visit": .number(5), "mood": .number(1)])
        let sc2 = Scene(root: again.root, measurer: FixedTextMeasurer(), size: Size(800, 480))
        sc2.layoutIfNeeded()
        let query = sc2.layoutQuery().serialized
        XCTAssertTrue(query.contains(#""id":"visit","type":"rating""#) && query.contains(#""value":5,"max":5,"style":"stars""#), query)
        XCTAssertTrue(query.contains(#""value":1,"max":3,"style":"faces""#), query)
    }

    func testTheFileIsCheckedAtItsLines() async {
        XCTAssertThrowsError(try Screen.parse("root: {type: rating, id: r, accessibilityLabel: R, max: 3, value: 4}", file: "s.yaml")) {
            XCTAssertTrue("\($0)".contains("s.yaml:1") && "\($0)".contains("must be from 0 to max (3), found 4"), "\($0)")
        }
        XCTAssertThrowsError(try Screen.parse("root: {type: rating, id: r, accessibilityLabel: R, style: hearts}", file: "s.yaml")) {
            XCTAssertTrue("\($0)".contains("stars") && "\($0)".contains("faces"), "\($0)")
        }
        XCTAssertThrowsError(try Screen.parse("root: {type: ratng, id: r}", file: "s.yaml")) {
            XCTAssertTrue("\($0)".contains("did you mean \"rating\""), "\($0)")
        }
    }

    @MainActor
    private final class Feedback {
        let kiosk = KioskController()
        let visit = KioskState(0)
        lazy var screen = KUI.App {
            KUI.Screen("main") {
                KUI.Column(spacing: 12, padding: 24) {
                    KUI.Label("How was your visit?", style: .title)
                    KUI.Rating(id: "visit", label: "Your visit", value: visit)
                }
            }
        }
    }

    func testTheBuilderBindsTheAppsStateBothWays() async throws {
        let f = Feedback()
        var options = try RunOptions.headlessReplay("""
        {"at":0,"query":"layout"}
        {"at":100,"pointer":"down","target":"visit#3"}
        {"at":150,"pointer":"up","target":"visit#3"}
        {"at":400,"query":"layout"}
        """, in: KioskProcess.temporaryFolder("swift-rating"))
        XCTAssertEqual(try Kiosk.run(f.screen, controller: f.kiosk, options: options), 0)
        let events = KioskProcess.events(try String(contentsOfFile: options.eventsPath, encoding: .utf8))
        let layouts = events.filter { $0["event"] as? String == "layout" }
        XCTAssertEqual(KioskProcess.nodes(layouts[0])["visit"]?["value"] as? Double, 0)
        XCTAssertEqual(KioskProcess.nodes(layouts[1])["visit"]?["value"] as? Double, 4)
        XCTAssertEqual(f.visit.value, 4, "the customer's rating went into the state")
        XCTAssertTrue(events.contains { $0["event"] as? String == "change" && $0["id"] as? String == "visit" && $0["value"] as? Double == 4 })

        let g = Feedback()
        g.visit.value = 2
        options = try RunOptions.headlessReplay(#"{"at":100,"query":"layout"}"#, in: KioskProcess.temporaryFolder("swift-rating"))
        _ = try Kiosk.run(g.screen, controller: g.kiosk, options: options)
        let later = KioskProcess.events(try String(contentsOfFile: options.eventsPath, encoding: .utf8))
        XCTAssertEqual(KioskProcess.nodes(later.first { $0["event"] as? String == "layout" } ?? [:])["visit"]?["value"] as? Double, 2,
                       "the app's value shows")
    }
}
