import XCTest
@testable import KioskUICore

/// CLDR's plural rules on numbers as they are shown, and gettext's `Plural-Forms` expressions.
final class PluralRulesTests: XCTestCase {
    private func categories(_ code: String, _ numbers: [String]) -> [String] {
        numbers.map { PluralRules.category(of: $0, in: LanguageCode(code)).rawValue }
    }

    func testTheOperandsAreThoseOfTheNumberAsShown() {
        XCTAssertEqual(PluralOperands(shown: "1.50"), PluralOperands(n: 1.5, i: 1, v: 2, f: 50, t: 5))
        XCTAssertEqual(PluralOperands(shown: "2,5"), PluralOperands(n: 2.5, i: 2, v: 1, f: 5, t: 5), "a decimal comma")
        XCTAssertEqual(PluralOperands(shown: "١٢٫٥"), PluralOperands(n: 12.5, i: 12, v: 1, f: 5, t: 5), "Arabic-Indic digits and separator")
        XCTAssertEqual(PluralOperands(shown: "-3"), PluralOperands(3))
        XCTAssertNil(PluralOperands(shown: "Adult"))
        XCTAssertNil(PluralOperands(shown: "1."))
    }

    func testOneAndOtherLanguages() {
        for code in ["en", "de", "nl", "sv", "it"] {
            XCTAssertEqual(categories(code, ["0", "1", "2", "1.0", "1.5", "21"]), ["other", "one", "other", "other", "other", "other"], code)
        }
        for code in ["nb", "no", "tr", "es"] {
            XCTAssertEqual(categories(code, ["0", "1", "2", "1.0", "1.5"]), ["other", "one", "other", "one", "other"], code)
        }
        XCTAssertEqual(categories("da", ["0", "1", "0.5", "1.5", "2"]), ["other", "one", "one", "one", "other"])
        XCTAssertEqual(categories("fr", ["0", "1", "1,5", "2"]), ["one", "one", "one", "other"], "French: 0 and 1 are one")
        XCTAssertEqual(categories("pt", ["0", "1", "1,5", "2"]), ["one", "one", "one", "other"])
        XCTAssertEqual(categories("pt-PT", ["0", "1", "2"]), ["other", "one", "other"])
        XCTAssertEqual(categories("hi", ["0", "1", "0.5", "2"]), ["one", "one", "one", "other"])
        XCTAssertEqual(categories("fr", ["1000000", "2000000", "1000001"]), ["many", "many", "other"], "millions in fr, es, it, pt")
        for code in ["ja", "zh", "ko", "xx"] {
            XCTAssertEqual(categories(code, ["0", "1", "2"]), ["other", "other", "other"], "\(code): other only")
        }
        XCTAssertEqual(PluralRules.categories(in: LanguageCode("xx")), [.other])
        XCTAssertEqual(PluralRules.categories(in: nil), [.one, .other], "no language: English")
        XCTAssertEqual(PluralRules.categories(in: LanguageCode("de-CH")), [.one, .other], "a region takes its language's rules")
    }

    func testSlavicLanguages() {
        let numbers = ["1", "2", "5", "11", "12", "21", "22", "25", "111", "1.5"]
        for code in ["ru", "uk"] {
            XCTAssertEqual(categories(code, numbers), ["one", "few", "many", "many", "many", "one", "few", "many", "many", "other"], code)
        }
        XCTAssertEqual(categories("pl", numbers), ["one", "few", "many", "many", "many", "many", "few", "many", "many", "other"])
        XCTAssertEqual(categories("cs", ["1", "2", "4", "5", "21", "1.5"]), ["one", "few", "few", "other", "other", "many"])
    }

    func testArabicUsesAllSixAndHebrewThree() {
        XCTAssertEqual(categories("ar", ["0", "1", "2", "3", "10", "11", "99", "100", "102", "103", "111", "1.0", "2.5"]),
                       ["zero", "one", "two", "few", "few", "many", "many", "other", "other", "few", "many", "one", "other"])
        XCTAssertEqual(categories("ar", ["٠", "١", "٢", "٣", "١١"]), ["zero", "one", "two", "few", "many"], "Arabic-Indic digits")
        XCTAssertEqual(PluralRules.categories(in: LanguageCode("ar")), [.zero, .one, .two, .few, .many, .other])
        XCTAssertEqual(categories("he", ["1", "2", "3", "0.5", "1.5", "20"]), ["one", "two", "other", "one", "other", "other"])
    }

    func testGettextExpressionsFollowC() throws {
        let russian = try PluralFormsExpression(parsing: "(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2)")
        XCTAssertEqual([1, 2, 5, 11, 21, 22, 112].map { russian.evaluate($0) }, [0, 1, 2, 2, 0, 1, 2])
        let arabic = try PluralFormsExpression(parsing: "n==0 ? 0 : n==1 ? 1 : n==2 ? 2 : n%100>=3 && n%100<=10 ? 3 : n%100>=11 ? 4 : 5")
        XCTAssertEqual([0, 1, 2, 3, 11, 100].map { arabic.evaluate($0) }, [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(try PluralFormsExpression(parsing: "n != 1").evaluate(1), 0)
        XCTAssertEqual(try PluralFormsExpression(parsing: "!(n > 1) + 2 * 3 - 8 / 4").evaluate(0), 5, "precedence as in C")
        XCTAssertNil(try PluralFormsExpression(parsing: "n / (n - 1)").evaluate(1), "division by zero")
        for bad in ["n ^ 1", "n >", "(n", "n ? 1", "x", "1 2", "n = 1"] {
            XCTAssertThrowsError(try PluralFormsExpression(parsing: bad), bad)
        }
    }

    func testPluralFormsChecksItsIndexes() throws {
        let forms = try PluralForms(parsing: " nplurals=2; plural=(n != 1);")
        XCTAssertEqual(["1", "2", "1,5", "0"].map(forms.index), [0, 1, 0, 1], "whole part, as ngettext sees it")
        XCTAssertEqual(forms.index(of: "Adult"), 1, "no number: the last form")
        XCTAssertThrowsError(try PluralForms(parsing: "nplurals=2; plural=n;")) { e in
            XCTAssertEqual("\(e)", "plural= gives 2 for n = 2, but nplurals=2 allows 0…1")
        }
        XCTAssertThrowsError(try PluralForms(parsing: "nplurals=2;"))
        XCTAssertThrowsError(try PluralForms(parsing: "nplurals=2; plural=n%0;"))
    }
}
