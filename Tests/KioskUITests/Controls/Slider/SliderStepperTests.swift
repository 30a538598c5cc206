import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The ruler's tick spacing as numbers, and a short ruler under a finger.
@MainActor
final class RulerSpacingTests: XCTestCase {
    func testAShortRangeIsSpreadOverTheWidthAndALongOneKeepsFourteenPixels() async throws {
        // 1…10: 9 steps over 752 px less 24 px each side.
        XCTAssertEqual(RulerWheel.baseSpacing(lastIndex: 9, width: 752, fontScale: 1, tickSpacing: nil), 78)
        XCTAssertEqual(RulerWheel.baseSpacing(lastIndex: 9, width: 432, fontScale: 1, tickSpacing: nil), 42, "480 px portrait")
        XCTAssertEqual(RulerWheel.baseSpacing(lastIndex: 2, width: 752, fontScale: 1, tickSpacing: nil), 80, "capped: 1…3")
        XCTAssertEqual(RulerWheel.baseSpacing(lastIndex: 2, width: 752, fontScale: 2, tickSpacing: nil), 160, "the cap grows with the text")
        XCTAssertEqual(RulerWheel.baseSpacing(lastIndex: 12, width: 752, fontScale: 1, tickSpacing: nil), 58, "12 steps is still short")
        // The shipped rulers: 15 steps (minutes), 28 (temperature), 100 (amount) keep 14 px.
        for steps in [13, 15, 28, 100, 1_000_000] {
            XCTAssertEqual(RulerWheel.baseSpacing(lastIndex: steps, width: 752, fontScale: 1, tickSpacing: nil), 14, "\(steps) steps")
        }
        XCTAssertEqual(RulerWheel.baseSpacing(lastIndex: 9, width: 100, fontScale: 1, tickSpacing: nil), 14, "never under 14")
        XCTAssertEqual(RulerWheel.baseSpacing(lastIndex: 0, width: 752, fontScale: 1, tickSpacing: nil), 14, "one value")
        XCTAssertEqual(RulerWheel.baseSpacing(lastIndex: 100, width: 752, fontScale: 2, tickSpacing: 30), 60, "tickSpacing × font scale")
        XCTAssertEqual(RulerWheel.baseSpacing(lastIndex: 9, width: 752, fontScale: 1, tickSpacing: 20), 20, "tickSpacing wins over the spread")
    }

    private func ruler(min: Double, max: Double, value: Double, width: Double, major: Int = 1, tickSpacing: Double? = nil) throws -> (Scene, RulerWheel, () -> [KioskEvent]) {
        let r = RulerWheel(id: "count", scale: try RulerScale(min: min, max: max, step: 1, majorEvery: major), value: value, tickSpacing: tickSpacing)
        let scene = Scene(root: Padding(Insets(horizontal: 24, vertical: 24), r), measurer: FixedTextMeasurer(), size: Size(width, 480))
        var events: [KioskEvent] = []
        scene.watchEvents { events.append($0) }
        scene.layoutIfNeeded()
        return (scene, r, { events })
    }

    /// Drags `dx` slowly (a second), lets go and lets it come to rest.
    private func drag(_ scene: Scene, _ r: RulerWheel, dx: Double) {
        let y = r.frame.midY, x = r.frame.midX
        scene.handle(pointer(.down, x, y, t: 0))
        for i in 1...50 { scene.handle(pointer(.move, x + dx * Double(i) / 50, y, t: Double(i) / 50)) }
        scene.handle(pointer(.up, x + dx, y, t: 1.2))
        var t = 1.2
        while scene.isAnimating && t < 10 { t += 1.0 / 60; scene.advance(to: t) }
    }

    func testAHundredPixelDragOnAOneToTenRulerAt800PixelsChangesTheCountByAtMostTwo() async throws {
        let (scene, r, _) = try ruler(min: 1, max: 10, value: 5, width: 800)
        XCTAssertEqual(r.spacing, 78)
        drag(scene, r, dx: -100)
        let moved = r.value - 5
        XCTAssertGreaterThanOrEqual(moved, 1, "it still moves")
        XCTAssertLessThanOrEqual(moved, 2, "not the 7 steps of 14 px ticks")
        // The same ruler with the old spacing (14 px, given; a number every 10 steps so the
        // numbers ask for no more) moves 7: what the issue measured.
        let (scene2, r2, _) = try ruler(min: 1, max: 10, value: 1, width: 800, major: 10, tickSpacing: 14)
        XCTAssertEqual(r2.spacing, 14)
        drag(scene2, r2, dx: -100)
        XCTAssertEqual(r2.value, 8)
    }

    func testTheShippedScreensRulersKeepTheirSpacing() async throws {
        for file in [TestFiles.demoFile, TestFiles.meterFile] {
            for size in [Size(800, 480), Size(480, 800), Size(1920, 1080)] {
                let screen = try Screen.load(path: file)
                let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: size, theme: screen.theme)
                scene.layoutIfNeeded()
                var rulers: [RulerWheel] = []
                for app in screen.app.screens {
                    try screen.app.show(app.name)
                    scene.layoutIfNeeded()
                    scene.root.forEachDescendant { if let r = $0 as? RulerWheel, !rulers.contains(where: { $0 === r }) { rulers.append(r) } }
                }
                XCTAssertFalse(rulers.isEmpty)
                for r in rulers {
                    XCTAssertGreaterThan(r.scale.lastIndex, RulerWheel.spreadSteps, "\(r.id ?? "") is a long range")
                    XCTAssertEqual(RulerWheel.baseSpacing(lastIndex: r.scale.lastIndex, width: r.frame.width, fontScale: 1, tickSpacing: nil),
                                   RulerWheel.minSpacing, "\(r.id ?? "")")
                }
            }
        }
    }

    func testTickSpacingIsAFieldOfTheFileAndOfTheBuilder() async throws {
        let screen = try Screen.parse("root: {type: ruler, id: r, accessibilityLabel: R, min: 0, max: 100, tickSpacing: 30}", file: "t.yaml")
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 480), fontScale: 2)
        scene.layoutIfNeeded()
        XCTAssertEqual(try XCTUnwrap(scene.widget(id: "r") as? RulerWheel).spacing, 60)
        let built = try KUI.App { KUI.Ruler(id: "r", min: 0, max: 100, tickSpacing: 30).accessibilityLabel("R") }.screen()
        XCTAssertEqual(try XCTUnwrap(descendant(built.root, "r") as? RulerWheel).tickSpacing, 30)
    }
}

/// The slider and the stepper on numbers, and driven by finger, mouse, keys and gamepad on the
/// scene's clock.
@MainActor
final class SliderStepperTests: XCTestCase {
    private var events: [KioskEvent] = []

    private func scene(_ widgets: [Widget], width: Double = 800, rightToLeft: Bool = false) -> Scene {
        let s = Scene(root: VStackProbe(children: widgets), measurer: FixedTextMeasurer(), size: Size(width, 480))
        if rightToLeft { s.setLanguage(LanguageCode("ar"), numbers: .plain) }
        events = []
        s.watchEvents { [unowned self] in self.events.append($0) }
        s.layoutIfNeeded()
        return s
    }

    private func volume(value: Double = 0.4, step: Double? = nil) throws -> Slider {
        let scale = try RulerScale(min: 0, max: 1, step: step ?? Slider.continuousStep(min: 0, max: 1), majorEvery: 1)
        return Slider(id: "volume", scale: scale, isContinuous: step == nil, value: value)
    }

    private func tickets(value: Double = 2, max: Double = 10) throws -> Stepper {
        Stepper(id: "tickets", scale: try RulerScale(min: 1, max: max, step: 1, majorEvery: 1), value: value)
    }

    private var kinds: [String] { events.map(\.kind.name) }
    private var changes: [Double] {
        events.compactMap { if case let .change(.number(v)) = $0.kind { return v }; return nil }
    }

    private func key(_ s: Scene, _ k: Key) {
        s.handle(.key(k, down: true))
        s.handle(.key(k, down: false))
    }

    // MARK: Slider

    func testTheTrackAsNumbersLeftToRightAndMirrored() async throws {
        let ltr = SliderGeometry(lo: 24, hi: 776, rightToLeft: false)
        let rtl = SliderGeometry(lo: 24, hi: 776, rightToLeft: true)
        XCTAssertEqual(ltr.x(ofFraction: 0), 24)
        XCTAssertEqual(ltr.x(ofFraction: 0.25), 212)
        XCTAssertEqual(rtl.x(ofFraction: 0), 776, "min on the right")
        XCTAssertEqual(rtl.x(ofFraction: 0.25), 588)
        XCTAssertEqual(ltr.fraction(atX: 212), 0.25)
        XCTAssertEqual(rtl.fraction(atX: 212), 0.75)
        XCTAssertEqual(ltr.fraction(atX: -50), 0, "clamped")
        XCTAssertEqual(rtl.fraction(atX: -50), 1)
        XCTAssertEqual(SliderGeometry.index(fraction: 0.4004, lastIndex: 1000), 400)
        XCTAssertEqual(SliderGeometry(lo: 10, hi: 10, rightToLeft: false).fraction(atX: 50), 0, "an empty track")
    }

    func testAContinuousSliderStillRoundsToAFineStepSoValuesAreExact() async throws {
        XCTAssertEqual(Slider.continuousStep(min: 0, max: 1), 0.001)
        XCTAssertEqual(Slider.continuousStep(min: 0, max: 100), 0.1)
        XCTAssertEqual(Slider.continuousStep(min: 0, max: 255), 0.1)
        XCTAssertEqual(Slider.continuousStep(min: -20, max: 20), 0.01)
        let s = try volume()
        let sc = scene([s])
        try s.set(.value(.number(0.7123456)))
        XCTAssertEqual(s.value, 0.712)
        XCTAssertEqual(JSONValue.format(s.value), "0.712")
        XCTAssertEqual(changes, [0.712])
        XCTAssertEqual(s.shownValueText, "0.71", "the label drops the fine step's last digit")
        XCTAssertThrowsError(try s.set(.value(.number(1.5))), "outside the range is refused")
        XCTAssertTrue(sc.widget(id: "volume") === s)
    }

    func testATapOnTheTrackPutsTheThumbThereWithTickThenChange() async throws {
        let s = try volume(value: 0)
        let sc = scene([s])
        let y = s.frame.maxY - 24
        sc.handle(pointer(.down, 212, y, t: 0))
        XCTAssertEqual(s.value, 0, "nothing moves on touch down: it may be a scroll")
        sc.handle(pointer(.up, 212, y, t: 0.1))
        XCTAssertEqual(s.value, 0.25)
        XCTAssertEqual(kinds, ["tick", "change"])
        XCTAssertEqual(changes, [0.25])
    }

    func testADragFollowsTheFingerAndReportsChangeOnceWhenItLifts() async throws {
        let s = try volume(value: 0.25)
        let sc = scene([s])
        let y = s.frame.maxY - 24
        sc.handle(pointer(.down, 212, y, t: 0))
        sc.handle(pointer(.move, 232, y, t: 0.05))   // past the slop: the thumb jumps under the finger
        XCTAssertTrue(s.isDragging)
        let x1 = SliderGeometry(lo: 24, hi: 776, rightToLeft: false).fraction(atX: 232)
        XCTAssertEqual(s.value, (x1 * 1000).rounded() / 1000)
        for i in 1...10 { sc.handle(pointer(.move, 232 + Double(i) * 30, y, t: 0.05 + Double(i) * 0.02)) }
        XCTAssertEqual(s.value, ((532 - 24) / 752 * 1000).rounded() / 1000, accuracy: 1e-9, "under the finger at 532")
        XCTAssertEqual(changes, [], "no change while the finger is down")
        XCTAssertGreaterThan(kinds.filter { $0 == "tick" }.count, 5)
        sc.handle(pointer(.up, 532, y, t: 0.4))
        XCTAssertFalse(s.isDragging)
        XCTAssertEqual(changes, [s.value])
    }

    func testAVerticalDragIsGivenUpForTheScrollViewUnderIt() async throws {
        let s = try volume()
        let sc = scene([s])
        let y = s.frame.maxY - 24
        sc.handle(pointer(.down, 300, y, t: 0))
        var disposition = PointerDisposition.handled
        disposition = s.pointer(PointerEvent(phase: .move, id: 0, location: Point(302, y + 40), device: .touch, time: 0.05))
        XCTAssertEqual(disposition, .yield)
        XCTAssertEqual(s.value, 0.4)
    }

    func testRightToLeftATapNearTheRightEndIsNearMin() async throws {
        let s = try volume(value: 0.5)
        let sc = scene([s], rightToLeft: true)
        let y = s.frame.maxY - 24
        sc.handle(pointer(.down, 700, y, t: 0))
        sc.handle(pointer(.up, 700, y, t: 0.1))
        XCTAssertEqual(s.value, ((776.0 - 700) / 752 * 1000).rounded() / 1000)
        XCTAssertLessThan(s.value, 0.15)
    }

    func testKeysMoveAStepOrOnePercentPagesTenPercentHomeAndEndTheEnds() async throws {
        let s = try volume(value: 0.4)
        let stepped = try volume(value: 0.4, step: 0.05)
        let sc = scene([s, stepped])
        sc.focus.setFocus(s, scene: sc)
        key(sc, .right)
        XCTAssertEqual(s.value, 0.41, "1 % without a step")
        key(sc, .left); key(sc, .left)
        XCTAssertEqual(s.value, 0.39)
        key(sc, .pageDown)
        XCTAssertEqual(s.value, 0.49, "Page Down (next) is 10 % up")
        key(sc, .pageUp)
        XCTAssertEqual(s.value, 0.39)
        key(sc, .end)
        XCTAssertEqual(s.value, 1)
        key(sc, .home)
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(changes, [0.41, 0.40, 0.39, 0.49, 0.39, 1, 0], "each key settles: tick and change")
        events = []
        sc.focus.setFocus(stepped, scene: sc)
        key(sc, .right)
        XCTAssertEqual(stepped.value, 0.45, "one step with a step")
        XCTAssertEqual(kinds, ["tick", "change"])
        // The gamepad's d-pad is the same path.
        sc.handle(.gamepadButton(.dpadLeft, down: true))
        sc.handle(.gamepadButton(.dpadLeft, down: false))
        XCTAssertEqual(stepped.value, 0.4)
        // The mouse wheel: a key step a notch.
        XCTAssertTrue(stepped.wheel(dx: 0, dy: 2))
        XCTAssertEqual(stepped.value, 0.3)
    }

    func testRightToLeftTheArrowsMoveTheThumbTheWayTheyPoint() async throws {
        let s = try volume(value: 0.4, step: 0.1)
        let sc = scene([s], rightToLeft: true)
        sc.focus.setFocus(s, scene: sc)
        key(sc, .left)
        XCTAssertEqual(s.value, 0.5, "left is up the range, min being on the right")
        key(sc, .right); key(sc, .right)
        XCTAssertEqual(s.value, 0.3)
        key(sc, .plus)
        XCTAssertEqual(s.value, 0.4, "+ is up the range right to left too")
        key(sc, .minus)
        XCTAssertEqual(s.value, 0.3)
    }

    func testTheValueFollowsTheThumbAndIsWrittenInTheLanguagesDigits() async throws {
        let s = try volume(value: 0.4)
        let sc = scene([s])
        func label() throws -> (String, Double) {
            let list = try XCTUnwrap(sc.render()).list.commands
            for case let .text(t, at, _, _, _) in list { return (t, at.x) }
            throw XCTSkip("no text")
        }
        let (t1, x1) = try label()
        XCTAssertEqual(t1, "0.40")
        try s.set(.value(.number(0.8)))
        sc.setNeedsDisplayAll()
        let (_, x2) = try label()
        XCTAssertEqual(x2 - x1, 0.4 * 752, accuracy: 2, "the label moved with the thumb")
        sc.setLanguage(LanguageCode("ar"), numbers: NumberFormat(decimalSeparator: "\u{066B}", digits: .arabicIndic))
        sc.layoutIfNeeded()
        sc.setNeedsDisplayAll()
        XCTAssertEqual(try label().0, "٠٫٨٠")
    }

    func testASliderSaysItsNameValueAndRole() async throws {
        let s = try volume(value: 0.4).named("Volume")
        _ = scene([s])
        XCTAssertEqual(SpeechWording.described(s.spokenControl), "Volume, 0.4, slider from 0 to 1")
        XCTAssertEqual(SpeechWording.described(s.spokenControl, .arabic), "Volume, 0.4, شريط تمرير من 0 إلى 1")
        XCTAssertEqual(s.accessibleRole.rawValue, "slider")
    }

    // MARK: Stepper

    func testTheButtonsAsNumbersSwapSidesRightToLeft() async throws {
        let frame = Rect(x: 100, y: 10, width: 200, height: 56)
        let ltr = StepperGeometry(frame: frame, buttonSide: 56, rightToLeft: false)
        let rtl = StepperGeometry(frame: frame, buttonSide: 56, rightToLeft: true)
        XCTAssertEqual(ltr.rect(.decrease), Rect(x: 100, y: 10, width: 56, height: 56))
        XCTAssertEqual(ltr.rect(.increase), Rect(x: 244, y: 10, width: 56, height: 56))
        XCTAssertEqual(rtl.rect(.increase), Rect(x: 100, y: 10, width: 56, height: 56), "+ on the left")
        XCTAssertEqual(rtl.rect(.decrease), Rect(x: 244, y: 10, width: 56, height: 56))
        XCTAssertEqual(ltr.value, Rect(x: 156, y: 10, width: 88, height: 56))
        XCTAssertEqual(rtl.part(at: Point(120, 30)), .increase)
        XCTAssertEqual(ltr.part(at: Point(120, 30)), .decrease)
        XCTAssertNil(ltr.part(at: Point(200, 30)), "the value is no button")
        let narrow = StepperGeometry(frame: Rect(x: 0, y: 0, width: 80, height: 56), buttonSide: 56, rightToLeft: false)
        XCTAssertEqual(narrow.rect(.increase), Rect(x: 40, y: 0, width: 40, height: 56), "never overlapping")
    }

    func testAStepperIsLargeEnoughToTouchAndToReadAtArmsLength() async throws {
        let t = try tickets()
        let sc = scene([Stack(.horizontal, children: [t, Spacer()])])
        XCTAssertGreaterThanOrEqual(t.frame.height, 44)
        let geo = t.geometry(sc.layout)
        XCTAssertGreaterThanOrEqual(geo.rect(.decrease).width, 44)
        XCTAssertGreaterThanOrEqual(geo.rect(.increase).width, 44)
        let list = try XCTUnwrap(sc.render()).list.commands
        let value = list.compactMap { c -> Font? in if case let .text("2", _, f, _, _) = c { return f }; return nil }
        XCTAssertEqual(value.count, 1)
        XCTAssertGreaterThan(try XCTUnwrap(value.first).size, Theme.standard.bodySize)
    }

    private func tap(_ sc: Scene, _ r: Rect, t: Double) {
        sc.handle(pointer(.down, r.midX, r.midY, t: t))
        sc.handle(pointer(.up, r.midX, r.midY, t: t + 0.1))
    }

    func testTapsStepAndTheButtonAtAnEndIsUnavailable() async throws {
        let t = try tickets(value: 2)
        let sc = scene([Stack(.horizontal, children: [t, Spacer()])])
        let geo = t.geometry(sc.layout)
        tap(sc, geo.rect(.increase), t: 0)
        XCTAssertEqual(t.value, 3)
        tap(sc, geo.rect(.decrease), t: 1)
        tap(sc, geo.rect(.decrease), t: 2)
        XCTAssertEqual(t.value, 1)
        XCTAssertEqual(changes, [3, 2, 1], "a change after each step")
        XCTAssertFalse(t.canStep(.decrease))
        tap(sc, geo.rect(.decrease), t: 3)
        XCTAssertEqual(changes, [3, 2, 1], "− at min does nothing")
        let state = Dictionary(uniqueKeysWithValues: t.layoutState.map { ($0.0, $0.1) })
        XCTAssertEqual(state["decreaseEnabled"], .bool(false))
        XCTAssertEqual(state["increaseEnabled"], .bool(true))
        // Drawn faded: one faded group, holding the − button.
        sc.setNeedsDisplayAll()
        let list = try XCTUnwrap(sc.render()).list.commands
        XCTAssertEqual(list.filter { if case .pushOpacity = $0 { return true }; return false }.count, 1)
    }

    func testAHoldStepsAtTheLongPressThenRepeatsFasterOnTheSceneClock() async throws {
        let t = try tickets(value: 1, max: 20)
        let sc = scene([Stack(.horizontal, children: [t, Spacer()])])
        let plus = t.geometry(sc.layout).rect(.increase)
        sc.handle(pointer(.down, plus.midX, plus.midY, t: 0))
        var now = 0.0
        while now < 2.0 { now += 1.0 / 120; sc.advance(to: now) }
        // Expected: at 0.5 s, then 0.3, 0.225, 0.169 … later, never faster than 0.05 s.
        var expected: [Double] = [500]
        var at = 0.5
        for n in 0..<40 {
            at += Stepper.repeatInterval(n)
            if at > 2.0 { break }
            expected.append((at * 1000).rounded())
        }
        let times = events.filter { $0.kind.name == "change" }.map(\.at)
        XCTAssertEqual(times.count, expected.count)
        for (a, b) in zip(times, expected) { XCTAssertEqual(a, b, accuracy: 9, "on the frame at or after the due time") }
        let gaps = zip(times.dropFirst(), times).map { $0 - $1 }
        XCTAssertGreaterThan(gaps.first ?? 0, gaps.last ?? 0, "it accelerates: \(gaps)")
        XCTAssertEqual(Stepper.repeatInterval(0), 0.3)
        XCTAssertEqual(Stepper.repeatInterval(1), 0.225, accuracy: 1e-12)
        XCTAssertEqual(Stepper.repeatInterval(50), 0.05, "a floor of 20 steps a second")
        // Let go: no more steps.
        let count = changes.count
        sc.handle(pointer(.up, plus.midX, plus.midY, t: now))
        while now < 3.0 { now += 1.0 / 60; sc.advance(to: now) }
        XCTAssertEqual(changes.count, count)
        XCTAssertEqual(t.value, Double(1 + count))
        XCTAssertNil(sc.nextWakeTime, "nothing left to wake")
    }

    func testAHoldStopsAtTheEnd() async throws {
        let t = try tickets(value: 8)
        let sc = scene([Stack(.horizontal, children: [t, Spacer()])])
        let plus = t.geometry(sc.layout).rect(.increase)
        sc.handle(pointer(.down, plus.midX, plus.midY, t: 0))
        var now = 0.0
        while now < 3 { now += 1.0 / 60; sc.advance(to: now) }
        XCTAssertEqual(changes, [9, 10])
        XCTAssertNil(sc.nextWakeTime, "the repeats stopped at max, though the finger is still down")
    }

    func testKeysAndTheDpadPressTheButtonOnTheirSideInBothDirections() async throws {
        let t = try tickets(value: 5)
        let sc = scene([Stack(.horizontal, children: [t, Spacer()])])
        sc.focus.setFocus(t, scene: sc)
        key(sc, .right)
        XCTAssertEqual(t.value, 6)
        key(sc, .left)
        XCTAssertEqual(t.value, 5)
        sc.handle(.gamepadButton(.dpadRight, down: true))
        sc.handle(.gamepadButton(.dpadRight, down: false))
        XCTAssertEqual(t.value, 6)
        key(sc, .end)
        XCTAssertEqual(t.value, 10)
        key(sc, .home)
        XCTAssertEqual(t.value, 1)

        let r = try tickets(value: 5)
        let rtl = scene([Stack(.horizontal, children: [r, Spacer()])], rightToLeft: true)
        rtl.focus.setFocus(r, scene: rtl)
        key(rtl, .right)
        XCTAssertEqual(r.value, 4, "right to left the button on the right is −")
        key(rtl, .left)
        key(rtl, .left)
        XCTAssertEqual(r.value, 6)
        // + and − name their button in both directions.
        key(rtl, .plus)
        XCTAssertEqual(r.value, 7)
        key(rtl, .minus)
        key(rtl, .minus)
        XCTAssertEqual(r.value, 5)
        let geo = r.geometry(rtl.layout)
        XCTAssertLessThan(geo.rect(.increase).minX, geo.rect(.decrease).minX)
    }

    func testAStepperSaysItsNameValueRoleAndEachNewValue() async throws {
        let t = try tickets(value: 2).named("Tickets")
        _ = scene([Stack(.horizontal, children: [t, Spacer()])])
        XCTAssertEqual(SpeechWording.described(t.spokenControl), "Tickets, 2, stepper from 1 to 10")
        XCTAssertEqual(SpeechWording.described(t.spokenControl, .german), "Tickets, 2, Zähler von 1 bis 10")
        t.moveValue(to: 2)
        XCTAssertEqual(SpeechWording.valueOnly(t.spokenControl), "3")
        // At the ends the button that can go no further is said unavailable.
        t.moveValue(to: 9)
        XCTAssertEqual(SpeechWording.valueOnly(t.spokenControl), "10, plus unavailable")
        XCTAssertEqual(SpeechWording.described(t.spokenControl), "Tickets, 10, stepper from 1 to 10, plus unavailable")
        t.moveValue(to: 0)
        XCTAssertEqual(SpeechWording.described(t.spokenControl, .arabic), "Tickets, 1, عداد من 1 إلى 10, ناقص غير متاح")
    }

    // MARK: Both, through the screen file

    private let file = """
    root:
      type: column
      children:
        - {type: slider, id: volume, accessibilityLabel: Volume, min: 0, max: 1, value: 0.4}
        - {type: stepper, id: tickets, accessibilityLabel: Tickets, min: 1, max: 10, value: 2}
    """

    func testTheStateFileRoundTripAndSetAndTheLayoutQuery() async throws {
        let screen = try Screen.parse(file, file: "s.yaml")
        let sc = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 480))
        sc.layoutIfNeeded()
        try XCTUnwrap(sc.widget(id: "volume")).set(.value(.number(0.65)))
        try XCTUnwrap(sc.widget(id: "tickets")).set(.value(.number(7)))
        let saved = ControlState.snapshot(sc, ids: nil)
        XCTAssertEqual(saved.map(\.0), ["volume", "tickets"])
        XCTAssertEqual(saved.map(\.1), [.number(0.65), .number(7)])
        let again = try Screen.parse(file, file: "s.yaml", initialValues: Dictionary(uniqueKeysWithValues: saved))
        XCTAssertEqual((descendant(again.root, "volume") as? Slider)?.value, 0.65)
        XCTAssertEqual((descendant(again.root, "tickets") as? Stepper)?.value, 7)
        let layout = Dictionary(uniqueKeysWithValues: try XCTUnwrap(sc.widget(id: "volume") as? Slider).layoutState.map { ($0.0, $0.1) })
        XCTAssertEqual(layout["value"], .number(0.65))
        XCTAssertEqual(try XCTUnwrap(sc.widget(id: "tickets")).typeName, "stepper")
    }

    func testTheFileIsCheckedAtItsLines() async throws {
        XCTAssertThrowsError(try Screen.parse("root: {type: stepper, id: t, accessibilityLabel: T, min: 5, max: 1}", file: "s.yaml")) {
            XCTAssertTrue("\($0)".contains("max"), "\($0)")
        }
        XCTAssertThrowsError(try Screen.parse("root: {type: slider, id: s, accessibilityLabel: S, min: 0, max: 1, value: 3}", file: "s.yaml")) {
            XCTAssertTrue("\($0)".contains("must be from min to max"), "\($0)")
        }
        XCTAssertThrowsError(try Screen.parse("root: {type: slider, id: s, min: 0, max: 1, stpe: 0.1}", file: "s.yaml")) {
            XCTAssertTrue("\($0)".contains("stpe"), "\($0)")
        }
    }

    func testTheBuildersBindTheAppsStateBothWays() async throws {
        let level = KioskState(0.4), count = KioskState(2)
        let app = KUI.App {
            KUI.Column {
                KUI.Slider(id: "volume", label: "Volume", value: level, in: 0...1)
                KUI.Stepper(id: "tickets", label: "Tickets", value: count, in: 1...10)
            }
        }
        let kiosk = try app.screen()
        let sc = Scene(root: kiosk.root, measurer: FixedTextMeasurer(), size: Size(800, 480))
        sc.layoutIfNeeded()
        let slider = try XCTUnwrap(sc.widget(id: "volume") as? Slider)
        let stepper = try XCTUnwrap(sc.widget(id: "tickets") as? Stepper)
        XCTAssertEqual(slider.value, 0.4)
        XCTAssertEqual(stepper.value, 2)
        XCTAssertEqual(slider.accessibleName, "Volume")
        XCTAssertEqual(stepper.accessibleName, "Tickets")
    }
}

/// The widget with id `id` under `root`, in tree order.
@MainActor
private func descendant(_ root: Widget, _ id: String) -> Widget? {
    var found: Widget?
    root.forEachDescendant { if found == nil, $0.id == id { found = $0 } }
    return found
}

/// Tests/Fixtures/slider-stepper.yaml walked with the keyboard alone and the gamepad alone, and laid
/// out on the panel matrix's checks, at 800×480, 480×800 and 1920×1080, font scales 1 and 2, in
/// English and Arabic (right to left).
@MainActor
final class SliderStepperFixtureTests: XCTestCase {
    static let file = TestFiles.packageRoot.appendingPathComponent("Tests/Fixtures/slider-stepper.yaml").path
    static let sizes = [Size(800, 480), Size(480, 800), Size(1920, 1080)]

    private func load(_ language: String) throws -> Screen {
        let screen = try Screen.load(path: Self.file)
        if language != "en" { screen.app.setLanguage(try XCTUnwrap(LanguageCode(language))) }
        return screen
    }

    func testEveryInputReachesAndOperatesTheControlsInBothDirections() async throws {
        let measurer = try SDLTestBackend.open().measurer
        var problems: [String] = []
        for device in WalkDevice.allCases {
            for language in ["en", "ar"] {
                for size in Self.sizes {
                    for scale in [1.0, 2] {
                        let walk = try KeyWalk(try load(language), device: device, measurer: measurer, size: size, fontScale: scale)
                        var walker = ScreenWalker(walk, cell: "slider-stepper \(language) \(Int(size.width))×\(Int(size.height)) ×\(scale) \(device)")
                        try walker.walkEverything()
                        problems += walker.problems
                        XCTAssertEqual(Set(walk.focusableIDs), ["volume", "brightness", "tickets", "people", "done"])
                    }
                }
            }
        }
        XCTAssertTrue(problems.isEmpty, "\(problems.count) problems:\n" + problems.prefix(40).joined(separator: "\n"))
    }

    func testThePanelMatrixFindsNothingCollapsedOverlappingOrCut() async throws {
        let problems = try PanelMatrixTests.fixtureProblems(Self.file) { scene, cell, language in
            var problems: [String] = []
            let slider = try XCTUnwrap(scene.widget(id: "volume") as? Slider)
            let stepper = try XCTUnwrap(scene.widget(id: "tickets") as? Stepper)
            if slider.labelTruncated { problems.append("\(cell): the slider's value is cut") }
            if slider.frame.height < 44 || stepper.frame.height < 44 { problems.append("\(cell): under 44 px high") }
            let geo = stepper.geometry(scene.layout)
            let plusOnLeft = geo.rect(.increase).minX < geo.rect(.decrease).minX
            if plusOnLeft != (language == "ar") { problems.append("\(cell): + on the \(plusOnLeft ? "left" : "right")") }
            if scene.bounds.intersection(stepper.frame) != stepper.frame { problems.append("\(cell): stepper off screen \(stepper.frame)") }
            return problems
        }
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n"))
    }
}
