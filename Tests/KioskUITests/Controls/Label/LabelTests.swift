import XCTest
@testable import KioskUICore

/// `Label`: its size follows the text and the text size, a wrapping label is as tall as its
/// lines, a cut one ends in "…", and a new text of the same size is redrawn without a layout pass.
@MainActor
final class LabelTests: XCTestCase {
    let m = FixedTextMeasurer()

    func testLabelSizesFollowTheFontScale() async {
        for (scale, size) in [(0.75, Size(37.5, 19)), (1, Size(50, 25)), (3, Size(150, 75))] {
            let ctx = LayoutContext(measurer: m, fontScale: scale)
            ctx.beginPass()
            XCTAssertEqual(Label("Hello").measure(.unspecified, ctx), size, "scale \(scale)")
        }
    }

    func testWrappingLabelMeasuresLinesTimesLineHeight() async {
        let ctx = LayoutContext(measurer: m)
        ctx.beginPass()
        let label = Label("The quick brown fox jumps", lines: .wrap(maxLines: nil))
        XCTAssertEqual(label.measure(ProposedSize(width: 100, height: nil), ctx), Size(90, 75))
        XCTAssertEqual(label.measure(.unspecified, ctx), Size(250, 25))
        label.place(in: Rect(x: 0, y: 0, width: 100, height: 75), ctx)
        XCTAssertEqual(label.shown?.lines, ["The quick", "brown fox", "jumps"])
    }

    func testANewTextOfTheSameSizeIsRedrawnWithoutALayoutPass() async {
        let price = Label("€3.00", id: "price"), wide = Label("€3.00", lines: .wrap(maxLines: nil), id: "wide")
        let scene = layoutScene(Stack(.vertical, id: "column", children: [price, wide]), Size(300, 200))
        let frame = price.frame
        _ = scene.takeDamage()   // the first frame drawn
        price.text = "€4.00"   // the same width in a font of equal advances
        XCTAssertFalse(scene.needsLayout, "the same size: no layout pass")
        XCTAssertEqual(scene.takeDamage(), frame, "only the label is redrawn")
        XCTAssertEqual(price.shown?.lines, ["€4.00"], "and it draws the new text")
        price.text = "€12.00"
        XCTAssertTrue(scene.needsLayout, "a wider text moves what is around it")
        scene.layoutIfNeeded()
        wide.text = "€4.00"
        XCTAssertTrue(scene.needsLayout, "wrapped text is laid out again whatever its size")
    }

    func testTruncatedLabelDrawsTheCachedLine() async {
        let label = Label("Hello world", id: "l")
        let scene = layoutScene(Stack(.vertical, alignment: .leading, children: [Frame(width: 80, label)]), Size(300, 100))
        XCTAssertEqual(label.shown?.lines, ["Hello w…"])
        let texts = scene.render()!.list.commands.compactMap { c -> String? in
            if case let .text(s, _, _, _, _) = c { return s }
            return nil
        }
        XCTAssertEqual(texts, ["Hello w…"])
    }
}
