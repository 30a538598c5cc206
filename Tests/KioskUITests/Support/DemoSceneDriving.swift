import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// What a test that drives the shipped demo screen as a user would needs: the screen laid out on
/// the fixed measurer with its events recorded in `events`, frames run until the loop would go
/// idle, and focus put on a control. A test class adopts it by holding `events`.
@MainActor
protocol DemoSceneDriving: AnyObject {
    /// The events the scene sent since `demo()` made it, in order.
    var events: [KioskEvent] { get set }
}

extension DemoSceneDriving {
    /// The demo screen file at 1280×800 on the fixed measurer, laid out.
    func demo(width: Double = 1280, height: Double = 800) throws -> Scene {
        let screen = try Screen.load(path: TestFiles.demoFile)
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(width, height), theme: screen.theme)
        events = []
        scene.watchEvents { [unowned self] in self.events.append($0) }
        scene.layoutIfNeeded()
        return scene
    }

    /// Runs frames at 60 fps from `t` for at most `seconds`; returns the time when nothing animates
    /// any more, or nil when something still did at the end.
    func runUntilIdle(_ scene: Scene, from t: Double, seconds: Double = 30) -> Double? {
        var now = t
        while now < t + seconds {
            now += 1.0 / 60
            scene.advance(to: now)
            scene.layoutIfNeeded()
            _ = scene.render()
            if !scene.hasWork && scene.nextWakeTime == nil { return now }
        }
        return nil
    }

    /// Focuses the control `id` with the ring shown, as a key press would.
    func focus(_ scene: Scene, on id: String) throws -> Widget {
        let w = try XCTUnwrap(scene.widget(id: id))
        scene.focus.setFocus(w, scene: scene)
        scene.focus.hidesRing = false
        return w
    }
}

/// Every widget of `scene` has a valid frame no wider than the window (or 10⁷ for a zero-width one).
@MainActor
func allFramesValid(_ scene: Scene, file: StaticString = #filePath, line: UInt = #line) {
    scene.root.forEachDescendant { w in
        XCTAssertTrue(w.frame.isValid, "\(w.typeName) \(w.id ?? ""): \(w.frame)", file: file, line: line)
        XCTAssertLessThanOrEqual(w.frame.width, max(scene.bounds.width, 1e7), file: file, line: line)
    }
}
