extension KUI {
    /// A colour, as the screen file's `"#RRGGBB"` / `"#RRGGBBAA"`.
    public struct Color: Equatable, Sendable {
        /// Red, green, blue and alpha, 0…255 each.
        public var red, green, blue, alpha: UInt8

        /// A colour from its components (alpha 255 is opaque).
        public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
            self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
        }

        /// A colour written as a hex number, `0x1565C0` for "#1565C0".
        public init(hex: UInt32, alpha: UInt8 = 255) {
            self.init(red: UInt8((hex >> 16) & 0xFF), green: UInt8((hex >> 8) & 0xFF), blue: UInt8(hex & 0xFF), alpha: alpha)
        }

        /// The text a screen file writes: "#RRGGBB", or "#RRGGBBAA" when not opaque.
        var fileText: String { KioskUICore.Color(r: red, g: green, b: blue, a: alpha).fileText }
    }

    /// Space around a widget, in pixels 0…2000 (the file's `insets` and `padding`). An integer or
    /// float literal means the same space on every side: `padding: 24`.
    public struct Insets: Equatable, Sendable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
        /// The space on each side.
        public var top, right, bottom, left: Double

        /// Each side on its own (the file's `[top, right, bottom, left]`).
        public init(top: Double, right: Double, bottom: Double, left: Double) {
            self.top = top; self.right = right; self.bottom = bottom; self.left = left
        }

        /// The same space above and below, and the same left and right (the file's `[vertical, horizontal]`).
        public init(vertical: Double, horizontal: Double) {
            self.init(top: vertical, right: horizontal, bottom: vertical, left: horizontal)
        }

        /// The same space on every side (the file's single number).
        public init(_ all: Double) { self.init(top: all, right: all, bottom: all, left: all) }

        /// The same space on every side: `padding: 24`.
        public init(integerLiteral value: Int) { self.init(Double(value)) }

        /// The same space on every side: `padding: 7.5`.
        public init(floatLiteral value: Double) { self.init(value) }

        /// The shortest form a file would write.
        var value: BuilderValue {
            if top == right && right == bottom && bottom == left { return .number(top) }
            if top == bottom && left == right { return .list([.number(top), .number(right)]) }
            return .list([top, right, bottom, left].map(BuilderValue.number))
        }
    }

    /// Where a column places its children across its width, or a row across its height
    /// (the file's `align` of `column` and `row`).
    public enum Alignment: String, Sendable {
        /// Leading edge (left in a column, top in a row).
        case start
        /// Centred: the default.
        case center
        /// Trailing edge.
        case end
        /// Stretched to the whole width (column) or height (row).
        case fill
    }

    /// Where a line of items or of text sits in its width (the file's `align` of `flow` and `label`).
    public enum LineAlignment: String, Sendable {
        /// Leading edge: the default.
        case start
        /// Centred.
        case center
        /// Trailing edge.
        case end
    }
}
