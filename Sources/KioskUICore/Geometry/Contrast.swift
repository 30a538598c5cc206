import Glibc

/// WCAG 2.x contrast between colours (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio): the
/// relative luminance of an sRGB colour and the ratio between two, from 1:1 (the same) to 21:1
/// (black on white). AA asks 4.5:1 for text and 3:1 for the parts that identify a control and for
/// the focus indicator.
enum Contrast {
    /// What WCAG AA asks of body text against its background.
    static let text = 4.5
    /// What WCAG AA asks of a control's boundary and of the focus ring against what is around them.
    static let nonText = 3.0

    /// The relative luminance, 0 (black) … 1 (white); alpha is ignored (blend first).
    static func luminance(_ c: Color) -> Double {
        func linear(_ v: UInt8) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * linear(c.r) + 0.7152 * linear(c.g) + 0.0722 * linear(c.b)
    }

    /// What the eye sees of `top` laid over the opaque `bottom` (a scrim over the UI): the two
    /// mixed by `top`'s alpha, opaque.
    static func composite(_ top: Color, over bottom: Color) -> Color {
        Color(r: bottom.r, g: bottom.g, b: bottom.b).mixed(with: Color(r: top.r, g: top.g, b: top.b), Double(top.a) / 255)
    }

    /// The contrast ratio of two colours, 1…21, the same whichever is given first.
    static func ratio(_ a: Color, _ b: Color) -> Double {
        let la = luminance(a), lb = luminance(b)
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }
}
