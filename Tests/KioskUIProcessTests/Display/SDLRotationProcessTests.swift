import CSDL
import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUISDL
import KioskUITestSupport

/// `--rotate`: the rotation maths on numbers for all four angles, input and drawing turning
/// together, the cursor rule, and a rotated headless backend.
@MainActor
final class SDLRotationProcessTests: XCTestCase {
    typealias E = SDLSyntheticEvent

    // MARK: DisplayRotation, pure

    // MARK: The event translator

    // MARK: The cursor rule

    // MARK: Hints

    // MARK: A rotated backend

    func testKioskRunRotatesHeadlessAndRefusesOtherAngles() async throws {
        let png = KioskProcess.temporaryFile("rot-run-\(getpid()).png")
        let r = try KioskProcess.run(["run", "--driver", "headless", "--size", "800x600", "--rotate", "90",
                                      "--screenshot", png.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        XCTAssertTrue(r.stdout.contains(#""event":"ready","size":[600,800]"#), r.stdout)
        let shot = try PNGFile.read(png.path)
        XCTAssertEqual([shot.width, shot.height], [800, 600])

        let bad = try KioskProcess.run(["run", "--driver", "headless", "--rotate", "45"])
        XCTAssertEqual(bad.status, 2)
        XCTAssertTrue(bad.stderr.contains("--rotate 45") && bad.stderr.contains("0, 90, 180 or 270"), bad.stderr)
    }

}
