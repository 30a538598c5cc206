import XCTest
@testable import KioskUICore

/// The on-screen keyboard in a scene: it slides up for a text entry target and down when focus
/// leaves, types by taps on the key frames the `layout` query lists, shift and caps lock, the
/// variants menu, D-pad + A + B + Start, the layout following the language, and the field above it.
@MainActor
final class KeyboardSceneTests: XCTestCase {
    private var t = 1.0

    /// A screen of a label, a spacer and fields, in a scroll view as a screen's root is.
    private func makeScene(_ fields: [RecordingEntryField], size: Size = Size(800, 480), tallAbove: Double = 0) -> Scene {
        let filler = Widget()
        let column = Stack(.vertical, spacing: 12, alignment: .leading, padding: Insets(top: 12 + tallAbove, left: 12, bottom: 12, right: 12),
                           children: [Button(id: "other", title: "Other")] + fields + [filler])
        return Scene(root: ScrollView(column), measurer: FixedTextMeasurer(), size: size)
    }

    private func tap(_ s: Scene, _ p: Point) {
        s.handle(.pointer(PointerEvent(phase: .down, id: 1, location: p, device: .touch, time: t)))
        t += 0.05
        s.advance(to: t)
        s.handle(.pointer(PointerEvent(phase: .up, id: 1, location: p, device: .touch, time: t)))
        t += 0.05
        s.advance(to: t)
        s.layoutIfNeeded()
    }

    /// Lets every slide and glide finish.
    private func settle(_ s: Scene) {
        s.layoutIfNeeded()
        for _ in 0..<20 { t += 0.05; s.advance(to: t); s.layoutIfNeeded() }
    }

    /// The keyboard's node in the `layout` query, if listed.
    private func keyboardNode(_ s: Scene) -> JSONValue? {
        s.layoutQuery()["nodes"]?.arrayValue?.first { $0["id"]?.stringValue == "keyboard" }
    }

    /// Taps the key named `name` where the `layout` query says it is.
    private func tapKey(_ s: Scene, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        guard let keys = keyboardNode(s)?["keys"]?.arrayValue,
              let key = keys.first(where: { $0["name"]?.stringValue == name }),
              let f = key["frame"]?.arrayValue?.compactMap(\.doubleValue), f.count == 4 else {
            return XCTFail("no key \(name) in the layout query", file: file, line: line)
        }
        tap(s, Point(f[0] + f[2] / 2, f[1] + f[3] / 2))
    }

    func testTypingHelloByTapsOnTheKeyFramesTheLayoutQueryLists() async throws {
        let field = RecordingEntryField(id: "name")
        let s = makeScene([field])
        s.layoutIfNeeded()
        XCTAssertNil(keyboardNode(s), "no keyboard before a field has focus")
        tap(s, field.frame.center)
        settle(s)
        let node = try XCTUnwrap(keyboardNode(s))
        XCTAssertEqual(node["type"]?.stringValue, "keyboard")
        XCTAssertEqual(node["layout"]?.stringValue, "en-qwerty")
        XCTAssertEqual(node["page"]?.stringValue, "letters")
        XCTAssertEqual(node["target"]?.stringValue, "name")
        XCTAssertEqual(node["frame"]?.arrayValue?.compactMap(\.doubleValue), [0, 480 - 246, 800, 246])
        // The query names the keys as shown: after shift, the capitals.
        for k in ["shift", "H", "e", "l", "l", "o"] { tapKey(s, k) }
        XCTAssertEqual(field.text, "Hello")
        XCTAssertEqual(keyboardNode(s)?["shift"]?.stringValue, "off", "one shift makes one capital")
        tapKey(s, "delete")
        tapKey(s, "space")
        tapKey(s, "done")
        XCTAssertEqual(field.edits.suffix(3), [.deleteBackward, .insert(" "), .submit])
        XCTAssertEqual(field.text, "Hell ")
    }

    func testTypingAnArabicWordOnTheArabicLayout() async throws {
        let field = RecordingEntryField(id: "name")
        let s = makeScene([field])
        s.setLanguage(LanguageCode("ar"), numbers: .plain)
        s.layoutIfNeeded()
        tap(s, field.frame.center)
        settle(s)
        XCTAssertEqual(keyboardNode(s)?["layout"]?.stringValue, "ar")
        for k in ["س", "ل", "ا", "م"] { tapKey(s, k) }
        XCTAssertEqual(field.text, "سلام")
        XCTAssertNil(s.keyboard.partFrame(named: "shift"), "Arabic has no case: no shift key")
    }

    /// The texts the keyboard draws on its keys, in the order of its keys.
    private func keyLabels(_ s: Scene) -> [String] {
        guard let (list, _) = s.render() else { return [] }
        return list.commands.compactMap { c in
            if case let .text(text, origin, _, _, _) = c, s.keyboard.frame.contains(origin) { return text }
            return nil
        }
    }

    /// With `digits: {ar: arabic-indic}` the PIN and phone pads show ٠–٩ in Arabic,
    /// and Latin digits in English; the keys still type 0–9.
    func testThePadsShowTheScreensDigitsForTheLanguageAndType09() async throws {
        for kind in [TextInputKind.pin, .phone] {
            let field = RecordingEntryField(id: "code", kind: kind)
            let s = makeScene([field])
            let ar = LanguageCode("ar")
            s.setLanguage(ar, numbers: .forLanguage(ar, digits: .arabicIndic))
            s.layoutIfNeeded()
            tap(s, field.frame.center)
            settle(s)
            let labels = keyLabels(s)
            for (latin, arabic) in zip("0123456789", "٠١٢٣٤٥٦٧٨٩") {
                XCTAssertTrue(labels.contains(String(arabic)), "\(kind): \(arabic) on a key, \(labels)")
                XCTAssertFalse(labels.contains(String(latin)), "\(kind): no Latin \(latin), \(labels)")
            }
            tapKey(s, "5")
            tapKey(s, "0")
            XCTAssertEqual(field.text, "50", "\(kind): the value typed stays in 0–9")

            let en = LanguageCode("en")
            s.setLanguage(en, numbers: .forLanguage(en))
            settle(s)
            XCTAssertTrue(keyLabels(s).contains("5"), "\(kind): Latin digits in English")
        }
    }

    func testCapsLockByTwoQuickShiftTapsAndTheVariantsOfALongPress() async throws {
        let field = RecordingEntryField(id: "name")
        let s = makeScene([field])
        s.layoutIfNeeded()
        tap(s, field.frame.center)
        settle(s)
        tapKey(s, "shift")
        tapKey(s, "shift")   // within 0.4 s: caps lock
        XCTAssertEqual(keyboardNode(s)?["shift"]?.stringValue, "locked")
        tapKey(s, "A")
        tapKey(s, "B")
        tapKey(s, "shift")
        tapKey(s, "c")
        XCTAssertEqual(field.text, "ABc")
        // Hold e: the menu of its variants, the compact picker's menu.
        let e = try XCTUnwrap(s.keyboard.partFrame(named: "e"))
        s.handle(.pointer(PointerEvent(phase: .down, id: 1, location: e.center, device: .touch, time: t)))
        t += 0.6
        s.advance(to: t)
        let menu = try XCTUnwrap(s.overlays.last as? PopupMenu)
        XCTAssertEqual(menu.options, ["e", "é", "è", "ê", "ë", "ē"])
        s.handle(.pointer(PointerEvent(phase: .up, id: 1, location: e.center, device: .touch, time: t)))
        settle(s)
        XCTAssertEqual(field.text, "ABc", "the release after a long press types nothing")
        tap(s, try XCTUnwrap(menu.partFrame(1)).center)
        XCTAssertEqual(field.text, "ABcé")
        XCTAssertTrue(s.overlays.isEmpty)
        XCTAssertTrue(s.keyboard.isUp, "the menu's focus did not send the keyboard down")
        XCTAssertTrue(s.focus.focused === field)
    }

    func testTheDPadWalksTheKeysAtypesBdeletesStartIsDoneAndEscapeLeaves() async throws {
        // A narrow field at the left: the middle of it is above w.
        let field = RecordingEntryField(id: "name", width: 150)
        let s = makeScene([field])
        s.layoutIfNeeded()
        s.focus.setFocus(field, scene: s)
        settle(s)
        XCTAssertTrue(s.keyboard.isUp)
        s.handle(.gamepadButton(.dpadDown, down: true))
        XCTAssertTrue(s.focus.focused === s.keyboard, "down from the field walks into the keys")
        let first = try XCTUnwrap(s.keyboard.highlighted)
        XCTAssertEqual(s.keyboard.geometry.keys[first].frame.minY, 6, "a key of the top row")
        // The walk starts at the key nearest below the field's middle (x 87: w, 87…160).
        XCTAssertEqual(s.keyboard.geometry.keys[first].key.name, "w")
        s.handle(.gamepadButton(.dpadRight, down: true))
        XCTAssertEqual(s.keyboard.geometry.keys[s.keyboard.highlighted!].key.name, "e")
        // Down from e (166…239) to the key under it most nearly centred: d (205…278), not s.
        s.handle(.gamepadButton(.dpadDown, down: true))
        XCTAssertEqual(s.keyboard.geometry.keys[s.keyboard.highlighted!].key.name, "d")
        s.handle(.gamepadButton(.a, down: true))
        s.handle(.gamepadButton(.dpadLeft, down: true))
        s.handle(.gamepadButton(.a, down: true))
        XCTAssertEqual(field.text, "ds")
        s.handle(.gamepadButton(.b, down: true))
        XCTAssertEqual(field.text, "d")
        XCTAssertTrue(s.focus.focused === s.keyboard, "B deletes; it does not leave")
        s.handle(.gamepadButton(.start, down: true))
        XCTAssertEqual(field.submitted, 1)
        s.layoutIfNeeded()
        XCTAssertFalse(s.keyboard.isUp, "Start is Done: the keys go away")
        XCTAssertTrue(s.focus.focused === field, "focus goes back from the keys to the field")
        s.handle(.gamepadButton(.a, down: true))
        s.layoutIfNeeded()
        XCTAssertTrue(s.keyboard.isUp, "A on the field brings them back")
        XCTAssertEqual(field.submitted, 1)
        s.handle(.key(.down, down: true))
        XCTAssertTrue(s.focus.focused === s.keyboard)
        s.handle(.key(.tab, down: true))
        XCTAssertTrue(s.focus.focused === field, "Tab gives focus back to the field")
        // Up from the top row: back to the field.
        s.handle(.gamepadButton(.dpadDown, down: true))
        s.handle(.gamepadButton(.dpadUp, down: true))
        XCTAssertTrue(s.focus.focused === field)
    }

    func testTheLayoutFollowsTheLanguageShownAndTheFieldsKind() async throws {
        let name = RecordingEntryField(id: "name"), pin = RecordingEntryField(id: "pin", kind: .pin)
        let s = makeScene([name, pin], size: Size(800, 600))
        s.layoutIfNeeded()
        tap(s, name.frame.center)
        XCTAssertEqual(keyboardNode(s)?["layout"]?.stringValue, "en-qwerty")
        for (code, layout) in [("de", "de-qwertz"), ("hi", "hi-inscript"), ("ar", "ar"), ("en", "en-qwerty")] {
            s.setLanguage(LanguageCode(code), numbers: .plain)
            XCTAssertEqual(keyboardNode(s)?["layout"]?.stringValue, layout, code)
        }
        s.focus.setFocus(pin, scene: s)
        settle(s)
        XCTAssertEqual(keyboardNode(s)?["layout"]?.stringValue, "pin")
        XCTAssertEqual(keyboardNode(s)?["target"]?.stringValue, "pin")
    }

    func testItSlidesUpAndDownAndThenAsksForNoFrames() async throws {
        let field = RecordingEntryField(id: "name")
        let s = makeScene([field])
        s.advance(to: t)
        s.layoutIfNeeded()
        _ = s.render()
        s.focus.setFocus(field, scene: s)
        s.layoutIfNeeded()
        XCTAssertTrue(s.isAnimating, "it slides")
        t += 0.1
        s.advance(to: t)
        let mid = s.keyboard.frame.minY
        XCTAssertGreaterThan(mid, 480 - 246, "part way up")
        XCTAssertLessThan(mid, 480)
        settle(s)
        _ = s.render()
        XCTAssertEqual(s.keyboard.frame.minY, 480 - 246)
        XCTAssertFalse(s.isAnimating || s.hasWork, "idle once up: no frames")
        XCTAssertNil(s.nextWakeTime)
        // Focus leaves for a button: it slides down and is gone.
        s.focus.setFocus(s.widget(id: "other"), scene: s)
        s.layoutIfNeeded()
        XCTAssertTrue(s.isAnimating)
        settle(s)
        _ = s.render()
        XCTAssertTrue(s.keyboard.isHidden)
        XCTAssertFalse(s.isAnimating || s.hasWork)
        XCTAssertNil(s.nextWakeTime)
        XCTAssertNil(keyboardNode(s))
        XCTAssertNil(s.hitTarget(Point(400, 470)) as? OnScreenKeyboard)
    }

    func testTheFocusedFieldIsRevealedAboveTheKeyboardAtEveryPanel() async throws {
        for size in [Size(800, 480), Size(480, 800), Size(1920, 1080)] {
            for scale in [1.0, 2] {
                let field = RecordingEntryField(id: "low")
                // The field sits low on the screen: under where the keyboard comes.
                let s = makeScene([field], size: size, tallAbove: size.height - 150 * scale)
                s.setFontScale(scale)
                s.layoutIfNeeded()
                s.focus.setFocus(field, scene: s)
                settle(s)
                XCTAssertLessThanOrEqual(field.frame.maxY, s.keyboard.frame.minY, "\(size) \(scale)")
                XCTAssertGreaterThanOrEqual(field.frame.minY, 0, "\(size) \(scale)")
                XCTAssertEqual(s.keyboard.frame.maxY, size.height, "\(size) \(scale)")
            }
        }
    }

    func testFixedStaysUpAndNoneNeverShows() async throws {
        let fixed = try Screen.parse("keyboard: fixed\nroot: {type: label, text: Hi}", file: "k.yaml")
        XCTAssertEqual(fixed.app.keyboardMode, .fixed)
        let s = Scene(root: fixed.root, measurer: FixedTextMeasurer(), size: Size(800, 480))
        s.layoutIfNeeded()
        XCTAssertTrue(s.keyboard.isUp)
        XCTAssertNotNil(keyboardNode(s), "up with nothing to type into")
        XCTAssertFalse(s.isAnimating, "up from the start, no slide")
        let none = try Screen.parse("keyboard: none\nroot: {type: label, text: Hi}", file: "k.yaml")
        XCTAssertEqual(none.app.keyboardMode, .none)
        XCTAssertEqual(try Screen.parse("root: {type: label, text: Hi}", file: "k.yaml").app.keyboardMode, .auto)
        XCTAssertThrowsError(try Screen.parse("keyboard: sometimes\nroot: {type: label, text: Hi}", file: "k.yaml"))
        let field = RecordingEntryField(id: "f")
        let s2 = makeScene([field])
        s2.keyboard.mode = .none
        s2.layoutIfNeeded()
        s2.focus.setFocus(field, scene: s2)
        settle(s2)
        XCTAssertFalse(s2.keyboard.isUp)
        XCTAssertNil(keyboardNode(s2))
    }

    func testEveryKeySendsAKeyEventAndAPINsDigitsAreNotWrittenOut() async throws {
        let name = RecordingEntryField(id: "name"), pin = RecordingEntryField(id: "pin", kind: .pin)
        let s = makeScene([name, pin], size: Size(800, 600))
        var lines: [String] = []
        s.events.subscribe(.output) { e, _ in if case .key = e.kind { lines.append(e.json.serialized) } }
        s.layoutIfNeeded()
        s.focus.setFocus(name, scene: s)
        settle(s)
        tapKey(s, "a")
        settle(s)
        tapKey(s, "shift")
        s.focus.setFocus(pin, scene: s)
        settle(s)
        tapKey(s, "4")
        tapKey(s, "delete")
        XCTAssertEqual(pin.edits, [.insert("4"), .deleteBackward])
        XCTAssertEqual(lines.count, 4)
        XCTAssertTrue(lines[0].contains(#""event":"key","id":"keyboard","key":"a""#), lines[0])
        XCTAssertTrue(lines[1].contains(#""key":"shift""#), lines[1])
        XCTAssertTrue(lines[2].hasSuffix(#""event":"key","id":"keyboard"}"#), "a PIN's digit is never written out: \(lines[2])")
        XCTAssertTrue(lines[3].contains(#""key":"delete""#), lines[3])
    }
}

/// Each key the keyboard types clicks through the run's feedback sound (`--click`), as a
/// ruler's step does; and a field that leaves the screen takes the keyboard down with it.
@MainActor
final class KeyboardRunTests: XCTestCase {
    final class CountingClick: FeedbackSound {
        var clicks = 0
        func click() { clicks += 1 }
    }

    func testEveryKeyClicksAndAHiddenFieldSendsTheKeyboardDown() async throws {
        let field = RecordingEntryField(id: "name")
        let page = Stack(.vertical, children: [field])
        let scene = Scene(root: Stack(.vertical, children: [page, Button(id: "b", title: "B")]), measurer: FixedTextMeasurer(),
                          size: Size(800, 480))
        let sound = CountingClick()
        var config = RunnerConfig()
        config.feedback = sound
        let runner = try Runner(scene: scene, backend: QuietBackend(measurer: FixedTextMeasurer(), size: Size(800, 480)), config: config)
        _ = runner
        scene.layoutIfNeeded()
        scene.focus.setFocus(field, scene: scene)
        scene.layoutIfNeeded()
        scene.advance(to: 5)
        for name in ["q", "shift", "delete", "done"] {
            let p = try XCTUnwrap(scene.keyboard.partFrame(named: name)).center
            scene.handle(.pointer(PointerEvent(phase: .down, id: 1, location: p, device: .touch, time: 5)))
            scene.handle(.pointer(PointerEvent(phase: .up, id: 1, location: p, device: .touch, time: 5.05)))
        }
        XCTAssertEqual(sound.clicks, 4)
        XCTAssertEqual(field.edits, [.insert("q"), .deleteBackward, .submit])
        // Its page goes (a screen switch hides the field's screen): the keyboard goes too.
        page.isHidden = true
        scene.setNeedsLayout()
        scene.layoutIfNeeded()
        scene.advance(to: 6)
        scene.layoutIfNeeded()
        XCTAssertFalse(scene.keyboard.isUp)
        XCTAssertTrue(scene.keyboard.isHidden)
    }
}

extension KeyboardRunTests {
    func testThePINPadsDigitsAreNeitherSaidNorReportedWhileTheDPadWalksThem() async throws {
        let pin = RecordingEntryField(id: "pin", kind: .pin)
        let scene = Scene(root: Stack(.vertical, children: [pin]), measurer: FixedTextMeasurer(), size: Size(800, 480))
        scene.layoutIfNeeded()
        scene.focus.setFocus(pin, scene: scene)
        scene.layoutIfNeeded()
        scene.advance(to: 5)
        scene.handle(.gamepadButton(.dpadDown, down: true))
        XCTAssertTrue(scene.focus.focused === scene.keyboard)
        let digit = try XCTUnwrap(scene.keyboard.highlighted)
        XCTAssertNotNil(scene.keyboard.geometry.keys[digit].key.text)
        XCTAssertEqual(scene.keyboard.accessibleName, "")
        XCTAssertNil(scene.keyboard.layoutState.first { $0.0 == "highlighted" })
        // Delete and Done are no secret.
        let delete = try XCTUnwrap(scene.keyboard.geometry.keys.firstIndex { $0.key.action == .delete })
        scene.keyboard.highlight(delete)
        XCTAssertEqual(scene.keyboard.accessibleName, "delete")
    }
}
