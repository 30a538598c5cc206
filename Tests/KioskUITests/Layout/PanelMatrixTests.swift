import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Every shipped screen on the panels kiosks ship with: 800×480, 1024×600, 1280×800, 1920×1080,
/// portrait 480×800 and 320×240, at font scales 0.75 to 3 and splits 1, 0.5 and 0.3, measured
/// with the real fonts. In each cell, on every page: no widget with content is 0 px wide or
/// tall, every button can be reached (scrolled into view) and tapped, and no two neighbours in a
/// row, column, flow or button group overlap. The cells where a button's title is cut are
/// reported; none may be at font scale ≤ 2 with a UI at least 480 px wide. A screen with
/// `languages` is checked in each of them: its default on the whole matrix, the others (longer
/// German words, Arabic right to left, Hindi's taller script) at font scales 1, 2 and 3.
@MainActor
final class PanelMatrixTests: XCTestCase {
    static let sizes = [Size(800, 480), Size(1024, 600), Size(1280, 800), Size(1920, 1080), Size(480, 800), Size(320, 240)]
    static let scales = [0.75, 1, 1.5, 2, 3]
    static let splits = [1, 0.5, 0.3]
    static let otherLanguageScales = [1.0, 2, 3]

    func testEveryShippedScreenOnEveryCommonPanel() async throws {
        let backend = try SDLTestBackend.open()
        var truncatedCells: [String] = []
        var problems: [String] = []
        var cells = 0
        for file in TestFiles.screenFiles {
          let languages: [LanguageCode?] = try Screen.load(path: file.path).app.languages?.codes ?? [nil]
          for language in languages {
            let isDefault = language == languages[0]
            for size in Self.sizes {
                for scale in isDefault ? Self.scales : Self.otherLanguageScales {
                    for split in Self.splits {
                        let cell = "\(file.lastPathComponent)\(isDefault ? "" : " " + (language?.rawValue ?? "")) \(Int(size.width))×\(Int(size.height)) ×\(scale) split \(split)"
                        let screen = try Screen.load(path: file.path)
                        if let language, !isDefault { screen.app.setLanguage(language) }
                        let scene = Scene(root: screen.root, measurer: backend.measurer, size: size, theme: screen.theme,
                                          fontScale: scale)
                        scene.setSplit(split)
                        var taps: [String] = []
                        scene.watchEvents { if case .tap = $0.kind, let id = $0.id { taps.append(id) } }
                        scene.layoutIfNeeded()
                        for app in screen.app.screens {
                          // Each screen of the file, and each page of a screen that is a page container.
                          try screen.app.show(app.name)
                          scene.layoutIfNeeded()
                          let pages = screen.app.deck.shown as? SegmentedPages
                          for page in 0..<max(1, pages?.pageCount ?? 1) {
                            cells += 1
                            let where_ = (screen.app.screens.count > 1 ? "\(cell) screen \(app.name)" : cell)
                                + (pages == nil ? "" : " page \(page)")
                            if let p = pages { p.show(page); scene.layoutIfNeeded() }
                            problems += Self.collapsed(scene).map { "\(where_): \($0) has no area" }
                            problems += Self.overlaps(scene).map { "\(where_): \($0)" }
                            let truncated = Self.truncatedButtons(scene)
                            if !truncated.isEmpty {
                                truncatedCells.append("\(where_): \(truncated.joined(separator: ", "))")
                                if scale <= 2 && scene.bounds.width >= 480 {
                                    problems.append("\(where_): cut titles at a comfortable size: \(truncated)")
                                }
                            }
                            for button in Self.buttons(scene) {
                                taps = []
                                // A button with a goto showed another screen: back to this one first.
                                try screen.app.show(app.name)
                                if let p = pages { p.show(page) }
                                try tap(button, in: scene)
                                if !button.isEnabled {
                                    // Disabled until something else (a checkbox's `enabled: {checked: ID}`): reached, not tapped.
                                    if !taps.isEmpty { problems.append("\(where_): disabled \(button.id ?? "?") was tapped") }
                                } else if taps != [button.id ?? "?"] {
                                    problems.append("\(where_): \(button.id ?? "?") at \(button.frame) could not be tapped (got \(taps))")
                                }
                            }
                          }
                        }
                    }
                }
            }
          }
        }
        XCTAssertGreaterThanOrEqual(cells, 3 * 6 * 5 * 3 + 2 * 3 * 6 * 3 * 3)
        XCTAssertTrue(problems.isEmpty, "\(problems.count) problems:\n" + problems.prefix(40).joined(separator: "\n"))
        print("panel matrix: \(cells) cells; titles cut in \(truncatedCells.count):\n" + truncatedCells.joined(separator: "\n"))
    }

    /// A finger on the button's centre, after scrolling it into view, as a script's `target` does.
    private func tap(_ b: Button, in scene: Scene) throws {
        scene.bringIntoView(b)
        scene.layoutIfNeeded()
        let p = b.frame.center
        guard scene.bounds.contains(p), scene.hitTarget(p) === b else { return }
        let t = scene.now + 1
        scene.advance(to: t)
        scene.handle(pointer(.down, p.x, p.y, t: t))
        scene.handle(pointer(.up, p.x, p.y, t: t + 0.05))
        scene.advance(to: t + 1)
        scene.layoutIfNeeded()
    }

    static func onScreen(_ scene: Scene) -> [Widget] {
        var out: [Widget] = []
        func walk(_ w: Widget) {
            guard !w.isHidden else { return }
            out.append(w)
            for c in w.children { walk(c) }
        }
        walk(scene.root)
        return out
    }

    /// The matrix the new controls' fixtures (Tests/Fixtures) go through: each of `languages` at
    /// 800×480, 480×800 and 1920×1080, font scales 1 and 2, each screen of the file (or those
    /// named). Every cell gets this matrix's checks (nothing collapsed, no neighbours overlapping,
    /// no button cut); `body` adds a control's own for the laid-out scene and returns them.
    static func fixtureProblems(_ path: String, languages: [String] = ["en", "ar"], screens names: [String]? = nil,
                                _ body: (_ scene: Scene, _ cell: String, _ language: String) throws -> [String] = { _, _, _ in [] }) throws -> [String] {
        let backend = try SDLTestBackend.open()
        var problems: [String] = []
        let file = (path as NSString).lastPathComponent
        for language in languages {
            for size in [Size(800, 480), Size(480, 800), Size(1920, 1080)] {
                for scale in [1.0, 2] {
                    let screen = try Screen.load(path: path)
                    try screen.app.setLanguage(named: language)
                    let scene = Scene(root: screen.root, measurer: backend.measurer, size: size, theme: screen.theme, fontScale: scale)
                    for name in names.map { $0.map(Optional.some) } ?? [String?.none] {
                        if let name { try screen.app.show(name) }
                        scene.layoutIfNeeded()
                        let cell = "\(file) \(language) \(Int(size.width))×\(Int(size.height)) ×\(scale)" + (name.map { " " + $0 } ?? "")
                        problems += collapsed(scene).map { "\(cell): \($0) has no area" }
                        problems += overlaps(scene).map { "\(cell): \($0)" }
                        problems += truncatedButtons(scene).map { "\(cell): cut \($0)" }
                        problems += try body(scene, cell, language)
                    }
                }
            }
        }
        return problems
    }

    static func buttons(_ scene: Scene) -> [Button] { onScreen(scene).compactMap { $0 as? Button } }

    /// Widgets that show something (text, a control) but got no area.
    /// Under this UI width (320 px at split 0.3) not even one letter and an ellipsis fit beside the
    /// padding at large scales: such cells are checked for reachability and overlaps only.
    static let smallestUsableWidth = 100.0

    static func collapsed(_ scene: Scene) -> [String] {
        guard scene.bounds.width >= smallestUsableWidth, scene.bounds.height >= 1 else { return [] }
        return onScreen(scene).compactMap { w in
            let content = w is Button || w is SegmentedPicker || w is RulerWheel || w is Slider || w is Stepper || ((w as? Label).map { !$0.text.isEmpty } ?? false)
            guard content, w.frame.width < 1 || w.frame.height < 1 else { return nil }
            return "\(w.id ?? w.typeName) \(w.frame)"
        }
    }

    /// Neighbours in a stack, a flow or a button group whose frames overlap (spacers aside).
    static func overlaps(_ scene: Scene) -> [String] {
        var out: [String] = []
        for w in onScreen(scene) where w is Stack || w is Flow || w is EqualWidthRow {
            let kids = w.children.filter { !$0.isHidden && !($0 is Spacer) && $0.frame.width > 0 && $0.frame.height > 0 }
            for i in kids.indices {
                for j in kids.indices where j > i {
                    let x = kids[i].frame.intersection(kids[j].frame)
                    if x.width > 0.5 && x.height > 0.5 {
                        out.append("\(kids[i].id ?? kids[i].typeName) \(kids[i].frame) overlaps \(kids[j].id ?? kids[j].typeName) \(kids[j].frame)")
                    }
                }
            }
        }
        return out
    }

    static func truncatedButtons(_ scene: Scene) -> [String] {
        buttons(scene).filter { $0.isTitleTruncated(scene.layout) }.map { "\($0.id ?? "?") \"\($0.title)\"" }
    }
}
