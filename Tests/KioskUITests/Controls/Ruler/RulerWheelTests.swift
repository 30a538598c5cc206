import XCTest
@testable import KioskUICore

@MainActor
final class RulerScaleTests: XCTestCase {
    func testValuesAreExactMultiplesOfTheStepWithTheStepsDecimals() async throws {
        let s = try RulerScale(min: 0, max: 100, step: 0.1, majorEvery: 10)
        XCTAssertEqual(s.lastIndex, 1000)
        XCTAssertEqual(s.value(at: 369), 36.9)
        XCTAssertEqual(JSONValue.format(s.value(at: 369)), "36.9")
        XCTAssertEqual(s.value(at: 3), 0.3, "not 0.30000000000000004")
        XCTAssertEqual(s.format(s.value(at: 125)), "12.5")
        XCTAssertEqual(s.index(nearest: 36.94), 369)
        XCTAssertEqual(s.value(at: 5000), 100, "clamped into range")
        let half = try RulerScale(min: -2.5, max: 10, step: 0.5, majorEvery: 4)
        XCTAssertEqual(half.format(half.value(at: 0)), "-2.5")
        XCTAssertEqual(half.format(half.value(at: 5)), "0.0")
        let whole = try RulerScale(min: 0, max: 1_000_000, step: 1, majorEvery: 10)
        XCTAssertEqual(whole.format(whole.value(at: 999_999)), "999999")
    }

    func testDegenerateRangesAndBadNumbersSayWhatToFix() async throws {
        XCTAssertEqual(try RulerScale(min: 5, max: 5, step: 1, majorEvery: 10).lastIndex, 0)
        XCTAssertEqual(try RulerScale(min: 0, max: 3, step: 10, majorEvery: 10).lastIndex, 0, "a step larger than the range")
        XCTAssertThrowsError(try RulerScale(min: 10, max: 0, step: 1, majorEvery: 10)) { XCTAssertTrue("\($0)".contains("swap")) }
        XCTAssertThrowsError(try RulerScale(min: 0, max: 10, step: 0, majorEvery: 10)) { XCTAssertTrue("\($0)".contains("above 0")) }
        XCTAssertThrowsError(try RulerScale(min: 0, max: .nan, step: 1, majorEvery: 10))
        XCTAssertThrowsError(try RulerScale(min: 0, max: 10, step: 1, majorEvery: 0))
    }

    /// The numbers under the long ticks, in order.
    private func numbers(_ s: RulerScale) -> [String] {
        (0...s.lastIndex).filter { s.isMajor($0) }.map { s.label(at: $0) }
    }

    func testLongTicksAndNumbersFallOnRoundValuesCountedFromZeroLikeOnAPhysicalRuler() async throws {
        let minutes = try RulerScale(min: 15, max: 240, step: 15, majorEvery: 4)
        XCTAssertEqual(numbers(minutes), ["60", "120", "180", "240"], "not 15, 75, 135, 195")
        XCTAssertEqual((0...minutes.lastIndex).filter { minutes.isMajor($0) }, [3, 7, 11, 15])
        let degrees = try RulerScale(min: 16, max: 30, step: 0.5, majorEvery: 4)
        XCTAssertEqual(numbers(degrees), ["16", "18", "20", "22", "24", "26", "28", "30"])
        let half = try RulerScale(min: -2.5, max: 10, step: 0.5, majorEvery: 4)
        XCTAssertEqual(numbers(half), ["-2", "0", "2", "4", "6", "8", "10"], "not -2.5, -0.5, 1.5 …")
        let tenths = try RulerScale(min: 0.3, max: 2, step: 0.1, majorEvery: 5)
        XCTAssertEqual(numbers(tenths), ["0.5", "1.0", "1.5", "2.0"])
        let negative = try RulerScale(min: -37, max: 37, step: 1, majorEvery: 10)
        XCTAssertEqual(numbers(negative), ["-30", "-20", "-10", "0", "10", "20", "30"])
        // A min off the step grid from 0 has no round multiples: long ticks count from it.
        let off = try RulerScale(min: 0.3, max: 5, step: 0.5, majorEvery: 4)
        XCTAssertEqual(numbers(off), ["0.3", "2.3", "4.3"])
    }
}

/// The ruler driven by finger, mouse wheel, keys and gamepad on a virtual clock.
@MainActor
final class RulerWheelTests: XCTestCase, DemoSceneDriving {
    var events: [KioskEvent] = []

    /// The values of the `change` events, in order.
    private var changedValues: [Double] {
        events.compactMap { e -> Double? in
            guard case let .change(.number(v)) = e.kind else { return nil }
            return v
        }
    }

    private func makeScene(min: Double = 0, max: Double = 100, step: Double = 1, major: Int = 10,
                           value: Double = 50, width: Double = 600, fontScale: Double = 1) throws -> (Scene, RulerWheel) {
        let ruler = RulerWheel(id: "ruler", scale: try RulerScale(min: min, max: max, step: step, majorEvery: major), value: value)
        let scene = Scene(root: VStackProbe(children: [ruler]), measurer: FixedTextMeasurer(), size: Size(width, 400),
                          fontScale: fontScale)
        events = []
        scene.watchEvents { [unowned self] in self.events.append($0) }
        scene.layoutIfNeeded()
        return (scene, ruler)
    }

    /// Runs frames at 60 fps until nothing animates (at most `limit` seconds).
    private func settle(_ scene: Scene, from t: Double, limit: Double = 10) -> Double {
        var now = t
        while scene.isAnimating && now < t + limit {
            now += 1.0 / 60
            scene.advance(to: now)
        }
        return now
    }

    /// A horizontal drag by `dx` over `duration` seconds, sampled every 8 ms, then released.
    private func fling(_ scene: Scene, _ ruler: RulerWheel, dx: Double, duration: Double, at t: Double, from x0: Double? = nil) {
        let y = ruler.frame.midY, x = x0 ?? ruler.frame.midX
        scene.advance(to: t)
        scene.handle(pointer(.down, x, y, t: t))
        let n = max(2, Int(duration / 0.008))
        for i in 1...n {
            let f = Double(i) / Double(n)
            scene.handle(pointer(.move, x + dx * f, y, t: t + duration * f))
        }
        scene.handle(pointer(.up, x + dx, y, t: t + duration))
    }

    func testOnceADragIsRecognisedTheTicksAreUnderTheFingerFromTheTouchDown() async throws {
        let (scene, ruler) = try makeScene()
        let start = ruler.offset
        let y = ruler.frame.midY, x = ruler.frame.midX
        scene.handle(pointer(.down, x, y, t: 0))
        scene.handle(pointer(.move, x - 10, y, t: 0.02))     // within the 18 px slop: nothing moves yet
        XCTAssertEqual(ruler.offset, start)
        scene.handle(pointer(.move, x - 30, y, t: 0.05))     // crosses the slop here
        XCTAssertEqual(ruler.offset - start, 30, accuracy: 0.001, "the ticks catch up with the finger at once")
        scene.handle(pointer(.move, x - 130, y, t: 0.1))
        XCTAssertEqual(ruler.offset - start, 130, accuracy: 0.001, "a 130 px drag moves the ticks 130 px, not 130 less the slop")
        XCTAssertTrue(ruler.isMoving)
    }

    /// The numbers drawn under the ticks that are highlighted (the accent colour).
    private func highlighted(_ scene: Scene) -> [String] {
        let commands = scene.render()?.list.commands ?? []
        return commands.compactMap {
            if case let .text(s, _, _, color, _) = $0, color == Theme.standard.accent { return s }
            return nil
        }
    }

    func testANumberIsHighlightedOnlyWhileTheValueSitsOnIt() async throws {
        XCTAssertEqual(highlighted(try makeScene(min: 15, max: 240, step: 15, major: 4, value: 60).0), ["60"],
                       "the parking meter at 60")
        XCTAssertEqual(highlighted(try makeScene(min: 15, max: 240, step: 15, major: 4, value: 75).0), [],
                       "75 has no number: nothing is highlighted")
        XCTAssertEqual(highlighted(try makeScene(min: 16, max: 30, step: 0.5, major: 4, value: 21).0), [],
                       "the demo at 21.0 does not highlight 22")
        XCTAssertEqual(highlighted(try makeScene(min: 16, max: 30, step: 0.5, major: 4, value: 22).0), ["22"])
        XCTAssertEqual(highlighted(try makeScene(value: 43).0), [], "43 does not highlight 40")
        XCTAssertEqual(highlighted(try makeScene(value: 40).0), ["40"])
    }

    /// Everything drawn, with the rect each command covers (text measured as drawn), cut to the
    /// clip it is drawn in.
    private func drawn(_ scene: Scene) -> [(DrawCommand, Rect)] {
        let m = FixedTextMeasurer()
        var clips: [Rect] = []
        return (scene.render()?.list.commands ?? []).compactMap { c in
            let r: Rect
            switch c {
            case let .fill(rect, _, _): r = rect
            case let .text(s, o, f, _, _): r = Rect(x: o.x, y: o.y, width: m.measure(s, font: f).width, height: m.lineHeight(font: f))
            case let .pushClip(rect): clips.append(rect); return nil
            case .popClip: clips.removeLast(); return nil
            default: return nil
            }
            return (c, clips.reduce(r) { $0.intersection($1) })
        }
    }

    /// The value above the ticks, as drawn: text, font size and rect.
    private func title(_ commands: [(DrawCommand, Rect)], _ scene: Scene, _ ruler: RulerWheel) throws -> (String, Double, Rect) {
        let texts = commands.compactMap { c, r -> (String, Double, Rect)? in
            if case let .text(s, _, f, _, _) = c, f.bold, r.midY < ruler.frame.minY + 60 * scene.fontScale { return (s, f.size, r) }
            return nil
        }
        return try XCTUnwrap(texts.first)
    }

    func testTheValueAboveTheTicksShrinksToTheRulersWidthThenIsCutAndNeverSpillsOut() async throws {
        // 16…30 step 0.5 at font scale 3 (title 84 px, caption 45 px); the test measurer gives
        // each character 0.5 em, so "21.0" is 2 em wide; 8 px stay free on each side.
        // Below the caption size it goes on down to half of it (22.5 px) before anything is cut.
        for (width, size, text) in [(200.0, 84.0, "21.0"), (150, 84 * 0.875 * 0.875, "21.0"),
                                    (96, 84 * pow(0.875, 6), "21.0"), (40, 22.5, "2…")] {
            let (scene, ruler) = try makeScene(min: 16, max: 30, step: 0.5, major: 4, value: 21, width: width, fontScale: 3)
            let commands = drawn(scene)   // the first frame draws everything
            let (shown, fontSize, rect) = try title(commands, scene, ruler)
            XCTAssertEqual(shown, text, "at \(width) px")
            XCTAssertEqual(fontSize, size, accuracy: 1e-9, "at \(width) px")
            XCTAssertEqual(ruler.queryState().first { $0.0 == "truncated" }?.1, .bool(text != "21.0"))
            for (c, r) in commands where r.intersects(ruler.frame) {   // not the window background below
                let f = ruler.frame
                XCTAssertTrue(r.minX >= f.minX && r.maxX <= f.maxX && r.minY >= f.minY && r.maxY <= f.maxY, "\(c) drawn at \(r), outside \(ruler.frame), at \(width) px")
            }
            XCTAssertGreaterThanOrEqual(rect.minX, ruler.frame.minX + 8)
            XCTAssertLessThanOrEqual(rect.maxX, ruler.frame.maxX - 8)
            // The measured height is what is drawn: the title line, the ticks, the numbers, 16 px.
            let titleLine = (1.25 * size).rounded(.up), captionLine = (1.25 * 45).rounded(.up)
            XCTAssertEqual(ruler.frame.height, titleLine + 44 + captionLine + 16, "at \(width) px")
            let ticks = commands.filter { if case .fill = $0.0 { return !$0.1.isEmpty && $0.1.width <= 3 }; return false }
            XCTAssertGreaterThanOrEqual(ticks.map(\.1.minY).min() ?? 0, rect.maxY - 6, "the ticks start below the value")
            XCTAssertFalse(ticks.isEmpty)
        }
    }

    func testTheNumbersAreSpacedByTheWidestNumberThatIsDrawn() async throws {
        // Numbers 1, 2 … 1000 (every 2 steps of 0.5 from 0.5): the widest, "1000", is 4 × 7.5 px
        // in bold caption; with 16 px between numbers, 2 steps take 46 px.
        let (_, ruler) = try makeScene(min: 0.5, max: 1000, step: 0.5, major: 2)
        XCTAssertEqual(ruler.scale.label(at: ruler.scale.lastIndex), "1000")
        XCTAssertEqual(ruler.spacing, 23, "not spaced for 1000.0, a number that is never drawn")
    }

    func testAFlingGlidesTicksAndComesToRestExactlyOnOneStepWithOneChange() async throws {
        let (scene, ruler) = try makeScene(step: 0.5, value: 20)
        fling(scene, ruler, dx: -200, duration: 0.1, at: 1)
        XCTAssertTrue(scene.isAnimating, "it keeps gliding after the release")
        _ = settle(scene, from: 1.1)
        let changes = changedValues
        XCTAssertEqual(changes.count, 1)
        let v = try XCTUnwrap(changes.first)
        XCTAssertGreaterThan(v, 20 + 200 / 14 * 0.5, "a fling goes further than the finger")
        XCTAssertEqual(v, ruler.scale.value(at: ruler.scale.index(nearest: v)), "rests on a step")
        XCTAssertEqual(ruler.offset, Double(ruler.index) * ruler.spacing, "drawn exactly on the step")
        XCTAssertGreaterThan(events.filter { $0.kind.name == "tick" }.count, 5)
        XCTAssertFalse(ruler.isMoving)
    }

    func testRandomFlingsAlwaysRestOnAStepInsideTheRange() async throws {
        var rng = SeededRandom(seed: 42)
        for _ in 0..<150 {
            let step = [0.1, 0.5, 1, 2.5, 10][Int(rng.next() % 5)]
            let (scene, ruler) = try makeScene(min: -50, max: 150, step: step, value: Double(rng.next() % 200) - 50)
            let dx = Double(rng.next() % 2000) - 1000
            fling(scene, ruler, dx: dx, duration: 0.03 + Double(rng.next() % 100) / 1000, at: 1)
            _ = settle(scene, from: 2)
            XCTAssertFalse(scene.isAnimating)
            let v = ruler.value
            XCTAssertTrue((-50...150).contains(v), "\(v)")
            let k = ruler.scale.index(nearest: v)
            XCTAssertEqual(v, ruler.scale.value(at: k), "step \(step): \(v)")
            XCTAssertEqual(ruler.offset, Double(k) * ruler.spacing)
            if let last = changedValues.last { XCTAssertEqual(last, v) }
        }
    }

    func testAtTheEndsItOverscrollsElasticallyAndSpringsBackInsideTheRange() async throws {
        let (scene, ruler) = try makeScene(value: 98)
        let y = ruler.frame.midY, x = ruler.frame.midX
        scene.handle(pointer(.down, x, y, t: 0))
        scene.handle(pointer(.move, x - 20, y, t: 0.05))
        scene.handle(pointer(.move, x - 320, y, t: 0.5))      // 300 px past the start, 272 past the end
        let end = Double(ruler.scale.lastIndex) * ruler.spacing
        XCTAssertGreaterThan(ruler.offset, end, "it goes past the end")
        XCTAssertLessThan(ruler.offset - end, 272 * 0.6, "but resists")
        scene.handle(pointer(.up, x - 320, y, t: 0.6))
        _ = settle(scene, from: 0.6)
        XCTAssertEqual(ruler.value, 100)
        XCTAssertEqual(ruler.offset, end)
        fling(scene, ruler, dx: 3000, duration: 0.05, at: 20)   // a hard fling the other way
        _ = settle(scene, from: 20.05)
        XCTAssertEqual(ruler.value, 0)
    }

    func testATapOnATickGlidesThere() async throws {
        let (scene, ruler) = try makeScene(value: 50)
        let tick = try XCTUnwrap(ruler.partFrame(55))
        scene.handle(pointer(.down, tick.midX, tick.midY, t: 0))
        scene.handle(pointer(.up, tick.midX, tick.midY, t: 0.05))
        _ = settle(scene, from: 0.05)
        XCTAssertEqual(ruler.value, 55)
        XCTAssertNil(ruler.partFrame(95), "ticks off screen are not targets")
    }

    func testWheelKeysShouldersAndTheStickMoveIt() async throws {
        let (scene, ruler) = try makeScene(value: 50)
        _ = ruler.wheel(dx: 0, dy: -3)
        var t = settle(scene, from: 0)
        XCTAssertEqual(ruler.value, 53)
        scene.handle(.key(.tab, down: true))          // focus the ruler
        scene.handle(.key(.left, down: true))
        t = settle(scene, from: t)
        XCTAssertEqual(ruler.value, 52)
        scene.handle(.gamepadButton(.rightShoulder, down: true))
        t = settle(scene, from: t)
        XCTAssertEqual(ruler.value, 62)
        scene.handle(.gamepadAxis(.leftX, value: 1))
        for _ in 0..<30 { t += 1.0 / 60; scene.advance(to: t) }
        let mid = ruler.offset
        scene.handle(.gamepadAxis(.leftX, value: 0))
        t = settle(scene, from: t)
        XCTAssertGreaterThan(mid, 62 * ruler.spacing + 20, "the stick scrolled")
        XCTAssertEqual(ruler.offset, Double(ruler.index) * ruler.spacing, "and it snapped to a step")
    }

    func testSettingTheValueGlidesAndBadValuesAreRefused() async throws {
        let (scene, ruler) = try makeScene(step: 0.5, value: 0)
        try ruler.setValue(.number(12.4))
        XCTAssertTrue(scene.isAnimating, "it glides")
        _ = settle(scene, from: 0)
        XCTAssertEqual(ruler.value, 12.5)
        XCTAssertThrowsError(try ruler.setValue(.number(101))) { XCTAssertTrue("\($0)".contains("from 0 to 100"), "\($0)") }
        XCTAssertThrowsError(try ruler.setValue(.string("x")))
    }

    /// Only what is visible is drawn: a million-step ruler draws what a hundred-step one does.
    func testAHugeRangeDrawsNoMoreThanASmallOne() async throws {
        func commands(_ max: Double) throws -> Int {
            let (scene, _) = try makeScene(max: max, value: 50)
            return scene.render()?.list.commands.count ?? 0
        }
        let small = try commands(100), huge = try commands(1_000_000)
        XCTAssertGreaterThan(small, 20)
        XCTAssertEqual(small, huge)
    }

    func testAOneValueRulerIsSafe() async throws {
        let (scene, ruler) = try makeScene(min: 5, max: 5, value: 5)
        fling(scene, ruler, dx: -500, duration: 0.05, at: 0)
        _ = settle(scene, from: 0.05)
        XCTAssertEqual(ruler.value, 5)
        XCTAssertNotNil(scene.render())
    }

    func testHomeAndEndMoveAFocusedRulerToItsEnds() async throws {
        let scene = try demo()
        let ruler = try XCTUnwrap(try focus(scene, on: "amount") as? RulerWheel)
        scene.handle(.key(.end, down: true))
        _ = runUntilIdle(scene, from: 0)
        XCTAssertEqual(ruler.value, 100)
        scene.handle(.key(.home, down: true))
        _ = runUntilIdle(scene, from: 5)
        XCTAssertEqual(ruler.value, 0)
        XCTAssertEqual(events.filter { $0.kind.name == "change" }.map(\.kind), [.change(.number(100)), .change(.number(0))])
    }

    func testRulersWithOneValueOrAStepLargerThanTheRange() async throws {
        for (lo, hi, step) in [(5.0, 5.0, 1.0), (0.0, 3.0, 10.0)] {
            let ruler = RulerWheel(id: "r", scale: try RulerScale(min: lo, max: hi, step: step, majorEvery: 5))
            let scene = Scene(root: ruler, measurer: FixedTextMeasurer(), size: Size(400, 200))
            XCTAssertNotNil(scene.render())
            scene.handle(.key(.tab, down: true))
            scene.handle(.key(.right, down: true))
            scene.advance(to: 5)
            XCTAssertEqual(ruler.value, lo)
            XCTAssertThrowsError(try ruler.setValue(.number(hi + 1)))
        }
    }
}
