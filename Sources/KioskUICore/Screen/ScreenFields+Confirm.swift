/// The fields of a button's `confirm`, which the app asks in a dialog (`ScreenDecoder+Confirm.swift`).
extension ScreenFields {
    /// A button's `confirm`: the question a dialog asks before the button's `goto` and `action`.
    enum Confirm {
        static let title = ScreenField.liveText("title", required: true, example: "Buy 2 tickets?",
                                                "the question; `{ID}` shows a control's value as the dialog opens (`\"Rent {bike}?\"`, `{{` for a brace), and plural forms choose by it as a label's do")
        static let buttons = ScreenField.structure("buttons", .texts(example: "[Cancel, Buy]"), required: true,
                                                   "the answers, at least two, all different: the first cancels (as Escape and B do), the last goes on")
        static let all: [any ScreenFieldInfo] = [title, buttons]
    }
}
