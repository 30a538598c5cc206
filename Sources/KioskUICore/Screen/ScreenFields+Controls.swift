/// The fields of the controls: `button`, `label`, `picker`, `pages` and `ruler`.
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

    /// A button's `confirm`: the question a dialog asks before the button's `goto` and `action`.
    enum Confirm {
        static let title = ScreenField.liveText("title", required: true, example: "Buy 2 tickets?",
                                                "the question; `{ID}` shows a control's value as the dialog opens (`\"Rent {bike}?\"`, `{{` for a brace), and plural forms choose by it as a label's do")
        static let buttons = ScreenField.structure("buttons", .texts(example: "[Cancel, Buy]"), required: true,
                                                   "the answers, at least two, all different: the first cancels (as Escape and B do), the last goes on")
        static let all: [any ScreenFieldInfo] = [title, buttons]
    }

    enum Label {
        static let text = ScreenField.liveText("text", required: true, example: "Hello",
                                                "the text; `{ID}` shows a control's value and follows it (`\"{minutes} min\"`, `{{` for a brace), `{LIST.FIELD}` a field of a list's selected item (`{bikes.name}`)")
        static let style = ScreenChoiceField<TextStyle>(
            "style", [("body", .body), ("bold", .bodyBold), ("title", .title), ("caption", .caption)], default: "body",
            "the theme's text style: `body` the base size, `bold` it in bold, `title` the title size in bold, `caption` the caption size")
        static let wrap = ScreenField.bool("wrap", shown: "`false` (`true` with maxLines)",
                                           "wrap onto as many lines as it needs instead of ending in \"…\": at spaces, after hyphens and slashes, between Chinese or Japanese characters (Unicode's line breaking rules)")
        static let maxLines = ScreenField.wholeNumber("maxLines", 1...1000,
                                                      "wrap onto at most this many lines, ending the last with \"…\" when text is left over")
        static let color = ScreenField.color("color", shown: "the theme's `text`", "the text colour")
        static let direction = ScreenChoiceField<TextDirectionChoice>(
            "direction", TextDirectionChoice.allCases.map { ($0.rawValue, $0) }, default: "auto",
            "which way the text runs: `auto` by its first letter (\"Bike 12 متاح\" left to right), lined up by the screen's direction; `rtl` or `ltr` that way whatever it starts with, from that side (`align: start` is its right edge for `rtl`)")
        static let all: [any ScreenFieldInfo] = [text, style, wrap, maxLines, ScreenFields.lineAlign, color, direction] + ScreenFields.Icon.all
    }

    enum Picker {
        /// What a picker chooses.
        enum Kind: Sendable {
            /// Its `options`.
            case options
            /// The file's `languages`, in their own names: choosing one switches the language.
            case language
        }

        static let kind = ScreenChoiceField<Kind>(
            "kind", [("language", .language), ("options", .options)], default: "options",
            "`language` lists the file's `languages` in their own names (English, Deutsch, العربية) instead of `options`, and choosing one switches the language; its value is the language's code")
        static let options = ScreenField.structure("options", .texts(example: "[Day, Week, Month]"), shown: "required (none with `kind: language`)",
                                                   "the segments' texts: at least one, all different")
        static let selected = ScreenField.structure("selected", .selection, shown: "the first option",
                                                    "the option selected at start: its text, else its index from 0")
        static let fillWidth = ScreenField.bool("fillWidth", default: false,
                                                "the segments share the whole width (tabs) instead of keeping their ideal width")
        static let all: [any ScreenFieldInfo] = [options, selected, fillWidth, kind]
    }

    enum Pages {
        static let pages = ScreenField.structure("pages", .pages, required: true,
                                                 "the pages: at least one, with different titles")
        static let selected = ScreenField.structure("selected", .selection, shown: "the first page",
                                                    "the page shown at start: its title, else its index from 0")
        static let all: [any ScreenFieldInfo] = [pages, selected]
    }

    enum Ruler {
        static let values = -1e12...1e12
        static let min = ScreenField.number("min", values, required: true, "the lowest value")
        static let max = ScreenField.number("max", values, required: true, "the highest value, at least min")
        static let step = ScreenField.number("step", 1e-6...1e12, default: 1,
                                             "the distance between ticks: the value is always min plus a whole number of steps")
        static let majorEvery = ScreenField.wholeNumber("majorEvery", 1...1_000_000, default: 10,
                                                        "a long tick with a number on every multiple of `majorEvery × step`, counted from 0, so 15…240 step 15 every 4 reads 60, 120, 180, 240; a number is highlighted only while the value is on it")
        static let value = ScreenField.number("value", values, shown: "min",
                                              "the value at start, from min to max (it snaps to the nearest step)")
        static let tickSpacing = ScreenField.number("tickSpacing", 2...400, shown: "spread",
                                                    "pixels between two ticks at font scale 1 (grows with the font scale); by default a range of at most 12 steps is spread over the ruler's width (up to 80 px a step) and a longer one has 14 px; wider when the numbers need it")
        static let all: [any ScreenFieldInfo] = [min, max, step, majorEvery, value, tickSpacing]
    }
}
