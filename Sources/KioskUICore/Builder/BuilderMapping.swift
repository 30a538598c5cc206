/// Where in Swift source a part of a screen description was written.
struct BuilderSource: Equatable, Sendable {
    var file: String
    var line: Int
}

/// A value of a screen description, before it becomes a `ScreenNode`: the shapes a screen file has.
indirect enum BuilderValue: Sendable {
    case text(String)
    case number(Double)
    case bool(Bool)
    case list([BuilderValue])
    case mapping(BuilderMapping)
    /// A value read when the description is decoded: a state's, a computed text's.
    case live(any LiveBuilderValue)

    /// A whole number (`majorEvery`, `maxLines`).
    static func int(_ n: Int) -> BuilderValue { .number(Double(n)) }
}

/// One mapping of a screen description (a widget, a page, the theme, the screen), with its fields
/// in order and the Swift line that wrote it.
struct BuilderMapping: Sendable {
    var fields: [(key: String, value: BuilderValue)]
    var source: BuilderSource
    /// The states and code the widget is tied to (Swift only; a file has none).
    var hooks: [BuilderHook] = []

    /// A mapping of the given fields; nil values are left out, so the decoder's defaults apply.
    init(type: ScreenWidgetType? = nil, fields: [(String, BuilderValue?)], source: BuilderSource) {
        self.fields = (type.map { [(ScreenFields.type.name, BuilderValue.text($0.rawValue))] } ?? [])
            + fields.compactMap { key, value in value.map { (key: key, value: $0) } }
        self.source = source
    }

    /// Sets a field, replacing an earlier value of it (so no field is ever given twice).
    mutating func set(_ key: String, _ value: BuilderValue) {
        if let i = fields.firstIndex(where: { $0.key == key }) { fields[i].value = value } else { fields.append((key, value)) }
    }
}
