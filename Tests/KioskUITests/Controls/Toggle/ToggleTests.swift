import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Switches and checkboxes: the thumb's geometry on numbers, right to left included;
/// each input toggles (a tap on the label and on the control, a drag of the thumb, Space, A);
/// the events in order; the slide ends and asks for no more frames; speech in English and Arabic;
/// the state file; a button enabled only while the required box is checked; `kiosk check`'s
/// messages; and the fixture through the key walks and the panel matrix.
@MainActor
final class ToggleTests: XCTestCase {
    static let fixture = TestFiles.packageRoot.appendingPathComponent("Tests/Fixtures/toggles.yaml").path

    private func walk(_ device: WalkDevice = .keys, size: Size = Size(800, 480), scale: Double = 1,
                      initialValues: [String: JSONValue] = [:], language: String? = nil) throws -> KeyWalk {
        let screen = try Screen.load(path: Self.fixture, initialValues: initialValues)
        if let language { try screen.app.setLanguage(named: language) }
        return try KeyWalk(screen, device: device, measurer: SDLTestBackend.open().measurer, size: size, fontScale: scale)
    }

    private func rect(_ v: Any?) -> Rect {
        let a = (v as? [Double]) ?? []
        return a.count == 4 ? Rect(x: a[0], y: a[1], width: a[2], height: a[3]) : .zero
    }

    /// Down at `from`, then moves along to `to` in `steps` frames, then up: as a finger does.
    /// `hold`: frames the finger rests before lifting (no fling).
    private func drag(_ w: KeyWalk, from: Point, to: Point, steps: Int = 10, release: Bool = true, hold: Int = 0) throws {
        try w.runner.apply(.pointer(.down, id: 1, device: .touch, target: .point(from)), at: w.time)
        for i in 1...steps {
            w.settle()
            let f = Double(i) / Double(steps)
            let p = Point(from.x + (to.x - from.x) * f, from.y + (to.y - from.y) * f)
            try w.runner.apply(.pointer(.move, id: 1, device: .touch, target: .point(p)), at: w.time)
        }
        w.settle()
        for _ in 0..<hold { w.settle() }
        if release { try w.runner.apply(.pointer(.up, id: 1, device: .touch, target: .point(to)), at: w.time) }
        w.settle()
    }

    private func tap(_ w: KeyWalk, at p: Point) throws {
        try w.runner.apply(.pointer(.down, id: 1, device: .touch, target: .point(p)), at: w.time)
        w.settle()
        try w.runner.apply(.pointer(.up, id: 1, device: .touch, target: .point(p)), at: w.time)
        w.settle()
    }

    private func changes(_ events: [KioskEvent]) -> [String] {
        events.compactMap { e in
            guard case let .change(.flag(on)) = e.kind else { return nil }
            return "\(e.id ?? "?")=\(on)"
        }
    }

    // MARK: Geometry, on numbers

    func testTheThumbRunsToTheTrailingEndAndMirrorsRightToLeft() async {
        let track = Rect(x: 100, y: 10, width: 52, height: 32)
        // Diameter 26, travel 52 − 6 − 26 = 20.
        XCTAssertEqual(ToggleGeometry.thumb(in: track, progress: 0, direction: .leftToRight), Rect(x: 103, y: 13, width: 26, height: 26))
        XCTAssertEqual(ToggleGeometry.thumb(in: track, progress: 1, direction: .leftToRight).minX, 123)
        XCTAssertEqual(ToggleGeometry.thumb(in: track, progress: 0.5, direction: .leftToRight).minX, 113)
        // Right to left: off at the right, on at the left.
        XCTAssertEqual(ToggleGeometry.thumb(in: track, progress: 0, direction: .rightToLeft).minX, 123)
        XCTAssertEqual(ToggleGeometry.thumb(in: track, progress: 1, direction: .rightToLeft).minX, 103)
        XCTAssertEqual(ToggleGeometry.thumb(in: track, progress: 2, direction: .rightToLeft).minX, 103, "clamped")

        let row = Rect(x: 0, y: 0, width: 300, height: 48)
        let size = Size(52, 32)
        XCTAssertEqual(ToggleGeometry.indicator(size, in: row, direction: .leftToRight), Rect(x: 0, y: 8, width: 52, height: 32))
        XCTAssertEqual(ToggleGeometry.indicator(size, in: row, direction: .rightToLeft), Rect(x: 248, y: 8, width: 52, height: 32))
        XCTAssertEqual(ToggleGeometry.label(indicatorWidth: 52, gap: 12, in: row, direction: .leftToRight), Rect(x: 64, y: 0, width: 236, height: 48))
        XCTAssertEqual(ToggleGeometry.label(indicatorWidth: 52, gap: 12, in: row, direction: .rightToLeft), Rect(x: 0, y: 0, width: 236, height: 48))
    }

    func testADragMovesTheThumbWithTheFingerAndReleasesToTheNearerEnd() async {
        let track = Rect(x: 0, y: 0, width: 52, height: 32)
        XCTAssertEqual(ToggleGeometry.progress(start: 0, dragged: 10, track: track, direction: .leftToRight), 0.5)
        XCTAssertEqual(ToggleGeometry.progress(start: 0, dragged: 30, track: track, direction: .leftToRight), 1)
        XCTAssertEqual(ToggleGeometry.progress(start: 0, dragged: 10, track: track, direction: .rightToLeft), 0, "rightwards is off in Arabic")
        XCTAssertEqual(ToggleGeometry.progress(start: 0, dragged: -15, track: track, direction: .rightToLeft), 0.75)
        XCTAssertTrue(ToggleGeometry.settles(progress: 0.6, velocityX: 0, isFling: false, direction: .leftToRight))
        XCTAssertFalse(ToggleGeometry.settles(progress: 0.4, velocityX: 0, isFling: false, direction: .leftToRight))
        XCTAssertTrue(ToggleGeometry.settles(progress: 0.2, velocityX: 400, isFling: true, direction: .leftToRight), "flung on")
        XCTAssertFalse(ToggleGeometry.settles(progress: 0.8, velocityX: 400, isFling: true, direction: .rightToLeft), "flung off right to left")
    }

    // MARK: Input

    func testATapOnTheLabelOrOnTheControlTogglesItAndTheRowIsATouchTarget() async throws {
        let w = try walk()
        let box = w.nodes["receipt"]!
        let frame = rect(box["frame"]), indicator = rect(box["indicator"])
        XCTAssertGreaterThanOrEqual(frame.height, 44)
        XCTAssertGreaterThanOrEqual(frame.width, 44)
        XCTAssertEqual(box["checked"] as? Bool, false)
        // The label: well to the right of the box, on the row's text.
        try tap(w, at: Point(indicator.maxX + 60, frame.midY))
        XCTAssertEqual(w.nodes["receipt"]?["checked"] as? Bool, true)
        try tap(w, at: indicator.center)
        XCTAssertEqual(w.nodes["receipt"]?["checked"] as? Bool, false)
        let sound = rect(w.nodes["sound"]?["frame"])
        try tap(w, at: Point(sound.maxX - 5, sound.midY))
        XCTAssertEqual(changes(w.takeEvents()), ["receipt=true", "receipt=false", "sound=false"], "one change per tap, in order")
        // A mouse click on the label.
        let terms = rect(w.nodes["terms"]?["frame"])
        for phase in [PointerPhase.down, .up] {
            try w.runner.apply(.pointer(phase, id: 1, device: .mouse, target: .point(Point(terms.midX, terms.midY))), at: w.time)
            w.settle()
        }
        XCTAssertEqual(changes(w.takeEvents()), ["terms=true"])
    }

    func testKeysAndGamepadToggleTheFocusedControl() async throws {
        for device in WalkDevice.allCases {
            let w = try walk(device)
            w.refocus("bigtext")
            if device == .keys {
                try w.runner.apply(.key(.space), at: w.time)
                w.settle()
                w.press(.activate)   // Enter
            } else {
                w.press(.activate)   // A
                w.press(.activate)
            }
            XCTAssertEqual(changes(w.takeEvents()), ["bigtext=true", "bigtext=false"], "\(device)")
            XCTAssertEqual(w.focus, "bigtext")
        }
    }

    func testTheThumbFollowsADragAndSnapsToTheNearerEndThenStopsAskingForFrames() async throws {
        let w = try walk()
        let track = rect(w.nodes["bigtext"]?["indicator"])
        let off = rect(w.nodes["bigtext"]?["thumb"])
        XCTAssertEqual(off.minX, track.minX + ToggleGeometry.thumbInset, "off at the left")
        // Held mid-drag, 12 px to the right (beyond the slop): the thumb is where the finger took it.
        try drag(w, from: off.center, to: Point(off.center.x + 30, off.center.y), release: false)
        let held = rect(w.nodes["bigtext"]?["thumb"])
        XCTAssertGreaterThan(held.minX, off.minX + 5)
        XCTAssertLessThanOrEqual(held.minX, track.maxX - ToggleGeometry.thumbInset - held.width)
        XCTAssertTrue(w.takeEvents().isEmpty, "no change while held")
        try w.runner.apply(.pointer(.up, id: 1, device: .touch, target: .point(Point(off.center.x + 30, off.center.y))), at: w.time)
        w.settle()
        XCTAssertEqual(changes(w.takeEvents()), ["bigtext=true"])
        let on = rect(w.nodes["bigtext"]?["thumb"])
        XCTAssertEqual(on.maxX, track.maxX - ToggleGeometry.thumbInset, "settled at the on end")
        XCTAssertFalse(w.scene.isAnimating, "no frames once it arrived")

        // A drag back by less than half the travel past the slop, held still before lifting: it
        // returns to on, with no change.
        try drag(w, from: on.center, to: Point(on.center.x - GestureConfig().touchSlop - 6, on.center.y), steps: 20, hold: 12)
        XCTAssertEqual(changes(w.takeEvents()), [])
        XCTAssertEqual(w.nodes["bigtext"]?["on"] as? Bool, true)
    }

    func testTheSlideAnimatesThenRequestsNoMoreFrames() async throws {
        let w = try walk()
        w.refocus("sound")
        try w.runner.apply(.key(.space), at: w.time)
        var frames = 0
        var thumbs: [Double] = []
        repeat {
            w.scene.advance(to: w.time + Double(frames + 1) * Runner.frameInterval)
            w.runner.drawFrame()
            thumbs.append(rect(w.nodes["sound"]?["thumb"]).minX)
            frames += 1
        } while w.scene.isAnimating && frames < 100
        XCTAssertGreaterThan(frames, 5, "it slides over several frames")
        XCTAssertLessThanOrEqual(Double(frames), Toggle.duration * 60 + 3, "and stops when it arrives")
        XCTAssertEqual(thumbs, thumbs.sorted(by: >), "off is leftwards: the thumb only moves left")
        XCTAssertFalse(w.scene.isAnimating)
        XCTAssertFalse(w.scene.hasWork)
    }

    func testRightToLeftTheIndicatorIsAtTheRightAndOnIsAtTheLeft() async throws {
        let w = try walk(language: "ar")
        let sound = w.nodes["sound"]!
        let frame = rect(sound["frame"]), track = rect(sound["indicator"]), thumb = rect(sound["thumb"])
        XCTAssertEqual(track.maxX, frame.maxX, "the switch at the right edge")
        XCTAssertEqual(thumb.minX, track.minX + ToggleGeometry.thumbInset, "on (the file says on) is the left end")
        XCTAssertEqual(sound["title"] as? String, "الصوت")
        // A drag to the right turns it off.
        try drag(w, from: thumb.center, to: Point(thumb.center.x + 30, thumb.center.y))
        XCTAssertEqual(changes(w.takeEvents()), ["sound=false"])
    }

    func testTooNarrowForTheLabelBesideItTheLabelStandsUnderTheIndicator() async throws {
        // On numbers: 200 px beside a 52 px track, a 12 px gap and a 160 px word do not fit.
        XCTAssertTrue(ToggleGeometry.isStacked(width: 200, wholeWidth: 52 + 12 + 160))
        XCTAssertFalse(ToggleGeometry.isStacked(width: 224, wholeWidth: 52 + 12 + 160))
        let row = Rect(x: 10, y: 20, width: 200, height: 120)
        XCTAssertEqual(ToggleGeometry.stackedIndicator(Size(52, 32), in: row, direction: .leftToRight), Rect(x: 10, y: 20, width: 52, height: 32))
        XCTAssertEqual(ToggleGeometry.stackedIndicator(Size(52, 32), in: row, direction: .rightToLeft), Rect(x: 158, y: 20, width: 52, height: 32))
        XCTAssertEqual(ToggleGeometry.stackedLabel(indicatorHeight: 32, gap: 12, in: row), Rect(x: 10, y: 64, width: 200, height: 76))
        // A phone-narrow split at font scale 3: every label keeps its words (it had no width at all).
        for language in [nil, "ar"] {
            let w = try walk(size: Size(480, 800), scale: 3, language: language)
            w.scene.setSplit(0.5)
            w.scene.layoutIfNeeded()
            for id in ["sound", "bigtext", "receipt", "terms"] {
                let toggle = try XCTUnwrap(w.scene.widget(id: id) as? Toggle)
                let label = try XCTUnwrap(toggle.children.first)
                XCTAssertGreaterThan(label.frame.width, 100, "\(id) in \(language ?? "en"): \(label.frame)")
                XCTAssertGreaterThanOrEqual(label.frame.minY, toggle.indicatorFrame.maxY, "\(id): under its indicator")
            }
        }
    }

    // MARK: Speech

    func testSpeechSaysNameRoleAndStateInEnglishAndArabic() async throws {
        func say(_ c: SpokenControl, _ v: SpeechVocabulary = .english) -> String { SpeechWording.text(.focus(c), v) }
        XCTAssertEqual(say(SpokenControl(name: "Accept the terms", role: .checkbox, value: .checkState(checked: true, required: false))),
                       "Accept the terms, checkbox, checked")
        XCTAssertEqual(say(SpokenControl(name: "Sound", role: .switchControl, value: .switchState(on: true))), "Sound, switch, on")
        XCTAssertEqual(SpeechWording.text(.value(SpokenControl(name: "Sound", role: .switchControl, value: .switchState(on: false)))), "off")

        let en = try walk()
        XCTAssertEqual(SpeechWording.text(.focus(en.scene.widget(id: "terms")!.spokenControl)),
                       "I accept the terms and conditions of parking, checkbox, not checked, required")
        XCTAssertEqual(SpeechWording.text(.focus(en.scene.widget(id: "sound")!.spokenControl)), "Sound, switch, on")
        XCTAssertEqual(en.nodes["terms"]?["role"] as? String, "checkbox")

        let ar = try walk(language: "ar")
        let arabic = SpeechVocabulary.of(LanguageCode("ar"))
        XCTAssertEqual(SpeechWording.text(.focus(ar.scene.widget(id: "sound")!.spokenControl), arabic), "الصوت, مفتاح تبديل, مفعّل")
        XCTAssertEqual(SpeechWording.text(.focus(ar.scene.widget(id: "terms")!.spokenControl), arabic),
                       "أوافق على شروط وأحكام الوقوف, خانة اختيار, غير محدد, مطلوب")
        for v in [SpeechVocabulary.english, .german, .arabic, .hindi] {
            for word in [v.toggles.switchRole, v.toggles.checkbox, v.toggles.on, v.toggles.off, v.toggles.checked, v.toggles.notChecked, v.toggles.required] {
                XCTAssertFalse(word.isEmpty)
            }
        }
        XCTAssertNotEqual(SpeechVocabulary.german.toggles, SpeechVocabulary.english.toggles)
        XCTAssertNotEqual(SpeechVocabulary.hindi.toggles, SpeechVocabulary.english.toggles)
    }

    // MARK: The button that waits for the box

    func testTheRequiredBoxKeepsItsButtonDisabledUntilChecked() async throws {
        let w = try walk()
        XCTAssertEqual(w.nodes["continue"]?["enabled"] as? Bool, false)
        XCTAssertEqual(w.nodes["terms"]?["required"] as? Bool, true)
        XCTAssertFalse(w.focusableIDs.contains("continue"))
        let button = rect(w.nodes["continue"]?["frame"])
        try tap(w, at: button.center)
        XCTAssertFalse(w.takeEvents().contains { $0.kind.name == "tap" }, "a tap on the disabled button does nothing")
        XCTAssertEqual(SpeechWording.text(.focus(w.scene.widget(id: "continue")!.spokenControl)), "Continue, button, unavailable")

        w.refocus("terms")
        w.press(.activate)
        XCTAssertEqual(changes(w.takeEvents()), ["terms=true"])
        XCTAssertNil(w.nodes["continue"]?["enabled"], "enabled once checked")
        XCTAssertEqual(SpeechWording.text(.focus(w.scene.widget(id: "continue")!.spokenControl)), "Continue, button")
        try tap(w, at: button.center)
        XCTAssertEqual(w.takeEvents().filter { $0.kind.name == "tap" }.map(\.id), ["continue"])

        // A command unchecks it: the button is disabled again.
        try w.command(.set(id: "terms", .value(.bool(false))))
        XCTAssertEqual(changes(w.takeEvents()), ["terms=false"])
        XCTAssertEqual(w.nodes["continue"]?["enabled"] as? Bool, false)
    }

    // MARK: Commands and the state file

    func testSetAndLayoutUseTheValueAndTheStateFileRoundTrips() async throws {
        let w = try walk()
        try w.command(.set(id: "receipt", .value(.bool(true))))
        XCTAssertEqual(changes(w.takeEvents()), ["receipt=true"])
        XCTAssertEqual(w.nodes["receipt"]?["checked"] as? Bool, true)
        XCTAssertEqual(w.nodes["receipt"]?["value"] as? Bool, true)
        XCTAssertThrowsError(try w.runner.apply(.set(id: "receipt", .value(.string("yes"))), at: w.time, fromUser: false)) { e in
            XCTAssertTrue("\(e)".contains("true or false"), "\(e)")
        }
        let saved = ControlState.snapshot(w.scene, ids: nil)
        let text = StateStore.encode(saved)
        XCTAssertTrue(text.contains(#""receipt":true"#) || text.contains(#""receipt": true"#), text)
        XCTAssertTrue(text.contains("\"sound\""), text)
        let values = try XCTUnwrap(StateStore.decode(Data(text.utf8)))
        let again = try walk(initialValues: values)
        XCTAssertEqual(again.nodes["receipt"]?["checked"] as? Bool, true)
        XCTAssertEqual(again.nodes["sound"]?["on"] as? Bool, true)

        // A reset puts the file's values back, with change events.
        try w.command(.reset)
        XCTAssertEqual(Set(changes(w.takeEvents())), ["receipt=false"])
        XCTAssertEqual(w.nodes["receipt"]?["checked"] as? Bool, false)

        // A box restored checked enables its button from the start.
        let restored = try walk(initialValues: ["terms": .bool(true)])
        XCTAssertEqual(restored.nodes["terms"]?["checked"] as? Bool, true)
        XCTAssertNil(restored.nodes["continue"]?["enabled"])
    }

    // MARK: kiosk check

    func testCheckReportsAButtonFollowingAMissingOrNonCheckboxIDAtItsLine() async throws {
        func errors(_ enabled: String) -> String {
            let text = """
            root:
              type: column
              children:
                - {type: checkbox, id: terms, title: Terms}
                - {type: switch, id: sound, title: Sound}
                - type: button
                  title: Go
                  enabled: \(enabled)
            """
            do {
                _ = try Screen.parse(text, file: "t.yaml")
                return ""
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(errors("{checked: terms}"), "")
        let missing = errors("{checked: term}")
        XCTAssertTrue(missing.contains("t.yaml:8:"), missing)
        XCTAssertTrue(missing.contains(#""term" names no checkbox (did you mean "terms"?)"#), missing)
        let wrong = errors("{checked: sound}")
        XCTAssertTrue(wrong.contains("t.yaml:8:") && wrong.contains("is a switch, not a checkbox"), wrong)
        let shape = errors("{on: terms}")
        XCTAssertTrue(shape.contains("t.yaml:8:") && shape.contains("{checked: ID}"), shape)
        XCTAssertEqual(errors("false"), "")
    }

    // MARK: The fixture on every panel and with every device

    func testTheKeyboardAndTheGamepadReachAndOperateEveryToggle() async throws {
        let measurer = try SDLTestBackend.open().measurer
        var problems: [String] = []
        for device in WalkDevice.allCases {
            for (size, scale) in [(Size(800, 480), 1.0), (Size(800, 480), 2), (Size(480, 800), 1)] {
                for language in ["en", "ar"] {
                    let screen = try Screen.load(path: Self.fixture)
                    try screen.app.setLanguage(named: language)
                    let w = try KeyWalk(screen, device: device, measurer: measurer, size: size, fontScale: scale)
                    var walker = ScreenWalker(w, cell: "toggles.yaml \(language) \(Int(size.width))×\(Int(size.height)) ×\(scale) \(device)")
                    try walker.walkEverything()
                    problems += walker.problems
                    for id in ["sound", "bigtext", "receipt", "terms"] where !walker.reached.contains(id) {
                        problems.append("\(device) never reached \(id)")
                    }
                }
            }
        }
        XCTAssertTrue(problems.isEmpty, problems.prefix(30).joined(separator: "\n"))
    }

    func testOnEveryPanelNothingCollapsesOverlapsOrIsCut() async throws {
        let problems = try PanelMatrixTests.fixtureProblems(Self.fixture) { scene, cell, language in
            var problems: [String] = []
            for id in ["sound", "bigtext", "receipt", "terms"] {
                guard let t = scene.widget(id: id) as? Toggle else { problems.append("\(cell): no \(id)"); continue }
                if t.frame.height < 44 || t.frame.width < 44 { problems.append("\(cell): \(id) \(t.frame) under 44 px") }
                if let cut = t.cutText { problems.append("\(cell): \(id) cut \"\(cut)\"") }
                if t.frame.intersection(t.indicatorFrame) != t.indicatorFrame { problems.append("\(cell): \(id) indicator \(t.indicatorFrame) outside \(t.frame)") }
                let rtl = language == "ar"
                if rtl ? t.indicatorFrame.maxX != t.frame.maxX : t.indicatorFrame.minX != t.frame.minX {
                    problems.append("\(cell): \(id) indicator not at the leading edge")
                }
            }
            return problems
        }
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n"))
    }

    // MARK: Themes

    func testOnAndOffHaveAAContrastInTheStandardAndHighContrastThemes() async {
        for theme in [Theme.standard, Theme.highContrast] {
            let checks = theme.contrastChecks.filter { $0.what.hasPrefix("switch") || $0.what.hasPrefix("checkbox") }
            XCTAssertGreaterThanOrEqual(checks.count, 5)
            for c in checks { XCTAssertTrue(c.passes, "\(c.what): \(c.ratio) < \(c.minimum)") }
        }
    }
}
