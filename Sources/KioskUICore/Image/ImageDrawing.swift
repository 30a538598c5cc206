/// One image to draw (`DrawCommand.image`): which file, where, and how.
package struct ImageDrawing: Equatable, Sendable {
    /// The file's path as the executor opens it (already resolved against the screen file's folder).
    package var path: String
    /// What the file is: an SVG is rasterised at the rect's size, a bitmap decoded and scaled to it.
    package var format: ImageHeader.Format
    /// Where its pixels go; its size in pixels is the size it is decoded at.
    package var rect: Rect
    /// Every pixel takes this colour (keeping its alpha): an icon in the text's colour; nil keeps
    /// the file's colours.
    package var tint: Color?
    /// Drawn mirrored left to right (an arrow in a right-to-left language).
    package var mirrored: Bool

    package init(path: String, format: ImageHeader.Format, rect: Rect, tint: Color? = nil, mirrored: Bool = false) {
        self.path = path; self.format = format; self.rect = rect; self.tint = tint; self.mirrored = mirrored
    }
}
