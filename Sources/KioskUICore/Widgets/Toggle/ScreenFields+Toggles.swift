/// The fields of the on/off controls: `switch` and `checkbox`.
extension ScreenFields {
    enum Switch {
        static let title = ScreenField.liveText("title", required: true, example: "Sound",
                                                 "the label beside the switch; a tap on it toggles the switch too; `{ID}` shows a control's value")
        // Not `on`: YAML 1.1 readers (PyYAML and the tools built on it) read that key as `true`.
        static let value = ScreenField.bool("value", default: false, "whether it is on at start (as `set` and the state file say it)")
        static let all: [any ScreenFieldInfo] = [title, value]
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
