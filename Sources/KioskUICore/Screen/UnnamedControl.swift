/// A control of a screen file that focus reaches but that has no name for speech: a picker or a
/// ruler without `accessibilityLabel` (its options or numbers do not say what they choose), a
/// button that shows only an icon, an image that is neither named nor `decorative`.
/// `kiosk check` warns about each; it is not an error, since the screen works for sighted users.
struct UnnamedControl: Sendable, Equatable {
    /// The line of the widget's mapping.
    let line: Int
    let id: String?
    let type: ScreenWidgetType

    /// The warning `kiosk check` prints: `FILE:LINE: accessibilityLabel: warning: …` and the fix.
    func warning(file: String) -> String {
        let field = ScreenFields.accessibilityLabel.name
        let which = id.map { "the \(type.rawValue) \"\($0)\"" } ?? "this \(type.rawValue)"
        let start = "\(file):\(line): \(field): warning: \(which)"
        return type.kind.unnamedWarning(start, field: field, suggestion: suggestion)
    }

    /// A name to start from: the id in words ("living-target" → "Living target"), else the field's example.
    var suggestion: String {
        guard let id, let first = id.first else { return ScreenFields.accessibilityLabel.kind.example }
        let words = id.map { $0 == "-" || $0 == "_" ? " " : $0 }
        return first.uppercased() + String(words.dropFirst())
    }
}
