/// Every field of a screen file, declared once (see `ScreenField`): the top level, the fields every
/// widget has, and the ones several widget types share. Each widget type's own fields are in its
/// folder (`Widgets/<Control>/ScreenFields+<Control>.swift`), a button's `confirm` in
/// `ScreenFields+Confirm.swift`, the theme's in `ScreenFields+Theme.swift`, the `accessibility`
/// block's in `ScreenFields+Accessibility.swift`, the `power` block's in
/// `Power/ScreenFields+Power.swift`.
enum ScreenFields {
    // MARK: The file

    static let theme = ScreenField.structure("theme", .theme, shown: "the standard light theme",
                                             "a built-in theme by its name (`high-contrast`), or a mapping of colours, corner radius, font family and sizes")
    static let root = ScreenField.structure("root", .widget, shown: "required without `screens`",
                                            "the widget tree of a file with one screen: one widget, usually a column or a pages container")
    static let screens = ScreenField.structure("screens", .screens, shown: "required without `root`",
                                               "several screens: each a name (letters, digits, `-`, `_`; not `back`) and its mapping (below), in the order listed")
    static let start = ScreenField.screenName("start", allowsBack: false, shown: "the first screen",
                                              "the screen shown at start and after the idle reset")
    static let idleTimeout = ScreenField.number("idleTimeout", 1...86_400, shown: "none",
                                                "seconds without input (touch, keys, gamepad, wheel; never a command) after which the kiosk returns to `start`, every control goes back to its file value, and an `idle` event is sent")
    static let allowQuit = ScreenField.bool("allowQuit", default: false,
                                            "a quit request from the display (window close, Alt+F4) ends a kiosk-mode run too")
    static let languages = ScreenField.structure("languages", .languages, shown: "none",
                                                 "the languages the screen shows, as codes (`en`, `de`, `ar`, `pt-BR`); the first is the default, which texts are written in and missing translations fall back to, shown at start (unless `--language`) and after a reset")
    static let digits = ScreenField.structure("digits", .digits, shown: "`latin`",
                                              "the digits the runtime writes numbers in (a ruler's, `{ID}` of a ruler): `latin`, `arabic-indic`, `extended-arabic-indic` or `devanagari` for every language, or a mapping for some (`{ar: arabic-indic}`)")

    static let accessibility = ScreenField.structure("accessibility", .accessibility, shown: "speech off",
                                                     "speech for customers who cannot see the screen: `{speech: true, rate: 175, volume: 100, voice: en}` (below)")

    static let keyboard = ScreenChoiceField<KeyboardMode>(
        "keyboard", KeyboardMode.allCases.map { ($0.rawValue, $0) }, default: "auto",
        "when the on-screen keyboard shows: `auto` slides it up while a text field has focus, `fixed` keeps it up, `none` never shows it (a physical keyboard or a scanner)")

    /// A file's top-level fields, in the order messages list them.
    static let topLevel: [any ScreenFieldInfo] = [theme, root, screens, start, idleTimeout, allowQuit, languages, digits, accessibility,
                                                  keyboard, power]

    // MARK: A screen of `screens`

    enum NamedScreen {
        static let root = ScreenField.structure("root", .widget, required: true,
                                                "the screen's widget tree: one widget, usually a column or a pages container")
        static let after = ScreenField.structure("after", .after, shown: "stays until left",
                                                 "return by itself: `{seconds: 10, goto: home}` goes to `home` 10 s after the screen showed or after the last input on it, whichever is later")
        static let all: [any ScreenFieldInfo] = [root, after]
    }

    /// A screen's `after`.
    enum After {
        static let seconds = ScreenField.number("seconds", 0.1...86_400, required: true,
                                                "how long the screen stays without input")
        static let goto = ScreenField.screenName("goto", allowsBack: true, required: true,
                                                 "where it goes then: a screen's name, or `back`")
        static let all: [any ScreenFieldInfo] = [seconds, goto]
    }

    // MARK: Every widget

    static let type = ScreenField.structure("type", .widgetType, required: true, "what the widget is; each type has fields of its own")
    static let id = ScreenField.id("the name scripts, commands, events and the state file use; only widgets with an id can be targeted, and only declared ids can be `set` by a command")
    static let flex = ScreenField.number("flex", 0...1000, shown: "`0` (a spacer: `1`)",
                                         "share of the leftover space along a row or column (0 keeps its ideal size)")
    static let widthGroup = ScreenField.text("widthGroup", example: "actions",
                                             "every widget of the same group name, anywhere on the screen, takes the widest one's width (the trailing buttons of settings rows)")
    static let accessibilityLabel = ScreenField.shownText("accessibilityLabel", example: "Parking zone",
                                                     shown: "its visible text",
                                                     "what speech and the `layout` query call the widget; needed by a picker or ruler, whose options or numbers do not say what they choose (`kiosk check` warns)")

    /// The fields every widget may have, before its type's own.
    static let common: [any ScreenFieldInfo] = [type, id, flex, widthGroup, accessibilityLabel]

    // MARK: Shared by several types

    static let children = ScreenField.structure("children", .widgets, shown: "none", "the widgets, in order")
    static let content = ScreenField.structure("content", .widget, required: true, "the one widget inside")
    /// Where a row of items or a line of text sits in its width (a flow's and a label's `align`).
    static let lineAlign = ScreenChoiceField<RowAlignment>(
        "align", [("start", .leading), ("center", .center), ("end", .trailing)], default: "start",
        "where each row of items, or each line of text, sits in the width")
}
