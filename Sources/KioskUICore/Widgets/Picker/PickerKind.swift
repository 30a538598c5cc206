extension AccessibilityRole {
    /// A segmented picker (or its compact menu button).
    static let picker = AccessibilityRole("picker", SpokenWord("picker", de: "Auswahl", ar: "قائمة اختيار", hi: "चयन"))
}

/// The segmented picker (`type: picker`), and its tabs in a page container.
struct PickerKind: ScreenWidgetKind {
    var typeName: String { "picker" }
    var fields: [any ScreenFieldInfo] { ScreenFields.Picker.all }
    var summary: String { "A segmented picker that folds into a compact menu button when its segments don't fit. Value for `set` and the state file: an option's text, or its index from 0. Events: `change`, `compact`, `menu`." }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget { decoder.picker(o, id: id) }
    var roles: [AccessibilityRole] { [.picker] }
    var setFields: [String] { ["options"] }

    /// `"options":["Zone A","Zone B"]`: new segments, which keep the selection when it is among them.
    func setField(_ name: String, _ value: JSONValue) throws -> SetField {
        .options(try Script.texts(value, field: "options", example: "[\"Zone A\",\"Zone B\"]"))
    }

    func contrastChecks(_ t: Theme) -> [ContrastCheck] {
        [
            t.textPair("picker: other options on background", t.secondaryText, t.background),
            t.textPair("picker: pressed option on surfacePressed", t.secondaryText, t.surfacePressed),
            t.textPair("compact picker's indicator, menu's selected option, ruler's value number: accent on surface", t.accent, t.surface),
            t.partPair("picker: selection marker accent on background", t.accent, t.background),
        ]
    }
}
