import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The cafe (assets/screens/cafe.yaml) keeps its Pay button on the screen: its menu grid is a
/// list, which scrolls, so it must not ask for more height than a panel has. Two lines of tiles at
/// font scale 2 (440 px) would push Pay below a 480 px panel's edge.
@MainActor
final class CafeLayoutTests: XCTestCase {
    func testPayAndTheOrderStayInsideTheWindowOnSmallPanelsAndLargeText() async throws {
        let measurer = try SDLTestBackend.open().measurer
        let file = TestFiles.screensFolder.appendingPathComponent("cafe.yaml").path
        var problems: [String] = []
        for size in [Size(800, 480), Size(480, 800), Size(1024, 600)] {
            for scale in [1.0, 1.5, 2] {
                for language in ["en", "ar"] {
                    let screen = try Screen.load(path: file)
                    try screen.app.setLanguage(named: language)
                    let scene = Scene(root: screen.root, measurer: measurer, size: size, theme: screen.theme, fontScale: scale)
                    // Twice, as a run lays out again once the rows shown have measured themselves.
                    scene.layoutIfNeeded()
                    scene.setNeedsLayout()
                    scene.layoutIfNeeded()
                    for id in ["pay", "cart", "menu", "total"] {
                        guard let w = scene.widget(id: id) else { problems.append("\(id) missing"); continue }
                        let inside = Rect(x: 0, y: 0, width: size.width, height: size.height)
                        if w.frame.intersection(inside) != w.frame || w.frame.isEmpty {
                            problems.append("\(language) \(Int(size.width))×\(Int(size.height)) ×\(scale): \(id) at \(w.frame) is not all inside the window")
                        }
                    }
                }
            }
        }
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n"))
    }

    /// Without a height proposed, a list asks for two lines at most and never more than four
    /// touch targets, however tall its tiles are.
    func testAListsIdealHeightIsCapped() async throws {
        let measurer = try SDLTestBackend.open().measurer
        let screen = try Screen.load(path: TestFiles.screensFolder.appendingPathComponent("cafe.yaml").path)
        let scene = Scene(root: screen.root, measurer: measurer, size: Size(800, 480), theme: screen.theme, fontScale: 2)
        scene.layoutIfNeeded()
        let menu = try XCTUnwrap(scene.widget(id: "menu") as? DataList)
        let ctx = LayoutContext(scene.environment)
        ctx.beginPass()
        let ideal = menu.measure(ProposedSize(width: 387, height: nil), ctx)
        XCTAssertLessThanOrEqual(ideal.height, 4 * screen.theme.minTouchTarget)
        XCTAssertGreaterThanOrEqual(ideal.height, 2 * screen.theme.minTouchTarget)
    }

    /// A tile holds text, so a grid's least tile width grows with the font scale: at scale 2 on a
    /// portrait panel the menu is one column and every product's name shows whole, where two
    /// columns cut "Cappuccino" to "Cappu…".
    func testTheMenusTilesGrowWithTheFontScaleSoNoNameIsCut() async throws {
        let measurer = try SDLTestBackend.open().measurer
        for (size, scale, columns) in [(Size(480, 800), 1.0, 2), (Size(480, 800), 2.0, 1), (Size(800, 480), 2.0, 1), (Size(1920, 1080), 2.0, 3)] {
            let screen = try Screen.load(path: TestFiles.screensFolder.appendingPathComponent("cafe.yaml").path)
            let scene = Scene(root: screen.root, measurer: measurer, size: size, theme: screen.theme, fontScale: scale)
            scene.layoutIfNeeded()
            scene.setNeedsLayout()
            scene.layoutIfNeeded()
            let menu = try XCTUnwrap(scene.widget(id: "menu") as? DataList)
            XCTAssertEqual(menu.columns, columns, "\(size) ×\(scale)")
            var labels = 0
            for row in menu.shownRows {
                row.forEachDescendant { w in
                    guard let l = w as? Label else { return }
                    labels += 1
                    XCTAssertNotEqual(l.shown?.truncated, true, "\(size) ×\(scale): \(l.text) is cut")
                }
            }
            XCTAssertGreaterThan(labels, 0)
        }
    }
}
