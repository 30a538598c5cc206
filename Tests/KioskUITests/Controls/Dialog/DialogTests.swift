import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUISDL

/// The modal dialog, driven like a user would: taps, keys and gamepad buttons on a scene with
/// fixed text metrics (at font scale 1: body 10 px a character, lines 25 px; title 14 px a
/// character, lines 35 px), over a full-screen button that must never get what the dialog takes.
@MainActor
final class DialogTests: XCTestCase {
    private var events: [KioskEvent] = []

    private func makeScene(_ width: Double = 800, _ height: Double = 480, fontScale: Double = 1,
                           title: String = "Pay €2.50 for 60 min?", buttons: [String] = ["Cancel", "Pay"])
        -> (Scene, Dialog) {
        let under = Button(id: "under", title: "Under")
        let scene = Scene(root: under, measurer: FixedTextMeasurer(), size: Size(width, height), fontScale: fontScale)
        events = []
        scene.watchEvents { [unowned self] in self.events.append($0) }
        let dialog = Dialog(id: "pay-ok", title: title, buttons: buttons)
        dialog.open(in: scene)
        scene.layoutIfNeeded()
        return (scene, dialog)
    }

    private func tap(_ scene: Scene, _ p: Point, at t: Double = 1) {
        scene.advance(to: t)
        scene.handle(pointer(.down, p.x, p.y, t: t))
        scene.advance(to: t + 0.08)
        scene.handle(pointer(.up, p.x, p.y, t: t + 0.08))
        scene.layoutIfNeeded()
    }

    private func press(_ scene: Scene, _ keys: Key...) {
        for k in keys { scene.handle(.key(k, down: true)); scene.handle(.key(k, down: false)) }
        scene.layoutIfNeeded()
    }

    private func contains(_ outer: Rect, _ inner: Rect, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(outer.minX <= inner.minX && outer.minY <= inner.minY && inner.maxX <= outer.maxX && inner.maxY <= outer.maxY,
                      "\(inner) is not inside \(outer)", file: file, line: line)
    }

    func testATapOnPayAnswersWithPayAndCloses() async throws {
        let (scene, dialog) = makeScene()
        tap(scene, try XCTUnwrap(dialog.partFrame(1)).center)
        XCTAssertEqual(events, [KioskEvent(at: 1080, id: "pay-ok", kind: .dialog(button: "Pay", index: 1))])
        XCTAssertFalse(dialog.isOpen)
        XCTAssertTrue(scene.overlays.isEmpty)
    }

    func testEscapeAndGamepadBAnswerWithTheFirstButton() async throws {
        let (scene, dialog) = makeScene()
        press(scene, .escape)
        XCTAssertEqual(events.map(\.kind), [.dialog(button: "Cancel", index: 0)])
        XCTAssertFalse(dialog.isOpen)

        let (pad, second) = makeScene()
        pad.handle(.gamepadButton(.b, down: true))
        XCTAssertEqual(events.map(\.kind), [.dialog(button: "Cancel", index: 0)])
        XCTAssertFalse(second.isOpen)
    }

    func testRightThenEnterAnswersWithTheSecondButton() async throws {
        let (scene, dialog) = makeScene()
        press(scene, .right)
        XCTAssertTrue(dialog.isOpen)
        XCTAssertTrue(events.isEmpty, "moving the highlight answers nothing")
        press(scene, .enter)
        XCTAssertEqual(events.map(\.kind), [.dialog(button: "Pay", index: 1)])
        XCTAssertNil(events.first { $0.kind.name == "tap" }, "the dialog's buttons send no tap of their own")
    }

    func testFocusStaysInTheDialogAndComesBackWhenItCloses() async throws {
        let (scene, dialog) = makeScene()
        dialog.close()
        scene.focus.setFocus(scene.root, scene: scene)
        dialog.open(in: scene)
        scene.layoutIfNeeded()
        press(scene, .tab, .tab, .tab, .down, .left)
        XCTAssertTrue(scene.focus.focused.map { dialog.isAncestor(of: $0) } ?? false, "focus never leaves the dialog")
        dialog.close()
        XCTAssertTrue(events.isEmpty, "closing without an answer sends nothing")
        XCTAssertFalse(dialog.isOpen)
        press(scene, .enter)
        XCTAssertEqual(events.map(\.kind), [.tap(title: "Under")], "keys reach the UI again")
    }

    func testAnAnswerOverAFocusedFieldIsTheOnlyEventAndFocusComesBackToTheField() async throws {
        // A text field had focus when the dialog opened (a form, then a controller's confirm).
        let field = TextField(id: "name", placeholder: "Name")
        let scene = Scene(root: Stack(.vertical, children: [field]), measurer: FixedTextMeasurer(), size: Size(800, 480))
        events = []
        scene.watchEvents { [unowned self] in self.events.append($0) }
        scene.layoutIfNeeded()
        scene.focus.setFocus(field, scene: scene)
        XCTAssertEqual(events.map(\.kind), [.focus], "the field's own focus event")
        events = []
        for (n, answer) in [(1, "Pay"), (0, "Cancel")].enumerated() {
            let dialog = Dialog(id: "pay-ok", title: "Pay €2.50 for 60 min?", buttons: ["Cancel", "Pay"])
            dialog.open(in: scene)
            scene.layoutIfNeeded()
            if answer.1 == "Pay" {
                tap(scene, try XCTUnwrap(dialog.partFrame(1)).center, at: Double(n + 1))
            } else {
                press(scene, .escape)
            }
            XCTAssertEqual(events.map(\.kind), [.dialog(button: answer.1, index: answer.0)], "no focus event before the answer")
            XCTAssertTrue(scene.focus.focused === field, "focus is back on the field")
            events = []
        }
        // The field still has focus as before: typing goes there, and a focus event comes only
        // when focus really moves to it again.
        scene.handle(.text("A"))
        XCTAssertEqual(field.text, "A")
        scene.focus.setFocus(nil, scene: scene)
        scene.focus.setFocus(field, scene: scene)
        XCTAssertEqual(events.compactMap { $0.kind == .focus ? $0.id : nil }, ["name"])
    }

    func testATapOnTheBackdropOrTheCardDoesNothing() async throws {
        let (scene, dialog) = makeScene()
        tap(scene, Point(20, 20))
        tap(scene, Point(dialog.cardFrame.midX, dialog.cardFrame.minY + 5), at: 2)
        XCTAssertTrue(events.isEmpty, "neither the dialog nor the button under it answers: \(events)")
        XCTAssertTrue(dialog.isOpen)
    }

    /// 800×480: a 560 px card (24 px padding) centred, its buttons 250 px each with 12 px between.
    func testPartFramesAreTheButtonsSideBySide() async throws {
        let (_, dialog) = makeScene()
        XCTAssertEqual(dialog.cardFrame, Rect(x: 120, y: 162, width: 560, height: 156))
        XCTAssertEqual(dialog.partFrame(0), Rect(x: 144, y: 245, width: 250, height: 49))
        XCTAssertEqual(dialog.partFrame(1), Rect(x: 406, y: 245, width: 250, height: 49))
        XCTAssertNil(dialog.partFrame(2))
    }

    func testAtPortraitFontScale3TheButtonsStackInsideTheUI() async throws {
        let (scene, dialog) = makeScene(480, 800, fontScale: 3)
        let cancel = try XCTUnwrap(dialog.partFrame(0)), pay = try XCTUnwrap(dialog.partFrame(1))
        XCTAssertEqual(cancel.width, pay.width)
        XCTAssertEqual(cancel.minX, pay.minX)
        XCTAssertGreaterThanOrEqual(pay.minY, cancel.maxY, "stacked, in order")
        XCTAssertGreaterThanOrEqual(cancel.height, scene.theme.minTouchTarget)
        contains(dialog.cardFrame, cancel)
        contains(dialog.cardFrame, pay)
        contains(scene.bounds, dialog.cardFrame)
        // And up/down now move between them.
        press(scene, .down, .space)
        XCTAssertEqual(events.map(\.kind), [.dialog(button: "Pay", index: 1)])
    }

    func testInASplitTheDialogStaysInTheLeftPartAndFollowsItsChanges() async throws {
        let (scene, dialog) = makeScene(1024, 600)
        scene.handle(.split(0.5))
        scene.layoutIfNeeded()
        XCTAssertEqual(dialog.frame, Rect(x: 0, y: 0, width: 512, height: 600), "the backdrop covers the UI only")
        contains(Rect(x: Dialog.margin, y: 0, width: 512 - 2 * Dialog.margin, height: 600), dialog.cardFrame)
        XCTAssertEqual(dialog.cardFrame.midX, 256, accuracy: 1)
        scene.handle(.resize(Size(600, 1000)))
        scene.handle(.fontScale(2))
        scene.layoutIfNeeded()
        XCTAssertEqual(dialog.cardFrame.midX, 150, accuracy: 1, "centred in the new UI")
        XCTAssertEqual(dialog.cardFrame.midY, 500, accuracy: 1)
        contains(scene.bounds, dialog.cardFrame)
    }

    func testATenThousandCharacterTitleStaysInsideTheCard() async throws {
        let words = String(repeating: "Parking ", count: 1250)
        for (w, h, scale) in [(800.0, 480.0, 1.0), (480, 800, 3), (320, 240, 2)] {
            for title in [words, String(repeating: "x", count: 10_000)] {
                let (scene, dialog) = makeScene(w, h, fontScale: scale, title: title)
                let shown = try XCTUnwrap(dialog.shownTitle)
                XCTAssertTrue(shown.truncated)
                XCTAssertEqual(shown.lines.last?.hasSuffix("…"), true)
                XCTAssertLessThanOrEqual(shown.lines.count, Dialog.titleMaxLines)
                XCTAssertLessThanOrEqual(shown.size.height, dialog.titleFrame.height)
                contains(dialog.cardFrame.insetBy(Dialog.padding), dialog.titleFrame)
                XCTAssertLessThanOrEqual(shown.size.width, dialog.titleFrame.width)
                XCTAssertLessThan(dialog.titleFrame.maxY, try XCTUnwrap(dialog.partFrame(0)).minY, "the buttons keep their room")
                if h >= 480 { contains(scene.bounds, dialog.cardFrame) }
            }
        }
    }

    func testTheLayoutQueryListsTheDialogAndItsTargetTapsTheButton() async throws {
        let (scene, dialog) = makeScene()
        let nodes = try XCTUnwrap(scene.layoutQuery()["nodes"]?.arrayValue)
        let node = try XCTUnwrap(nodes.last)
        XCTAssertEqual(node["id"], .string("pay-ok"))
        XCTAssertEqual(node["type"], .string("dialog"))
        XCTAssertEqual(node["title"], .string("Pay €2.50 for 60 min?"))
        XCTAssertEqual(node["buttons"], .array([.string("Cancel"), .string("Pay")]))
        XCTAssertTrue(scene.widget(id: "pay-ok") === dialog)
    }

    /// Headless with the software renderer (real fonts): the backdrop dims only the UI's part of a
    /// split window, the card is the theme's surface. The PNGs land in the temporary directory.
    func testRendersHeadlessInsideTheUI() async throws {
        let question = "Pay €2.50 for 60 min?", long = String(repeating: "Parking ", count: 1250)
        for (w, h, scale, split, title) in [(800.0, 480.0, 1.0, 1.0, question), (800, 480, 2, 1, question),
                                            (480, 800, 1, 1, question), (480, 800, 2, 1, question),
                                            (1024, 600, 1, 0.5, question), (480, 800, 3, 1, long), (800, 480, 3, 1, long)] {
            let backend = try SDLTestBackend.open(w, h)
            let scene = Scene(root: Button(id: "under", title: "Under"), measurer: backend.measurer, size: backend.size,
                              fontScale: scale)
            scene.setSplit(split)
            let dialog = Dialog(id: "pay-ok", title: title, buttons: ["Cancel", "Pay"])
            dialog.open(in: scene)
            scene.layoutIfNeeded()
            scene.handle(.key(.right, down: true))   // the ring on Pay
            let frame = try XCTUnwrap(scene.render())
            backend.present(frame.list, damage: frame.damage)
            let img = try backend.capture()
            try PNGFile.write(img, to: FileManager.default.temporaryDirectory
                .appendingPathComponent("dialog-\(Int(w))x\(Int(h))-x\(Int(scale))-split\(Int(split * 100))\(title == long ? "-long" : "").png").path)
            let card = dialog.cardFrame
            XCTAssertEqual(img[Int(card.minX) + 12, Int(card.midY)], scene.theme.surface)
            let backdrop = img[4, 4]
            XCTAssertLessThan(Int(backdrop.r) + Int(backdrop.g) + Int(backdrop.b), 3 * 128, "dimmed: \(backdrop)")
            if split < 1 { XCTAssertEqual(img[Int(w) - 10, Int(h) / 2], scene.theme.splitPane, "the other app's side is left alone") }
        }
    }
}
