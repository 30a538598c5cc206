import Foundation
import XCTest
@testable import KioskUICore

/// The same replay gives the same bytes in every process: nothing the loop visits may follow a
/// `Dictionary`'s order, which Swift randomises per process.
@MainActor
final class DeterminismTests: XCTestCase {
    /// A widget that logs its ticks.
    private final class Ticker: Widget {
        let name: String
        let log: (String) -> Void
        init(_ name: String, log: @escaping (String) -> Void) { self.name = name; self.log = log; super.init() }
        override func tick(now: Double) -> Bool { log(name); return false }
    }

    private func scene(_ n: Int, log: @escaping (String) -> Void) -> (Scene, [Ticker]) {
        let tickers = (0..<n).map { Ticker("w\($0)", log: log) }
        let s = Scene(root: ProbeWidget(children: tickers), measurer: FixedTextMeasurer(), size: Size(200, 200))
        s.layoutIfNeeded()
        return (s, tickers)
    }

    func testAnimationsTickInTheOrderTheyStarted() async {
        var log: [String] = []
        let (s, ws) = scene(24) { log.append($0) }
        for w in ws.reversed() { s.animate(w) }
        s.animate(ws[5])   // asking again keeps its place
        s.advance(to: 0.016)
        XCTAssertEqual(log, ws.reversed().map(\.name))
        XCTAssertFalse(s.isAnimating, "each returned false")
    }

    func testDueTimersFireEarliestFirstThenInTheOrderTheyWereSet() async {
        var log: [String] = []
        let (s, ws) = scene(24) { log.append($0) }
        for (i, w) in ws.enumerated() { s.wake(w, at: i % 2 == 0 ? 0.5 : 0.4) }
        s.wake(ws[1], at: 0.4)   // set again: moves to the back of its time
        s.advance(to: 0.3)
        XCTAssertEqual(log, [], "nothing due yet")
        s.advance(to: 0.6)
        let odd = stride(from: 3, to: 24, by: 2).map { "w\($0)" } + ["w1"]
        let even = stride(from: 0, to: 24, by: 2).map { "w\($0)" }
        XCTAssertEqual(log, odd + even)
        XCTAssertNil(s.nextWakeTime)
    }
}
