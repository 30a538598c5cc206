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
    /// Every pair of theme colours a widget draws one on the other that WCAG 2.x AA asks a ratio
    /// of (see each widget's `draw`), with that ratio.
    ///
    /// Text (1.4.3) gets 4.5:1, whatever its size: body text is 20 px, below WCAG's "large" 24 px,
    /// and the ruler's numbers are captions. That includes the text only a finger shows (an
    /// option under the finger on `surfacePressed`), and the ruler's numbers before the value,
    /// drawn dimmed: they are the scale a customer reads to pick a value, not decoration.
    ///
    /// Non-text (1.4.11, and 2.4.7's focus ring) gets 3:1, for what identifies a control or its
    /// state and for the focus ring against what lies next to it:
    /// - a secondary button's and the compact picker's edge (its border, or its fill, whichever
    ///   stands out more): Understanding 1.4.11 lets a text button go without a visible boundary
    ///   when its text alone says it is a control, but on these screens labels and buttons both
    ///   show plain text on the same background ("Network" beside "Configure"), so the edge is
    ///   what tells a customer which text a finger can press;
    /// - a primary button's fill (it has no border), the picker's selection marker and the
    ///   ruler's value marker (they show the selected option and the value);
    /// - a popup menu's and a dialog's card against the UI it lies over, dimmed by the scrim (the
    ///   background and the surfaces under it, as drawn): the card is what sets the options and
    ///   the question apart from the dimmed text around them;
    /// - the focus ring on the background, on a surface (a dialog's card, a menu's row) and next
    ///   to the shade of a menu's highlighted row.
    ///
    /// Left out, because WCAG asks nothing of them: disabled buttons (inactive controls are
    /// exempt); a label's own `color` (the screen file's choice, not the theme's); the ruler's
    /// card edge (its scale and value marker identify it, and where a swipe may start is a hit
    /// area, which 1.4.11 leaves out); the line under a picker and between a menu's rows (their
    /// options' text identifies them); the shade of a menu's highlighted row (the focus ring
    /// marks it); scroll bar thumbs (they show where the content is, and take no touch).
    ///
    /// Each kind of widget lists its own pairs (`WidgetKind.contrastChecks`, in its folder); the
    /// focus ring's, which every control shares, come first.
    var contrastChecks: [ContrastCheck] {
        [
            partPair("focus ring on background", focusRing, background),
            partPair("focus ring on surface (a dialog's card, a menu's row)", focusRing, surface),
            partPair("focus ring next to a menu's highlighted row (surfacePressed)", focusRing, surfacePressed),
        ] + WidgetKinds.all.flatMap { $0.contrastChecks(self) }
    }

    /// Text on a background: 4.5:1.
    func textPair(_ what: String, _ fg: Color, _ bg: Color) -> ContrastCheck {
        ContrastCheck(what: what, ratio: Contrast.ratio(fg, bg), minimum: Contrast.text)
    }

    /// A control's part, a marker or the focus ring on what lies next to it: 3:1.
    func partPair(_ what: String, _ fg: Color, _ bg: Color) -> ContrastCheck {
        ContrastCheck(what: what, ratio: Contrast.ratio(fg, bg), minimum: Contrast.nonText)
    }

    /// A surface's edge against each colour around it shows by its outline or by its fill,
    /// whichever stands out more; the check holds the weakest of those colours.
    func edge(_ what: String, outline: Color, around: [Color]) -> ContrastCheck {
        let ratios = around.map { max(Contrast.ratio(outline, $0), Contrast.ratio(surface, $0)) }
        return ContrastCheck(what: what, ratio: ratios.min() ?? 1, minimum: Contrast.nonText)
    }

    /// The background and the surfaces as they show through a scrim.
    func underScrim(_ scrim: Color) -> [Color] { [background, surface].map { Contrast.composite(scrim, over: $0) } }
}
