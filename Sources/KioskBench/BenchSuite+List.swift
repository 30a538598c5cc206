import Glibc
import KioskUICore
import KioskUISDL

/// The list scenarios: a controller's `set` of 10,000 items and the first frame after
/// it, a frame while 10,000 items fling, and peak memory with 10,000 items against 100 (each in a
/// child process of its own: a process's peak never goes down).
extension BenchSuite {
    /// The items the list scenarios set.
    nonisolated static let listItems = 10_000

    /// `set` of 10,000 items (the command line parsed and carried out, as the runner does) and
    /// the frame that shows them; a frame while they fling, against the ruler glide's ratio.
    func listScenarios(rulerGlide: Double?) -> [BenchResult] {
        let line = ListBenchScene.itemsCommand(count: BenchSuite.listItems)
        let n = Swift.max(10, frames / 10)
        var stage: (stage: BenchStage, root: Widget)?
        let set = BenchClock.samples(n, prepare: {
            let root = ListBenchScene.make()
            let s = BenchStage(backend: backend, root: root)
            s.draw()
            stage = (s, root)
        }) {
            guard let s = stage else { return }
            try? ListBenchScene.apply(line, in: s.root)
            s.stage.frame()
        }
        let shown = stage.flatMap { ListBenchScene.list(in: $0.root)?.itemCount } ?? 0
        var out = [result("list-set-10k", "list: set 10,000 items + first frame", set, goal: .atMost(20),
                          note: "\(n) runs; \(line.utf8.count / 1024) KiB command parsed; \(shown) items shown")]
        // The same by part: reading the line, carrying it out, the frame.
        var parsed: ListBenchScene.Parsed?
        let parse = BenchClock.samples(n) { parsed = try? ListBenchScene.parse(line) }
        let carry = BenchClock.samples(n, prepare: {
            let root = ListBenchScene.make()
            let s = BenchStage(backend: backend, root: root)
            s.draw()
            stage = (s, root)
        }) {
            if let s = stage, let p = parsed { try? ListBenchScene.apply(p, in: s.root) }
        }
        let draw = BenchClock.samples(n, prepare: {
            let root = ListBenchScene.make()
            let s = BenchStage(backend: backend, root: root)
            s.draw()
            if let p = parsed { try? ListBenchScene.apply(p, in: root) }
            stage = (s, root)
        }) { stage?.stage.frame() }
        out += [result("list-set-parse", "— read the command (JSON, items)", parse),
                result("list-set-apply", "— carry it out (items, keys, heights)", carry),
                result("list-set-frame", "— the first frame after it", draw)]
        // The goal's fling: the list in the ruler's place (the reference scene's 1232 px content
        // width, 24 px from the edges, its natural height of two lines), so its damage compares
        // with the glide's 1232×111; then the same items in a list that fills the window, where
        // every pixel changes every frame.
        // Its goal is checked as its ratio over the glide's in the same round, so each round
        // compares two numbers measured together (and the rounds' median of that is judged).
        if let (samples, stage, list) = fling(line, root: ListBenchScene.makeInRulersPlace()) {
            let stats = BenchStatistics(samples)
            let ratio = BenchStatistics.ratio(stats.median, to: baseline)
            let overGlide = ratio.flatMap { r in rulerGlide.flatMap { $0 > 0 ? r / $0 : nil } }
            out.append(BenchResult(key: "list-fling", name: "list: 10,000 items flinging (in the ruler's place)", stats: stats,
                                   baseline: baseline, goal: overGlide == nil ? .none : .atMost(1), checked: overGlide,
                                   checkedText: overGlide.map { String(printf: "%.2f× the glide's", $0) },
                                   note: "goal: at most the ruler glide's ratio in the same round; \(list.rowWidgetCount) row widgets; damage \(Int(stage.lastDamage.width))×\(Int(stage.lastDamage.height))"))
        }
        if let (samples, stage, list) = fling(line, root: ListBenchScene.make()) {
            out.append(result("list-fling-window", "  the same list filling the window", samples,
                              note: "\(list.rowWidgetCount) row widgets; damage \(Int(stage.lastDamage.width))×\(Int(stage.lastDamage.height)): every pixel, every frame"))
        }
        return out
    }

    /// Frames while the list in `root` flings, after `line` gave it its items.
    private func fling(_ line: String, root: Widget) -> ([Double], BenchStage, DataList)? {
        let stage = BenchStage(backend: backend, root: root)
        stage.draw()
        try? ListBenchScene.apply(line, in: root)
        stage.draw()
        guard let list = ListBenchScene.list(in: root) else { return nil }
        return (BenchClock.samples(frames, stage.listFlingLoop(list)), stage, list)
    }

    /// The probes' names: a child that shows `count` items and flings them, then says its peak.
    nonisolated static let listMemoryProbe = "list-memory-"

    /// The child's side: the list with `count` items set by command, its first frame, two seconds
    /// of flings; then its peak resident set as JSON.
    static func listMemoryProbe(count: Int) -> String {
        guard let backend = try? SDLBackend.open(driver: "headless", size: BenchSuite.size, fontPath: nil, fullscreen: false) else {
            return JSONValue.object([("unavailable", .string("the headless backend could not be opened"))]).serialized
        }
        let root = ListBenchScene.make()
        let stage = BenchStage(backend: backend, root: root)
        stage.draw()
        do { try ListBenchScene.apply(ListBenchScene.itemsCommand(count: count), in: root) } catch {
            return JSONValue.object([("unavailable", .string("\(error)"))]).serialized
        }
        stage.draw()
        if let list = ListBenchScene.list(in: root) {
            let loop = stage.listFlingLoop(list)
            for _ in 0..<120 { loop.prepare(); loop.body() }
        }
        return JSONValue.object([("peak_kib", .number(Double(ProcessStatus.peakKiB() ?? 0)))]).serialized
    }
}

/// Peak memory of a child showing 10,000 items against one showing 100, in alternating rounds.
struct BenchListMemory {
    /// The medians, KiB.
    var kib100: Int
    var kib10k: Int
    /// The rounds' values, for the spread.
    var all100: [Int]
    var all10k: [Int]
    /// The goal: 10,000 items take at most 4 MiB more than 100.
    static let allowanceKiB = 4 * 1024
    var met: Bool { kib10k <= kib100 + BenchListMemory.allowanceKiB }

    static func measure(executable: String, rounds: Int = 3) -> Result<BenchListMemory, KioskError> {
        let out = BenchProcess.temporaryDirectory + "kiosk-bench-list-\(getpid()).json"
        defer { unlink(out) }
        func once(_ count: Int) throws(KioskError) -> Int {
            let o: BenchProcess.Outcome
            do { o = try BenchProcess.run(executable, ["bench", "--probe", BenchSuite.listMemoryProbe + "\(count)"], stdoutPath: out) } catch {
                throw KioskError("\(error)")
            }
            guard o.exitStatus == 0, let text = FileSystem.text(atPath: out), let v = try? JSONParser.parse(text.trimmingSpacesAndNewlines),
                  let k = v["peak_kib"]?.doubleValue, k > 0 else {
                throw KioskError("the list memory probe (\(count) items) failed (status \(o.exitStatus))")
            }
            return Int(k)
        }
        var a: [Int] = [], b: [Int] = []
        do {
            for round in 0..<Swift.max(1, rounds) {
                if round % 2 == 0 { a.append(try once(100)); b.append(try once(BenchSuite.listItems)) } else { b.append(try once(BenchSuite.listItems)); a.append(try once(100)) }
            }
        } catch {
            return .failure(error)
        }
        func median(_ x: [Int]) -> Int { Int(BenchStatistics(x.map(Double.init)).median.rounded()) }
        return .success(BenchListMemory(kib100: median(a), kib10k: median(b), all100: a, all10k: b))
    }

    /// The report's line.
    var text: String {
        func mib(_ k: Int) -> String { String(printf: "%.1f", Double(k) / 1024) }
        let spread100 = "\(mib(all100.min()!))…\(mib(all100.max()!))", spread10k = "\(mib(all10k.min()!))…\(mib(all10k.max()!))"
        return "list peak memory (VmHWM, child showing and flinging the items): 100 items \(mib(kib100)) MiB (\(spread100)), "
            + "10,000 items \(mib(kib10k)) MiB (\(spread10k)); +\(mib(kib10k - kib100)) MiB (goal ≤ +4.0 MiB: \(met ? "yes" : "NO"))\n"
    }

    var json: JSONValue {
        .object([("items_100_kib", .number(Double(kib100))), ("items_10000_kib", .number(Double(kib10k))),
                 ("rounds_100_kib", .array(all100.map { .number(Double($0)) })), ("rounds_10000_kib", .array(all10k.map { .number(Double($0)) })),
                 ("allowance_kib", .number(Double(BenchListMemory.allowanceKiB))), ("met", .bool(met))])
    }
}

extension BenchStage {
    /// A list kept flinging: a vertical fling of 300 px in 0.1 s (at most four fifths of its
    /// height, so the finger stays on it) whenever it comes to rest, upwards while in the first
    /// half of its content, downwards in the second.
    func listFlingLoop(_ list: DataList) -> Loop {
        Loop(prepare: { [unowned self] in
            let dy = Swift.min(300, (list.frame.height * 0.8).rounded())
            if !list.isScrolling { flingVertically(list, dy: list.offset < list.contentHeight / 2 ? -dy : dy) }
        }, body: { [unowned self] in frame() })
    }

    /// A vertical fling of `dy` pixels over 0.1 s (six frames) across the middle of `w`, then
    /// released; the frames meanwhile are advanced, not drawn.
    func flingVertically(_ w: Widget, dy: Double) {
        let x = w.frame.midX, y = w.frame.midY - dy / 2
        scene.handle(.pointer(PointerEvent(phase: .down, id: 1, location: Point(x, y), device: .touch, time: now)))
        for i in 1...6 {
            advance()
            scene.handle(.pointer(PointerEvent(phase: .move, id: 1, location: Point(x, y + dy * Double(i) / 6), device: .touch, time: now)))
        }
        scene.handle(.pointer(PointerEvent(phase: .up, id: 1, location: Point(x, y + dy), device: .touch, time: now)))
    }
}
