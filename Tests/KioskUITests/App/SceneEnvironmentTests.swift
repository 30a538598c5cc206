import XCTest
@testable import KioskUICore

/// One environment (`SceneEnvironment`): the scene replaces it per change, the direction and
/// the fonts follow once, and the layout and draw contexts read the same value.
@MainActor
final class SceneEnvironmentTests: XCTestCase {
    func testEachChangeWorksOutTheDirectionAndTheFontsOnceAndBothPassesReadThem() async throws {
        let scene = Scene(root: Label("Hello"), measurer: FixedTextMeasurer(), size: Size(800, 480), fontScale: 1.5)
        scene.layoutIfNeeded()
        XCTAssertEqual(scene.layout.font(.title), Theme.standard.font(.title, scale: 1.5))
        XCTAssertEqual(scene.layout.direction, .leftToRight)

        scene.setLanguage(LanguageCode("ar"), numbers: .forLanguage(LanguageCode("ar")))
        XCTAssertTrue(scene.needsLayout, "a language is an environment change: the tree is laid out again")
        XCTAssertEqual(scene.layout.direction, .rightToLeft)
        XCTAssertEqual(scene.layout.textDirection, .rtl)
        XCTAssertEqual(scene.layout.numbers, .forLanguage(LanguageCode("ar")))
        XCTAssertEqual(scene.root.layoutDirection, .rightToLeft, "input reads the scene's direction, not a copy")
        let draw = DrawContext(environment: scene.environment, now: 0, damage: scene.bounds, focused: nil)
        XCTAssertEqual(draw.direction, .rightToLeft)
        XCTAssertEqual(draw.language, LanguageCode("ar"))

        scene.layoutIfNeeded()
        scene.setTheme(.highContrast)
        XCTAssertTrue(scene.needsLayout)
        XCTAssertEqual(scene.layout.font(.body), Theme.highContrast.font(.body, scale: 1.5))
        XCTAssertEqual(scene.layout.direction, .rightToLeft, "the language stays")
        scene.setFontScale(2)
        XCTAssertEqual(scene.layout.font(.caption), Theme.highContrast.font(.caption, scale: 2))
        XCTAssertEqual(scene.layout.theme, scene.environment.theme)
    }

    func testTheTextLinesCacheKeepsWhatItFittedUntilItIsFull() async throws {
        let m = FixedTextMeasurer()
        var cache = TextLinesCache(capacity: 2)
        let font = Font(size: 20)
        let wrapped = cache.lines("one two three", width: 60, rule: .wrapped(maxLines: 2), font: font, measurer: m, direction: .ltr)
        XCTAssertEqual(wrapped, TextLayout.wrapped("one two three", width: 60, maxLines: 2, font: font, measurer: m))
        XCTAssertEqual(cache.last?.lines, wrapped)
        let title = cache.lines("Pay now please", width: 60, rule: .title, font: font, measurer: m, direction: .ltr)
        XCTAssertEqual(title, TextLayout.title("Pay now please", width: 60, font: font, measurer: m))
        XCTAssertEqual(cache.lines("one two three", width: 60, rule: .wrapped(maxLines: 2), font: font, measurer: m, direction: .ltr),
                       wrapped)
        XCTAssertEqual(cache.last?.request.text, "one two three", "a hit is the latest result too")
        let one = cache.lines("one two three", width: nil, rule: .singleLine, font: font, measurer: m, direction: .ltr)
        XCTAssertEqual(one.lines, ["one two three"])
        cache.removeAll()
        XCTAssertNil(cache.last)
    }
}
