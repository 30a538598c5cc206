/// The fields of `picker`.
extension ScreenFields {
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
}
