/// An icon beside a button's title or a label's text (`icon:` in a screen file, `.icon(…)` in
/// Swift): an SVG or PNG drawn as high as the text's line, so it grows with the font scale, on
/// the leading side of the text (the right in a right-to-left language).
package struct Icon: Equatable, Sendable {
    /// The file's path as it is opened.
    package var path: String
    /// What the screen file or the app wrote: a shipped icon's name or a path (the `layout` query's `icon`).
    package var written: String
    package var header: ImageHeader
    /// Drawn in the text's colour (the file's shapes as a mask); false keeps the file's colours.
    package var tint: Bool
    /// Drawn mirrored in a right-to-left language (an arrow that points the way the text reads).
    package var mirror: Bool

    package init(path: String, written: String, header: ImageHeader, tint: Bool = true, mirror: Bool = false) {
        self.path = path; self.written = written; self.header = header; self.tint = tint; self.mirror = mirror
    }

    /// Its size next to text whose lines are `lineHeight` high: that high, in whole pixels, and
    /// as wide as its proportions make it.
    package func size(lineHeight: Double) -> Size {
        let h = Swift.max(1, lineHeight.rounded())
        let aspect = header.height > 0 ? header.width / header.height : 1
        return Size(Swift.max(1, (h * aspect).rounded()), h)
    }

    /// The space between the icon and the text, for lines `lineHeight` high.
    package static func gap(lineHeight: Double) -> Double { (lineHeight * 0.35).rounded() }

    /// The room it takes on the line before the text: its width, and the gap when there is text.
    package func room(lineHeight: Double, hasText: Bool) -> Double {
        size(lineHeight: lineHeight).width + (hasText ? Icon.gap(lineHeight: lineHeight) : 0)
    }

    /// What to draw for it with its top-left corner at `origin`, in `color` when tinted, mirrored
    /// when it mirrors and the text reads right to left.
    func drawing(at origin: Point, lineHeight: Double, color: Color, rightToLeft: Bool) -> ImageDrawing {
        ImageDrawing(path: path, format: header.format, rect: Rect(origin: origin, size: size(lineHeight: lineHeight)),
                     tint: tint ? color : nil, mirrored: mirror && rightToLeft)
    }
}
