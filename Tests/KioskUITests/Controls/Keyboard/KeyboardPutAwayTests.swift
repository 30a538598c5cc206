import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Putting the on-screen keyboard away, on the form an integrator's
/// bike-rental station had at 800×480: up, the keys cover 246 of its 480 px, the terms and
/// Continue with them. A tap outside any field (the background, a label, the checkbox, the
/// stepper) puts them away and still acts on what it hit; Done puts them away; a physical Escape
/// or gamepad B puts them away first and only a second Escape goes back a screen.
@MainActor
final class KeyboardPutAwayTests: XCTestCase {
    private static let form = """
    screens:
      welcome:
        root:
          type: column
          children:
            - {type: button, id: start, title: Rent a bike, goto: form}
      form:
        root:
          type: column
          spacing: 12
          padding: 16
          children:
            - {type: label, id: heading, text: Your details}
            - {type: textField, id: name, placeholder: Name}
            - {type: textField, id: pin, input: pin, secure: true, placeholder: PIN}
            - {type: stepper, id: bikes, accessibilityLabel: Bikes, min: 1, max: 4, value: 1}
            - {type: label, id: hint, text: Read the terms below}
            - {type: checkbox, id: terms, title: I accept the terms}
            - {type: button, id: continue, title: Continue, confirm: {title: "Rent 1 bike?", buttons: [Cancel, Rent]}}
    """

    /// The form on screen, its name field tapped: the keys are up.
    private func formWithKeysUp() throws -> KeyWalk {
        let screen = try Screen.parse(Self.form, file: "bikes.yaml")
        let w = try KeyWalk(screen, device: .keys, measurer: FixedTextMeasurer(), size: Size(800, 480))
        try tap(w, "start")
        XCTAssertEqual(w.screenName, "form")
        try tap(w, "name")
        XCTAssertTrue(keysUp(w), "a tap on the field brings the keys up")
        XCTAssertEqual(w.scene.keyboard.frame.minY, 480 - 246, "and they cover the bottom 246 px")
        _ = w.takeEvents()
        return w
    }

    private func tap(_ w: KeyWalk, _ target: PointerTarget) throws {
        try w.runner.apply(.pointer(.down, id: 1, device: .touch, target: target), at: w.time)
        w.settle()
        try w.runner.apply(.pointer(.up, id: 1, device: .touch, target: target), at: w.time)
        w.settle()
    }

    private func tap(_ w: KeyWalk, _ id: String) throws { try tap(w, .widget(id: id, part: nil)) }

    /// Whether the `layout` answer lists the keyboard up (as an integrator sees it), and the
    /// scene agrees where it is drawn.
    private func keysUp(_ w: KeyWalk, file: StaticString = #filePath, line: UInt = #line) -> Bool {
        let listed = w.nodes["keyboard"]?["up"] as? Bool ?? false
        XCTAssertEqual(listed, w.scene.keyboard.isShown(in: w.scene), "listed up but not drawn, or drawn but not listed", file: file, line: line)
        return listed
    }

    /// The frame the `layout` answer gives `id`.
    private func frame(_ w: KeyWalk, _ id: String) throws -> Rect {
        let f = try XCTUnwrap(w.nodes[id]?["frame"] as? [Double], "no frame for \(id)")
        return Rect(x: f[0], y: f[1], width: f[2], height: f[3])
    }

    /// The events as `name id`, the `key`s left out.
    private func names(_ events: [KioskEvent]) -> [String] {
        events.filter { $0.kind.name != "key" }.map { "\($0.kind.name) \($0.id ?? "")" }
    }

    func testATapOnTheBackgroundOrALabelPutsTheKeysAwayAndGivesTheUIItsHeightBack() async throws {
        for spot in ["background", "heading", "hint"] {
            let w = try formWithKeysUp()
            // The background: the 12-px gap between the name and PIN fields.
            let gap = Point(400, ((try frame(w, "name").maxY + frame(w, "pin").minY) / 2).rounded(.down))
            let target: PointerTarget = spot == "background" ? .point(gap) : .widget(id: spot, part: nil)
            if spot == "background" {
                XCTAssertNil(OnScreenKeyboard.entryTarget(from: w.scene.hitTarget(gap)), "the spot is no field")
            }
            try tap(w, target)
            XCTAssertFalse(keysUp(w), "a tap on the \(spot) puts the keys away")
            XCTAssertNil(w.scene.focus.focused, "the field stops editing (\(spot))")
            XCTAssertEqual(names(w.takeEvents()), [], "nothing else happens (\(spot))")
            // The terms and Continue are on screen again, and a tap reaches them.
            XCTAssertLessThanOrEqual(try frame(w, "continue").maxY, 480, spot)
            try tap(w, "terms")
            XCTAssertEqual(w.nodes["terms"]?["value"] as? Bool, true, spot)
        }
    }

    func testATapOnTheCheckboxOrTheStepperPutsTheKeysAwayAndStillActs() async throws {
        let w = try formWithKeysUp()
        try tap(w, "terms")
        XCTAssertFalse(keysUp(w), "a tap on the checkbox puts the keys away")
        XCTAssertEqual(w.nodes["terms"]?["value"] as? Bool, true, "and the checkbox toggles")
        XCTAssertEqual(names(w.takeEvents()), ["change terms"])

        try tap(w, "name")
        XCTAssertTrue(keysUp(w), "a tap on the field brings them back")
        try w.runner.apply(.type("Ann"), at: w.time)
        _ = w.takeEvents()
        // The stepper's + (its trailing end): the field's text is reported before the step.
        let plus = try frame(w, "bikes")
        try tap(w, .point(Point(plus.maxX - 10, plus.midY)))
        XCTAssertFalse(keysUp(w), "a tap on the stepper puts the keys away")
        XCTAssertEqual(w.nodes["bikes"]?["value"] as? Double, 2, "and the stepper steps")
        XCTAssertEqual(names(w.takeEvents()), ["change name", "change bikes"])
    }

    func testOnceAwayContinueShowsItsTapOpensTheConfirmAndTheAnswerBringsNoKeysBack() async throws {
        let w = try formWithKeysUp()
        XCTAssertGreaterThan(try frame(w, "continue").minY, w.scene.keyboard.frame.minY, "Continue is under the keys")
        try w.runner.apply(.type("Ann"), at: w.time)
        try tap(w, "hint")
        XCTAssertFalse(keysUp(w))
        XCTAssertLessThanOrEqual(try frame(w, "continue").maxY, 480, "Continue shows")
        XCTAssertTrue(w.scene.hitTarget(try frame(w, "continue").center) is Button, "and a tap there reaches it")
        XCTAssertEqual(names(w.takeEvents()), ["change name"], "the field's text before anything else")
        try tap(w, "continue")
        XCTAssertEqual(names(w.takeEvents()), ["tap continue"])
        try tap(w, .widget(id: "continue.confirm", part: 1))
        XCTAssertEqual(names(w.takeEvents()), ["dialog continue.confirm"], "only the answer")
        XCTAssertFalse(keysUp(w), "the keys stay away after the dialog")
    }

    func testASlideThatStartsOutsideScrollsWithoutPuttingTheKeysAway() async throws {
        let w = try formWithKeysUp()
        let p = Point(700, 200)
        try w.runner.apply(.pointer(.down, id: 1, device: .touch, target: .point(p)), at: w.time)
        w.settle()
        for dy in stride(from: 10.0, through: 120, by: 10) {
            try w.runner.apply(.pointer(.move, id: 1, device: .touch, target: .point(Point(p.x, p.y - dy))), at: w.time)
            w.settle()
        }
        try w.runner.apply(.pointer(.up, id: 1, device: .touch, target: .point(Point(p.x, p.y - 120))), at: w.time)
        w.settle()
        XCTAssertTrue(keysUp(w), "a slide is no tap: the keys stay while the form scrolls")
        XCTAssertEqual(w.focus == nil ? "name" : w.focus, "name")
        XCTAssertTrue(w.scene.focus.focused === w.scene.widget(id: "name"))
    }

    func testATapOnAKeyOrOnTheFieldItselfKeepsTheKeysUp() async throws {
        let w = try formWithKeysUp()
        try tap(w, .namedPart(id: "keyboard", name: "a"))
        try tap(w, "name")
        XCTAssertTrue(keysUp(w))
        // Another field: focus moves there and the keys stay up (its PIN pad).
        try tap(w, "pin")
        XCTAssertTrue(keysUp(w))
        XCTAssertEqual(w.nodes["keyboard"]?["target"] as? String, "pin")
    }

    func testDonePutsTheKeysAwayAndATapOnTheFieldBringsThemBack() async throws {
        let w = try formWithKeysUp()
        try tap(w, .namedPart(id: "keyboard", name: "A"))
        try tap(w, .namedPart(id: "keyboard", name: "done"))
        XCTAssertFalse(keysUp(w), "Done puts the keys away")
        XCTAssertEqual(names(w.takeEvents()), ["change name", "submit name"], "after the field's submit")
        XCTAssertTrue(w.scene.focus.focused === w.scene.widget(id: "name"), "the field keeps focus")
        XCTAssertLessThanOrEqual(try frame(w, "continue").maxY, 480)
        try tap(w, "name")
        XCTAssertTrue(keysUp(w), "a tap on the field brings them back")
        XCTAssertEqual(names(w.takeEvents()), [], "no second focus event: it had focus")
        // A controller's `focus` on the field brings them back too, as a tap does.
        try tap(w, .namedPart(id: "keyboard", name: "done"))
        XCTAssertFalse(keysUp(w))
        try w.command(.focus("name"))
        XCTAssertTrue(keysUp(w), "a focus command brings them back")
    }

    func testDoneOnAPatternTheFieldRefusesKeepsTheKeysUpUnderTheHint() async throws {
        let screen = try Screen.parse("""
        root:
          type: column
          children:
            - {type: textField, id: plate, input: plate, pattern: "[A-Z]+ [0-9]+", patternHint: Letters and digits}
        """, file: "plate.yaml")
        let w = try KeyWalk(screen, device: .keys, measurer: FixedTextMeasurer(), size: Size(800, 480))
        try tap(w, "plate")
        try tap(w, .namedPart(id: "keyboard", name: "A"))
        try tap(w, .namedPart(id: "keyboard", name: "done"))
        XCTAssertEqual(names(w.takeEvents()), ["focus plate", "change plate", "invalid plate"])
        XCTAssertTrue(keysUp(w), "the keys stay to fix the text")
    }

    func testEscapePutsTheKeysAwayFirstAndOnlyASecondEscapeGoesBack() async throws {
        for device in WalkDevice.allCases {
            let w = try formWithKeysUp()
            let back = try XCTUnwrap(device.press(.back))
            for a in back { try w.runner.apply(a, at: w.time) }
            w.settle()
            XCTAssertFalse(keysUp(w), "\(device): the first back puts the keys away")
            XCTAssertEqual(w.screenName, "form", "\(device): and stays on the form")
            XCTAssertTrue(w.scene.focus.focused === w.scene.widget(id: "name"), "\(device): the field keeps focus")
            if device == .gamepad {
                // A on the field brings them back; B again puts them away.
                try w.runner.apply(.button(.a, down: true), at: w.time)
                w.settle()
                XCTAssertTrue(keysUp(w), "A on the field brings the keys back")
                for a in back { try w.runner.apply(a, at: w.time) }
                w.settle()
                XCTAssertFalse(keysUp(w))
            }
            for a in back { try w.runner.apply(a, at: w.time) }
            w.settle()
            XCTAssertEqual(w.screenName, "welcome", "\(device): the second back goes back a screen")
        }
    }

    func testEscapeFromTheKeysPutsThemAwayAndFocusGoesBackToTheField() async throws {
        let w = try formWithKeysUp()
        try w.runner.apply(.key(.down), at: w.time)
        w.settle()
        XCTAssertTrue(w.scene.focus.focused === w.scene.keyboard)
        try w.runner.apply(.key(.escape), at: w.time)
        w.settle()
        XCTAssertFalse(keysUp(w))
        XCTAssertTrue(w.scene.focus.focused === w.scene.widget(id: "name"))
    }

    func testFixedKeysStayUpWhenATapOutsideEndsTheEditing() async throws {
        let screen = try Screen.parse("""
        keyboard: fixed
        root:
          type: column
          children:
            - {type: label, id: heading, text: Plate}
            - {type: textField, id: plate}
        """, file: "fixed.yaml")
        let w = try KeyWalk(screen, device: .keys, measurer: FixedTextMeasurer(), size: Size(800, 480))
        try tap(w, "plate")
        try tap(w, "heading")
        XCTAssertNil(w.scene.focus.focused, "the field stops editing")
        XCTAssertTrue(keysUp(w), "fixed keys never go away")
    }
}
