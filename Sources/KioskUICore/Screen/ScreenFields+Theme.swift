/// The fields of a screen file's `theme`. Left out, each keeps its `base` theme's value; the docs
/// show the standard light theme's (`Theme.standard`) as its default.
extension ScreenFields {
    package enum Theme {
        private static let standard = KioskUICore.Theme.standard

        /// The built-in theme the other fields change; `theme: high-contrast` alone is short for
        /// `theme: {base: high-contrast}`.
        static let base = ScreenChoiceField<KioskUICore.Theme>("base", KioskUICore.Theme.builtIn, default: "standard",
            "the built-in theme the other fields change: `standard` (light) or `high-contrast` (white on black, WCAG AA contrast, a 4 px focus ring); a file may write just its name, `theme: high-contrast`")
        static let background = colour("background", standard.background, "the screen's background")
        static let surface = colour("surface", standard.surface, "buttons, rulers, menus")
        static let surfacePressed = colour("surfacePressed", standard.surfacePressed, "a surface under a finger")
        static let text = colour("text", standard.text, "text")
        static let secondaryText = colour("secondaryText", standard.secondaryText, "less important text: a picker's other options (AA: 4.5:1 on the background and on surfacePressed)")
        static let accent = colour("accent", standard.accent, "primary buttons, selections, markers")
        static let accentText = colour("accentText", standard.accentText, "text on the accent colour")
        static let separator = colour("separator", standard.separator, "lines between parts, and the edges of buttons, rulers, menus and dialogs (AA: 3:1 against the background)")
        static let focusRing = colour("focusRing", standard.focusRing, "the keyboard and gamepad focus ring (AA: 3:1 against the background and the surface)")
        static let dimmed = colour("dimmed", standard.dimmed, "the ruler's numbers and ticks before its value, and scroll bars (AA: 4.5:1 on the surface)")
        static let cornerRadius = size("cornerRadius", 0...200, standard.cornerRadius, "corner radius of buttons, rulers and menus")
        static let font = ScreenField.text("font", example: "DejaVu Sans", shown: "`DejaVu Sans`",
                                           "a font family installed on the kiosk (`fc-list : family` lists them); `--font FILE` overrides it; `kiosk run` refuses a family that is not installed, `kiosk check` warns")
        static let fontSize = size("fontSize", 6...200, standard.bodySize,
                                   "the base (body) text size in pixels at font scale 1; title and caption keep their proportion to it unless given")
        static let titleSize = size("titleSize", 6...400, standard.titleSize, "the title text size")
        static let captionSize = size("captionSize", 6...400, standard.captionSize, "the caption text size")
        static let minTouchTarget = size("minTouchTarget", 16...400, standard.minTouchTarget,
                                         "the smallest side of anything a finger must hit")
        static let focusRingWidth = size("focusRingWidth", 0...20, standard.focusRingWidth, "the width of the focus ring; never drawn thinner than 3")

        /// The colour fields and where each goes in `Theme`. (Computed: key paths are not `Sendable`.)
        static var colours: [(field: ScreenField<Color?>, path: WritableKeyPath<KioskUICore.Theme, Color>)] {
            [(background, \.background), (surface, \.surface), (surfacePressed, \.surfacePressed), (text, \.text),
             (secondaryText, \.secondaryText), (accent, \.accent), (accentText, \.accentText), (separator, \.separator),
             (focusRing, \.focusRing), (dimmed, \.dimmed)]
        }

        static let all: [any ScreenFieldInfo] = [base, background, surface, surfacePressed, text, secondaryText, accent, accentText,
                                                 separator, focusRing, dimmed, cornerRadius, font, fontSize, titleSize,
                                                 captionSize, minTouchTarget, focusRingWidth]

        private static func colour(_ name: String, _ standard: Color, _ doc: String) -> ScreenField<Color?> {
            .color(name, shown: "`\(standard.fileText)`", doc)
        }

        private static func size(_ name: String, _ range: ClosedRange<Double>, _ standard: Double, _ doc: String) -> ScreenField<Double?> {
            .number(name, range, shown: "`\(JSONValue.format(standard))`", doc)
        }
    }
}

extension Color {
    /// The text a screen file writes: "#RRGGBB", or "#RRGGBBAA" when not opaque.
    var fileText: String {
        let parts = a == 255 ? [r, g, b] : [r, g, b, a]
        return "#" + parts.map { ($0 < 16 ? "0" : "") + String($0, radix: 16, uppercase: true) }.joined()
    }
}
