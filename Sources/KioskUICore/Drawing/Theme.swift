/// Colours, radii and base sizes shared by every widget. Text sizes here are at font scale 1;
/// `font(_:)` applies the current scale.
package struct Theme: Sendable, Equatable {
    var background = Color(hex: 0xF4F5F7)
    var surface = Color(hex: 0xFFFFFF)
    var surfacePressed = Color(hex: 0xE3E7EE)
    var text = Color(hex: 0x1C1E23)
    /// Less important text (a picker's other options): 4.5:1 on the background and on
    /// `surfacePressed` for WCAG AA, as every colour here is checked (`contrastChecks`).
    var secondaryText = Color(hex: 0x5F6673)
    var accent = Color(hex: 0x1565C0)
    var accentText = Color(hex: 0xFFFFFF)
    /// A pressed primary button shows its accent mixed a fifth of the way towards this
    /// (`pressedAccent`).
    var pressedShade = Color(hex: 0x000000)
    /// Lines between parts, and the edge of buttons and surfaces (`surfaceOutline`).
    var separator = Color(hex: 0x878C95)
    /// The keyboard and gamepad focus ring: 3:1 against the background, the surface and
    /// `surfacePressed` (a menu's highlighted row).
    var focusRing = Color(hex: 0xC26A00)
    /// The ruler's numbers and ticks before its value, and scroll bars: the numbers are text a
    /// customer reads, so 4.5:1 on the surface.
    var dimmed = Color(hex: 0x70757D)
    /// What an open popup menu lays over the rest of the UI: dark enough that a white card
    /// stands out from the white surfaces under it at 3:1.
    var scrim = Color(hex: 0x000000, alpha: 110)
    /// What an open dialog lays over the rest of the UI: darker than a menu's, because a dialog
    /// asks a question that must be answered before anything else.
    var dialogScrim = Color(hex: 0x000000, alpha: 130)
    /// The shadow a popup menu casts on what lies under it.
    var menuShadow = Color(hex: 0x000000, alpha: 50)
    /// The rest of a split screen (another app's area), drawn as a neutral pane…
    var splitPane = Color(hex: 0x2B2F36)
    /// …with a divider along the UI's edge.
    var splitDivider = Color(hex: 0x111317)
    var cornerRadius: Double = 10
    var bodySize: Double = 20
    var titleSize: Double = 28
    var captionSize: Double = 15
    /// Minimum side of anything a finger must hit.
    var minTouchTarget: Double = 48
    var spacing: Double = 12
    /// The focus ring's width; drawn at least `leastFocusRingWidth`.
    var focusRingWidth: Double = 3
    /// The thinnest focus ring drawn: WCAG 2.2's focus appearance asks for a 2 CSS px outline at
    /// 3:1; a kiosk seen from a step back gets 3.
    static let leastFocusRingWidth: Double = 3
    /// How opaque a control (or a part of one) that cannot be used now is drawn: faded towards
    /// what is under it (a disabled button, a stepper's − at its minimum).
    static let disabledOpacity = 0.4
    /// How long a selection marker slides to the option chosen (a picker's underline); shorter
    /// slides (a switch's thumb) are fractions of it, so the controls move alike.
    static let selectionSlide = 1.0 / 3.0

    static let standard = Theme()

    /// The outline of the surfaces that have no border of their own (a ruler, a popup menu, a
    /// dialog's card): the separator, as buttons have, so a theme whose surfaces hardly differ
    /// from its background (the parking meter's, the high-contrast one's black on black) still
    /// shows where a card ends.
    var surfaceOutline: Color { separator }

    /// A primary button's colour under a finger.
    var pressedAccent: Color { accent.mixed(with: pressedShade, 0.2) }
}

/// Text styles of the theme.
enum TextStyle: Sendable, Hashable {
    case body
    case bodyBold
    case title
    case caption
}

extension Theme {
    /// The font for a style at a font scale.
    func font(_ style: TextStyle, scale: Double) -> Font {
        switch style {
        case .body: return Font(size: bodySize * scale)
        case .bodyBold: return Font(size: bodySize * scale, bold: true)
        case .title: return Font(size: titleSize * scale, bold: true)
        case .caption: return Font(size: captionSize * scale)
        }
    }
}
