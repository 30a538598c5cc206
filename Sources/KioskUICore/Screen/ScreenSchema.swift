/// The JSON Schema (draft-07) of screen files, made from the field declarations (`ScreenFields`),
/// so an editor with a YAML or JSON language server completes and checks a screen as it is typed
/// (`kiosk schema`; docs/screens.md, "Editor completion").
///
/// Every mapping allows exactly its declared fields, with their kinds, ranges, defaults and doc
/// lines; a widget's `type` picks its definition (`if`/`then`), so a mistyped field in a ruler is
/// refused like `kiosk check` refuses it. What only the decoder can see (max at least min, unique
/// ids, a `selected` that names an option) is left to `kiosk check`.
enum ScreenSchema {
    /// A reference to one of the definitions.
    private static func ref(_ name: String) -> (String, JSONValue) { ("$ref", .string("#/definitions/\(name)")) }

    private static func reference(_ name: String) -> JSONValue { .object([ref(name)]) }

    /// The whole schema.
    static func make() -> JSONValue {
        var definitions: [(String, JSONValue)] = [("widget", widget)]
        for type in ScreenWidgetType.allCases {
            definitions.append((type.rawValue, mapping(type.allowedFields, description: "`type: \(type.rawValue)`: \(type.summary)",
                                                       of: type)))
        }
        definitions.append(("page", mapping(ScreenFields.Page.all, description: "A page of a `pages` widget: a tab title and the widget shown under it.")))
        definitions.append(("screen", mapping(ScreenFields.NamedScreen.all, description: "A screen of `screens`: its widget tree, and how it returns by itself.")))
        definitions.append(("after", mapping(ScreenFields.After.all, description: "A screen returns by itself: after `seconds` without input, it goes to `goto`.")))
        definitions.append(("confirm", mapping(ScreenFields.Confirm.all, description: "A button's `confirm`: a dialog asks `title`; the last of `buttons` carries out the button's `goto` and `action`, the first cancels.")))
        definitions.append(("accessibility", mapping(ScreenFields.Accessibility.all, description: "Speech: on or off, and espeak-ng's rate, volume and voice; the command line's --speech options win.")))
        for d in ScreenFields.Power.definitions { definitions.append((d.name, mapping(d.fields, description: d.doc))) }
        definitions.append(("theme", mapping(ScreenFields.Theme.all, description: "Colours, corner radius, font family and sizes; every field left out keeps its base theme's (the standard light theme unless `base` names another).")))
        var top: [(String, JSONValue)] = [
            ("$schema", "http://json-schema.org/draft-07/schema#"),
            ("title", "KioskUI screen file"),
            ("$comment", .string(yamlVersionNote)),
        ]
        if case let .object(pairs) = mapping(ScreenFields.topLevel, description: "A KioskUI screen file: one widget tree under `root`, or several named screens under `screens`; an optional `theme`, `start`, `idleTimeout`, `allowQuit`, `accessibility` and `power` (docs/screens.md).") {
            top += pairs
        }
        let oneOf: [JSONValue] = [ScreenFields.root.name, ScreenFields.screens.name].map { .object([("required", [.string($0)])]) }
        top.append(("oneOf", .array(oneOf)))
        top.append(("definitions", .object(definitions)))
        return .object(top)
    }

    /// Any widget: its `type` names the definition that checks the rest.
    private static var widget: JSONValue {
        let key = ScreenFields.type.name
        let choose: [JSONValue] = ScreenWidgetType.allCases.map { type in
            .object([("if", .object([("properties", .object([(key, .object([("const", .string(type.rawValue))]))])),
                                     ("required", [.string(key)])])),
                     ("then", reference(type.rawValue))])
        }
        return .object([
            ("type", "object"),
            ("description", "A widget; its `type` decides which other fields it may have (docs/screens.md)."),
            ("required", [.string(key)]),
            ("properties", .object([(key, property(ScreenFields.type, of: nil))])),
            ("allOf", .array(choose)),
        ])
    }

    /// A mapping that allows exactly `fields` (a widget of `type`: its `type` is that one).
    private static func mapping(_ fields: [any ScreenFieldInfo], description: String, of type: ScreenWidgetType? = nil) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("type", "object"), ("description", .string(description))]
        pairs.append(("properties", .object(fields.map { ($0.name, property($0, of: type)) })))
        let required = fields.filter(\.required).map { JSONValue.string($0.name) }
        if !required.isEmpty { pairs.append(("required", .array(required))) }
        pairs.append(("additionalProperties", false))
        return .object(pairs)
    }

    /// One field: what its value may be, what it does and its default.
    private static func property(_ f: any ScreenFieldInfo, of type: ScreenWidgetType?) -> JSONValue {
        var doc = f.doc
        if f.required { doc += " (required)" } else if let d = f.shownDefault { doc += " (default: \(d.replacing("`", with: "")))" }
        var pairs = value(f.kind, of: type)
        if pairs.first?.0 == "$ref" { pairs = [("allOf", .array([.object(pairs)]))] }   // draft-07 ignores a $ref's siblings
        pairs.append(("description", .string(doc)))
        if let d = f.defaultValue { pairs.append(("default", d)) }
        return .object(pairs)
    }

    /// What an id, and a screen's name, may be.
    private static let idPattern: JSONValue = "^[A-Za-z0-9_-]{1,64}$"

    /// Any scalar but null: the decoder reads each as its text.
    private static let scalar: [(String, JSONValue)] = [("type", ["string", "number", "boolean"])]

    /// Which YAML a screen file is, said in the schema: editors' tools often load YAML 1.1.
    static let yamlVersionNote = "Screen files are YAML 1.2 (core schema), as `kiosk check` reads them: yes, no, on and off are text there, and only true and false are booleans. A YAML 1.1 loader (PyYAML, many editors' tools) reads an unquoted yes/no/on/off as a boolean: this schema accepts a language code no (Norwegian) read so, but `kiosk check` refuses enabled: yes and says to write true."

    /// A language code as a YAML 1.1 loader may hand it over: `no` (Norwegian) becomes false.
    private static let languageCodeRead: JSONValue = .object([("anyOf", [
        .object([("type", "string"), ("pattern", languagePattern)]),
        .object([("const", false), ("description", "the language code no, read by a YAML 1.1 loader as false")]),
    ])])

    /// What a language code looks like (`en`, `pt-BR`, `zh-Hant`).
    private static let languagePattern: JSONValue = "^[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*$"

    /// A mapping from language codes to `value`.
    private static func byLanguage(_ value: JSONValue) -> JSONValue {
        .object([("type", "object"), ("minProperties", 1), ("propertyNames", .object([("pattern", languagePattern)])),
                 ("additionalProperties", value)])
    }

    /// Text a person reads: a scalar, or its translations by language.
    private static let translatable: [(String, JSONValue)] = [("anyOf", [.object(scalar), byLanguage(.object(scalar))])]

    /// The keys of plural forms: CLDR's category words.
    private static let categoryWords: JSONValue = .object([("enum", .array(PluralCategory.allCases.map { .string($0.rawValue) }))])

    /// Plural forms: a text per CLDR category, `other` required.
    private static let pluralForms: JSONValue = .object([
        // propertyNames rather than additionalProperties: false, whose message sorts the keys
        // and fails on the boolean key a YAML 1.1 loader makes of the language code no.
        ("type", "object"), ("required", ["other"]), ("propertyNames", categoryWords),
        ("additionalProperties", .object(scalar)),
        ("description", "plural forms, chosen by the number the first {ID} of the default language's other text shows (docs/screens.md, \"Plural forms\")"),
    ])

    /// Text that may show a control's value: as `translatable`, and it or each language's text
    /// may be plural forms. A mapping whose keys are all category words is plural forms (and
    /// needs `other`), never languages.
    private static let liveText: [(String, JSONValue)] = {
        let oneText: JSONValue = .object([("anyOf", [.object(scalar), pluralForms])])
        guard case let .object(languages) = byLanguage(oneText) else { return [] }
        let notPlural: JSONValue = .object([("propertyNames", categoryWords)])
        return [("anyOf", [.object(scalar), pluralForms, .object(languages + [("not", notPlural)])])]
    }()

    /// What a value of `kind` may be.
    private static func value(_ kind: ScreenFieldKind, of type: ScreenWidgetType?) -> [(String, JSONValue)] {
        switch kind {
        case .text, .selection:
            return scalar
        case .translatable:
            return translatable
        case .liveText:
            return liveText
        case .languages:
            return [("type", "array"), ("minItems", 1), ("uniqueItems", true), ("items", languageCodeRead)]
        case .languageChoice:
            return [("anyOf", [.object([("type", "string"), ("pattern", "^(menu|[A-Za-z]{2,3}(-[A-Za-z0-9]{1,8})*)$")]),
                               .object([("const", false)])])]
        case .digits:
            let words: JSONValue = .object([("enum", .array(Digits.allCases.map { .string($0.rawValue) }))])
            return [("anyOf", [words, byLanguage(words)])]
        case .id:
            return [("type", ["string", "integer"]), ("pattern", idPattern)]
        case .widgetType:
            if let type { return [("const", .string(type.rawValue))] }
            return [("enum", .array(ScreenWidgetType.allCases.map { .string($0.rawValue) }))]
        case let .number(r):
            return [("type", "number"), ("minimum", .number(r.lowerBound)), ("maximum", .number(r.upperBound))]
        case let .wholeNumber(r):
            return [("type", "integer"), ("minimum", .number(Double(r.lowerBound))), ("maximum", .number(Double(r.upperBound)))]
        case .bool:
            return [("type", "boolean")]
        case let .choice(words):
            return [("enum", .array(words.map(JSONValue.string)))]
        case .color:
            return [("type", "string"), ("pattern", "^#([0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$")]
        case .insets:
            let r = ScreenFieldKind.insetsRange
            let side: JSONValue = .object([("type", "number"), ("minimum", .number(r.lowerBound)), ("maximum", .number(r.upperBound))])
            func sides(_ n: Int) -> JSONValue {
                .object([("type", "array"), ("items", side), ("minItems", .number(Double(n))), ("maxItems", .number(Double(n)))])
            }
            return [("anyOf", [side, sides(2), sides(4)])]
        case .texts:
            let text: JSONValue = .object(scalar + [("minLength", 1)])
            return [("type", "array"), ("minItems", 1), ("uniqueItems", true),
                    ("items", .object([("anyOf", [text, byLanguage(.object(scalar))])]))]
        case .widget:
            return [ref("widget")]
        case .widgets:
            return [("type", "array"), ("items", reference("widget"))]
        case .pages:
            return [("type", "array"), ("minItems", 1), ("items", reference("page"))]
        case .theme:
            let names: JSONValue = .object([("enum", .array(ScreenFields.Theme.base.choices.map { .string($0.word) }))])
            return [("anyOf", [names, reference("theme")])]
        case .screenName:
            return [("type", "string"), ("pattern", idPattern)]
        case .screens:
            let name: JSONValue = .object([("pattern", idPattern), ("not", .object([("const", .string(ScreenTarget.backWord))]))])
            return [("type", "object"), ("minProperties", 1), ("propertyNames", name), ("additionalProperties", reference("screen"))]
        case .after:
            return [ref("after")]
        case .accessibility:
            return [ref("accessibility")]
        case let .block(definition, _):
            return [ref(definition)]
        case .confirm:
            return [ref("confirm")]
        case .file:
            return [("type", "string"), ("minLength", 1)]
        case .enabledWhen:
            let checked: JSONValue = .object([("type", "object"), ("required", ["checked"]), ("additionalProperties", false),
                                              ("properties", .object([("checked", .object([("type", ["string", "integer"]), ("pattern", idPattern)]))]))])
            return [("anyOf", [.object([("type", "boolean")]), checked])]
        case .items:
            let item: JSONValue = .object([("type", "object"), ("required", ["key"]),
                                           ("additionalProperties", .object(scalar))])
            return [("type", "array"), ("items", item)]
        }
    }

    /// `value` as indented JSON text, keys in their order, for people and editors to read.
    static func pretty(_ value: JSONValue, indent: String = "") -> String {
        let inner = indent + "  "
        let oneLine = value.serialized
        if oneLine.count + indent.count <= 100 { return oneLine }
        switch value {
        case let .array(items) where items.allSatisfy({ $0.arrayValue == nil && $0.objectKeys.isEmpty }):
            return "[" + items.map(\.serialized).joined(separator: ", ") + "]"
        case let .array(items) where !items.isEmpty:
            return "[\n" + items.map { inner + pretty($0, indent: inner) }.joined(separator: ",\n") + "\n\(indent)]"
        case let .object(pairs) where !pairs.isEmpty:
            return "{\n" + pairs.map { inner + JSONValue.string($0.0).serialized + ": " + pretty($0.1, indent: inner) }
                .joined(separator: ",\n") + "\n\(indent)}"
        default:
            return oneLine
        }
    }
}
