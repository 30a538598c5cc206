/// How a field's value is written in a screen file: what the decoder accepts, what `kiosk schema`
/// allows and what the docs' "value" column says.
enum ScreenFieldKind: Sendable {
    /// Any scalar but null, read as its text (`title: 2024` is "2024"); `example` completes messages.
    case text(example: String)
    /// Text a person reads: as `text`, or a mapping from each of the file's `languages` to its text
    /// (`{en: Pay, de: Bezahlen}`), which must give the default language's.
    case translatable(example: String)
    /// Text that may show a control's value (a label's text, a button's title): as
    /// `translatable`, and it, or each language's text of its mapping, may be plural forms
    /// (`{one: …, other: …}`, docs/screens.md "Plural forms").
    case liveText(example: String)
    /// The file's languages: a list of language codes, the default first.
    case languages
    /// The digits numbers are written in: one of `Digits`' words, or a mapping from language to one.
    case digits
    /// One of the file's languages by its code, or `menu` (a button's `language`).
    case languageChoice
    /// A widget id: letters, digits, `-` and `_`, unique on the screen.
    case id
    /// The widget type: one of `ScreenWidgetType`.
    case widgetType
    /// A number in the range.
    case number(ClosedRange<Double>)
    /// A whole number in the range.
    case wholeNumber(ClosedRange<Int>)
    /// `true` or `false`.
    case bool
    /// One of these words, spelled exactly.
    case choice([String])
    /// `"#RRGGBB"` or `"#RRGGBBAA"`.
    case color
    /// Pixels: one number for every side, `[vertical, horizontal]` or `[top, right, bottom, left]`.
    case insets
    /// A list of at least one text, all different (a picker's options); each may be a mapping of
    /// translations, as a `translatable` text.
    case texts(example: String)
    /// An entry of the widget's list by its text, else by its index from 0.
    case selection
    /// One widget.
    case widget
    /// A list of widgets.
    case widgets
    /// A list of pages, at least one.
    case pages
    /// The theme mapping.
    case theme
    /// A screen of the file by its name, or `back` where `allowsBack` (a button's `goto`).
    case screenName(allowsBack: Bool)
    /// The mapping of screens: each name to its screen.
    case screens
    /// A screen's `after` mapping.
    case after
    /// The file's `accessibility` mapping (speech).
    case accessibility
    /// A mapping of fields of its own, listed below the table, checked by the schema's definition
    /// `definition` (the `power` block and its parts).
    case block(definition: String, fields: [String])
    /// A button's `confirm` mapping: a title and the dialog's buttons.
    case confirm
    /// A file's path, relative to the screen file's folder or absolute (a picture's, an icon's);
    /// `example` completes messages.
    case file(example: String)
    /// `true`, `false`, or `{checked: ID}`: a button's `enabled`, following a checkbox.
    case enabledWhen
    /// A list's items: mappings, each with a different `key` and text fields.
    case items

    /// The pixels an insets side may have.
    static let insetsRange = 0.0...2000.0

    /// A number field's range (for other kinds, every finite number).
    var numberRange: ClosedRange<Double> {
        if case let .number(r) = self { return r }
        return -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
    }

    /// A whole-number field's range (for other kinds, every Int).
    var wholeNumberRange: ClosedRange<Int> {
        if case let .wholeNumber(r) = self { return r }
        return Int.min...Int.max
    }

    /// A value such a field could have, to complete a message: `id: start`.
    var example: String {
        switch self {
        case let .text(e), let .texts(e), let .translatable(e), let .liveText(e), let .file(e): return e
        case .id: return "start"
        case .screenName: return "home"
        default: return ""
        }
    }
}

/// What the schema, the docs and the "allowed:" lists need of a field, whatever its value type.
protocol ScreenFieldInfo: Sendable {
    var name: String { get }
    var kind: ScreenFieldKind { get }
    /// Whether a mapping must have the field.
    var required: Bool { get }
    /// The default as the docs write it (`0`, `` `center` ``, "the first option"); nil: none.
    var shownDefault: String? { get }
    /// The default as a file would write it, for the schema's `default` (editors offer it); nil when
    /// there is none or it is not a fixed value ("min").
    var defaultValue: JSONValue? { get }
    /// One line on what the field does, for the docs and the schema's `description`.
    var doc: String { get }
}

/// One field of a screen file's mappings, declared once (docs/screens.md lists them all): its
/// name, how it is written, its default, its range and what it does. The decoder reads a field
/// through its declaration (`ScreenObject.read`), the `KUI` builders write it through it
/// (`entry`), and `kiosk check`'s "allowed:" lists, `kiosk schema` and the docs' tables list it.
///
/// `Value` is what the decoder hands on: `Double` for a number with a default (used when the file
/// leaves it out), `Double?` for one without, `ScreenNode?` for the fields the decoder builds
/// further itself (children, content, options, pages). Make one with the factories below.
struct ScreenField<Value: Sendable>: ScreenFieldInfo {
    let name: String
    let kind: ScreenFieldKind
    let required: Bool
    /// The value when the file leaves the field out.
    let fallback: Value
    let shownDefault: String?
    let defaultValue: JSONValue?
    let doc: String

    private init(_ name: String, _ kind: ScreenFieldKind, required: Bool = false, fallback: Value,
                 shown: String? = nil, json: JSONValue? = nil, _ doc: String) {
        self.name = name; self.kind = kind; self.required = required; self.fallback = fallback
        self.shownDefault = shown ?? json.map(ScreenField.shown); self.defaultValue = json; self.doc = doc
    }

    /// How a default reads in the docs, as code: `` `center` ``, `` `0` ``, `` `false` ``.
    private static func shown(_ v: JSONValue) -> String { "`\(v.stringValue ?? v.serialized)`" }
}

extension ScreenField where Value == Double {
    /// A number in `range`, `fallback` when left out.
    static func number(_ name: String, _ range: ClosedRange<Double>, default fallback: Double, _ doc: String) -> Self {
        Self(name, .number(range), fallback: fallback, json: .number(fallback), doc)
    }
}

extension ScreenField where Value == Double? {
    /// A number in `range`, nil when left out (`shown` says what happens then).
    static func number(_ name: String, _ range: ClosedRange<Double>, required: Bool = false, shown: String? = nil,
                       _ doc: String) -> Self {
        Self(name, .number(range), required: required, fallback: nil, shown: shown, doc)
    }
}

extension ScreenField where Value == Int {
    /// A whole number in `range`, `fallback` when left out.
    static func wholeNumber(_ name: String, _ range: ClosedRange<Int>, default fallback: Int, _ doc: String) -> Self {
        Self(name, .wholeNumber(range), fallback: fallback, json: .number(Double(fallback)), doc)
    }
}

extension ScreenField where Value == Int? {
    /// A whole number in `range`, nil when left out (`shown` says what is used then).
    static func wholeNumber(_ name: String, _ range: ClosedRange<Int>, shown: String? = nil, _ doc: String) -> Self {
        Self(name, .wholeNumber(range), fallback: nil, shown: shown, doc)
    }
}

extension ScreenField where Value == Bool {
    /// `true` or `false`, `fallback` when left out.
    static func bool(_ name: String, default fallback: Bool, _ doc: String) -> Self {
        Self(name, .bool, fallback: fallback, json: .bool(fallback), doc)
    }
}

extension ScreenField where Value == Bool {
    /// A button's `enabled`: `true` or `false` (`fallback` when left out), or `{checked: ID}`
    /// (`ScreenFieldKind.enabledWhen`), which the decoder reads itself.
    static func enabledWhen(_ name: String, _ doc: String) -> Self {
        Self(name, .enabledWhen, fallback: true, json: .bool(true), doc)
    }
}

extension ScreenField where Value == Bool? {
    /// `true` or `false`, nil when left out (the default depends on other fields: `shown`).
    static func bool(_ name: String, shown: String, _ doc: String) -> Self {
        Self(name, .bool, fallback: nil, shown: shown, doc)
    }
}

extension ScreenField where Value == String? {
    /// Text, nil when left out; `example` completes the messages.
    static func text(_ name: String, required: Bool = false, example: String, shown: String? = nil, _ doc: String) -> Self {
        Self(name, .text(example: example), required: required, fallback: nil, shown: shown, doc)
    }

    /// Text a person reads, nil when left out: a string, or a mapping of translations
    /// (`ScreenFieldKind.translatable`).
    static func shownText(_ name: String, required: Bool = false, example: String, shown: String? = nil, _ doc: String) -> Self {
        Self(name, .translatable(example: example), required: required, fallback: nil, shown: shown, doc)
    }

    /// Text a person reads that may show a control's value, nil when left out: as `shownText`,
    /// or plural forms (`ScreenFieldKind.liveText`).
    static func liveText(_ name: String, required: Bool = false, example: String, shown: String? = nil, _ doc: String) -> Self {
        Self(name, .liveText(example: example), required: required, fallback: nil, shown: shown, doc)
    }

    /// A language of the file by its code, or `menu`; nil when left out.
    static func languageChoice(_ name: String, _ doc: String) -> Self {
        Self(name, .languageChoice, fallback: nil, shown: "none", doc)
    }

    /// A file's path, nil when left out (`ScreenFieldKind.file`).
    static func file(_ name: String, required: Bool = false, example: String, shown: String? = nil, _ doc: String) -> Self {
        Self(name, .file(example: example), required: required, fallback: nil, shown: shown, doc)
    }

    /// A widget id.
    static func id(_ doc: String) -> Self { Self("id", .id, fallback: nil, doc) }
}

extension ScreenField where Value == String? {
    /// A screen's name (or `back`, with `allowsBack`), nil when left out.
    static func screenName(_ name: String, allowsBack: Bool, required: Bool = false, shown: String? = nil,
                           _ doc: String) -> Self {
        Self(name, .screenName(allowsBack: allowsBack), required: required, fallback: nil, shown: shown, doc)
    }
}

extension ScreenField where Value == Color? {
    /// A colour, nil when left out (`shown` says what is used then).
    static func color(_ name: String, shown: String? = nil, _ doc: String) -> Self {
        Self(name, .color, fallback: nil, shown: shown, doc)
    }
}

extension ScreenField where Value == Insets {
    /// Insets, none when left out.
    static func insets(_ name: String, _ doc: String) -> Self { Self(name, .insets, fallback: .zero, json: .number(0), doc) }
}

extension ScreenField where Value == Insets? {
    /// Insets the mapping must have.
    static func requiredInsets(_ name: String, _ doc: String) -> Self { Self(name, .insets, required: true, fallback: nil, doc) }
}

extension ScreenField where Value == ScreenNode? {
    /// A field the decoder builds further itself (a widget, a list of them, options, pages, the
    /// theme, the type), handed on as the file's node.
    static func structure(_ name: String, _ kind: ScreenFieldKind, required: Bool = false, shown: String? = nil,
                          _ doc: String) -> Self {
        Self(name, kind, required: required, fallback: nil, shown: shown, doc)
    }
}

/// A field that takes one of a few words, each standing for a value of `Value` (a style, an
/// alignment), with the word used when the file leaves it out.
struct ScreenChoiceField<Value: Sendable>: ScreenFieldInfo {
    let name: String
    /// The words and what each stands for, in the order messages list them.
    let choices: [(word: String, value: Value)]
    /// The word used when the field is left out.
    let fallback: String
    let doc: String

    init(_ name: String, _ choices: [(word: String, value: Value)], default fallback: String, _ doc: String) {
        precondition(choices.contains { $0.word == fallback }, "the default of \(name) must be one of its words")
        self.name = name; self.choices = choices; self.fallback = fallback; self.doc = doc
    }

    var kind: ScreenFieldKind { .choice(choices.map(\.word)) }
    var required: Bool { false }
    var shownDefault: String? { "`\(fallback)`" }
    var defaultValue: JSONValue? { .string(fallback) }

    /// The value a word stands for.
    func value(of word: String) -> Value? { choices.first { $0.word == word }?.value }
}
