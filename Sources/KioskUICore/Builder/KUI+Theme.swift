extension KUI {
    /// The colours, corner radius, font family and sizes of a screen (the file's `theme`). Every
    /// property left nil keeps the `base` theme's value; docs/screens.md lists them.
    public struct Theme: Sendable {
        /// A built-in theme, which the other properties change.
        public enum Base: String, Sendable, CaseIterable {
            /// The standard light theme.
            case standard
            /// White text on black, yellow accents, white borders and a 4 px cyan focus ring: every
            /// text meets WCAG AA's 4.5:1 contrast, controls and the focus ring its 3:1.
            case highContrast = "high-contrast"
        }

        /// The high-contrast theme unchanged (`theme: high-contrast` in a screen file).
        public static let highContrast = Theme(base: .highContrast)

        /// The built-in theme the other properties change (default: the standard light theme).
        public var base: Base?
        /// The screen's background.
        public var background: Color?
        /// Buttons, rulers, menus.
        public var surface: Color?
        /// A surface under a finger.
        public var surfacePressed: Color?
        /// Text.
        public var text: Color?
        /// Less important text.
        public var secondaryText: Color?
        /// Primary buttons, selections, markers.
        public var accent: Color?
        /// Text on the accent colour.
        public var accentText: Color?
        /// Lines between parts.
        public var separator: Color?
        /// The keyboard and gamepad focus ring.
        public var focusRing: Color?
        /// Disabled and dimmed parts.
        public var dimmed: Color?
        /// Corner radius of buttons, rulers and menus, 0…200 (default 10).
        public var cornerRadius: Double?
        /// A font family installed on the kiosk (default DejaVu Sans).
        public var font: String?
        /// The base text size at font scale 1, 6…200 (default 20); title and caption keep their proportion.
        public var fontSize: Double?
        /// The title size, 6…400 (default 28 at font size 20).
        public var titleSize: Double?
        /// The caption size, 6…400 (default 15 at font size 20).
        public var captionSize: Double?
        /// The smallest side of anything a finger must hit, 16…400 (default 48).
        public var minTouchTarget: Double?
        /// The width of the focus ring, 0…20 (default 3); never drawn thinner than 3.
        public var focusRingWidth: Double?

        /// The `base` theme (default: the standard light theme) with the given changes.
        public init(base: Base? = nil, background: Color? = nil, surface: Color? = nil, surfacePressed: Color? = nil, text: Color? = nil,
                    secondaryText: Color? = nil, accent: Color? = nil, accentText: Color? = nil, separator: Color? = nil,
                    focusRing: Color? = nil, dimmed: Color? = nil, cornerRadius: Double? = nil, font: String? = nil,
                    fontSize: Double? = nil, titleSize: Double? = nil, captionSize: Double? = nil,
                    minTouchTarget: Double? = nil, focusRingWidth: Double? = nil) {
            self.base = base; self.background = background; self.surface = surface; self.surfacePressed = surfacePressed
            self.text = text; self.secondaryText = secondaryText; self.accent = accent; self.accentText = accentText
            self.separator = separator; self.focusRing = focusRing; self.dimmed = dimmed
            self.cornerRadius = cornerRadius; self.font = font; self.fontSize = fontSize; self.titleSize = titleSize
            self.captionSize = captionSize; self.minTouchTarget = minTouchTarget; self.focusRingWidth = focusRingWidth
        }

        /// The fields a screen file's `theme` would hold (only the ones given).
        func mapping(source: BuilderSource) -> BuilderMapping {
            let f = ScreenFields.Theme.self
            return BuilderMapping(fields: [f.base.entry(base), f.background.entry(background), f.surface.entry(surface),
                                           f.surfacePressed.entry(surfacePressed), f.text.entry(text),
                                           f.secondaryText.entry(secondaryText), f.accent.entry(accent),
                                           f.accentText.entry(accentText), f.separator.entry(separator),
                                           f.focusRing.entry(focusRing), f.dimmed.entry(dimmed),
                                           f.cornerRadius.entry(cornerRadius), f.fontSize.entry(fontSize),
                                           f.titleSize.entry(titleSize), f.captionSize.entry(captionSize),
                                           f.minTouchTarget.entry(minTouchTarget), f.focusRingWidth.entry(focusRingWidth),
                                           f.font.entry(font)],
                                  source: source)
        }
    }
}
