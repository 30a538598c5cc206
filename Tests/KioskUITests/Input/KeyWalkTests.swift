import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Keypad-only and gamepad-only operation of every shipped screen: each screen file in
/// assets/screens and the demo written in Swift, every screen and page, walked by `ScreenWalker`
/// with the keyboard alone and with the gamepad alone, at font scale 1 and 2, on an 800×480 panel
/// and in a 320 px wide split where the pickers fold into their compact menu buttons.
@MainActor
final class KeyWalkTests: XCTestCase {
    struct Cell {
        var size: Size
        var split: Double
        var scale: Double
        var name: String { "\(Int(size.width))×\(Int(size.height))" + (split < 1 ? " split \(split)" : "") + " ×\(scale)" }
    }

    /// The panel, and a split 320 px wide, each at font scale 1 and 2.
    static let cells = [Cell(size: Size(800, 480), split: 1, scale: 1), Cell(size: Size(800, 480), split: 1, scale: 2),
                        Cell(size: Size(800, 480), split: 0.4, scale: 1), Cell(size: Size(800, 480), split: 0.4, scale: 2)]

    /// Every shipped screen: the files, and the demo as `BuilderDemoScreen` builds it.
    static func screens() -> [(name: String, make: () throws -> Screen)] {
        TestFiles.screenFiles.map { url in (url.lastPathComponent, { try Screen.load(path: url.path) }) }
            + [("BuilderDemoScreen", { try BuilderDemoScreen.make().screen() })]
    }

    func testTheKeyboardAloneReachesAndOperatesEveryControlOfEveryShippedScreen() async throws {
        try walkEverything(.keys)
    }

    func testTheGamepadAloneReachesAndOperatesEveryControlOfEveryShippedScreen() async throws {
        try walkEverything(.gamepad)
    }

    private func walkEverything(_ device: WalkDevice) throws {
        let measurer = try SDLTestBackend.open().measurer
        var problems: [String] = []
        var compact: Set<String> = []
        var walked = 0
        for (name, make) in Self.screens() {
            for cell in Self.cells {
                let screen = try make()
                let walk = try KeyWalk(screen, device: device, measurer: measurer, size: cell.size, split: cell.split, fontScale: cell.scale)
                var walker = ScreenWalker(walk, cell: "\(name) \(cell.name) \(device)")
                try walker.walkEverything()
                problems += walker.problems
                if cell.split < 1 { compact.formUnion(walker.compactPickers.map { "\(name) \($0)" }) }
                walked += 1
            }
        }
        XCTAssertEqual(walked, Self.screens().count * Self.cells.count)
        XCTAssertTrue(problems.isEmpty, "\(problems.count) problems:\n" + problems.prefix(60).joined(separator: "\n"))
        // The narrow split really tried the compact form: the meter's zone picker and the demo's.
        for picker in ["parking-meter.yaml zone", "demo.yaml period", "demo.yaml receipt", "thermostat.json living-mode"] {
            XCTAssertTrue(compact.contains(picker), "\(picker) was compact in the split: \(compact.sorted())")
        }
    }
}
