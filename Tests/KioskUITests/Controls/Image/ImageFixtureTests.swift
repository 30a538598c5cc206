import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The images fixture (Tests/Fixtures/images.yaml: every form of `image` and of `icon:`) through
/// the checks every shipped screen passes: the key and gamepad walks at 800×480 and in a narrow
/// split at font scales 1 and 2, and the panel matrix's (nothing collapsed, no neighbours
/// overlapping, no button cut at a comfortable size, every button tappable) at 800×480, 480×800
/// and 1920×1080, font scales 1 and 2, in English and Arabic.
@MainActor
final class ImageFixtureTests: XCTestCase {
    func testTheKeysAndTheGamepadReachAndOperateEverything() async throws {
        let measurer = try SDLTestBackend.open().measurer
        var problems: [String] = []
        for device in [WalkDevice.keys, .gamepad] {
            for cell in KeyWalkTests.cells {
                for language in ["en", "ar"] {
                    let screen = try Screen.load(path: ImageTests.imagesFile)
                    try screen.app.setLanguage(named: language)
                    let walk = try KeyWalk(screen, device: device, measurer: measurer, size: cell.size, split: cell.split, fontScale: cell.scale)
                    var walker = ScreenWalker(walk, cell: "images.yaml \(language) \(cell.name) \(device)")
                    try walker.walkEverything()
                    problems += walker.problems
                }
            }
        }
        XCTAssertTrue(problems.isEmpty, "\(problems.count) problems:\n" + problems.prefix(40).joined(separator: "\n"))
    }

    func testThePanelMatrixFindsNothingCollapsedOverlappingOrCut() async throws {
        var cells = 0
        let problems = try PanelMatrixTests.fixtureProblems(ImageTests.imagesFile) { scene, cell, _ in
            cells += 1
            var problems: [String] = []
            for w in PanelMatrixTests.onScreen(scene) {
                if let image = w as? ImageView, image.frame.width < 1 || image.frame.height < 1 {
                    problems.append("\(cell): image \(image.id ?? "?") has no area")
                }
                if let b = w as? Button, b.frame.width < 44 || b.frame.height < 44 {
                    problems.append("\(cell): \(b.id ?? "?") is smaller than 44×44: \(b.frame)")
                }
            }
            var taps: [String] = []
            scene.watchEvents { if case .tap = $0.kind, let id = $0.id { taps.append(id) } }
            for b in PanelMatrixTests.buttons(scene) where b.id != "lang" {
                taps = []
                scene.bringIntoView(b)
                scene.layoutIfNeeded()
                let p = b.frame.center, t = scene.now + 1
                guard scene.hitTarget(p) === b else { problems.append("\(cell): \(b.id ?? "?") is covered"); continue }
                scene.advance(to: t)
                scene.handle(pointer(.down, p.x, p.y, t: t))
                scene.handle(pointer(.up, p.x, p.y, t: t + 0.05))
                scene.advance(to: t + 1)
                if taps != [b.id ?? "?"] { problems.append("\(cell): \(b.id ?? "?") could not be tapped (got \(taps))") }
            }
            return problems
        }
        XCTAssertEqual(cells, 12)
        XCTAssertTrue(problems.isEmpty, "\(problems.count) problems:\n" + problems.prefix(40).joined(separator: "\n"))
    }
}
