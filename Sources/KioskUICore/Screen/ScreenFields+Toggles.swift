/// The fields of the on/off controls: `switch` and `checkbox`.
extension ScreenFields {
    enum Switch {
        static let title = ScreenField.liveText("title", required: true, example: "Sound",
                                                 "the label beside the switch; a tap on it toggles the switch too; `{ID}` shows a control's value")
        static let on = ScreenField.bool("on", default: false, "whether it is on at start")
        static let all: [any ScreenFieldInfo] = [title, on]
    }

    enum Checkbox {
        static let title = ScreenField.liveText("title", required: true, example: "I accept the terms",
                                                 "the label beside the box; a tap on it toggles the box too; `{ID}` shows a control's value")
        static let checked = ScreenField.bool("checked", default: false, "whether it is checked at start")
        static let required = ScreenField.bool("required", default: false,
                                               "it must be checked to go on: speech says \"required\"; give the button that goes on `enabled: {checked: ID}`")
        static let all: [any ScreenFieldInfo] = [title, checked, required]
    }
}
