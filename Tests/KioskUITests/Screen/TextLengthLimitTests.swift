import Foundation
import XCTest
@testable import KioskUICore

/// A text in a screen file (a label, a title, an option, a translation) is at most 20,000
/// characters, refused beyond at its line with its field; 10,000-character labels are still
/// measured and wrapped. A 4 MiB label would take 3.9 s and 333 MB.
@MainActor
final class TextLengthLimitTests: XCTestCase {
    private func issue(_ yaml: String, file: String = "long.yaml") -> ScreenIssue? {
        do { _ = try Screen.parse(yaml, file: file); return nil } catch let e as ScreenError { return e.issues.first } catch {
            XCTFail("\(error)"); return nil
        }
    }

    func testTypingIntoAFieldWithoutMaxLengthStopsAtTheTextLimit() async throws {
        // One `type` command after another (each under the limit) must not grow a field for ever.
        var model = TextEditModel()
        XCTAssertTrue(model.insert(String(repeating: "a", count: 15_000)))
        XCTAssertFalse(model.insert(String(repeating: "b", count: 15_000)), "what does not fit is not taken")
        XCTAssertEqual(model.count, ScreenLimits.maxTextLength)
        XCTAssertEqual(TextEditModel(maxLength: 8).maxLength, 8, "a field's own maxLength still rules")
    }

    func testA4MiBLabelIsRefusedAtOnceAtItsLineWithTheLimit() async throws {
        let huge = String(repeating: "x", count: 4 << 20 - 100)
        let started = Date()
        let found = issue("root:\n  type: column\n  children:\n    - {type: label, text: \(huge)}\n")
        XCTAssertLessThan(Date().timeIntervalSince(started), 3, "refused before anything is laid out")
        XCTAssertEqual(found?.line, 4)
        XCTAssertEqual(found?.field, "text")
        XCTAssertTrue(found?.message.contains("is a text of 4194204 characters; a text in a screen file is at most 20000 characters") == true,
                      found?.message ?? "accepted")
    }

    func testEveryTextFieldHasTheLimitAndTwentyThousandCharactersStillFit() async throws {
        let over = String(repeating: "界", count: 20_001)
        for (yaml, field) in [("root: {type: button, id: b, title: \(over)}\n", "title"),
                              ("root: {type: picker, id: p, options: [A, \(over)]}\n", "options"),
                              ("languages: [en, de]\nroot: {type: label, text: {en: A, de: \(over)}}\n", "de")] {
            let found = issue(yaml)
            XCTAssertEqual(found?.field, field, "\(field): \(String(describing: found))")
            XCTAssertTrue(found?.message.contains("is a text of 20001 characters") == true, "\(field): \(String(describing: found))")
        }
        let fits = String(repeating: "界", count: 20_000)
        let s = try Screen.parse("root: {type: label, text: \(fits)}\n", file: "fits.yaml")
        XCTAssertEqual((s.content as? Label)?.text.count, 20_000)
    }
}
