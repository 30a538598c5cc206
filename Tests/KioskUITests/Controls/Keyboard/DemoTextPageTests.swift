import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The demo's Text page with the keyboard up: every field, focused in turn as a customer goes
/// down a form (focus moves from one field to the next while the keyboard stays up and changes
/// its keys), is shown whole between the page strip and the keyboard, in every language, at
/// 800×480, 480×800 and a split 320 px wide, at font scales 1 and 2; a refused email's hint
/// under its field is shown above the keys as well.
@MainActor
final class DemoTextPageTests: XCTestCase {
    static let fields = ["name", "message", "email", "quantity", "pin", "plate", "phone"]

    func testEachFieldInTurnIsRevealedAboveTheKeyboard() async throws {
        let backend = try SDLTestBackend.open()
        var problems: [String] = []
        for language in ["en", "de", "ar", "hi"] {
            for size in [Size(800, 480), Size(480, 800)] {
                for scale in [1.0, 2] {
                    for split in [1, 320 / size.width] {  // whole, and a strip 320 px wide
                        let cell = "\(language) \(Int(size.width))×\(Int(size.height)) ×\(scale) \(Int(size.width * split)) px wide"
                        let screen = try Screen.load(path: TestFiles.demoFile)
                        try screen.app.setLanguage(named: language)
                        let scene = Scene(root: screen.root, measurer: backend.measurer, size: size, theme: screen.theme, fontScale: scale)
                        scene.setSplit(split)
                        scene.layoutIfNeeded()
                        guard let pages = screen.app.deck.shown as? SegmentedPages,
                              let scroll = screen.app.widgetsByID["text-scroll"] else { return XCTFail("no Text page") }
                        pages.show(4)
                        var t = 1.0
                        func settle() { scene.layoutIfNeeded(); for _ in 0..<30 { t += 0.05; scene.advance(to: t); scene.layoutIfNeeded() } }
                        settle()
                        // A refused email shows its pattern's hint under the field: above the keys too.
                        guard let email = screen.app.widgetsByID["email"] as? TextField else { return XCTFail("no email field") }
                        scene.focus.setFocus(email, scene: scene)
                        settle()
                        _ = email.apply(.insert("amira@"))
                        _ = email.apply(.submit)
                        settle()
                        let k = scene.keyboard.frame, view = scroll.frame
                        XCTAssertTrue(email.showsHint, cell)
                        // Where the field and its hint fit with the 16 px a reveal keeps from the top.
                        if email.frame.height + 16 <= view.height, email.frame.maxY > min(k.minY, view.maxY) + 0.5 {
                            problems.append("\(cell) email's hint: \(email.frame) reaches under the keyboard at \(k.minY)")
                        }
                        for id in Self.fields {
                            guard let field = screen.app.widgetsByID[id] else { return XCTFail("no field \(id)") }
                            scene.focus.setFocus(field, scene: scene)
                            settle()
                            let k = scene.keyboard.frame, f = field.frame, view = scroll.frame
                            if !scene.keyboard.isUp || scene.keyboard.target !== field {
                                problems.append("\(cell) \(id): the keyboard is not up for it")
                            }
                            if view.height >= f.height + 16 {  // room for it and the 16 px a reveal keeps from the top
                                if f.maxY > k.minY + 0.5 { problems.append("\(cell) \(id): \(f) reaches under the keyboard at \(k.minY)") }
                                if f.minY < view.minY - 0.5 || f.maxY > view.maxY + 0.5 {
                                    problems.append("\(cell) \(id): \(f) is not whole in its scroll view \(view)")
                                }
                            } else {
                                // Font scale 2 on a strip of a split (or the email with its hint there): the keys'
                                // 44 px rows leave less than that above them; a touch target's height of it still shows.
                                let shown = min(f.maxY, view.maxY, k.minY) - max(f.minY, view.minY)
                                if shown < 44 { problems.append("\(cell) \(id): only \(shown) px of \(f) show in \(view)") }
                            }
                            if f.height < 44 { problems.append("\(cell) \(id): \(f.height) px high") }
                        }
                    }
                }
            }
        }
        XCTAssertEqual(problems, [], problems.joined(separator: "\n"))
    }
}
