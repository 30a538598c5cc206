/// One pair of colours a widget draws, one on the other, its contrast ratio and what WCAG AA asks
/// of it: 4.5:1 for text, 3:1 for a control's boundary, a selection marker and the focus ring.
struct ContrastCheck: Sendable, Equatable {
    /// Which widget draws what on what: "button: text on surface".
    let what: String
    let ratio: Double
    let minimum: Double

    var passes: Bool { ratio >= minimum }
}

extension Theme {
    /// Every pair of theme colours a widget draws one on the other (see each widget's `draw`),
    /// with the ratio WCAG AA asks of it. Disabled buttons are left out: WCAG exempts inactive
    /// controls. A label's own `color` is the screen file's choice, not the theme's.
    var contrastChecks: [ContrastCheck] {
        func textCheck(_ what: String, _ fg: Color, _ bg: Color) -> ContrastCheck {
            ContrastCheck(what: what, ratio: Contrast.ratio(fg, bg), minimum: Contrast.text)
        }
        func partCheck(_ what: String, _ fg: Color, _ bg: Color) -> ContrastCheck {
            ContrastCheck(what: what, ratio: Contrast.ratio(fg, bg), minimum: Contrast.nonText)
        }
        /// A surface's edge shows by its border (when drawn) or by its fill, whichever stands out more.
        func edge(_ what: String, border: Color) -> ContrastCheck {
            let byBorder = border.a == 255 ? Contrast.ratio(border, background) : 1
            return ContrastCheck(what: what, ratio: max(byBorder, Contrast.ratio(surface, background)), minimum: Contrast.nonText)
        }
        return [
            textCheck("label: text on background", text, background),
            textCheck("picker: other options on background", secondaryText, background),
            textCheck("picker: pressed option on surfacePressed", secondaryText, surfacePressed),
            textCheck("button, compact picker, menu, ruler, dialog title: text on surface", text, surface),
            textCheck("button: pressed text on surfacePressed", text, surfacePressed),
            textCheck("primary button: accentText on accent", accentText, accent),
            textCheck("primary button: pressed accentText on pressed accent", accentText, pressedAccent),
            textCheck("compact picker: indicator accent on surface", accent, surface),
            textCheck("menu: selected option accent on surface", accent, surface),
            textCheck("menu: focused option on surfacePressed", text, surfacePressed),
            textCheck("menu: focused selected option accent on surfacePressed", accent, surfacePressed),
            textCheck("ruler: labels before the value, dimmed on surface", dimmed, surface),
            partCheck("focus ring on background", focusRing, background),
            partCheck("focus ring on a dialog's card (surface)", focusRing, surface),
            partCheck("menu: focused row surfacePressed on surface", surfacePressed, surface),
            edge("button and compact picker: edge against background", border: separator),
            edge("ruler, menu and dialog card: edge against background", border: surfaceOutline),
            partCheck("primary button: accent on background", accent, background),
            partCheck("picker: selection marker accent on background", accent, background),
            partCheck("ruler: value marker accent on surface", accent, surface),
        ]
    }
}
