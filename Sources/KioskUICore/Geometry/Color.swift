/// An sRGB colour with straight (not premultiplied) alpha, each channel 0...255.
package struct Color: Hashable, Sendable {
    package var r: UInt8
    package var g: UInt8
    package var b: UInt8
    package var a: UInt8

    init(r: UInt8, g: UInt8, b: UInt8, a: UInt8 = 255) { self.r = r; self.g = g; self.b = b; self.a = a }

    /// A colour from 0xRRGGBB and an optional alpha.
    package init(hex: UInt32, alpha: UInt8 = 255) {
        self.init(r: UInt8((hex >> 16) & 0xFF), g: UInt8((hex >> 8) & 0xFF), b: UInt8(hex & 0xFF), a: alpha)
    }

    /// Parses "#RRGGBB" or "#RRGGBBAA"; nil when malformed.
    init?(hexString s: String) {
        var t = Substring(s)
        if t.hasPrefix("#") { t = t.dropFirst() }
        guard t.count == 6 || t.count == 8, let v = UInt32(t, radix: 16) else { return nil }
        if t.count == 6 { self.init(hex: v) } else { self.init(hex: v >> 8, alpha: UInt8(v & 0xFF)) }
    }

    /// The same colour with its alpha multiplied by `factor` (0...1).
    package func withOpacity(_ factor: Double) -> Color {
        let f = Swift.max(0, Swift.min(1, factor.isFinite ? factor : 1))
        return Color(r: r, g: g, b: b, a: UInt8((Double(a) * f).rounded()))
    }

    /// Linear blend towards `other` by `t` (0 = self, 1 = other).
    func mixed(with other: Color, _ t: Double) -> Color {
        let t = Swift.max(0, Swift.min(1, t))
        func m(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) + (Double(y) - Double(x)) * t).rounded()) }
        return Color(r: m(r, other.r), g: m(g, other.g), b: m(b, other.b), a: m(a, other.a))
    }

    static let black = Color(hex: 0x000000)
    static let white = Color(hex: 0xFFFFFF)
    static let clear = Color(hex: 0x000000, alpha: 0)
}
