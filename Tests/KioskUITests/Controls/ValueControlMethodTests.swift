import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// `Widget.valueControl` answers for every control with a value of its own what a cast to
/// `ValueControl` answers (the method replaced the cast on the start's path): a control
/// type that conforms and forgets to answer `self` would lose its value in the state file, in
/// speech, in `set` and in live text.
final class ValueControlMethodTests: XCTestCase {
    @MainActor
    func testEveryWidgetOfTheShippedScreensAndFixturesAnswersAsTheCastDoes() async throws {
        let fixtures = ["toggles", "slider-stepper", "qr-progress", "lists", "textfields", "images", "keyboard"].map {
            TestFiles.packageRoot.appendingPathComponent("Tests/Fixtures/\($0).yaml").path
        }
        var withValue: Set<String> = []
        for file in TestFiles.screenFiles.map(\.path) + fixtures {
            let screen = try Screen.load(path: file)
            for s in screen.app.screens {
                s.root.forEachDescendant { w in
                    XCTAssertEqual(w.valueControl != nil, (w as? ValueControl) != nil, "\(file): \(w.typeName)")
                    XCTAssertTrue(w.valueControl.map { $0 === w } ?? true)
                    if w.valueControl != nil { withValue.insert(w.typeName) }
                }
            }
        }
        // Pickers, pages, rulers, toggles, sliders, steppers and progress bars were all seen.
        XCTAssertGreaterThanOrEqual(withValue.count, 7, "\(withValue.sorted())")
    }
}
