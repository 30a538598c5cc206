import KioskUICore
import KioskUISDL

extension BenchSuite {
    /// The width of both rulers of the range comparison (see `rulerRange`).
    static let rangeRulerWidth: Double = 960
    /// The fling of the range comparison, in pixels over 0.1 s (see `rulerRange`).
    static let rangeFling: Double = 30
    /// How much narrower every other pass of the 10,000-chip flow is (see `flow10k`).
    static let flowWidthStep: Double = 160
}

/// Layout and range-scaling scenarios: a 10,000-chip flow, and a ruler 0…1,000,000 against 0…100.
extension BenchSuite {
    /// Measure + place (and pixel rounding) of a flow of 10,000 chips with the real SDL_ttf
    /// measurer, laid out again as after a rotation or a split-screen change: the passes take
    /// turns between two widths, the content width (1232 px) and `flowWidthStep` less (1072 px:
    /// seven 149 px chips a row, then six), so every timed pass wraps the chips into other rows
    /// than the pass before (the note gives both row counts) and no flow-wide result of one pass
    /// can answer the next. The measurer's cache holds every title; what a chip keeps of its own
    /// measurement across passes (`Button`) it keeps here too, as it would in a scene.
    func flow10k() -> BenchResult {
        let chips = (1...10_000).map { Button(title: String(printf: "Chip %05ld", $0), style: .chip) }
        let flow = Flow(itemSpacing: 8, rowSpacing: 8, children: chips)
        let ctx = LayoutContext(measurer: backend.measurer)
        let widths = [BenchSuite.size.width - 48, BenchSuite.size.width - 48 - BenchSuite.flowWidthStep]
        var turn = 0
        func pass() {
            let width = widths[turn % 2]
            turn += 1
            ctx.beginPass()
            let s = flow.measure(ProposedSize(width: width, height: nil), ctx)
            flow.place(in: Rect(x: 24, y: 24, width: width, height: s.height), ctx)
            flow.roundFrames()
        }
        // The rows at each width, counted outside the timing: each row starts at the left edge.
        var rows: [Int] = []
        for _ in widths {
            pass()
            rows.append(chips.count { $0.frame.minX == 24 })
        }
        for _ in 0..<2 { pass() }
        let samples = BenchClock.samples(Swift.max(20, frames / 5)) { pass() }
        return result("flow-10k", "measure + place of a 10,000-chip flow", samples, goal: .atMost(10),
                      note: String(printf: "widths %.0f and %.0f px in turn (%ld and %ld rows); SDLTextMeasurer, warm",
                                   widths[0], widths[1], rows[0], rows[1]))
    }

    /// Gliding frames of a ruler 0…1,000,000 against one of 0…100, in two otherwise identical
    /// scenes, frames interleaved so noise hits both alike. The goal: within 10 % of each other.
    ///
    /// Both rulers are `rangeRulerWidth` wide and flung `rangeFling` pixels, so the 0…100 one
    /// glides between 39 and 50 without ever showing one of its ends, as the other glides between
    /// 499,989 and 500,000. (With the reference glide's 140 px flings, which travel 58 steps, it
    /// bounced between its end at 0 and 58, clamped where the other was not, and drew a sixth
    /// fewer ticks: a difference in motion and content, not in range.) The notes give the draw
    /// commands per frame of each, which must match.
    func rulerRange() -> [BenchResult] {
        func stage(max: Double, value: Double) -> (BenchStage, RulerWheel) {
            let ruler = RulerWheel(scale: try! RulerScale(min: 0, max: max, step: 1, majorEvery: 10), value: value)
            let side = (BenchSuite.size.width - BenchSuite.rangeRulerWidth) / 2
            let root = Stack(.vertical, spacing: 16, alignment: .fill, padding: Insets(horizontal: side, vertical: 24),
                             children: [ruler, Spacer()])
            let s = BenchStage(backend: backend, root: root)
            s.scene.setNeedsDisplayAll()
            s.draw()
            return (s, ruler)
        }
        let (small, r100) = stage(max: 100, value: 50)
        let (large, r1M) = stage(max: 1_000_000, value: 500_000)
        let loopA = small.glideLoop(r100, distance: BenchSuite.rangeFling), loopB = large.glideLoop(r1M, distance: BenchSuite.rangeFling)
        var a: [Double] = [], b: [Double] = []
        var commandsA = 0, commandsB = 0
        for _ in 0..<frames {
            a += BenchClock.samples(1, loopA)
            commandsA += small.lastCommandCount
            b += BenchClock.samples(1, loopB)
            commandsB += large.lastCommandCount
        }
        let sa = BenchStatistics(a), sb = BenchStatistics(b)
        let rel = sa.median > 0 ? sb.median / sa.median : nil
        return [
            result("ruler-glide-100", "ruler 0…100 gliding (alone on screen)", a,
                   note: String(printf: "%.1f draw commands a frame", Double(commandsA) / Double(frames))),
            BenchResult(key: "ruler-glide-1m", name: "ruler 0…1,000,000 gliding (alone on screen)", stats: sb,
                        baseline: baseline, goal: .within(0.1), checked: rel,
                        checkedText: rel.map { String(printf: "%.2f× of 0…100", $0) } ?? "—",
                        note: String(printf: "%.1f draw commands a frame", Double(commandsB) / Double(frames))),
        ]
    }
}
