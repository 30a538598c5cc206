/// The fields of `textField`.
extension ScreenFields {
    enum TextField {
        static let placeholder = ScreenField.shownText("placeholder", example: "Licence plate",
                                                       "shown while the field is empty, and what speech calls the field without an `accessibilityLabel`")
        static let text = ScreenField.text("text", example: "AB 123", shown: "empty",
                                           "the text at start (as `set` with `text` and the state file give it), filtered by `input` and cut at `maxLength`")
        static let input = ScreenChoiceField<TextInputKind>(
            "input", TextInputKind.allCases.map { ($0.rawValue, $0) }, default: "text",
            "what it takes and which keyboard it asks for: `text` anything on one line, `name` letters, spaces, - ' and ., `email` no spaces, `number` digits and one decimal point, `pin` digits, `plate` letters (upper-cased), digits, spaces and -, `phone` digits, +, - and spaces; `number`, `pin` and `phone` type any script's digits as 0–9")
        static let maxLength = ScreenField.wholeNumber("maxLength", 1...10_000, "the most characters it takes (a letter with its accents is one); left out, 20,000 (a screen file's longest text)")
        static let pattern = ScreenField.text("pattern", example: "[A-Z]{1,3} [0-9]{1,4}", shown: "none",
                                              "a POSIX extended regular expression the whole text must match before `submit` (Enter, the keyboard's Done) is allowed; when it does not, the field shows `patternHint` and sends `invalid`. `kiosk check` reports one that does not compile or is over a pattern's limits (docs/screens.md, \"Text fields\")")
        static let patternHint = ScreenField.shownText("patternHint", example: "Two letters, a space and up to four digits",
                                                       "why a text was refused, in words: shown under the field after a refused `submit` and said by speech with the field")
        static let secure = ScreenField.bool("secure", default: false,
                                             "a PIN or password: dots on screen; its text is never in the state file, the `layout` query, speech, live text, events (see `reportValue`) or a `--record` recording (only its length); whatever its `input`, its keyboard's keys are not in `key` events, speech, the query's `highlighted` or a drawn press, and the query has no `matches`")
        static let reportValue = ScreenField.bool("reportValue", default: false,
                                                  "a secure field's text goes into its `change` and `submit` events, for a controller that checks it; nowhere else")
        static let all: [any ScreenFieldInfo] = [placeholder, text, input, maxLength, pattern, patternHint, secure, reportValue]
    }
}
