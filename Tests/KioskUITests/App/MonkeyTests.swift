import Foundation
import XCTest
@testable import KioskUICore

/// A seeded random input stream against the demo, with invariants checked after every frame.
///
/// Taps, drags, flings, long presses, keys, gamepad buttons and sticks, wheel turns, resizes
/// (down to 0 px and up to 8K), splits, font scales (including absurd ones) and `set` commands
/// with good and bad values. The short run (20,000 events) runs in the test command; a long run:
/// `KIOSK_MONKEY_EVENTS=1000000 swift test -c release --filter MonkeyTests` (docs/reliability.md).
@MainActor
final class MonkeyTests: XCTestCase {
    private var lifecycle: [(String, String)] = []

    func testTheDemoSurvivesARandomInputStreamWithItsInvariantsIntact() async throws {
        let count = Int(ProcessInfo.processInfo.environment["KIOSK_MONKEY_EVENTS"] ?? "") ?? 20_000
        var rng = SeededRandom(seed: 2026)
        let scene = Scene(root: DemoScreen.make(), measurer: FixedTextMeasurer(), size: Size(1280, 800))
        lifecycle = []
        scene.watchEvents { [unowned self] e in
            switch e.kind {
            case let .appear(page, _): self.lifecycle.append(("appear", page))
            case let .disappear(page, _): self.lifecycle.append(("disappear", page))
            default: break
            }
        }
        scene.layoutIfNeeded()
        let ids = ["period", "receipt", "amount", "temperature", "pages", "start", "chips"]
        var t = 0.0
        var down: [Int: Point] = [:]
        let startMemory = Self.residentBytes()

        func rnd(_ n: Int) -> Int { Int(rng.next() % UInt64(max(1, n))) }
        func unit() -> Double { Double(rng.next() % 10_000) / 10_000 }
        func anywhere() -> Point {
            Point(unit() * (scene.bounds.width + 40) - 20, unit() * (scene.bounds.height + 40) - 20)
        }

        for i in 0..<count {
            t += [0.001, 0.008, 0.016, 0.05, 0.3, 0.6][rnd(6)]
            scene.advance(to: t)
            switch rnd(100) {
            case 0..<30:   // a finger: down, move or up (multi-touch ids 0...2)
                let id = rnd(3)
                if let p = down[id] {
                    if rnd(3) == 0 {
                        scene.handle(pointer(.up, p.x, p.y, t: t, id: id)); down[id] = nil
                    } else {
                        let q = Point(p.x + Double(rnd(200)) - 100, p.y + Double(rnd(200)) - 100)
                        scene.handle(pointer(.move, q.x, q.y, t: t, id: id)); down[id] = q
                    }
                } else {
                    let p = anywhere()
                    scene.handle(pointer(.down, p.x, p.y, t: t, id: id)); down[id] = p
                }
            case 30..<32:
                for (id, p) in down { scene.handle(pointer(.cancel, p.x, p.y, t: t, id: id)) }
                down = [:]
            case 32..<48:
                scene.handle(.key(Key.allCases[rnd(Key.allCases.count)], down: true))
            case 48..<62:
                scene.handle(.gamepadButton(GamepadButton.allCases[rnd(GamepadButton.allCases.count)], down: true))
            case 62..<68:
                scene.handle(.gamepadAxis(GamepadAxis.allCases[rnd(GamepadAxis.allCases.count)], value: unit() * 2 - 1))
            case 68..<72:
                scene.handle(.wheel(dx: 0, dy: Double(rnd(7)) - 3, at: anywhere()))
            case 72..<76:
                let sizes = [Size(0, 0), Size(1, 1), Size(320, 480), Size(1280, 800), Size(7680, 4320), Size(Double(200 + rnd(2000)), Double(200 + rnd(1200)))]
                scene.handle(.resize(sizes[rnd(sizes.count)]))
            case 76..<80:
                scene.handle(.split([0, 0.01, 1.0 / 3, 0.5, 2.0 / 3, 1, unit()][rnd(7)]))
            case 80..<84:
                scene.handle(.fontScale([0.1, 0.75, 1, 1.5, 2, 3, 40, .nan][rnd(8)]))
            default:
                let w = scene.widget(id: ids[rnd(ids.count)])
                let values: [JSONValue] = [.number(Double(rnd(5))), .number(unit() * 200 - 50), .string("Week"), .string("About"),
                                           .null, .number(-1), .number(1e300)]
                try? w?.setValue(values[rnd(values.count)])
            }
            if i % 3 == 0 { _ = scene.render() } else { scene.layoutIfNeeded() }
            try checkInvariants(scene, after: i)
        }
        // Let everything come to rest, then check the values at rest.
        for (id, p) in down { scene.handle(pointer(.up, p.x, p.y, t: t, id: id)) }
        for _ in 0..<1200 { t += 1.0 / 60; scene.advance(to: t) }
        scene.handle(.gamepadAxis(.leftX, value: 0))
        for _ in 0..<1200 { t += 1.0 / 60; scene.advance(to: t) }
        scene.layoutIfNeeded()
        try checkInvariants(scene, after: count)
        for case let ruler as RulerWheel in all(scene.root) {
            XCTAssertFalse(ruler.isMoving, "\(ruler.id ?? ""): \(ruler.motionState)")
            XCTAssertEqual(ruler.value, ruler.scale.value(at: ruler.scale.index(nearest: ruler.value)), "on a step")
            XCTAssertTrue(ruler.value >= ruler.scale.min && ruler.value <= ruler.scale.max)
        }
        let grown = Self.residentBytes() - startMemory
        XCTAssertLessThan(grown, 200 << 20, "memory stays bounded (grew \(grown >> 20) MiB)")
        print("monkey: \(count) events, resident memory grew \(grown >> 10) KiB")
    }

    private func all(_ w: Widget) -> [Widget] {
        var out: [Widget] = []
        w.forEachDescendant { out.append($0) }
        return out
    }

    private func checkInvariants(_ scene: Scene, after i: Int) throws {
        for w in all(scene.root) + scene.overlays {
            guard w.frame.isValid else { return XCTFail("event \(i): \(w.typeName) \(w.id ?? "") has frame \(w.frame)") }
            if let p = w as? SegmentedPicker, !p.options.isEmpty {
                XCTAssertTrue(p.options.indices.contains(p.selectedIndex), "event \(i): picker \(p.id ?? "") at \(p.selectedIndex)")
            }
            if let r = w as? RulerWheel {
                XCTAssertTrue(r.value >= r.scale.min && r.value <= r.scale.max, "event \(i): ruler value \(r.value)")
                XCTAssertTrue(r.offset.isFinite, "event \(i): ruler offset \(r.offset)")
            }
        }
        XCTAssertLessThanOrEqual(scene.overlays.count, 1, "event \(i): menus pile up")
        for case let m as PopupMenu in scene.overlays where scene.bounds.width >= 2 * PopupMenu.margin + 1
            && scene.bounds.height >= 2 * PopupMenu.margin + 1 {
            let f = m.placement.frame, b = scene.bounds
            XCTAssertTrue(f.minX >= b.minX && f.maxX <= b.maxX + 0.5 && f.minY >= b.minY - 0.5 && f.maxY <= b.maxY + 0.5,
                          "event \(i): menu \(f) outside the UI \(b)")
        }
        // Lifecycle: appear and disappear alternate, and a page disappears only after it appeared.
        for (k, e) in lifecycle.enumerated() {
            XCTAssertEqual(e.0, k % 2 == 0 ? "appear" : "disappear", "event \(i): lifecycle \(lifecycle.suffix(4))")
            if k % 2 == 1 { XCTAssertEqual(e.1, lifecycle[k - 1].1) }
        }
        if lifecycle.count > 4 { lifecycle.removeFirst(lifecycle.count - (lifecycle.count % 2 == 0 ? 2 : 1)) }
    }

    /// Resident set size from /proc (bytes).
    static func residentBytes() -> Int {
        guard let s = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = Int(s.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
