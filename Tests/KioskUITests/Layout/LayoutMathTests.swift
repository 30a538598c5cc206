import XCTest
@testable import KioskUICore

/// The pure layout functions, on numbers: stack distribution, equal-width resolution.
@MainActor
final class LayoutMathTests: XCTestCase {
    typealias Item = StackDistribution.Item

    func testStackDistributionTable() async {
        let cases: [(String, [Item], Double?, Double, [Double])] = [
            ("ideals fit, no flex", [Item(ideal: 30), Item(ideal: 50)], 200, 10, [30, 50]),
            ("flex takes the leftover", [Item(ideal: 30, flex: 1), Item(ideal: 50), Item(ideal: 0, flex: 1)], 200, 10, [80, 50, 50]),
            ("flex weights 1:3", [Item(ideal: 0, flex: 1), Item(ideal: 0, flex: 3)], 100, 0, [25, 75]),
            ("a capped flex gives the rest away", [Item(ideal: 0, max: 20, flex: 1), Item(ideal: 0, flex: 1)], 100, 0, [20, 80]),
            ("shrink by slack", [Item(ideal: 100, min: 0), Item(ideal: 50, min: 50)], 120, 0, [70, 50]),
            ("shrink flexible first", [Item(ideal: 100, min: 0, flex: 1), Item(ideal: 100, min: 0)], 150, 0, [50, 100]),
            ("shrink in proportion to slack", [Item(ideal: 200, min: 0), Item(ideal: 100, min: 0)], 150, 0, [100, 50]),
            ("everyone at min, overflow", [Item(ideal: 100, min: 80), Item(ideal: 100, min: 80)], 100, 0, [80, 80]),
            ("zero width", [Item(ideal: 100, min: 0), Item(ideal: 50, min: 0)], 0, 10, [0, 0]),
            ("unspecified: ideals", [Item(ideal: 100, min: 0, flex: 1), Item(ideal: 50)], nil, 10, [100, 50]),
            ("unbounded: ideals", [Item(ideal: 100, flex: 1)], .infinity, 10, [100]),
            ("no children", [], 100, 10, []),
            ("NaN and negative inputs", [Item(ideal: .nan, flex: .nan), Item(ideal: -5, min: -3)], 100, -4, [0, 0]),
        ]
        for (name, items, avail, spacing, expected) in cases {
            let got = StackDistribution.lengths(items, available: avail, spacing: spacing)
            XCTAssertEqual(got.count, expected.count, name)
            for (g, e) in zip(got, expected) { XCTAssertEqual(g, e, accuracy: 1e-9, name) }
        }
    }

    func testStackOffsetsKeepNeighboursTouching() async {
        let lengths = StackDistribution.lengths([Item(ideal: 0, flex: 1), Item(ideal: 0, flex: 1), Item(ideal: 0, flex: 1)],
                                                available: 100, spacing: 0)
        let offsets = StackDistribution.offsets(lengths, start: 0, spacing: 0)
        let rects = zip(offsets, lengths).map { Rect(x: $0, y: 0, width: $1, height: 10).pixelAligned }
        XCTAssertEqual(rects.map(\.width), [33, 34, 33])
        XCTAssertEqual(rects[0].maxX, rects[1].minX)
        XCTAssertEqual(rects[1].maxX, rects[2].minX)
        XCTAssertEqual(rects[2].maxX, 100)
    }

    func testEqualWidthResolutionTable() async {
        let cases: [(String, Double, Int, Double?, Double, Bool, Double, Double, Bool)] = [
            ("no limit", 120, 3, nil, 10, false, 120, 10, false),
            ("room to spare", 120, 3, 500, 10, false, 120, 10, false),
            ("stretch shares all", 120, 3, 500, 10, true, 160, 10, false),
            ("exactly fits", 120, 3, 380, 10, false, 120, 10, false),
            ("one pixel short: stacked, full width", 120, 3, 379, 10, false, 379, 10, true),
            ("stretch one pixel short: stacked too", 120, 3, 379, 10, true, 379, 10, true),
            ("squeezed: stacked", 120, 3, 300, 10, false, 300, 10, true),
            ("a fractional widest rounds up", 119.2, 3, 500, 10, false, 120, 10, false),
            ("even the spacing doesn't fit: stacked", 120, 3, 10, 10, false, 10, 10, true),
            ("zero width: stacked", 120, 2, 0, 10, false, 0, 10, true),
            ("one member takes what there is", 120, 1, 80, 10, false, 80, 10, false),
            ("one member, zero width", 120, 1, 0, 10, false, 0, 10, false),
            ("no members", 120, 0, 100, 10, false, 0, 10, false),
        ]
        for (name, widest, count, avail, spacing, stretch, width, gap, stacked) in cases {
            let r = EqualWidthResolution.resolve(widest: widest, count: count, available: avail, spacing: spacing, stretch: stretch)
            XCTAssertEqual(r.width, width, accuracy: 1e-9, name)
            XCTAssertEqual(r.spacing, gap, accuracy: 1e-9, name)
            XCTAssertEqual(r.stacked, stacked, name)
        }
    }

    func testCrossAlignmentClampsToTheSpace() async {
        XCTAssertEqual(CrossAlignment.leading.place(30, in: 100).offset, 0)
        XCTAssertEqual(CrossAlignment.center.place(30, in: 100).offset, 35)
        XCTAssertEqual(CrossAlignment.trailing.place(30, in: 100).offset, 70)
        XCTAssertEqual(CrossAlignment.fill.place(30, in: 100).length, 100)
        XCTAssertEqual(CrossAlignment.center.place(300, in: 100).length, 100)
        XCTAssertEqual(CrossAlignment.center.place(300, in: 100).offset, 0)
        XCTAssertEqual(CrossAlignment.center.place(.nan, in: -5).length, 0)
    }

    /// The rounding pass's shortcut gives the very bits `Rect.pixelAligned` gives, for whole,
    /// half, fractional, negative, signed-zero, huge and non-finite coordinates; whole rects
    /// come back as they are.
    func testPixelAlignedShortcutGivesExactlyTheRoundedRect() async {
        let specials: [Double] = [0, -0.0, 1, -1, 0.5, -0.5, 1.5, 2.5, -2.5, 0.49999999999999994, 1e-17, 149, 1232,
                                  45_490, 0x1p51 - 1, 0x1p51, 0x1p51 + 2, 0x1p52 + 1, 0x1p53, 1e300, -1e300,
                                  .infinity, -.infinity, .nan, .ulpOfOne, 0.1 + 0.2]
        var random = SeededRandom(seed: 31)
        var values = specials
        for _ in 0..<400 {
            let whole = Double(Int.random(in: -5_000...50_000, using: &random))
            values.append(whole)
            values.append(whole + [0.25, 0.5, 0.75, 1e-9, -1e-9, 1.0 / 3.0].randomElement(using: &random)!)
        }
        func bits(_ r: Rect) -> [UInt64] { [r.minX.bitPattern, r.minY.bitPattern, r.width.bitPattern, r.height.bitPattern] }
        var rects: [Rect] = []
        for a in specials { for b in specials { rects += [Rect(x: a, y: b, width: b, height: a), Rect(x: a, y: a, width: b, height: b)] } }
        for i in values.indices {
            rects.append(Rect(x: values[i], y: values[(i * 7 + 3) % values.count],
                              width: values[(i * 13 + 5) % values.count], height: values[(i * 31 + 11) % values.count]))
        }
        for r in rects { XCTAssertEqual(bits(LayoutMath.pixelAligned(r)), bits(r.pixelAligned), "\(r)") }
        let whole = Rect(x: 24, y: 45_474, width: 149, height: 48)
        XCTAssertEqual(bits(LayoutMath.pixelAligned(whole)), bits(whole))
        XCTAssertTrue(LayoutMath.isWhole(-0.0) && LayoutMath.isWhole(45_490) && !LayoutMath.isWhole(0.5) && !LayoutMath.isWhole(.nan))
        XCTAssertFalse(LayoutMath.isWhole(0x1p51 + 2), "beyond 2^51 the shortcut does not judge")
    }
}
