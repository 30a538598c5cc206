import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Touch targets at least 44×44 px (WCAG 2.2's 2.5.5 asks 44 CSS px): every shipped
/// screen and page on the panel matrix — 800×480, 480×800, 1280×800, 1920×1080, 3840×2160 and a
/// split 320 px wide — at every rung of the text-size ladder (1, 1.25, 1.5, 2, 2.5, 3), measured with the real fonts. Every thing a
/// finger taps counts: buttons, a picker's segments and a page container's tabs, a compact
/// picker's button and the rows of its open menu, an open dialog's buttons, the ruler.
@MainActor
final class TouchTargetTests: XCTestCase {
    static let smallest = 44.0
    static let panels: [(size: Size, split: Double)] = [(Size(800, 480), 1), (Size(480, 800), 1), (Size(1280, 800), 1),
                                                         (Size(1920, 1080), 1), (Size(3840, 2160), 1), (Size(800, 480), 0.4)]
    static let scales = [1, 1.25, 1.5, 2, 2.5, 3]

    func testEveryTargetOnEveryShippedScreenIsAtLeast44By44AtEveryFontScale() async throws {
        let measurer = try SDLTestBackend.open().measurer
        var small: [String] = []
        var cells = 0, targets = 0, menus = 0, dialogs = 0
        for file in TestFiles.screenFiles {
            for panel in Self.panels {
                for scale in Self.scales {
                    let cell = "\(file.lastPathComponent) \(Int(panel.size.width))×\(Int(panel.size.height))"
                        + (panel.split < 1 ? " split \(panel.split)" : "") + " ×\(scale)"
                    let screen = try Screen.load(path: file.path)
                    let scene = Scene(root: screen.root, measurer: measurer, size: panel.size, theme: screen.theme, fontScale: scale)
                    scene.setSplit(panel.split)
                    for app in screen.app.screens {
                        try screen.app.show(app.name)
                        scene.layoutIfNeeded()
                        let pages = screen.app.deck.shown as? SegmentedPages
                        for page in 0..<(pages?.pageCount ?? 1) {
                            pages?.show(page)
                            scene.layoutIfNeeded()
                            cells += 1
                            let here = "\(cell) \(app.name)" + (pages == nil ? "" : " page \(page)")
                            let found = Self.targets(scene)
                            targets += found.count
                            small += Self.tooSmall(found, here)
                            // Each compact picker's menu, open.
                            for picker in PanelMatrixTests.onScreen(scene).compactMap({ $0 as? SegmentedPicker }) where picker.isCompact {
                                picker.openMenu()
                                scene.layoutIfNeeded()
                                menus += 1
                                small += Self.tooSmall(Self.targets(scene, overlaysOnly: true), "\(here) menu of \(picker.id ?? "?")")
                                picker.closeMenu()
                            }
                            // A dialog, as the meter's controller asks.
                            let dialog = Dialog(id: "pay-ok", title: "Pay €4.00 for 120 min?", buttons: ["Cancel", "Pay"])
                            dialog.open(in: scene)
                            scene.layoutIfNeeded()
                            dialogs += 1
                            small += Self.tooSmall(Self.targets(scene, overlaysOnly: true), "\(here) dialog")
                            dialog.close()
                        }
                    }
                }
            }
        }
        XCTAssertGreaterThan(menus, 0, "some cells have compact pickers")
        XCTAssertGreaterThanOrEqual(cells, 3 * Self.panels.count * Self.scales.count)
        XCTAssertTrue(small.isEmpty, "\(small.count) targets under \(Self.smallest) px:\n" + small.prefix(50).joined(separator: "\n"))
        print("touch targets: \(targets) in \(cells) cells, \(menus) open menus, \(dialogs) dialogs")
    }

    /// Each tappable thing on screen (or only in the open menu or dialog) and its rect.
    static func targets(_ scene: Scene, overlaysOnly: Bool = false) -> [(name: String, rect: Rect)] {
        var out: [(String, Rect)] = []
        if !overlaysOnly {
            for w in PanelMatrixTests.onScreen(scene) {
                switch w {
                case let b as Button: out.append(("button \(b.id ?? b.title)", b.frame))
                case let r as RulerWheel: out.append(("ruler \(r.id ?? "")", r.frame))
                case let p as SegmentedPicker where p.isCompact: out.append(("compact picker \(p.id ?? "")", p.frame))
                case let p as SegmentedPicker:
                    for i in p.options.indices { out.append(("\(p.id ?? "") segment \(i)", p.partFrame(i) ?? .zero)) }
                default: break
                }
            }
        }
        for o in scene.overlays {
            if let m = o as? PopupMenu {
                for i in m.options.indices { out.append(("\(m.id ?? "") row \(i)", m.itemFrame(i))) }
            } else if let d = o as? Dialog {
                for i in d.buttons.indices { out.append(("\(d.id ?? "") button \(i)", d.partFrame(i) ?? .zero)) }
            }
        }
        return out
    }

    static func tooSmall(_ targets: [(name: String, rect: Rect)], _ here: String) -> [String] {
        targets.filter { $0.rect.width < smallest || $0.rect.height < smallest }.map { "\(here): \($0.name) \($0.rect)" }
    }
}
