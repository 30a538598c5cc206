extension AccessibilityRole {
    /// An on/off switch.
    static let switchControl = AccessibilityRole("switch", SpokenWord("switch", de: "Schalter", ar: "مفتاح تبديل", hi: "स्विच"))
    /// A checkbox.
    static let checkbox = AccessibilityRole("checkbox", SpokenWord("checkbox", de: "Kontrollkästchen", ar: "خانة اختيار", hi: "चेकबॉक्स"))
}

/// A switch (`type: switch`) or a checkbox (`type: checkbox`): one widget, `Toggle`, in two kinds.
struct ToggleKind: ScreenWidgetKind {
    /// A switch or a checkbox.
    let kind: Toggle.Kind
    var typeName: String { kind.rawValue }
    var fields: [any ScreenFieldInfo] { kind == .switch ? ScreenFields.Switch.all : ScreenFields.Checkbox.all }
    var summary: String {
        kind == .switch
            ? "An on/off switch with its label; a tap on the row, a drag of the thumb, Space, Enter or A toggle it. Value for `set` and the state file: true or false. Events: `change`."
            : "A checkbox with its label; a tap on the row, Space, Enter or A toggle it. A button's `enabled: {checked: ID}` follows it. Value for `set` and the state file: true or false. Events: `change`."
    }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget { decoder.toggle(kind, o, id: id) }
    var roles: [AccessibilityRole] { [kind == .switch ? .switchControl : .checkbox] }

    /// The pairs a switch and a checkbox draw: off and on differ by the thumb's end and the check
    /// mark, and each state's parts stand out at 3:1. Listed once, by the switch's entry.
    func contrastChecks(_ t: Theme) -> [ContrastCheck] {
        guard kind == .switch else { return [] }
        return [
            t.edge("switch and checkbox, off: edge against background", outline: t.separator, around: [t.background]),
            t.partPair("switch, off: thumb separator on surface", t.separator, t.surface),
            t.partPair("switch and checkbox, on: accent on background", t.accent, t.background),
            t.partPair("switch, on: thumb accentText on accent", t.accentText, t.accent),
            t.partPair("checkbox, on: check mark accentText on accent", t.accentText, t.accent),
        ]
    }
}
