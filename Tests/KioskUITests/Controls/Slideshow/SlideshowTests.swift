import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The `slideshow` control in one process, through the replay loop the `kiosk` binary runs: frames
/// are drawn during its fades and none between them; its clock stops while it is hidden or the
/// display is off and goes on from the same second; `kiosk check` refuses a missing picture at
/// its line; speech names it without its pictures; it lays out the same right to left.
@MainActor
final class SlideshowTests: XCTestCase {
    static func fixture(_ name: String) -> String {
        TestFiles.packageRoot.appendingPathComponent("Tests/Fixtures/images/\(name)").path
    }

    /// A screen of one slideshow (`show`) of three fixture pictures and a button.
    static func screen(every: Double = 5, fade: Double = 1, extra: String = "") -> String {
        """
        root:
          type: column
          children:
            - {type: slideshow, id: show, every: \(JSONValue.format(every)), fade: \(JSONValue.format(fade)), accessibilityLabel: Our coffee\(extra),
               pictures: ["\(fixture("photo.jpg"))", "\(fixture("two-colour.png"))", "\(fixture("logo.svg"))"]}
            - {type: button, id: go, title: Go}
        """
    }

    /// Records the scene time of every frame presented.
    final class FrameTimes: DisplayBackend {
        let measurer: TextMeasuring = FixedTextMeasurer()
        var size = Size(800, 480)
        weak var scene: Scene?
        var times: [Double] = []
        var driverName: String { "headless" }
        var hasInput: Bool { false }
        func waitEvents(timeout: Double?, clock: FrameClock) -> [InputEvent] { [] }
        func present(_ list: DrawList, damage: Rect) { times.append(scene?.now ?? -1) }
        func resize(to size: Size) { self.size = size }
        func screenshot(to path: String) throws {}
    }

    /// Replays `lines` (JSON lines) on `yaml` as `kiosk run --replay` does: the times frames were
    /// drawn and the slideshow's node at each `layout` query.
    func replay(_ yaml: String, _ lines: [String], before: ((Scene) -> Void)? = nil) throws -> (frames: [Double], nodes: [JSONValue], runner: Runner) {
        let dir = KioskProcess.temporaryFolder("slideshow")
        let script = dir + "/s.jsonl"
        try lines.joined(separator: "\n").write(toFile: script, atomically: true, encoding: .utf8)
        let screen = try Screen.parse(yaml, file: dir + "/s.yaml")
        let backend = FrameTimes()
        let scene = Scene(root: screen.root, measurer: backend.measurer, size: backend.size)
        backend.scene = scene
        var nodes: [JSONValue] = []
        scene.watchEvents { e in
            if case let .layout(v) = e.kind, let n = v["nodes"]?.arrayValue?.first(where: { $0["id"]?.stringValue == "show" }) { nodes.append(n) }
        }
        before?(scene)
        let runner = try Runner(scene: scene, backend: backend)
        try runner.runReplay(try ScriptReader(path: script), clock: VirtualClock())
        return (backend.times, nodes, runner)
    }

    func picture(_ n: JSONValue) -> Int { Int(n["picture"]?.doubleValue ?? -1) }

    func testFramesAreDrawnDuringAFadeAndNoneBetweenFades() async throws {
        let r = try replay(Self.screen(), [#"{"at":16000,"query":"layout"}"#])
        let fades = r.frames.filter { $0 > 0 }
        XCTAssertEqual(r.frames.first, 0, "the first frame")
        XCTAssertEqual(fades.filter { $0 > 5 && $0 <= 6 + 1e-9 }.count, 30, "30 a second during the fade at 5 s")
        XCTAssertEqual(fades.filter { $0 > 10 && $0 <= 11 + 1e-9 }.count, 30)
        XCTAssertEqual(fades.filter { $0 > 15 && $0 <= 16 + 1e-9 }.count, 30)
        XCTAssertEqual(fades.filter { ($0 > 6 + 1e-9 && $0 < 10) || ($0 > 11 + 1e-9 && $0 < 15) }, [], "not one between fades")
        XCTAssertEqual(r.runner.framesDrawn, 91, "the first, then 30 for each of three fades")
        XCTAssertEqual(r.nodes.map(picture), [0], "after three changes, the first picture again")
    }

    func testThePictureChangesAtNSecondsAndTheQueryTellsTheFade() async throws {
        let r = try replay(Self.screen(), ["4900", "5500", "6100", "10500"].map { #"{"at":\#($0),"query":"layout"}"# })
        XCTAssertEqual(r.nodes.map(picture), [0, 1, 1, 2])
        XCTAssertEqual(r.nodes.map { $0["fade"]?.doubleValue }, [nil, 0.5, nil, 0.5], "half way through the fades")
        XCTAssertEqual(r.nodes[1]["file"]?.stringValue, Self.fixture("two-colour.png"))
        XCTAssertEqual(r.nodes.map { $0["running"]?.boolValue }, [true, true, true, true])
    }

    /// Hidden at 2 s for 10 s: it shows picture 0 again at 12 s, changes 3 s later (the 3 s it
    /// had left), and draws nothing while hidden.
    func testItStopsWhileHiddenAndGoesOnFromTheSameSecond() async throws {
        let r = try replay(Self.screen(), [
            #"{"at":2000,"set":{"id":"show","hidden":true}}"#,
            #"{"at":11000,"query":"layout"}"#,
            #"{"at":12000,"set":{"id":"show","hidden":false}}"#,
            #"{"at":14900,"query":"layout"}"#,
            #"{"at":15500,"query":"layout"}"#,
            #"{"at":16100,"query":"layout"}"#,
        ])
        XCTAssertEqual(r.nodes.map(picture), [0, 0, 1, 1], "no change while hidden; the change 3 s after it shows again")
        XCTAssertEqual(r.nodes.map { $0["running"]?.boolValue }, [false, true, true, true])
        XCTAssertEqual(r.nodes[2]["fade"]?.doubleValue, 0.5)
        XCTAssertEqual(r.frames.filter { $0 > 2.1 && $0 < 12 }, [], "hidden: not one frame")
        XCTAssertEqual(r.frames.filter { $0 > 15 && $0 <= 16 + 1e-9 }.count, 30)
    }

    /// The display off (`Scene.displayIsOn`) stops its clock as hiding does: no wake-up, no frame.
    func testItStopsWhileTheDisplayIsOff() async throws {
        let screen = try Screen.parse(Self.screen(), file: "s.yaml")
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 480))
        scene.layoutIfNeeded()
        let show = try XCTUnwrap(scene.widget(id: "show") as? Slideshow)
        scene.advance(to: 2)
        XCTAssertNotNil(scene.nextWakeTime)
        scene.displayIsOn = false
        XCTAssertNil(scene.nextWakeTime, "off: it asks for no wake-up")
        XCTAssertFalse(show.shown.isRunning)
        scene.advance(to: 30)
        scene.displayIsOn = true
        XCTAssertEqual(show.shown.seconds(at: 30), 2, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(scene.nextWakeTime), 33 + 1.0 / 30, accuracy: 1e-9, "its next fade 3 s after the display is back")
        XCTAssertEqual(show.frameNow.to, 0)
    }

    /// A content bundle switched while the display is off: the new screen's slideshow waits for
    /// the display too, rather than keeping time on a dark panel.
    func testANewScreenWhileTheDisplayIsOffKeepsItsSlideshowStopped() async throws {
        let backend = FrameTimes()
        let first = try Screen.parse("root: {type: label, text: Hello}", file: "a.yaml")
        let runner = try Runner(scene: Scene(root: first.root, measurer: backend.measurer, size: backend.size), backend: backend)
        runner.setDisplay(.off, reason: .command)
        runner.switchScreen(to: try Screen.parse(Self.screen(), file: "s.yaml"))
        let show = try XCTUnwrap(runner.scene.widget(id: "show") as? Slideshow)
        XCTAssertFalse(runner.scene.displayIsOn)
        XCTAssertFalse(show.shown.isRunning)
        XCTAssertNil(runner.scene.nextWakeTime, "no wake-up on a dark panel")
        runner.setDisplay(.on, reason: .input)
        XCTAssertTrue(show.shown.isRunning, "on again: it runs")
    }

    func testAMissingPictureIsAnErrorAtItsLineAndAFadeNoShorterThanEveryIsRefused() async throws {
        let yaml = """
        root:
          type: slideshow
          accessibilityLabel: Cakes
          every: 3
          fade: 3
          pictures:
            - \(Self.fixture("photo.jpg"))
            - img/cake.jpg
        """
        XCTAssertThrowsError(try Screen.parse(yaml, file: "/srv/kiosk/attract.yaml")) { error in
            let issues = (error as? ScreenError)?.issues ?? []
            XCTAssertEqual(issues.map(\.line), [5, 8], "\(issues)")
            XCTAssertEqual(issues.map(\.field), ["fade", "pictures"])
            XCTAssertTrue(issues[0].message.contains("shorter than every (3 s)"), issues[0].message)
            XCTAssertTrue(issues[1].message.hasPrefix("\"img/cake.jpg\" does not exist in /srv/kiosk/img"), issues[1].message)
            XCTAssertTrue(issues[1].description.hasPrefix("/srv/kiosk/attract.yaml:8"), issues[1].description)
        }
        XCTAssertThrowsError(try Screen.parse("root: {type: slideshow, decorative: true, pictures: []}", file: "s.yaml")) { error in
            XCTAssertTrue("\(error)".contains("must be a list of 1 to 32 pictures"), "\(error)")
        }
    }

    /// Named: spoken as a slideshow and focusable, as a named image is; its pictures changing is
    /// no value to announce. Decorative: silent, and focus passes it by.
    func testSpeechNamesItAndSaysNothingOfItsPictures() async throws {
        let screen = try Screen.parse(Self.screen(), file: "s.yaml")
        let show = try XCTUnwrap(Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 480)).widget(id: "show"))
        XCTAssertEqual(show.accessibleRole, .slideshow)
        XCTAssertEqual(show.accessibleName, "Our coffee")
        XCTAssertNil(show.accessibleValue)
        XCTAssertTrue(show.isFocusable)
        let plain = try Screen.parse(Self.screen(extra: ", decorative: true"), file: "s.yaml")
        let d = try XCTUnwrap(Scene(root: plain.root, measurer: FixedTextMeasurer(), size: Size(800, 480)).widget(id: "show"))
        XCTAssertEqual(d.accessibleRole, .none)
        XCTAssertFalse(d.isFocusable)
        XCTAssertEqual(AccessibilityRole.slideshow.word(.german), "Diashow")
    }

    /// A picture: the same frame right to left; from a 480 px split to 4K, at every font scale,
    /// it stays inside the screen and at least a touch target high.
    func testItFitsFromANarrowSplitTo4KAndMirrorsToTheSameLayout() async throws {
        for (size, scale) in [(Size(480, 800), 0.75), (Size(800, 480), 1), (Size(3840, 2160), 3), (Size(480, 320), 3)] {
            var frames: [Rect] = []
            for language in ["en", "ar"] {
                let screen = try Screen.parse(Self.screen(), file: "s.yaml")
                let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: size, fontScale: scale)
                if language == "ar" { scene.setLanguage(LanguageCode("ar"), numbers: .plain) }
                scene.layoutIfNeeded()
                let f = try XCTUnwrap(scene.widget(id: "show")).frame
                XCTAssertTrue(scene.bounds.union(f) == scene.bounds, "\(size) ×\(scale): \(f) inside \(scene.bounds)")
                XCTAssertGreaterThanOrEqual(f.height, ImageView.minSide, "\(size) ×\(scale)")
                frames.append(f)
            }
            XCTAssertEqual(frames[0], frames[1], "\(size): right to left, the same frame")
        }
    }

    /// A `set` of pictures is checked whole before anything changes: one missing, or outside the
    /// picture folders, and the slideshow shows what it showed; a reset puts the file's back.
    func testASetOfPicturesIsRefusedWholeAndAResetPutsTheFilesBack() async throws {
        let dir = KioskProcess.temporaryFolder("slideshow-set")
        for name in ["photo.jpg", "logo.svg"] { try FileManager.default.copyItem(atPath: Self.fixture(name), toPath: dir + "/" + name) }
        let screen = try Screen.parse(Self.screen(), file: dir + "/s.yaml")
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 480))
        scene.layoutIfNeeded()
        let show = try XCTUnwrap(scene.widget(id: "show") as? Slideshow)
        let before = show.pictures
        let original = try XCTUnwrap(show.current(.pictures([])))
        scene.advance(to: 7)
        XCTAssertThrowsError(try show.set(.pictures(["logo.svg", "missing.png"]))) { error in
            XCTAssertTrue("\(error)".contains("\"missing.png\" does not exist in"), "\(error)")
            XCTAssertTrue("\(error)".hasSuffix("nothing changed"), "\(error)")
        }
        XCTAssertThrowsError(try show.set(.pictures(["/etc/hostname"]))) { error in
            XCTAssertTrue("\(error)".contains("is not in a picture folder"), "\(error)")
        }
        XCTAssertEqual(show.pictures, before)
        XCTAssertEqual(show.frameNow.to, 1, "still going at 7 s")
        try show.set(.pictures(["logo.svg", "photo.jpg"]))
        XCTAssertEqual(show.pictures.map(\.written), ["logo.svg", "photo.jpg"])
        XCTAssertEqual(show.frameNow.to, 0, "the new show starts from its first picture")
        XCTAssertEqual(try XCTUnwrap(scene.nextWakeTime), 12 + 1.0 / 30, accuracy: 1e-9, "and changes `every` later")
        try show.set(original)
        XCTAssertEqual(show.pictures, before, "the file's own pictures, wherever they are")
    }

    func testTheBuilderMakesWhatTheFileMakes() async throws {
        let pictures = [Self.fixture("photo.jpg"), Self.fixture("logo.svg")]
        let yaml = """
        root: {type: slideshow, id: show, every: 6, fade: 0.5, fit: contain, decorative: true, pictures: ["\(pictures[0])", "\(pictures[1])"]}
        """
        let file = try Screen.parse(yaml, file: "s.yaml")
        let code = try KUI.App {
            KUI.Slideshow(pictures: pictures, id: "show", every: 6, fade: 0.5).fit(.contain).decorative()
        }.screen()
        let a = Scene(root: code.root, measurer: FixedTextMeasurer(), size: Size(600, 400))
        let b = Scene(root: file.root, measurer: FixedTextMeasurer(), size: Size(600, 400))
        XCTAssertEqual(a.layoutQuery().serialized, b.layoutQuery().serialized)
        let w = try XCTUnwrap(a.widget(id: "show") as? Slideshow)
        XCTAssertEqual(w.timing, SlideshowTiming(count: 2, every: 6, fade: 0.5))
        XCTAssertEqual(w.fit, .contain)
        XCTAssertEqual(w.pictures.map(\.header.format), [.jpeg, .svg])
    }
}
