/// One drawing operation. Widgets only append these; `SDL/` executes them.
package enum DrawCommand: Equatable {
    /// A filled rect; `radius > 0` rounds its corners with anti-aliased edges.
    case fill(Rect, color: Color, radius: Double)
    /// The outline of a rect, `width` pixels thick, drawn inside the rect.
    case stroke(Rect, color: Color, radius: Double, width: Double)
    /// A straight line `width` pixels thick.
    case line(from: Point, to: Point, color: Color, width: Double)
    /// One line of text with its top-left corner at `origin`, in a paragraph of direction
    /// `direction` (how mixed-direction text is ordered; the origin is the left edge either way).
    case text(String, origin: Point, font: Font, color: Color, direction: TextDirection = .ltr)
    /// Restricts later commands to the intersection of `rect` and the current clip.
    case pushClip(Rect)
    case popClip
    /// Multiplies the alpha of later commands by `opacity` (nested pushes multiply).
    case pushOpacity(Double)
    case popOpacity
    /// An image file drawn into a rect (`ImageDrawing`): decoded (or rasterised) at the rect's
    /// size in pixels, tinted and mirrored as it says.
    case image(ImageDrawing)
    /// An image that is to be drawn soon (a slideshow's next picture): decoded into the cache at
    /// the rect's size now (in a live run, its decode started off the loop), drawing nothing, so
    /// it is ready when it shows.
    case prefetch(ImageDrawing)
}

/// An ordered list of draw commands for one frame (or one damaged region of it).
package struct DrawList: Equatable {
    package var commands: [DrawCommand] = []

    package init() {}

    mutating func append(_ c: DrawCommand) { commands.append(c) }

    package mutating func fill(_ r: Rect, _ color: Color, radius: Double = 0) {
        if color.a > 0 && !r.isEmpty { commands.append(.fill(r, color: color, radius: radius)) }
    }

    mutating func stroke(_ r: Rect, _ color: Color, radius: Double = 0, width: Double = 1) {
        if color.a > 0 && !r.isEmpty && width > 0 { commands.append(.stroke(r, color: color, radius: radius, width: width)) }
    }

    mutating func line(_ a: Point, _ b: Point, _ color: Color, width: Double = 1) {
        if color.a > 0 && width > 0 { commands.append(.line(from: a, to: b, color: color, width: width)) }
    }

    /// One line of text; `direction` is the paragraph's (the language's), `.ltr` by default.
    mutating func text(_ s: String, at origin: Point, font: Font, color: Color, direction: TextDirection = .ltr) {
        if !s.isEmpty && color.a > 0 { commands.append(.text(s, origin: origin, font: font, color: color, direction: direction)) }
    }

    /// An image file drawn into `drawing.rect`.
    mutating func image(_ drawing: ImageDrawing) {
        if !drawing.rect.isEmpty && drawing.rect.isValid { commands.append(.image(drawing)) }
    }

    /// An image file to be drawn into `drawing.rect` soon: decoded now, not drawn.
    mutating func prefetch(_ drawing: ImageDrawing) {
        if !drawing.rect.isEmpty && drawing.rect.isValid { commands.append(.prefetch(drawing)) }
    }

    /// Runs `body` with drawing clipped to `rect`.
    mutating func clipped(to rect: Rect, _ body: (inout DrawList) -> Void) {
        commands.append(.pushClip(rect)); body(&self); commands.append(.popClip)
    }

    /// Runs `body` with its drawing faded by `opacity`.
    mutating func faded(_ opacity: Double, _ body: (inout DrawList) -> Void) {
        if opacity >= 1 { body(&self); return }
        if opacity <= 0 { return }
        commands.append(.pushOpacity(opacity)); body(&self); commands.append(.popOpacity)
    }
}
