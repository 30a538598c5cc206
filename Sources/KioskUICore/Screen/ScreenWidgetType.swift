/// A widget type a screen file can use (`type: slider`): a look-up over the registry
/// (`WidgetKinds.screenTypes`), with what the checker, the schema and the docs ask of a type.
/// The kinds declare their fields, summary and decoding in their folders.
struct ScreenWidgetType: Sendable, Equatable {
    let kind: any ScreenWidgetKind

    init(_ kind: any ScreenWidgetKind) { self.kind = kind }

    /// The type a screen file names, or nil when no kind has that name.
    init?(rawValue: String) {
        guard let k = WidgetKinds.screenTypes.first(where: { $0.typeName == rawValue }) else { return nil }
        kind = k
    }

    static func == (a: ScreenWidgetType, b: ScreenWidgetType) -> Bool { a.rawValue == b.rawValue }

    /// Every type, in the registry's order.
    static var allCases: [ScreenWidgetType] { WidgetKinds.screenTypes.map(ScreenWidgetType.init) }

    /// The name a screen file writes.
    var rawValue: String { kind.typeName }

    /// The fields of this type, besides the common ones, in the order messages and docs list them.
    var fields: [any ScreenFieldInfo] { kind.fields }

    /// Every field a widget of this type may have: the common ones, then its own.
    var allowedFields: [any ScreenFieldInfo] { ScreenFields.common + fields }

    /// Whether it has a value, events or text of its own (the docs list these as controls).
    var isControl: Bool { kind.isControl }

    /// What a widget of this type does, for the docs and the schema's `description`.
    var summary: String { kind.summary }

    /// "a button", "an equalRow": for messages.
    var article: String {
        let vowel = "aeiou".contains(rawValue.first!)
        return "\(vowel ? "an" : "a") \(rawValue)"
    }

    static var names: String { ScreenDecoder.list(allCases.map(\.rawValue)) }
}
