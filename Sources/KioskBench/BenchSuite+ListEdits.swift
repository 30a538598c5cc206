import KioskUICore
import KioskUISDL

/// One edit line on a long list: a controller's `update`, `insert` or `remove`
/// of one item, read as the runner reads it, carried out, and the frame after it. Each edit is
/// followed (untimed) by the line that undoes it, so the list keeps its length.
extension BenchSuite {
    /// An edit line and the line that undoes it.
    struct ListEditLine {
        var key: String
        var line: String
        var undo: String
    }

    /// The edits timed on a list of `count` items (`ListBenchScene.itemsCommand`'s `i0`…): an
    /// update of an item in view and of the last one, one item inserted before the first and at
    /// the end, and the first item removed (the worst place: every item after it moves).
    nonisolated static func listEditLines(count: Int) -> [ListEditLine] {
        func set(_ edit: String) -> String { #"{"set":{"id":"menu",\#(edit)}}"# }
        let item = #"{"key":"new","title":"New","price":"1.00"}"#
        let first = #"{"key":"i0","title":"Item 1","price":"0.10"}"#
        let last = "i\(count - 1)"
        return [
            ListEditLine(key: "update", line: set(#""update":[{"key":"i1","price":"9.99"}]"#), undo: set(#""update":[{"key":"i1","price":"1.11"}]"#)),
            ListEditLine(key: "update-last", line: set(#""update":[{"key":"\#(last)","price":"9.99"}]"#), undo: set(#""update":[{"key":"\#(last)","price":"1.11"}]"#)),
            ListEditLine(key: "insert-first", line: set(#""insert":{"items":[\#(item)],"before":"i0"}"#), undo: set(#""remove":["new"]"#)),
            ListEditLine(key: "insert-end", line: set(#""insert":{"items":[\#(item)]}"#), undo: set(#""remove":["new"]"#)),
            ListEditLine(key: "remove-first", line: set(#""remove":["i0"]"#), undo: set(#""insert":{"items":[\#(first)],"before":"i1"}"#)),
        ]
    }

    /// Times `runs` of each edit on a list of `count` items in `stage` (parse, carry out, the
    /// frame); the seconds of each edit, by key, in `listEditLines` order.
    static func timeListEdits(count: Int, runs: Int, stage: BenchStage, root: Widget) -> [(key: String, samples: [Double])] {
        listEditLines(count: count).map { e in
            (e.key, BenchClock.samples(runs, prepare: {
                try? ListBenchScene.apply(e.undo, in: root)
                stage.frame()
            }) {
                try? ListBenchScene.apply(e.line, in: root)
                stage.frame()
            })
        }
    }

    /// A stage whose list shows `count` items, set by command; nil when it could not be made.
    static func listStage(count: Int, backend: SDLBackend) -> (stage: BenchStage, root: Widget)? {
        let root = ListBenchScene.make()
        let stage = BenchStage(backend: backend, root: root)
        stage.draw()
        guard (try? ListBenchScene.apply(ListBenchScene.itemsCommand(count: count), in: root)) != nil,
              ListBenchScene.list(in: root)?.itemCount == count else { return nil }
        stage.draw()
        return (stage, root)
    }

    /// Each edit line on a list one item short of the most a list holds (`ListBenchScene.maxItems`:
    /// the insert makes it full), with the frame after it: the worst a controller's edit can cost.
    func listEditScenarios() -> [BenchResult] {
        let count = ListBenchScene.maxItems - 1
        guard let (stage, root) = BenchSuite.listStage(count: count, backend: backend) else { return [] }
        let n = Swift.max(10, frames / 10)
        return BenchSuite.timeListEdits(count: count, runs: n, stage: stage, root: root).enumerated().map { i, t in
            result("list-edit-\(t.key)", i == 0 ? "list: one edit line at \(count) items + frame: \(t.key)" : "— \(t.key)", t.samples,
                   note: i == 0 ? "\(n) runs each; undone between runs, untimed" : "")
        }
    }

    /// The probes' names: a child that times each edit line on a list of N items.
    nonisolated static let listEditProbe = "list-edits-"

    /// The child's side: the median milliseconds of each edit on `count` items (30 runs, 5 past
    /// 200,000 items), as JSON.
    static func listEditProbe(count: Int) -> String {
        guard let backend = try? SDLBackend.open(driver: "headless", size: BenchSuite.size, fontPath: nil, fullscreen: false) else {
            return JSONValue.object([("unavailable", .string("the headless backend could not be opened"))]).serialized
        }
        guard let (stage, root) = listStage(count: count, backend: backend) else {
            return JSONValue.object([("unavailable", .string("the list did not take \(count) items"))]).serialized
        }
        let timed = timeListEdits(count: count, runs: count > 200_000 ? 5 : 30, stage: stage, root: root)
        return JSONValue.object([("items", .number(Double(count)))] + timed.map { t in
            let s = BenchStatistics(t.samples)
            return (t.key, JSONValue.object([("median_ms", .number((s.median * 1e5).rounded() / 100)),
                                             ("max_ms", .number(((t.samples.max() ?? 0) * 1e5).rounded() / 100))]))
        }).serialized
    }
}
