import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Events are typed inside the runtime and become text in one place: the JSON lines a reader gets
/// keep their names, fields and field order (docs/scripting.md), and a Swift observer of a control
/// gets the very event the sink got, after it.
@MainActor
final class KioskEventTests: XCTestCase {
    func testEveryKindIsWrittenAsTheJSONLineTheScriptingDocsShow() async {
        let cases: [(KioskEvent, String)] = [
            (KioskEvent(at: 0, kind: .ready(size: Size(1280, 800), driver: "headless")),
             #"{"at":0,"event":"ready","size":[1280,800],"driver":"headless"}"#),
            (KioskEvent(at: 1500, id: "start", kind: .tap(title: "Start")),
             #"{"at":1500,"event":"tap","id":"start","title":"Start"}"#),
            (KioskEvent(at: 16.6, id: "period", kind: .change(.option(index: 2, value: "Month"))),
             #"{"at":17,"event":"change","id":"period","index":2,"value":"Month"}"#),
            (KioskEvent(at: 33, id: "amount", kind: .change(.number(36.9))),
             #"{"at":33,"event":"change","id":"amount","value":36.9}"#),
            (KioskEvent(at: 50, id: "period", kind: .compact(true)), #"{"at":50,"event":"compact","id":"period","compact":true}"#),
            (KioskEvent(at: 67, id: "period", kind: .menu(open: false)), #"{"at":67,"event":"menu","id":"period","open":false}"#),
            (KioskEvent(at: 83, id: "pages", kind: .disappear(page: "Home", index: 0)),
             #"{"at":83,"event":"disappear","id":"pages","page":"Home","index":0}"#),
            (KioskEvent(at: 83, id: "pages", kind: .appear(page: "Settings", index: 1)),
             #"{"at":83,"event":"appear","id":"pages","page":"Settings","index":1}"#),
            (KioskEvent(at: 100, id: "amount", kind: .tick(value: 41, steps: 3)),
             #"{"at":100,"event":"tick","id":"amount","value":41,"steps":3}"#),
            (KioskEvent(at: 120, id: "pay-ok", kind: .dialog(button: "Pay", index: 1)),
             #"{"at":120,"event":"dialog","id":"pay-ok","button":"Pay","index":1}"#),
            (KioskEvent(at: 1100, kind: .screen(name: "thanks", from: "home")),
             #"{"at":1100,"event":"screen","screen":"thanks","from":"home"}"#),
            (KioskEvent(at: 61050, kind: .idle), #"{"at":61050,"event":"idle"}"#),
            (KioskEvent(at: 0, kind: .warning("font scale 9 is outside 0.5…4; using 4")),
             #"{"at":0,"event":"warning","message":"font scale 9 is outside 0.5…4; using 4"}"#),
            (KioskEvent(at: 0, kind: .error("s.jsonl:3: no widget with id \"x\"")),
             #"{"at":0,"event":"error","message":"s.jsonl:3: no widget with id \"x\""}"#),
            (KioskEvent(at: 200, kind: .screenshot(path: "out.png")), #"{"at":200,"event":"screenshot","path":"out.png"}"#),
            (KioskEvent(at: 250, kind: .layout(.object([("size", .array([.number(400), .number(600)])), ("nodes", .array([]))]))),
             #"{"at":250,"event":"layout","size":[400,600],"nodes":[]}"#),
        ]
        for (event, line) in cases { XCTAssertEqual(event.json.serialized, line) }
    }

    func testOnlyAChangeOrAPageAppearingSavesTheState() async {
        let settling = [KioskEvent.Kind.change(.number(1)), .change(.option(index: 0, value: "A")), .appear(page: "P", index: 0)]
        let not: [KioskEvent.Kind] = [.tick(value: 1, steps: 1), .tap(title: "A"), .disappear(page: "P", index: 0),
                                   .compact(true), .menu(open: true), .warning("w"), .dialog(button: "Pay", index: 1),
                                   .screen(name: "a", from: "b"), .idle]
        XCTAssertEqual(settling.map(\.isSettling), [true, true, true])
        XCTAssertEqual(not.map(\.isSettling), not.map { _ in false }, "the changes an idle reset makes are `change` events of their own")
    }

    /// A ruler moved by a key: the output and a subscriber for the ruler's own events (a later
    /// stage, subscribed first) see the same `tick`s and the same `change`, the output first each time.
    func testAControlsObserverGetsTheSameEventAsTheSinkAfterIt() async throws {
        let ruler = RulerWheel(id: "amount", scale: try RulerScale(min: 0, max: 100, step: 1, majorEvery: 10), value: 40)
        let scene = Scene(root: ruler, measurer: FixedTextMeasurer(), size: Size(800, 200))
        var log: [(String, KioskEvent)] = []
        scene.events.subscribe(.controls, .init(sender: ruler)) { e, _ in log.append(("ruler", e)) }
        scene.watchEvents { log.append(("sink", $0)) }
        scene.layoutIfNeeded()
        scene.focus.setFocus(ruler, scene: scene)
        scene.handle(.key(.right, down: true))
        var t = 0.0
        while scene.isAnimating && t < 2 { t += 1.0 / 60; scene.advance(to: t) }
        XCTAssertEqual(ruler.value, 41)
        XCTAssertEqual(log.map(\.0), ["sink", "ruler", "sink", "ruler"], "\(log)")
        XCTAssertEqual(log.map(\.1.kind), [.tick(value: 41, steps: 1), .tick(value: 41, steps: 1),
                                          .change(.number(41)), .change(.number(41))])
        XCTAssertEqual(log[2].1, log[3].1, "the same event, time and id included")
        XCTAssertEqual(log[3].1.id, "amount")
    }

    func testLiveEventsCarryTheTimeTheyHappenedAfterAnIdleSpell() async throws {
        let screen = try Screen.load(path: TestFiles.demoFile)
        let clock = VirtualClock()
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(1280, 800), theme: screen.theme)
        let backend = DueInputBackend(clock: clock, size: Size(1280, 800))
        scene.layoutIfNeeded()
        let start = try XCTUnwrap(scene.widget(id: "start")).frame.center
        backend.due = [
            (5.0, { [pointer(.down, start.x, start.y, t: 5.0), pointer(.up, start.x, start.y, t: 5.05)] }),
            (10.0, { [pointer(.down, start.x, start.y, t: 10.0), pointer(.up, start.x, start.y, t: 10.05)] }),
        ]
        let runner = try Runner(scene: scene, backend: backend)
        var taps: [Double] = []
        scene.watchEvents { e in if case .tap = e.kind { taps.append(e.at) } }
        runner.runLive(clock: clock, duration: 60)
        XCTAssertEqual(taps, [5000, 10000], "clicks 5 s apart are reported 5 s apart")
    }
}
