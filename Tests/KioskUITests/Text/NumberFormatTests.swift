import XCTest
@testable import KioskUICore

/// Language codes, which of them are written right to left, their own names, and how each
/// language writes the numbers the runtime formats.
@MainActor
final class NumberFormatTests: XCTestCase {
    private func code(_ s: String) throws -> LanguageCode { try XCTUnwrap(LanguageCode(s), s) }

    func testCodesAreKeptInTheirCanonicalCase() async throws {
        XCTAssertEqual(try code("DE").rawValue, "de")
        XCTAssertEqual(try code("pt-br").rawValue, "pt-BR")
        XCTAssertEqual(try code("ZH-hant-tw").rawValue, "zh-Hant-TW")
        XCTAssertEqual(try code("es-419").rawValue, "es-419")
        XCTAssertEqual(try code("de"), try code("De"), "one language whatever the case")
        for bad in ["", "e", "english", "de_DE", "de-", "-de", "d3", "de-toolongsubtag", "ar-ع"] {
            XCTAssertNil(LanguageCode(bad), bad)
        }
    }

    func testRightToLeftByLanguageAndByScript() async throws {
        for rtl in ["ar", "he", "fa", "ur", "ar-EG", "az-Arab", "yi"] { XCTAssertTrue(try code(rtl).isRightToLeft, rtl) }
        for ltr in ["en", "de", "hi", "th", "az", "ku-Latn", "ar-Latn", "zh-Hant"] { XCTAssertFalse(try code(ltr).isRightToLeft, ltr) }
    }

    func testEachLanguageIsNamedInItself() async throws {
        XCTAssertEqual(try ["en", "de", "ar", "hi"].map { try code($0).nativeName }, ["English", "Deutsch", "العربية", "हिन्दी"])
        XCTAssertEqual(try code("pt-BR").nativeName, "Português (BR)")
        XCTAssertEqual(try code("tlh").nativeName, "tlh", "a language the table does not know shows its code")
        XCTAssertNotEqual(try code("zh-Hans").nativeName, try code("zh-Hant").nativeName, "two scripts of one language never show alike")
        XCTAssertEqual(try code("sr-Latn-RS").nativeName, "\(try code("sr").nativeName) (Latn, RS)")
    }

    func testDecimalCommaWhereTheLanguageWritesOne() async throws {
        func f(_ language: String?, _ plain: String, digits: Digits = .latin) throws -> String {
            try NumberFormat.forLanguage(language.map(code), digits: digits).format(plain)
        }
        XCTAssertEqual(try f("de", "12.5"), "12,5")
        XCTAssertEqual(try f("fr", "-0.25"), "-0,25")
        XCTAssertEqual(try f("pt-BR", "21.5"), "21,5")
        XCTAssertEqual(try f("en", "12.5"), "12.5")
        XCTAssertEqual(try f("hi", "12.5"), "12.5")
        XCTAssertEqual(try f("ar", "12.5"), "12.5", "Latin digits unless asked: a point")
        XCTAssertEqual(try f("de-CH", "12.5"), "12.5", "Swiss German writes a point")
        XCTAssertEqual(try f("es-MX", "12.5"), "12.5")
        XCTAssertEqual(try f("es", "12.5"), "12,5")
        XCTAssertEqual(try f(nil, "12.5"), "12.5", "no language: as the runtime writes it")
        XCTAssertEqual(try f("de", "240"), "240", "whole numbers are the same")
    }

    func testOtherDigitsOnlyWhereAsked() async throws {
        func f(_ language: String, _ plain: String, _ digits: Digits) throws -> String {
            try NumberFormat.forLanguage(code(language), digits: digits).format(plain)
        }
        XCTAssertEqual(try f("ar", "12.5", .arabicIndic), "١٢٫٥", "Arabic-Indic digits with the Arabic decimal separator")
        XCTAssertEqual(try f("ar", "-2", .arabicIndic), "-٢")
        XCTAssertEqual(try f("ar", "1234567890", .arabicIndic), "١٢٣٤٥٦٧٨٩٠")
        XCTAssertEqual(try f("fa", "0.5", .extendedArabicIndic), "۰٫۵")
        XCTAssertEqual(try f("hi", "21.5", .devanagari), "२१.५")
        XCTAssertEqual(try f("de", "21.5", .devanagari), "२१,५", "digits and separator are independent where the digits keep it")
        XCTAssertEqual(NumberFormat.plain.format("12.5"), "12.5")
    }
}
