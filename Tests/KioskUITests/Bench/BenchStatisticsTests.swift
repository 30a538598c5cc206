import XCTest
@testable import KioskUICore
@testable import KioskBench

/// The benchmark's statistics on known numbers: median, nearest-rank p95, ratios and goals.
@MainActor
final class BenchStatisticsTests: XCTestCase {
    func testMedianOfOddAndEvenCounts() async {
        XCTAssertEqual(BenchStatistics([5, 1, 3]).median, 3)
        XCTAssertEqual(BenchStatistics([4, 1, 3, 2]).median, 2.5, "the mean of the two middle values")
        XCTAssertEqual(BenchStatistics([7]).median, 7)
        XCTAssertEqual(BenchStatistics([]).median, 0)
    }

    func testP95IsTheNearestRankSample() async {
        XCTAssertEqual(BenchStatistics((1...100).map(Double.init).shuffled()).p95, 95)
        XCTAssertEqual(BenchStatistics((1...20).map(Double.init)).p95, 19, "⌈0.95·20⌉ = 19th value")
        XCTAssertEqual(BenchStatistics((1...10).map(Double.init)).p95, 10, "⌈9.5⌉ = 10th value")
        XCTAssertEqual(BenchStatistics([2, 1]).p95, 2)
        XCTAssertEqual(BenchStatistics([3]).p95, 3)
    }

    func testNonFiniteSamplesAreLeftOut() async {
        let s = BenchStatistics([1, .nan, 3, .infinity, 2])
        XCTAssertEqual(s.count, 3)
        XCTAssertEqual(s.median, 2)
        XCTAssertEqual(s.min, 1)
    }

    func testRatiosAndGoals() async {
        XCTAssertEqual(BenchStatistics.ratio(0.6, to: 0.2)!, 3, accuracy: 1e-12)
        XCTAssertNil(BenchStatistics.ratio(1, to: 0))
        XCTAssertEqual(BenchGoal.atMost(4).isMet(by: 3.9), true)
        XCTAssertEqual(BenchGoal.atMost(4).isMet(by: 4.1), false)
        XCTAssertEqual(BenchGoal.within(0.1).isMet(by: 1.08), true)
        XCTAssertEqual(BenchGoal.within(0.1).isMet(by: 0.85), false)
        XCTAssertNil(BenchGoal.none.isMet(by: 1))
        let r = BenchResult(key: "k", name: "n", stats: BenchStatistics([2, 4, 6]), baseline: 2, goal: .atMost(1.5))
        XCTAssertEqual(r.ratio, 2)
        XCTAssertEqual(r.met, false)
        XCTAssertNil(r.spreadText, "a row measured once shows no spread")
    }

    /// A scenario measured in three rounds, each against its own baseline: the goal is checked on
    /// the median round, so one slow round (a load spike) neither fails it nor one fast round
    /// passes it, and the table shows all three as [smallest–largest].
    func testRoundsAreJudgedByTheirMedian() async {
        func round(_ ms: Double, baseline: Double) -> BenchResult {
            BenchResult(key: "glide", name: "ruler gliding", stats: BenchStatistics([ms, ms, ms]), baseline: baseline,
                        goal: .atMost(0.3), note: "round at \(ms)")
        }
        let spike = BenchResult.merged([round(0.058, baseline: 0.2), round(0.09, baseline: 0.2), round(0.056, baseline: 0.2)])
        XCTAssertEqual(spike.checked!, 0.29, accuracy: 1e-9)
        XCTAssertEqual(spike.met, true, "one slow round of three does not fail the goal")
        XCTAssertEqual(spike.spreadText, "[0.28×–0.45×]")
        XCTAssertEqual(spike.note, "round at 0.058", "the times and note are the median round's")
        XCTAssertEqual(spike.roundValues.count, 3)
        let lucky = BenchResult.merged([round(0.07, baseline: 0.2), round(0.04, baseline: 0.2), round(0.072, baseline: 0.2)])
        XCTAssertEqual(lucky.met, false, "one fast round of three does not pass it")
        // Each round divides by its own baseline: the same frames on a machine that got slower
        // between rounds (every round's fill slower too) give the same ratio.
        let drift = BenchResult.merged([round(0.06, baseline: 0.2), round(0.09, baseline: 0.3), round(0.12, baseline: 0.4)])
        XCTAssertEqual(drift.checked!, 0.3, accuracy: 1e-9)
        XCTAssertEqual(drift.spreadText, "[0.30×–0.30×]")
    }
}
