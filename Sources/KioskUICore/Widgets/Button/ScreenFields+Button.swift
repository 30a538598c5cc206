/// The fields of `button`.
extension ScreenFields {
    enum Button {
        static let title = ScreenField.liveText("title", example: "Start", shown: "required (may be left out with `icon`)",
                                                 "the text on the button; `{ID}` shows a control's value (`\"Pay for {minutes} min\"`, `{{` for a brace)")
        static let style = ScreenChoiceField<KioskUICore.Button.Style>(
            "style", [("primary", .primary), ("secondary", .secondary), ("chip", .chip)], default: "secondary",
            "`primary` is filled with the accent colour, `secondary` a plain surface, `chip` a small rounded chip for flows of choices")
        static let goto = ScreenField.screenName("goto", allowsBack: true, shown: "none",
                                                 "a tap shows this screen (after the `tap` event), or `back` the one shown before")
        static let enabled = ScreenField.enabledWhen("enabled",
                                              "a disabled button is drawn faded and takes no tap and no focus (`set` changes it); `{checked: ID}` enables it only while checkbox ID is checked")
        static let action = ScreenChoiceField<ButtonAction?>(
            "action", [("none", nil)] + ButtonAction.allCases.map { ($0.rawValue, $0) }, default: "none",
            "a display setting a tap changes after its `tap` event: `larger-text` and `smaller-text` step the text size (1, 1.25, 1.5, 2, 2.5, 3), `standard-text` brings back the size the run started with, `high-contrast` switches to the high-contrast theme and back (docs/accessibility.md)")
        static let language = ScreenField.languageChoice("language",
                                               "a tap switches the language (after the `tap` event, before a `goto`): to one of the file's `languages` by its code, or `menu` opens a menu of them in their own names")
        static let confirm = ScreenField.structure("confirm", .confirm, shown: "none",
                                                   "ask before going on: a tap (after its `tap` event) opens a dialog `ID.confirm` with this title and these buttons; its last button carries out the `goto` and `action`, its first (or Escape / B) cancels")
        static let all: [any ScreenFieldInfo] = [title, style, goto, enabled, action, language, confirm] + ScreenFields.Icon.all
    }
}
