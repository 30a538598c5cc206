/// What `kiosk check` says about a screen file's theme that a customer would notice but that does
/// not stop the screen from working: a colour pair under WCAG AA's ratio, or touch targets smaller
/// than 44 px. Warnings, not errors: the integrator may have reasons (a brand colour, a mouse-only
/// lab screen), but an accessible terminal needs none of them.
struct ThemeWarning: Sendable, Equatable {
    /// The line of the screen file's `theme` (of its `minTouchTarget` for that warning).
    let line: Int
    let message: String

    /// The smallest side of a touch target the check accepts (WCAG 2.5.5's 44 CSS px).
    static let leastTouchTarget: Double = 44

    /// The warnings for a theme whose `theme:` is at `line` and `minTouchTarget` at `targetLine`,
    /// in the order of `Theme.contrastChecks`, then the touch target.
    static func warnings(for theme: Theme, line: Int, targetLine: Int) -> [ThemeWarning] {
        var out = theme.contrastChecks.filter { !$0.passes }.map { c in
            ThemeWarning(line: line, message: "\(c.what) is \(String(printf: "%.2f:1", c.ratio)), WCAG AA asks "
                         + "\(String(printf: "%.1f:1", c.minimum)); change one of the two colours (docs/accessibility.md, \"Contrast\")")
        }
        if theme.minTouchTarget < leastTouchTarget {
            out.append(ThemeWarning(line: targetLine, message: String(printf: "minTouchTarget %g px is under the %g px a finger needs (WCAG 2.5.5); give at least %g",
                                                                theme.minTouchTarget, leastTouchTarget, leastTouchTarget)))
        }
        return out
    }

    /// `FILE:LINE: theme: warning: …`.
    func text(file: String) -> String { "\(file):\(line): \(ScreenFields.theme.name): warning: \(message)" }
}
