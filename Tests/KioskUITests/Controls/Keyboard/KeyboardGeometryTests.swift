import XCTest
@testable import KioskUICore

/// The on-screen keyboard's layouts as data and their geometry, on numbers: every key of every
/// layout and page at least 44 px both ways on every panel of the matrix and font scale, on whole
/// pixels, inside the keyboard and not overlapping; compact rows on a narrow split; taller keys in
/// portrait; the height cap that keeps the field visible.
final class KeyboardGeometryTests: XCTestCase {
    /// The panels of the matrix: the UI's size (a 320-px split of a 960×480 window is 320×480).
    static let panels: [Size] = [Size(800, 480), Size(480, 800), Size(1920, 1080), Size(320, 480)]

    /// Every layout the keyboard can show, with and without the language key.
    static var allLayouts: [KeyboardLayout] {
        var out: [KeyboardLayout] = []
        for code in ["en", "de", "ar", "hi"] {
            for kind in TextInputKind.allCases {
                for key in [false, true] { out.append(KeyboardLayouts.layout(for: kind, language: LanguageCode(code), languageKey: key)) }
            }
        }
        return out
    }

    /// Every page of a layout: letters, shifted letters, symbols.
    static func pages(_ l: KeyboardLayout) -> [(String, [[KeyboardKey]])] {
        var out = [("letters", l.rows(.letters, shifted: false))]
        if l.hasShift { out.append(("shifted", l.rows(.letters, shifted: true))) }
        if l.symbols != nil { out.append(("symbols", l.rows(.symbols, shifted: false))) }
        return out
    }

    func testEveryKeyIsATouchTargetOnWholePixelsInsideTheKeyboardAtEveryPanelAndScale() {
        var checked = 0
        for layout in Self.allLayouts {
            for (page, rows) in Self.pages(layout) {
                for panel in Self.panels {
                    for scale in [0.75, 1, 1.5, 2, 3] {
                        let g = KeyboardGeometry.layout(rows, in: panel, fontScale: scale, isPad: layout.isPad, largeLabels: layout.largeLabels)
                        let what = "\(layout.name) \(page) at \(panel.width)x\(panel.height) scale \(scale)"
                        let bounds = Rect(x: 0, y: 0, width: panel.width, height: g.height)
                        // No key lost: every non-optional key of the page is shown.
                        let required = rows.flatMap { $0 }.filter { !$0.isOptional && !$0.isCompactOnly }.count
                        XCTAssertGreaterThanOrEqual(g.keys.count, required, what)
                        for (i, k) in g.keys.enumerated() {
                            let f = k.frame
                            XCTAssertGreaterThanOrEqual(f.width, 44, "\(what): \(k.key.name) \(f)")
                            XCTAssertGreaterThanOrEqual(f.height, 44, "\(what): \(k.key.name) \(f)")
                            XCTAssertEqual(f, f.pixelAligned, "\(what): \(k.key.name) not on whole pixels")
                            XCTAssertTrue(f.minX >= bounds.minX && f.minY >= bounds.minY && f.maxX <= bounds.maxX && f.maxY <= bounds.maxY, "\(what): \(k.key.name) \(f) cut by \(bounds)")
                            for other in g.keys[(i + 1)...] where other.frame.intersects(f) {
                                XCTFail("\(what): \(k.key.name) overlaps \(other.key.name)")
                            }
                            checked += 1
                        }
                        XCTAssertLessThanOrEqual(g.height, panel.height, what)
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 10_000)
    }

    func testTheKeyboardLeavesTheFieldRoomAboveItUnlessTouchTargetsNeedMore() {
        for layout in Self.allLayouts {
            for (page, rows) in Self.pages(layout) {
                for panel in Self.panels {
                    for scale in [1.0, 2] {
                        let g = KeyboardGeometry.layout(rows, in: panel, fontScale: scale, isPad: layout.isPad)
                        let cap = KeyboardGeometry.heightCap(panelHeight: panel.height, fontScale: scale)
                        let least = 44 * Double(g.rowCount) + Double(g.rowCount + 1) * 6
                        XCTAssertLessThanOrEqual(g.height, max(cap, least), "\(layout.name) \(page) \(panel) \(scale)")
                        // At scale 1 a field of about 60 px always fits above the keyboard.
                        if scale == 1 { XCTAssertGreaterThanOrEqual(panel.height - g.height, 100, "\(layout.name) \(page) \(panel)") }
                    }
                }
            }
        }
    }

    func testEnglishLettersAt800x480() {
        let l = KeyboardLayouts.layout(for: .text, language: LanguageCode("en"), languageKey: false)
        let g = KeyboardGeometry.layout(l.rows(.letters, shifted: false), in: Size(800, 480), fontScale: 1)
        XCTAssertFalse(g.isCompact)
        XCTAssertEqual(g.rowCount, 4)
        // 10 keys and 9 gaps of 6 in 788 px: 73-px keys, 784 px centred; 54-px rows.
        let q = g.keys[0]
        XCTAssertEqual(q.key.name, "q")
        XCTAssertEqual(q.frame, Rect(x: 8, y: 6, width: 73, height: 54))
        XCTAssertEqual(g.height, 246)
        let pMaxX: Double = 8 + 10 * 73 + 9 * 6
        XCTAssertEqual(g.keys.first { $0.key.name == "p" }?.frame.maxX, pMaxX)
        // Shift and backspace are one and a half keys: 73 × 1.5 + 3 (half a gap).
        XCTAssertEqual(g.keys.first { $0.key.name == "shift" }?.frame.width, 112)
        // The bottom row is as wide as the top one: the space bar takes what is left.
        let bottom = g.keys.filter { $0.frame.minY == g.keys.last!.frame.minY }
        XCTAssertEqual(bottom.map(\.key.name), ["symbols", ",", "space", ".", "done"])
    }

    func testANarrowSplitGetsTheCompactLayoutWithFewerColumns() {
        let l = KeyboardLayouts.layout(for: .text, language: LanguageCode("en"), languageKey: true)
        let wide = KeyboardGeometry.layout(l.rows(.letters, shifted: false), in: Size(800, 480), fontScale: 1)
        let narrow = KeyboardGeometry.layout(l.rows(.letters, shifted: false), in: Size(320, 480), fontScale: 1)
        XCTAssertTrue(narrow.isCompact)
        XCTAssertGreaterThan(narrow.rowCount, wide.rowCount)
        func columns(_ g: KeyboardGeometry) -> Int { Dictionary(grouping: g.keys, by: \.frame.minY).values.map(\.count).max() ?? 0 }
        XCTAssertEqual(columns(wide), 10)
        XCTAssertLessThanOrEqual(columns(narrow), 6)
        // A portrait 480-px panel keeps the ten keys of QWERTY's top row with narrower gaps.
        let portrait = KeyboardGeometry.layout(l.rows(.letters, shifted: false), in: Size(480, 800), fontScale: 1)
        XCTAssertEqual(columns(portrait), 10)
        XCTAssertEqual(portrait.keys[1].frame.minX - portrait.keys[0].frame.maxX, 3)
        // Keys keep their order: q w e r t then y u i o p on the next row.
        XCTAssertEqual(narrow.keys.prefix(10).map(\.key.name), ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"])
        XCTAssertGreaterThan(narrow.keys[5].frame.minY, narrow.keys[4].frame.minY)
        // The optional punctuation beside the space bar goes; the language key and Done stay.
        XCTAssertFalse(narrow.keys.contains { $0.key.name == "," })
        XCTAssertTrue(narrow.keys.contains { $0.key.name == "language" })
        XCTAssertTrue(narrow.keys.contains { $0.key.name == "done" })
    }

    func testPortraitKeysAreTallerAndScaleTwoKeysTallerStill() {
        let rows = KeyboardLayouts.layout(for: .text, language: LanguageCode("de"), languageKey: false).rows(.letters, shifted: false)
        let landscape = KeyboardGeometry.layout(rows, in: Size(1920, 1080), fontScale: 1)
        let portrait = KeyboardGeometry.layout(rows, in: Size(1080, 1920), fontScale: 1)
        let big = KeyboardGeometry.layout(rows, in: Size(1920, 1080), fontScale: 2)
        XCTAssertEqual(landscape.keys[0].frame.height, 54)
        XCTAssertEqual(portrait.keys[0].frame.height, 64)
        XCTAssertGreaterThan(big.keys[0].frame.height, landscape.keys[0].frame.height)
        XCTAssertGreaterThan(big.labelSize, landscape.labelSize)
        // A text layout's keys stop growing on a wide panel and the rows are centred.
        XCTAssertEqual(landscape.keys[0].frame.width, 96)
        let top = landscape.keys.prefix(11)
        XCTAssertEqual(top.first!.frame.minX - 6, 1920 - 6 - top.last!.frame.maxX, accuracy: 1)
    }

    func testThePINPadHasLargeDigitsAndTheLabelsFitTheirKeys() {
        let pin = KeyboardLayouts.layout(for: .pin, language: nil, languageKey: true)
        XCTAssertEqual(pin.name, "pin")
        let g = KeyboardGeometry.layout(pin.rows(.letters, shifted: false), in: Size(800, 480), fontScale: 1, isPad: true, largeLabels: true)
        let text = KeyboardGeometry.layout(KeyboardLayouts.layout(for: .text, language: nil, languageKey: false).rows(.letters, shifted: false),
                                           in: Size(800, 480), fontScale: 1)
        XCTAssertGreaterThan(g.labelSize, text.labelSize * 1.3)
        XCTAssertEqual(g.keys.map(\.key.name), ["1", "2", "3", "4", "5", "6", "7", "8", "9", "delete", "0", "done"])
        for scale in [0.75, 1, 2, 3] {
            for panel in Self.panels {
                let g = KeyboardGeometry.layout(pin.rows(.letters, shifted: false), in: panel, fontScale: scale, isPad: true, largeLabels: true)
                for k in g.keys { XCTAssertLessThanOrEqual(g.labelSize, k.frame.height * 0.6 + 0.5) }
            }
        }
    }
}

/// The layouts as data: which one a field gets, shift, variants, the language key, the pads.
final class KeyboardLayoutTests: XCTestCase {
    func layout(_ kind: TextInputKind, _ code: String?, languageKey: Bool = false) -> KeyboardLayout {
        KeyboardLayouts.layout(for: kind, language: code.flatMap(LanguageCode.init), languageKey: languageKey)
    }

    func names(_ rows: [[KeyboardKey]]) -> [[String]] { rows.map { $0.map(\.name) } }

    func testTheLayoutFollowsTheLanguageShownAndTheKind() {
        XCTAssertEqual(layout(.text, "en").name, "en-qwerty")
        XCTAssertEqual(layout(.text, nil).name, "en-qwerty")
        XCTAssertEqual(layout(.name, "fr").name, "en-qwerty")
        XCTAssertEqual(layout(.text, "de").name, "de-qwertz")
        XCTAssertEqual(layout(.text, "de-CH").name, "de-qwertz")
        XCTAssertEqual(layout(.text, "ar").name, "ar")
        XCTAssertEqual(layout(.text, "hi").name, "hi-inscript")
        XCTAssertEqual(layout(.email, "en").name, "en-qwerty-email")
        XCTAssertEqual(layout(.number, "ar").name, "number")
        XCTAssertEqual(layout(.pin, "de").name, "pin")
        XCTAssertEqual(layout(.phone, "hi").name, "phone")
        XCTAssertEqual(layout(.plate, "en").name, "plate")
        XCTAssertEqual(layout(.plate, "ar").name, "plate-ar")
    }

    func testEnglishAndGermanRows() {
        XCTAssertEqual(names(layout(.text, "en").letters), [
            ["q", "w", "e", "r", "t", "y", "u", "i", "o", "p"],
            ["a", "s", "d", "f", "g", "h", "j", "k", "l"],
            ["shift", "z", "x", "c", "v", "b", "n", "m", "delete"],
            ["symbols", ",", "space", ".", "done"],
        ])
        let de = layout(.text, "de", languageKey: true)
        XCTAssertEqual(names(de.letters)[0], ["q", "w", "e", "r", "t", "z", "u", "i", "o", "p", "ü"])
        XCTAssertEqual(names(de.letters)[1].suffix(2), ["ö", "ä"])
        XCTAssertEqual(names(de.letters)[2], ["shift", "y", "x", "c", "v", "b", "n", "m", "ß", "delete"])
        XCTAssertEqual(names(de.letters)[3], ["symbols", "language", ",", "space", ".", "done"])
        // Every row but the bottom one is as wide as the space bar's row.
        XCTAssertEqual(KeyboardLayouts.units(de.letters[3]), 11)
    }

    func testShiftUpperCasesLettersAndVariantsButKeepsSharpS() {
        let de = layout(.text, "de")
        let shifted = de.rows(.letters, shifted: true)
        XCTAssertEqual(shifted[0][10].name, "Ü")
        XCTAssertEqual(shifted[2][8].name, "ß")
        XCTAssertEqual(shifted[2][0].name, "shift")
        let en = layout(.text, "en")
        let a = en.rows(.letters, shifted: false)[1][0]
        XCTAssertEqual(a.variants.prefix(4), ["à", "á", "â", "ä"])
        XCTAssertEqual(en.rows(.letters, shifted: true)[1][0].variants.prefix(4), ["À", "Á", "Â", "Ä"])
        XCTAssertEqual(en.rows(.letters, shifted: false)[0][2].variants, ["é", "è", "ê", "ë", "ē"])
    }

    func testArabicHasNoCaseAndHindiHasInScriptsShiftLayer() {
        let ar = layout(.text, "ar")
        XCTAssertFalse(ar.hasShift)
        XCTAssertEqual(names(ar.letters)[0].first, "ض")
        XCTAssertEqual(names(ar.letters)[3][1], "،")
        XCTAssertEqual(ar.letters[1][5].variants, ["أ", "إ", "آ"])
        XCTAssertEqual(ar.language?.rawValue, "ar")
        let hi = layout(.text, "hi")
        XCTAssertTrue(hi.hasShift)
        XCTAssertFalse(hi.hasCase)
        // InScript: the K key is क, shifted ख; the D key the virama.
        XCTAssertEqual(hi.letters[1][7].name, "क")
        XCTAssertEqual(hi.rows(.letters, shifted: true)[1][7].name, "ख")
        XCTAssertEqual(hi.letters[1][2].name, "्")
    }

    func testTheLanguageKeyOnlyWhenTheScreenHasSeveralLanguages() {
        XCTAssertFalse(layout(.text, "en").letters.joined().contains { $0.action == .language })
        XCTAssertTrue(layout(.text, "en", languageKey: true).letters.joined().contains { $0.action == .language })
        XCTAssertTrue(layout(.text, "en", languageKey: true).symbols!.joined().contains { $0.action == .language })
        XCTAssertTrue(layout(.plate, "en", languageKey: true).letters.joined().contains { $0.action == .language })
        XCTAssertFalse(layout(.pin, "en", languageKey: true).letters.joined().contains { $0.action == .language })
    }

    func testThePadsTypeOnlyWhatTheirKindTakes() {
        func typed(_ l: KeyboardLayout) -> Set<String> { Set(l.letters.joined().compactMap(\.text)) }
        XCTAssertEqual(typed(layout(.pin, "en")), Set("0123456789".map(String.init)))
        XCTAssertEqual(typed(layout(.number, "en")), Set("0123456789-.".map(String.init)))
        XCTAssertEqual(typed(layout(.phone, "en")), Set("0123456789+*#".map(String.init)))
        let plateTyped = typed(layout(.plate, "de"))
        XCTAssertEqual(plateTyped, Set("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ".map(String.init)))
        XCTAssertTrue(plateTyped.allSatisfy { $0 == $0.uppercased() })
        XCTAssertTrue(typed(layout(.plate, "ar")).contains("ب"))
        XCTAssertNil(layout(.pin, "en").symbols)
        // A narrow panel shows the plate's digits on a page of their own.
        let plate = layout(.plate, "en")
        let wide = KeyboardGeometry.layout(plate.letters, in: Size(800, 480), fontScale: 1, isPad: true)
        let narrow = KeyboardGeometry.layout(plate.letters, in: Size(320, 480), fontScale: 1, isPad: true)
        XCTAssertTrue(wide.keys.contains { $0.key.name == "7" })
        XCTAssertFalse(wide.keys.contains { $0.key.name == "symbols" })
        XCTAssertFalse(narrow.keys.contains { $0.key.name == "7" })
        XCTAssertTrue(narrow.keys.contains { $0.key.name == "symbols" })
        XCTAssertEqual(plate.rows(KeyboardPageKind.symbols, shifted: false).joined().compactMap { $0.text }.sorted(), "0123456789".map(String.init))
        XCTAssertTrue(layout(.pin, "en").largeLabels)
    }

    func testTheSymbolsPageHasDigitsWithTheScriptsOwnAsVariants() {
        let ar = layout(.text, "ar").rows(.symbols, shifted: false)
        XCTAssertEqual(ar[0].map(\.name), "1234567890".map(String.init))
        XCTAssertEqual(ar[0][0].variants, ["١"])
        XCTAssertEqual(layout(.text, "hi").rows(.symbols, shifted: false)[0][1].variants, ["२"])
        XCTAssertEqual(layout(.text, "en").rows(.symbols, shifted: false).last!.first?.name, "letters")
    }
}
