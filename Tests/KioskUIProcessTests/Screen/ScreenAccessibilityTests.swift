import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The screen file's `accessibility` block: each wrong field refused with its line and what it
/// takes, the JSON Schema and the decoder agreeing on it (as ScreenSchemaTests checks the rest).
@MainActor
final class ScreenAccessibilityTests: XCTestCase {
    func testTheFilesAccessibilityBlockIsCheckedWithLineAndField() async {
        let cases: [(yaml: String, line: Int, field: String, says: String)] = [
            ("root: {type: spacer}\naccessibility:\n  speech: true\n  rate: 500\n", 4, "rate", "must be a whole number from 80 to 450, found 500"),
            ("root: {type: spacer}\naccessibility:\n  volume: 300\n", 3, "volume", "must be a whole number from 0 to 200"),
            ("root: {type: spacer}\naccessibility:\n  voice: two words\n", 3, "voice", "is not an espeak-ng voice name"),
            ("root: {type: spacer}\naccessibility:\n  speach: true\n", 3, "speach", "did you mean \"speech\"?"),
            ("root: {type: spacer}\naccessibility:\n  speech: yes please\n", 3, "speech", "must be true or false"),
            ("root: {type: spacer}\naccessibility: true\n", 2, "accessibility", "e.g. {speech: true, rate: 175, volume: 100, voice: en}"),
        ]
        for c in cases {
            XCTAssertThrowsError(try Screen.parse(c.yaml, file: "a.yaml"), c.yaml) { e in
                guard let issue = (e as? ScreenError)?.issues.first else { return XCTFail("\(e)") }
                XCTAssertTrue(issue.description.hasPrefix("a.yaml:\(c.line): \(c.field): "), issue.description)
                XCTAssertTrue(issue.message.contains(c.says), issue.description)
            }
        }
    }

    func testTheSchemaAndTheDecoderAgreeOnTheBlock() async throws {
        let fields = ScreenFields.Accessibility.all
        func doc(_ block: [(String, JSONValue)]) -> JSONValue {
            .object([("accessibility", .object(block)), ("root", .object([("type", "spacer")]))])
        }
        let every = ScreenSchemaTests.mapping(fields, n: "a11y")
        var cases: [(what: String, doc: JSONValue)] = []
        for f in fields {
            for bad in ScreenSchemaTests.mistakes(f.kind) {
                cases.append(("\(f.name): \(bad.serialized)", doc(every.map { $0.0 == f.name ? ($0.0, bad) : $0 })))
            }
            let typo = String(f.name.dropLast(2)) + String(f.name.suffix(1))
            cases.append(("\(typo) for \(f.name)", doc(every + [(typo, ScreenSchemaTests.example(f.kind, type: nil, n: "typo"))])))
        }
        XCTAssertNil(ScreenSchemaTests.decoderAccepts(doc(every)))
        let dir = KioskProcess.temporaryFolder("schema-a11y")
        let verdicts = try ScreenSchemaTests.verdicts(try ScreenSchemaTests.files([doc(every)] + cases.map(\.doc), in: dir),
                                                      schema: try ScreenSchemaTests.schemaFile(in: dir), dir: dir)
        XCTAssertEqual(verdicts.first, "ok", "the schema refuses a block the decoder takes")
        for (c, verdict) in zip(cases, verdicts.dropFirst()) {
            XCTAssertNotNil(ScreenSchemaTests.decoderAccepts(c.doc), "the decoder accepts \(c.what)")
            XCTAssertTrue(verdict.hasPrefix("refused: "), "the schema accepts \(c.what)")
        }
        XCTAssertEqual(cases.count, 12)
        let properties = ScreenSchema.make()["definitions"]?["accessibility"]?["properties"]?.objectKeys ?? []
        XCTAssertEqual(ScreenSchemaTests.allowedByDecoder("accessibility: {zzz: 1}\nroot: {type: spacer}"), properties)
        XCTAssertEqual(properties, ["speech", "rate", "volume", "voice"])
    }
}
