/// The fields of `label`.
extension ScreenFields {
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
}
