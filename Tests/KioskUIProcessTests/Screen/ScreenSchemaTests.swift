import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// `kiosk schema` agrees with `kiosk check`: a standard JSON Schema validator (Debian's
/// python3-jsonschema, run by /usr/bin/python3) accepts every shipped screen and every field at a
/// value its declaration allows, and refuses what the decoder refuses (a mistyped field, a value
/// of the wrong type or out of range); the decoder's "allowed:" lists are the schema's properties;
/// docs/screens.md holds exactly the generated field tables.
@MainActor
final class ScreenSchemaTests: XCTestCase {
    static let packageRoot = TestFiles.screensFolder.deletingLastPathComponent().deletingLastPathComponent()

    /// Validates each file against the schema; prints `ok` or `refused: MESSAGE` a line, in order.
    static let validator = """
    import json, sys, yaml, jsonschema
    schema = json.load(open(sys.argv[1]))
    jsonschema.Draft7Validator.check_schema(schema)
    validator = jsonschema.Draft7Validator(schema)
    for path in sys.argv[2:]:
        with open(path) as f:
            doc = yaml.safe_load(f)
        error = jsonschema.exceptions.best_match(validator.iter_errors(doc))
        print("ok" if error is None else "refused: %s at %s" % (error.message, list(error.absolute_path)))
    """

    /// The schema `kiosk schema` prints, in a file.
    static func schemaFile(in dir: String) throws -> String {
        let run = try KioskProcess.run(["schema"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let path = dir + "/kiosk-screen.schema.json"
        try run.stdout.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// The validator's verdict on each file, in order.
    static func verdicts(_ files: [String], schema: String, dir: String) throws -> [String] {
        let script = dir + "/validate.py"
        try validator.write(toFile: script, atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/usr/bin/python3")   // Debian's, with python3-jsonschema (scripts/setup.sh)
        p.arguments = [script, schema] + files
        let out = Pipe(), err = Pipe()
        p.standardOutput = out
        p.standardError = err
        try p.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let problem = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        p.waitUntilExit()
        XCTAssertEqual(p.terminationStatus, 0, "the validator failed (run scripts/setup.sh for python3-jsonschema): \(problem)")
        return text.split(separator: "\n").map(String.init)
    }

    /// Writes each document (JSON, which YAML readers read too) to a file of its own.
    static func files(_ documents: [JSONValue], in dir: String) throws -> [String] {
        try documents.enumerated().map { i, d in
            let path = dir + "/doc-\(i).json"
            try d.serialized.write(toFile: path, atomically: true, encoding: .utf8)
            return path
        }
    }

    func testEveryShippedScreenValidates() async throws {
        let dir = KioskProcess.temporaryFolder("schema")
        let schema = try Self.schemaFile(in: dir)
        let screens = TestFiles.screenFiles.map(\.path)
        XCTAssertGreaterThanOrEqual(screens.count, 3, "demo, parking meter and thermostat")
        for (file, verdict) in zip(screens, try Self.verdicts(screens, schema: schema, dir: dir)) {
            XCTAssertEqual(verdict, "ok", file)
        }
    }

    // MARK: Field by field, against the decoder

    /// A value each kind of field allows (`n` keeps ids apart).
    static func example(_ kind: ScreenFieldKind, type: ScreenWidgetType?, n: String) -> JSONValue {
        func inRange(_ r: ClosedRange<Double>) -> Double { min(max(1, r.lowerBound), r.upperBound) }
        switch kind {
        case .text, .translatable, .liveText: return "Hello"
        case .languages: return ["en", "de"]
        case .digits: return "latin"
        case .languageChoice: return "de"
        case .id: return .string("id-\(n)")
        case .widgetType: return .string(type?.rawValue ?? "spacer")
        case let .number(r): return .number(inRange(r))
        case let .wholeNumber(r): return .number(inRange(Double(r.lowerBound)...Double(r.upperBound)))
        case .bool: return true
        case let .choice(words): return .string(words.last!)
        case .color: return "#12345678"
        case .insets: return [4, 8]
        case .texts: return ["Hello", "World"]
        case .selection: return 0
        case .widget: return .object([("type", "spacer")])
        case .widgets: return [.object([("type", "spacer")])]
        case .pages: return [.object([("title", "Hello"), ("content", .object([("type", "spacer")]))])]
        case .theme: return .object([])
        case .screenName: return .string(ScreenTarget.backWord)   // a goto that needs no other screen
        case .screens: return .object([("home", .object([("root", .object([("type", "spacer")]))]))])
        case .after: return .object([("seconds", 10), ("goto", "back")])
        case .accessibility: return .object([("speech", true)])
        case .confirm: return .object([("title", "Sure?"), ("buttons", ["No", "Yes"])])
        case .file: return .string(TestFiles.packageRoot.appendingPathComponent("assets/icons/check.svg").path)
        case .enabledWhen: return true   // `{checked: ID}` needs a checkbox beside it
        case .items: return [.object([("key", "latte"), ("title", "Latte")])]
        case let .block(definition, _): return powerExamples[definition] ?? .object([])
        }
    }

    /// A value each of the `power` block's mappings allows.
    static let powerExamples: [String: JSONValue] = [
        "power": .object([("sleep", .object([("after", 60)])), ("hours", "Mo-Fr 07:00-20:00; Sa 09:00-14:00"),
                          ("brightness", .object([("day", 100), ("night", 30)]))]),
        "powerAttract": .object([("after", 120), ("screen", .string(KioskApp.singleScreenName))]),
        "powerSleep": .object([("after", 900)]),
        "powerBrightness": .object([("day", 90), ("night", 20)]),
    ]

    /// Values a kind of field refuses: the wrong type, and out of range where it has one.
    static func mistakes(_ kind: ScreenFieldKind) -> [JSONValue] {
        switch kind {
        case .text, .selection, .translatable: return [.null, [1]]
        case .liveText: return [.null, [1], .object([("one", "Hello")])]
        case .languages: return ["en", []]
        case .digits: return ["roman"]
        case .languageChoice: return [.null, "two words"]
        case .id: return ["two words", .null]
        case .widgetType: return ["rular"]
        case let .number(r): return ["wide", .number(r.upperBound + 1), .number(r.lowerBound - 1)]
        case let .wholeNumber(r): return [1.5, .number(Double(r.upperBound) + 1)]
        case .bool: return ["maybe", 1]
        case .choice: return ["nonsense"]
        case .color: return ["red", "#12345"]
        case .insets: return [[1, 2, 3], 2001]
        case .texts: return [[], "Day"]
        case .widget, .theme, .accessibility: return ["x"]
        case .widgets: return ["x"]
        case .pages: return [[]]
        case .screenName: return [.null, [1], "two words"]
        case .screens: return ["x", .object([])]
        case .after: return ["x", .object([("seconds", 10)])]
        case .confirm: return ["x", .object([("title", "Sure?")]), .object([("buttons", ["No", "Yes"])])]
        case .file: return [.null, [1], ""]
        case .enabledWhen: return ["maybe", 1, .object([("on", "x")])]
        case .items: return ["x", [.object([("title", "no key")])]]
        case .block: return ["x", .object([("zzz", 1)])]
        }
    }

    /// A mapping with every one of `fields` at its example value.
    static func mapping(_ fields: [any ScreenFieldInfo], type: ScreenWidgetType? = nil, n: String) -> [(String, JSONValue)] {
        fields.map { ($0.name, example($0.kind, type: type, n: "\(n)-\($0.name)")) }
    }

    /// A screen with every widget type in a column, each with every field, and a full theme.
    static func everyField(changing change: (type: ScreenWidgetType?, field: String, value: JSONValue?)? = nil) -> JSONValue {
        func apply(_ pairs: [(String, JSONValue)], _ type: ScreenWidgetType?) -> JSONValue {
            guard let c = change, c.type == type else { return .object(pairs) }
            return .object(pairs.compactMap { k, v in k == c.field ? c.value.map { (k, $0) } : (k, v) }
                           + (pairs.contains { $0.0 == c.field } ? [] : c.value.map { [(c.field, $0)] } ?? []))
        }
        let widgets = ScreenWidgetType.allCases.map { t in apply(mapping(t.allowedFields, type: t, n: t.rawValue), t) }
        return .object([("theme", apply(mapping(ScreenFields.Theme.all, n: "theme"), nil)),
                        ("root", .object([("type", "column"), ("children", .array(widgets))])), ("allowQuit", true),
                        ("languages", ["en", "de"])])
    }

    static func decoderAccepts(_ doc: JSONValue) -> String? {
        do { _ = try Screen.parse(doc.serialized, file: "doc.json"); return nil } catch { return "\(error)" }
    }

    func testEveryDeclaredFieldIsAcceptedByBothAndEachMistakeRefusedByBoth() async throws {
        let valid = Self.everyField()
        XCTAssertNil(Self.decoderAccepts(valid), "the decoder refuses a screen with every field at a value it allows")

        // Every field of every type (and of the theme): a wrong type, out of range, and the name mistyped.
        var cases: [(what: String, doc: JSONValue)] = []
        let owners: [(ScreenWidgetType?, [any ScreenFieldInfo])] = ScreenWidgetType.allCases.map { ($0, $0.allowedFields) }
            + [(nil, ScreenFields.Theme.all)]
        for (type, fields) in owners {
            for f in fields {
                let owner = type?.rawValue ?? "theme"
                for bad in Self.mistakes(f.kind) {
                    cases.append(("\(owner).\(f.name): \(bad.serialized)", Self.everyField(changing: (type, f.name, bad))))
                }
                let typo = String(f.name.dropLast(2)) + String(f.name.suffix(1))   // majorEvery → majorEvey
                cases.append(("\(owner).\(typo) for \(f.name)", Self.everyField(changing: (type, typo, Self.example(f.kind, type: type, n: "typo")))))
            }
        }
        cases.append(("ruler.majorEvry", Self.everyField(changing: (ScreenWidgetType(RulerKind()), "majorEvry", 5))))
        cases.append(("a ruler without max", Self.everyField(changing: (ScreenWidgetType(RulerKind()), "max", nil))))

        let dir = KioskProcess.temporaryFolder("schema-fields")
        let schema = try Self.schemaFile(in: dir)
        let verdicts = try Self.verdicts(try Self.files([valid] + cases.map(\.doc), in: dir), schema: schema, dir: dir)
        XCTAssertEqual(verdicts.count, cases.count + 1)
        XCTAssertEqual(verdicts.first, "ok", "the schema refuses a screen with every field at a value the decoder allows")
        for (c, verdict) in zip(cases, verdicts.dropFirst()) {
            XCTAssertNotNil(Self.decoderAccepts(c.doc), "the decoder accepts \(c.what)")
            XCTAssertTrue(verdict.hasPrefix("refused: "), "the schema accepts \(c.what)")
        }
        XCTAssertGreaterThan(cases.count, 150)
    }

    /// Plural forms where a text may show a value, and nowhere else: accepted and refused alike by
    /// the schema and the decoder.
    func testPluralFormsAreAcceptedAndRefusedByBoth() async throws {
        func doc(_ widget: JSONValue) -> JSONValue {
            .object([("languages", ["en", "ar"]), ("root", .object([("type", "column"), ("children", [
                widget, .object([("type", "ruler"), ("id", "n"), ("accessibilityLabel", "N"), ("min", 0), ("max", 9)]),
            ])]))])
        }
        func label(_ text: JSONValue) -> JSONValue { .object([("type", "label"), ("text", text)]) }
        let days: JSONValue = .object([("one", "{n} day"), ("other", "{n} days")])
        let arabic: JSONValue = .object([("zero", "لا أيام"), ("one", "يوم"), ("two", "يومان"), ("few", "{n} أيام"), ("many", "{n} يومًا"), ("other", "{n} يوم")])
        let accepted: [(String, JSONValue)] = [
            ("plural forms", doc(label(days))),
            ("plural forms per language", doc(label(.object([("en", days), ("ar", arabic)])))),
            ("a button's title, one language plain", doc(.object([("type", "button"), ("title", .object([("en", days), ("ar", "{n} يوم")]))]))),
        ]
        let refused: [(String, JSONValue)] = [
            ("no other", doc(label(.object([("one", "{n} day")])))),
            ("no other in a language", doc(label(.object([("en", .object([("one", "{n} day")])), ("ar", arabic)])))),
            ("a key neither a category nor a language", doc(label(.object([("one", "{n}"), ("other", "{n}"), ("lots", "{n}")])))),
            ("a form that is not text", doc(label(.object([("one", "{n} day"), ("other", ["{n} days"])])))),
            ("plural forms in an option", doc(.object([("type", "picker"), ("options", [days])]))),
            ("plural forms in a page's title", doc(.object([("type", "pages"), ("pages", [.object([("title", days), ("content", .object([("type", "spacer")]))])])]))),
        ]
        let dir = KioskProcess.temporaryFolder("schema-plurals")
        let schema = try Self.schemaFile(in: dir)
        let all = accepted + refused
        let verdicts = try Self.verdicts(try Self.files(all.map(\.1), in: dir), schema: schema, dir: dir)
        XCTAssertEqual(verdicts.count, all.count)
        for ((what, d), verdict) in zip(accepted, verdicts) {
            XCTAssertNil(Self.decoderAccepts(d), "the decoder refuses \(what)")
            XCTAssertEqual(verdict, "ok", "the schema refuses \(what)")
        }
        for ((what, d), verdict) in zip(refused, verdicts.dropFirst(accepted.count)) {
            XCTAssertNotNil(Self.decoderAccepts(d), "the decoder accepts \(what)")
            XCTAssertTrue(verdict.hasPrefix("refused: "), "the schema accepts \(what)")
        }
    }

    // MARK: One list of fields

    /// The decoder's own "allowed:" list for a mapping, read from its message on an unknown field.
    static func allowedByDecoder(_ yaml: String) -> [String] {
        do { _ = try Screen.parse(yaml, file: "a.yaml") } catch let e as ScreenError {
            let m = e.issues.first { $0.field == "zzz" }?.message ?? ""
            guard let r = m.range(of: "allowed: ") else { return [] }
            return m[r.upperBound...].components(separatedBy: ", ")
        } catch {}
        return []
    }

    func testTheDecodersAllowedListsAreTheSchemasProperties() async throws {
        let schema = ScreenSchema.make()
        func properties(_ definition: String?) -> [String] {
            let d = definition.map { schema["definitions"]?[$0] } ?? schema
            return d?["properties"]?.objectKeys ?? []
        }
        for type in ScreenWidgetType.allCases {
            let allowed = Self.allowedByDecoder("root: {type: \(type.rawValue), zzz: 1}")
            XCTAssertGreaterThan(allowed.count, 4, type.rawValue)
            XCTAssertEqual(allowed, properties(type.rawValue), type.rawValue)
        }
        XCTAssertEqual(Self.allowedByDecoder("zzz: 1\nroot: {type: spacer}"), properties(nil))
        XCTAssertEqual(Self.allowedByDecoder("theme: {zzz: 1}\nroot: {type: spacer}"), properties("theme"))
        XCTAssertEqual(Self.allowedByDecoder("root: {type: pages, pages: [{title: A, content: {type: spacer}, zzz: 1}]}"),
                       properties("page"))
        XCTAssertEqual(Self.allowedByDecoder("root: {type: button, title: A, confirm: {title: Sure?, buttons: [No, Yes], zzz: 1}}"),
                       properties("confirm"))
        XCTAssertEqual(Self.allowedByDecoder("power: {zzz: 1}\nroot: {type: spacer}"), properties("power"))
        XCTAssertEqual(Self.allowedByDecoder("power: {attract: {after: 1, screen: main, zzz: 1}}\nroot: {type: spacer}"), properties("powerAttract"))
        XCTAssertEqual(Self.allowedByDecoder("power: {sleep: {after: 1, zzz: 1}}\nroot: {type: spacer}"), properties("powerSleep"))
        XCTAssertEqual(Self.allowedByDecoder("power: {brightness: {day: 1, zzz: 1}}\nroot: {type: spacer}"), properties("powerBrightness"))
    }

    /// The `power` block, field by field: each value the decoder allows the schema allows, and each
    /// mistake (wrong type, out of range, a mistyped name) both refuse.
    func testThePowerBlockIsAcceptedAndRefusedByBoth() async throws {
        func doc(_ power: JSONValue) -> JSONValue {
            .object([("power", power), ("root", .object([("type", "spacer")]))])
        }
        let valid = doc(.object([("attract", Self.powerExamples["powerAttract"]!), ("sleep", Self.powerExamples["powerSleep"]!),
                                 ("hours", "Mo-Fr 07:00-20:00"), ("brightness", Self.powerExamples["powerBrightness"]!)]))
        XCTAssertNil(Self.decoderAccepts(valid))
        var cases: [(String, JSONValue)] = []
        let parts: [(String?, [any ScreenFieldInfo])] = [(nil, ScreenFields.Power.all), ("attract", ScreenFields.Power.Attract.all),
                                                        ("sleep", ScreenFields.Power.Sleep.all), ("brightness", ScreenFields.Power.Brightness.all)]
        for (part, fields) in parts {
            let example = part.map { Self.powerExamples["power" + $0.prefix(1).uppercased() + $0.dropFirst()]! }
            for f in fields {
                for b in Self.mistakes(f.kind) {
                    func changed(_ pairs: [(String, JSONValue)]) -> JSONValue { .object(pairs.filter { $0.0 != f.name } + [(f.name, b)]) }
                    let power: JSONValue = part.map { p in
                        guard case let .object(pairs) = example! else { return .null }
                        return .object([(p, changed(pairs))])
                    } ?? changed([])
                    cases.append(("\(part ?? "power").\(f.name): \(b.serialized)", doc(power)))
                }
            }
        }
        let dir = KioskProcess.temporaryFolder("schema-power")
        let schema = try Self.schemaFile(in: dir)
        let verdicts = try Self.verdicts(try Self.files([valid] + cases.map(\.1), in: dir), schema: schema, dir: dir)
        XCTAssertEqual(verdicts.first, "ok", "the schema refuses a power block the decoder allows")
        for ((what, d), verdict) in zip(cases, verdicts.dropFirst()) {
            XCTAssertNotNil(Self.decoderAccepts(d), "the decoder accepts \(what)")
            XCTAssertTrue(verdict.hasPrefix("refused: "), "the schema accepts \(what)")
        }
        XCTAssertGreaterThan(cases.count, 15)
    }

    // MARK: The docs

    func testTheDocsHoldExactlyTheGeneratedFieldTables() async throws {
        let path = Self.packageRoot.appendingPathComponent("docs/screens.md").path
        let docs = try String(contentsOfFile: path, encoding: .utf8)
        let generated = ScreenFieldTables.markdown()
        guard let begin = docs.range(of: ScreenFieldTables.begin),
              let end = docs.range(of: ScreenFieldTables.end + "\n", range: begin.upperBound..<docs.endIndex) else {
            return XCTFail("docs/screens.md has lost its markers (\(ScreenFieldTables.begin) … \(ScreenFieldTables.end))")
        }
        let current = String(docs[begin.lowerBound..<end.upperBound])
        if current != generated, ProcessInfo.processInfo.environment["KIOSK_UPDATE_DOCS"] == "1" {
            try docs.replacingCharacters(in: begin.lowerBound..<end.upperBound, with: generated)
                .write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        XCTAssertEqual(current, generated,
                       "docs/screens.md's field tables differ from the declarations: run `kiosk schema --markdown` and paste it between the markers, or KIOSK_UPDATE_DOCS=1 swift test --filter ScreenSchemaTests")
        let printed = try KioskProcess.run(["schema", "--markdown"])
        XCTAssertEqual(printed.stdout, generated)
    }
}
