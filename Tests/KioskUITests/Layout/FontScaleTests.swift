import XCTest
@testable import KioskUICore

/// The text size multiplier a scene lays out with (`--font-scale`, the `font-scale` command):
/// kept inside `FontScale.range`, a value that is not a number ignored.
@MainActor
final class FontScaleTests: XCTestCase {
    func testAbsurdFontScalesAreClampedAndNaNIsIgnored() async {
        let scene = Scene(root: DemoScreen.make(), measurer: FixedTextMeasurer(), size: Size(800, 600))
        scene.handle(.fontScale(0.1))
        XCTAssertEqual(scene.fontScale, FontScale.range.lowerBound)
        scene.handle(.fontScale(40))
        XCTAssertEqual(scene.fontScale, FontScale.range.upperBound)
        scene.handle(.fontScale(.nan))
        XCTAssertEqual(scene.fontScale, 1, "a non-finite scale falls back to 1")
        _ = scene.render()
        allFramesValid(scene)
    }
}
