/// The widget types a screen file can use, with the fields each allows (besides the common
/// `type`, `id`, `flex` and `widthGroup`). docs/screens.md documents every one.
enum ScreenWidgetType: String, CaseIterable {
    case column, row, button, label, picker, pages, ruler, scroll, spacer, flow, equalRow, padding, frame

    /// Fields every widget may have.
    static let commonFields = ["type", "id", "flex", "widthGroup"]

    /// The fields of this type, besides the common ones.
    var fields: [String] {
        switch self {
        case .column, .row: return ["children", "spacing", "align", "padding"]
        case .button: return ["title", "style"]
        case .label: return ["text", "style", "wrap", "maxLines", "align", "color"]
        case .picker: return ["options", "selected", "fillWidth"]
        case .pages: return ["pages", "selected"]
        case .ruler: return ["min", "max", "step", "majorEvery", "value"]
        case .scroll: return ["content"]
        case .spacer: return ["minLength"]
        case .flow: return ["children", "itemSpacing", "rowSpacing", "align"]
        case .equalRow: return ["children", "spacing", "stretch"]
        case .padding: return ["content", "insets"]
        case .frame: return ["content", "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight"]
        }
    }

    /// "a button", "an equalRow": for messages.
    var article: String {
        let vowel = "aeiou".contains(rawValue.first!)
        return "\(vowel ? "an" : "a") \(rawValue)"
    }

    static var names: String { ScreenDecoder.list(allCases.map(\.rawValue)) }
}

/// The fields of one page of a `pages` widget.
enum ScreenPageFields {
    static let all = ["title", "id", "content"]
}
