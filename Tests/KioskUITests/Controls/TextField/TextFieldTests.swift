import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUI
import KioskUITestSupport

/// The text field in a running scene: a caret placed by touch, keys, typed text, a
/// scanner's burst, the pattern's refusal shown and spoken, maxLength and the kinds, right to
/// left, the secure field kept out of events, query, speech, live text and the state file, `set`,
/// `focus`, reset, live text, a Swift binding, `kiosk check`'s message, and the fixture through
/// the key walks and the panel matrix.
@MainActor
final class TextFieldTests: XCTestCase {
    static let fixture = TestFiles.packageRoot.appendingPathComponent("Tests/Fixtures/textfields.yaml").path

    private func walk(size: Size = Size(800, 480), scale: Double = 1, initialValues: [String: JSONValue] = [:],
                      language: String? = nil, speech: Bool = false) throws -> KeyWalk {
        let screen = try Screen.load(path: Self.fixture, initialValues: initialValues)
        if let language { try screen.app.setLanguage(named: language) }
        let w = try KeyWalk(screen, device: .keys, measurer: SDLTestBackend.open().measurer, size: size, fontScale: scale)
        if speech { try w.command(.speech(true)); _ = w.takeEvents() }
        return w
    }

    private func field(_ w: KeyWalk, _ id: String) throws -> TextField { try XCTUnwrap(w.scene.widget(id: id) as? TextField) }

    /// Lets `seconds` pass on the frame clock, a frame at a time.
    private func wait(_ w: KeyWalk, _ seconds: Double = 0.4) {
        for _ in 0..<Int((seconds / Runner.frameInterval).rounded(.up)) { w.settle() }
    }

    private func tap(_ w: KeyWalk, at p: Point) throws {
        try w.runner.apply(.pointer(.down, id: 1, device: .touch, target: .point(p)), at: w.time)
        w.settle()
        try w.runner.apply(.pointer(.up, id: 1, device: .touch, target: .point(p)), at: w.time)
        w.settle()
    }

    private func type(_ w: KeyWalk, _ s: String) throws { try w.runner.apply(.type(s), at: w.time); w.settle() }
    private func key(_ w: KeyWalk, _ k: Key) throws { try w.runner.apply(.key(k), at: w.time); w.settle() }

    /// The text-field events as `name id value`.
    private func lines(_ events: [KioskEvent]) -> [String] {
        events.compactMap { e in
            switch e.kind {
            case let .change(.text(t)): return "change \(e.id ?? "?") \(t ?? "<secure>")"
            case let .submit(t): return "submit \(e.id ?? "?") \(t ?? "<secure>")"
            case let .invalid(m): return "invalid \(e.id ?? "?") \(m)"
            case .focus: return "focus \(e.id ?? "?")"
            default: return nil
            }
        }
    }

    // MARK: Touch

    func testATapPlacesTheCaretWhereItLandsAndTypingGoesThere() async throws {
        let w = try walk()
        let code = try field(w, "code")
        XCTAssertEqual(code.text, "BK-2024")
        let g = try XCTUnwrap(code.geometry(measurer: w.scene.environment.measurer, font: w.scene.environment.font(.body), fontScale: 1))
        // Just right of the gap between "BK" and "-2024": the caret lands at 2.
        try tap(w, at: Point(g.caretX[2] + 2, code.boxFrame.midY))
        XCTAssertEqual(lines(w.takeEvents()), ["focus code"])
        XCTAssertEqual(code.model.caret, 2)
        XCTAssertEqual(w.nodes["code"]?["caret"] as? Int, 2)
        try type(w, "X")
        XCTAssertEqual(code.text, "BKX-2024")
        wait(w)
        XCTAssertEqual(lines(w.takeEvents()), ["change code BKX-2024"])
        // A double tap selects all; typing replaces it.
        try tap(w, at: Point(g.caretX[1], code.boxFrame.midY))
        try tap(w, at: Point(g.caretX[1] + 3, code.boxFrame.midY))
        XCTAssertEqual(w.nodes["code"]?["selected"] as? Bool, true)
        try type(w, "Q")
        XCTAssertEqual(code.text, "Q")
        // The clear button (a touch target) empties it.
        let clear = code.clearFrame
        XCTAssertGreaterThanOrEqual(min(clear.width, clear.height), 44)
        XCTAssertEqual(clear.maxX, code.boxFrame.maxX, "at the trailing end")
        try tap(w, at: clear.center)
        XCTAssertEqual(code.text, "")
        wait(w)
        XCTAssertEqual(lines(w.takeEvents()), ["change code "], "the edits before the change made one event")
    }

    /// Caret places in a line of one direction are where its prefixes end as measured (shaped and
    /// kerned), not the sum of each character alone; mixed text is scaled to the line's width.
    func testCaretPlacesAreMeasuredByPrefixes() async {
        // A measurer that kerns every pair of neighbours by 3 px.
        let width: (String) -> Double = { s in Double(s.count) * 10 - Double(max(0, s.count - 1)) * 3 }
        XCTAssertEqual(TextField.edges(of: TextEditModel(text: "AVA"), total: 24, direction: .ltr, width: width), [0, 10, 17, 24])
        // Arabic runs right to left: the slot left of the first letter is after all five.
        XCTAssertEqual(TextField.edges(of: TextEditModel(text: "مرحبا"), total: 38, direction: .rtl, width: width), [0, 7, 14, 21, 28, 38])
        // Mixed: each character's width, scaled to the line's (6 × 10 → 48).
        XCTAssertEqual(TextField.edges(of: TextEditModel(text: "12 أ ب"), total: 48, direction: .rtl, width: width), [0, 8, 16, 24, 32, 40, 48])
    }

    // MARK: Keys and typed text

    func testKeysMoveTheCaretDeleteAndEnterSubmits() async throws {
        let w = try walk()
        let code = try field(w, "code")
        try w.command(.focus("code"))
        XCTAssertEqual(lines(w.takeEvents()), ["focus code"])
        try key(w, .home)
        try key(w, .right)
        try key(w, .right)
        XCTAssertEqual(code.model.caret, 2)
        try key(w, .backspace)
        try key(w, .delete)
        XCTAssertEqual(code.text, "B2024")
        try key(w, .end)
        try type(w, "9 ")
        XCTAssertEqual(code.text, "B20249 ", "space types a space; it is not Enter")
        try key(w, .enter)
        XCTAssertEqual(lines(w.takeEvents()), ["change code B20249 ", "submit code B20249 "], "the change first, at once")
        // At the end of the text the right arrow moves focus on, as everywhere.
        try key(w, .down)
        XCTAssertFalse(w.scene.focus.focused === code, "focus moved on")
    }

    func testAScannersBurstIsOneChangeAndOneSubmit() async throws {
        let w = try walk()
        try w.command(.focus("code"))
        try w.command(.set(id: "code", .text("")))
        _ = w.takeEvents()
        // A scanner types its code a character at a time within milliseconds, then Enter.
        for c in "4006381333931" {
            try w.runner.apply(.type(String(c)), at: w.time)
        }
        try w.runner.apply(.key(.enter), at: w.time)
        wait(w, 1)
        XCTAssertEqual(lines(w.takeEvents()), ["change code 4006381333931", "submit code 4006381333931"])
        // Typing slowly, a change each time the typing pauses.
        try type(w, "1")
        wait(w)
        try type(w, "2")
        wait(w)
        XCTAssertEqual(lines(w.takeEvents()), ["change code 40063813339311", "change code 400638133393112"])
    }

    // MARK: Pattern, maxLength, kinds

    func testAPatternRefusesSubmitAndShowsAndSaysWhy() async throws {
        let w = try walk(speech: true)
        let plate = try field(w, "plate")
        try w.command(.focus("plate"))
        try type(w, "ab 12345")
        try key(w, .enter)
        let events = w.takeEvents()
        XCTAssertEqual(lines(events), ["focus plate", "change plate AB 12345", "invalid plate Letters, a space and up to four digits"])
        XCTAssertFalse(events.contains { $0.kind.name == "submit" })
        // Shown under the field…
        XCTAssertEqual(w.nodes["plate"]?["hint"] as? String, "Letters, a space and up to four digits")
        XCTAssertEqual(w.nodes["plate"]?["matches"] as? Bool, false)
        let hint = try XCTUnwrap(plate.children.first as? Label)
        XCTAssertFalse(hint.isHidden)
        XCTAssertGreaterThan(hint.frame.height, 0)
        XCTAssertGreaterThanOrEqual(hint.frame.minY, plate.boxFrame.maxY)
        // …and said.
        let said = events.compactMap { if case let .speech(t) = $0.kind { return t } else { return nil } }
        XCTAssertTrue(said.contains { $0.contains("AB 12345, Letters, a space and up to four digits") }, "\(said)")
        // Fixed, the hint goes and Enter submits.
        try key(w, .backspace)
        wait(w)
        XCTAssertNil(w.nodes["plate"]?["hint"])
        XCTAssertTrue(hint.isHidden)
        try key(w, .enter)
        XCTAssertEqual(lines(w.takeEvents()).last, "submit plate AB 1234")
    }

    func testMaxLengthAndTheKindDecideWhatIsTyped() async throws {
        let w = try walk()
        for (id, typed, kept) in [("plate", "xy 9876 543", "XY 9876 54"), ("pin", "12a٣4567", "1234"), ("phone", "+49 (30) ١٢", "+49 30 12"),
                                  ("amount", "3,50.1", "3.501"), ("name", "Ann-Marie 2", "Ann-Marie "), ("email", "a b@c.de", "ab@c.de")] {
            let f = try field(w, id)
            try w.command(.focus(id))
            try type(w, typed)
            XCTAssertEqual(f.model.text, kept, id)
        }
        // The on-screen keyboard's path: a refused character is said to be refused.
        let pin = try field(w, "pin")
        XCTAssertFalse(pin.apply(.insert("5")), "full")
        XCTAssertFalse(try field(w, "name").apply(.insert("7")), "no digits in a name")
        XCTAssertTrue(try field(w, "name").apply(.insert("é")))
    }

    // MARK: Right to left

    func testRightToLeftTheBoxIsMirroredAndTheArrowsFollowTheScreen() async throws {
        let w = try walk(language: "ar")
        let plate = try field(w, "plate")
        XCTAssertEqual(plate.clearFrame.minX, plate.boxFrame.minX, "× on the left right to left")
        try w.command(.focus("plate"))
        try type(w, "12 أ ب")
        XCTAssertEqual(plate.text, "12 أ ب")
        let g = plate.geometry(measurer: w.scene.environment.measurer, font: w.scene.environment.font(.body), fontScale: 1)
        // The digits are read first: they show on the right, the last letter at the left edge.
        XCTAssertGreaterThan(g.caretX[1], g.caretX[4], "the 1 is right of the أ")
        XCTAssertLessThan(g.caretX[6], g.caretX[3], "after ب is the leftmost place")
        XCTAssertLessThanOrEqual(g.origin + g.width, plate.boxFrame.maxX, "the text ends at the right edge's padding")
        // From the end (the left edge) the right arrow walks to the right on screen each time.
        var xs = [g.caretX[plate.model.caret]]
        for _ in 0..<6 {
            try key(w, .right)
            xs.append(plate.geometry(measurer: w.scene.environment.measurer, font: w.scene.environment.font(.body), fontScale: 1).caretX[plate.model.caret])
        }
        XCTAssertEqual(xs, xs.sorted(), "each right arrow moves the caret right on screen: \(xs)")
        XCTAssertEqual(Set(xs).count, 7)
        // Backspace is logical: it deletes the character before the caret in the text.
        try key(w, .end)
        try key(w, .backspace)
        XCTAssertEqual(plate.text, "12 أ ")
    }

    // MARK: Secure

    func testASecureFieldsTextIsInNoQuerySpeechLiveTextOrStateFile() async throws {
        let screen = try Screen.parse("""
        languages: [en]
        root:
          type: column
          children:
            - {type: textField, id: pin, input: pin, secure: true, placeholder: PIN}
            - {type: label, id: echo, text: "You typed {pin}"}
        """, file: "pin.yaml")
        let w = try KeyWalk(screen, device: .keys, measurer: SDLTestBackend.open().measurer, size: Size(800, 480))
        try w.command(.speech(true))
        try w.command(.focus("pin"))
        try type(w, "2468")
        try key(w, .enter)
        wait(w)
        let events = w.takeEvents()
        XCTAssertEqual(lines(events), ["focus pin", "change pin <secure>", "submit pin <secure>"])
        let written = events.map(\.json.serialized).joined(separator: "\n")
        XCTAssertFalse(written.contains("2468"), written)
        XCTAssertTrue(written.contains(#""secure":true"#), written)
        XCTAssertTrue(written.contains("PIN, password field, 0 characters") || written.contains("PIN, password field, empty"), written)
        let layout = w.runner.layoutAnswer().serialized
        XCTAssertFalse(layout.contains("2468"), layout)
        XCTAssertEqual(w.nodes["pin"]?["length"] as? Int, 4)
        XCTAssertEqual(w.nodes["pin"]?["role"] as? String, "password field")
        XCTAssertEqual((w.scene.widget(id: "echo") as? Label)?.text, "You typed ••••")
        XCTAssertEqual(SpeechWording.text(.focus(w.scene.widget(id: "pin")!.spokenControl)), "PIN, password field, 4 characters")
        XCTAssertTrue(ControlState.snapshot(w.scene, ids: nil).isEmpty, "a secure field is not saved")
        // A saved value for its id (a screen changed since) is not taken.
        let again = try Screen.parse("""
        root: {type: textField, id: pin, secure: true, placeholder: PIN}
        """, file: "pin.yaml", initialValues: ["pin": .string("1111")])
        var restored: TextField?
        again.root.forEachDescendant { if $0.id == "pin" { restored = $0 as? TextField } }
        XCTAssertEqual(restored?.text, "")
    }

    /// A live run's recording (`--record`) writes typed text as `type` lines, but not what is
    /// typed into a secure field: only the gap it leaves, with the field's length.
    func testARecordingKeepsTypedTextButNotASecureFields() async throws {
        let path = KioskProcess.temporaryFile("typed.jsonl").path
        let screen = try Screen.load(path: Self.fixture)
        let measurer = try SDLTestBackend.open().measurer
        let scene = Scene(root: screen.root, measurer: measurer, size: Size(800, 480), theme: screen.theme)
        var config = RunnerConfig(app: screen.app)
        config.recordPath = path
        let runner = try Runner(scene: scene, backend: QuietBackend(measurer: measurer, size: Size(800, 480)), config: config)
        scene.layoutIfNeeded()
        scene.focus.setFocus(scene.widget(id: "code"), scene: scene)
        runner.dispatchRecorded(.text("AB"), at: 0.1)
        scene.focus.setFocus(scene.widget(id: "pin"), scene: scene)
        runner.dispatchRecorded(.text("2468"), at: 0.2)
        runner.dispatchRecorded(.key(.enter, down: true), at: 0.3)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(written, """
        {"at":100,"type":"AB"}
        {"at":200,"withheld":{"id":"pin","length":4}}
        {"at":300,"key":"enter"}

        """)
        XCTAssertEqual(try Script.parse(written, file: "typed.jsonl").map(\.action),
                       [.type("AB"), .withheld(SecureInputGap(id: "pin", length: 4)), .key(.enter)])
    }

    /// The caret blinks on the frame clock while the field has focus — a wake-up every half
    /// second that no replay waits for — stops after 20 s without an edit (staying shown) and
    /// stops at once when focus leaves; a due `change` holds a replay until it is sent.
    func testTheCaretBlinksOnTheFrameClockAndStops() async throws {
        let w = try walk()
        let code = try field(w, "code")
        XCTAssertNil(w.scene.nextWakeTime)
        // The blink counts from the focus; the command's frames include the keyboard sliding up.
        let focusedAt = w.time
        try w.command(.focus("code"))
        let start = w.time
        XCTAssertTrue(code.caretVisible(at: start, focused: code.isEditing))
        let wake = try XCTUnwrap(w.scene.nextWakeTime)
        XCTAssertEqual(wake - focusedAt, TextField.blinkHalf, accuracy: 0.02)
        XCTAssertFalse(w.scene.awaitsTimer, "a replay does not wait for the blink")
        wait(w, 0.55)
        XCTAssertFalse(code.caretVisible(at: w.time, focused: true), "hidden in the second half")
        wait(w, 0.5)
        XCTAssertTrue(code.caretVisible(at: w.time, focused: true))
        // Typing holds the run until its change is sent.
        try type(w, "1")
        XCTAssertTrue(w.scene.awaitsTimer)
        wait(w)
        XCTAssertFalse(w.scene.awaitsTimer)
        wait(w, TextField.blinkFor + 0.5)
        XCTAssertNil(w.scene.nextWakeTime, "after 20 s without an edit the caret stays and the loop may sleep")
        XCTAssertTrue(code.caretVisible(at: w.time, focused: true))
        try w.command(.focus("name"))
        try w.command(.focus("code"))
        XCTAssertNotNil(w.scene.nextWakeTime)
        try w.command(.focus("name"))
        wait(w, 1)
        XCTAssertFalse(code.caretVisible(at: w.time, focused: code.isEditing), "no caret without focus")
    }

    // MARK: Commands, state, reset, live text, speech

    func testSetFocusLiveTextStateFileAndResetFollowTheText() async throws {
        let w = try walk()
        try w.command(.set(id: "plate", .text("ab 123")))
        XCTAssertEqual(lines(w.takeEvents()), ["change plate AB 123"], "set is filtered like typing and reported at once")
        XCTAssertEqual((w.scene.widget(id: "echo") as? Label)?.text, "Plate: AB 123")
        XCTAssertEqual(w.nodes["plate"]?["text"] as? String, "AB 123")
        let text = StateStore.encode(ControlState.snapshot(w.scene, ids: nil))
        XCTAssertTrue(text.contains(#""plate":"AB 123""#) || text.contains(#""plate": "AB 123""#), text)
        XCTAssertFalse(text.contains("\"pin\""), text)
        let restored = try walk(initialValues: try XCTUnwrap(StateStore.decode(Data(text.utf8))))
        XCTAssertEqual(try field(restored, "plate").text, "AB 123")
        // A reset empties what a customer typed.
        try w.command(.focus("name"))
        try type(w, "Ada")
        try w.command(.reset)
        XCTAssertEqual(try field(w, "name").text, "")
        XCTAssertEqual(try field(w, "plate").text, "")
        XCTAssertEqual(try field(w, "code").text, "BK-2024", "back to the file's text")
        XCTAssertThrowsError(try w.runner.apply(.focus("echo"), at: w.time, fromUser: false)) { e in
            XCTAssertTrue("\(e)".contains("cannot take focus"), "\(e)")
        }
    }

    func testSpeechSaysNameRoleAndValueInEnglishAndArabic() async throws {
        let en = try walk()
        XCTAssertEqual(SpeechWording.text(.focus(en.scene.widget(id: "code")!.spokenControl)), "Booking code, text field, BK-2024")
        XCTAssertEqual(SpeechWording.text(.focus(en.scene.widget(id: "plate")!.spokenControl)), "Licence plate, text field, empty")
        XCTAssertEqual(en.nodes["plate"]?["role"] as? String, "text field")
        let ar = try walk(language: "ar")
        XCTAssertEqual(SpeechWording.text(.focus(ar.scene.widget(id: "plate")!.spokenControl), .arabic), "رقم اللوحة, حقل نص, فارغ")
        XCTAssertEqual(SpeechWording.text(.focus(ar.scene.widget(id: "pin")!.spokenControl), .arabic), "الرقم السري, حقل كلمة المرور, فارغ")
        for v in [SpeechVocabulary.english, .german, .arabic, .hindi] {
            XCTAssertTrue(v.textFields.count(3).contains("3"))
            XCTAssertFalse(v.textFields.textField.isEmpty || v.textFields.passwordField.isEmpty || v.textFields.empty.isEmpty)
        }
    }

    /// A secure field's length is said in the plural form its language takes for the number:
    /// "1 character", not "1 characters", in every language speech has words in.
    func testSpeechSaysACountOfCharactersInTheLanguagesPluralForm() {
        let expected: [(SpeechVocabulary, [Int: String])] = [
            (.english, [1: "1 character", 4: "4 characters", 11: "11 characters"]),
            (.german, [1: "1 Zeichen", 4: "4 Zeichen"]),
            (.hindi, [1: "1 अक्षर", 4: "4 अक्षर"]),
            // Arabic: one, two, few (3–10), many (11–99), other (100…).
            (.arabic, [1: "حرف واحد", 2: "حرفان", 3: "3 أحرف", 10: "10 أحرف", 11: "11 حرفًا", 99: "99 حرفًا", 100: "100 حرف", 103: "103 أحرف"]),
        ]
        for (v, counts) in expected {
            for n in counts.keys.sorted() {
                XCTAssertEqual(SpeechWording.textValue(nil, n, v), counts[n], "\(n) in \(v.textFields.textField)")
            }
        }
    }

    // MARK: kiosk check

    func testCheckReportsAPatternThatDoesNotCompileAtItsLine() async throws {
        let text = """
        root:
          type: column
          children:
            - {type: label, text: Plate}
            - type: textField
              id: plate
              pattern: "[A-Z"
        """
        XCTAssertThrowsError(try Screen.parse(text, file: "p.yaml")) { e in
            let m = "\(e)"
            XCTAssertTrue(m.contains("p.yaml:7:") && m.contains("pattern") && m.contains("no POSIX extended regular expression"), m)
        }
        XCTAssertNoThrow(try Screen.parse(text.replacingOccurrences(of: "\"[A-Z\"", with: "\"[A-Z]+\""), file: "p.yaml"))
        let p = try TextPattern("[0-9]{1,4}( [أبت]){1,2}")
        XCTAssertTrue(p.matches("12 أ ب"))
        XCTAssertFalse(p.matches("12 أ ب x"), "the whole text must match")
        XCTAssertFalse(p.matches("x12 أ"))
    }

    /// A phone number, a PIN, a number and an e-mail address run left to right in an Arabic
    /// screen ("+49 30 1234" has no letter to take a direction from: it read "1234 30 49+"); a
    /// name or a plate takes the screen's direction.
    func testNumbersAndAddressesRunLeftToRightInAnArabicScreen() async throws {
        let w = try walk(language: "ar")
        for (id, text, base) in [("phone", "+49 30 1234", TextDirection.ltr), ("email", "a@b.de", .ltr), ("name", "Amira", .rtl)] {
            try w.command(.focus(id))
            try type(w, text)
            let f = try field(w, id)
            XCTAssertEqual(f.textBase, base, id)
            f.setNeedsDisplay()
            guard let (list, _) = w.scene.render() else { return XCTFail("nothing drawn") }
            let drawn = list.commands.compactMap { c -> TextDirection? in
                if case let .text(t, _, _, _, d) = c, t == f.model.text { return d } else { return nil }
            }
            XCTAssertEqual(drawn, [base], "\(id): \(f.model.text)")
        }
    }

    // MARK: The fixture on every panel and with every device

    func testTheKeyboardAndTheGamepadReachAndTypeIntoEveryField() async throws {
        let measurer = try SDLTestBackend.open().measurer
        var problems: [String] = []
        let ids = ["plate", "name", "email", "phone", "amount", "code", "pin"]
        for device in WalkDevice.allCases {
            for (size, scale) in [(Size(800, 480), 1.0), (Size(800, 480), 2), (Size(480, 800), 1)] {
                for language in ["en", "ar"] {
                    let screen = try Screen.load(path: Self.fixture)
                    try screen.app.setLanguage(named: language)
                    let w = try KeyWalk(screen, device: device, measurer: measurer, size: size, fontScale: scale)
                    var walker = ScreenWalker(w, cell: "textfields.yaml \(language) \(Int(size.width))×\(Int(size.height)) ×\(scale) \(device)")
                    try walker.walkEverything()
                    problems += walker.problems
                    for id in ids where !walker.reached.contains(id) { problems.append("\(device) never reached \(id)") }
                }
            }
        }
        XCTAssertTrue(problems.isEmpty, problems.prefix(30).joined(separator: "\n"))
    }

    func testOnEveryPanelNothingCollapsesOverlapsOrIsCut() async throws {
        let problems = try PanelMatrixTests.fixtureProblems(Self.fixture) { scene, cell, language in
            var problems: [String] = []
            for id in ["plate", "name", "email", "phone", "amount", "code", "pin"] {
                guard let f = scene.widget(id: id) as? TextField else { problems.append("\(cell): no \(id)"); continue }
                if f.boxFrame.height < 44 || f.boxFrame.width < 88 { problems.append("\(cell): \(id) \(f.boxFrame) too small") }
                let clear = f.clearFrame
                if clear.width < 44 || clear.height < 44 { problems.append("\(cell): \(id) × \(clear) under 44 px") }
                let rtl = language == "ar"
                if rtl ? clear.minX != f.boxFrame.minX : clear.maxX != f.boxFrame.maxX { problems.append("\(cell): \(id) × not at the trailing end") }
            }
            return problems
        }
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n"))
    }

    // MARK: Swift

    func testASwiftFieldIsBoundToAKioskStateBothWays() async throws {
        let plate = KioskState("")
        var submitted: [String] = []
        let app = KUI.App {
            KUI.Screen("home") {
                KUI.Column {
                    KUI.TextField(id: "plate", text: plate, placeholder: "Licence plate", input: .plate, maxLength: 8)
                        .onEvent { if case .submit = $0.kind { submitted.append(plate.value) } }
                }
            }
        }
        let options = try RunOptions.headlessReplay("""
        {"at":0,"focus":"plate"}
        {"at":100,"type":"ab 12"}
        {"at":600,"query":"layout"}
        {"at":700,"key":"enter"}
        """, in: KioskProcess.temporaryFolder("swift-textfield"))
        XCTAssertEqual(try Kiosk.run(app, controller: KioskController(), options: options), 0)
        XCTAssertEqual(plate.value, "AB 12", "the customer's text goes into the state")
        XCTAssertEqual(submitted, ["AB 12"])
        // The app's text goes into the field, filtered and cut; the state holds what it took.
        plate.value = "xy 9876 54321"
        let again = try RunOptions.headlessReplay(#"{"at":100,"query":"layout"}"#, in: KioskProcess.temporaryFolder("swift-textfield"))
        XCTAssertEqual(try Kiosk.run(app, controller: KioskController(), options: again), 0)
        let events = KioskProcess.events(try String(contentsOfFile: again.eventsPath, encoding: .utf8))
        let node = KioskProcess.nodes(events.first { $0["event"] as? String == "layout" } ?? [:])
        XCTAssertEqual(node["plate"]?["text"] as? String, "XY 9876 ")
        XCTAssertEqual(plate.value, "XY 9876 ")
    }
}
