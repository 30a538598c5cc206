/// How the UI is turned on the physical output, in degrees clockwise (`--rotate`).
///
/// Two coordinate spaces meet here:
/// - **logical**: what the scene lays out and draws in (its `size`, pointer locations, `query`
///   answers, scripts);
/// - **output**: the window or panel as mounted (SDL's window and finger coordinates, `--size`,
///   screenshots).
///
/// With `cw90` the logical image is turned a quarter clockwise onto the output: the UI's top-left
/// corner appears at the output's top-right, and a 800×600 output shows a 600×800 UI. Drawing
/// turns logical → output (`outputPoint`, `rotatePixels`); input turns output → logical
/// (`logicalPoint`, `logicalPixel`). Each pair is the exact inverse of the other.
///
/// Pure maths, no SDL: every function is tested on numbers for all four angles.
public enum DisplayRotation: Int, CaseIterable, Sendable {
    /// Upright: logical and output coordinates are the same.
    case none = 0
    /// A quarter turn clockwise (a landscape panel mounted in portrait, its top edge to the right).
    case cw90 = 90
    /// Upside down.
    case cw180 = 180
    /// Three quarters clockwise (a quarter counter-clockwise).
    case cw270 = 270

    /// The rotation for `--rotate DEGREES`, or nil when it is not 0, 90, 180 or 270.
    init?(degrees: Int) { self.init(rawValue: degrees) }

    /// The angle in degrees clockwise.
    package var degrees: Int { rawValue }

    /// This turn, then `other` on top of it (clockwise angles add).
    package func followed(by other: DisplayRotation) -> DisplayRotation {
        DisplayRotation(rawValue: (rawValue + other.rawValue) % 360) ?? .none
    }

    /// Whether width and height trade places (90 and 270).
    package var swapsAxes: Bool { self == .cw90 || self == .cw270 }

    // MARK: Sizes

    /// The size the UI lays out for on an output of `output` size.
    package func logicalSize(forOutput output: Size) -> Size {
        swapsAxes ? Size(output.height, output.width) : output
    }

    /// The output size that shows a UI of `logical` size (the same swap: it is its own inverse).
    package func outputSize(forLogical logical: Size) -> Size {
        swapsAxes ? Size(logical.height, logical.width) : logical
    }

    // MARK: Points (continuous coordinates, e.g. touch)

    /// Where a logical point appears on the output. `logical` is the UI's size.
    func outputPoint(_ p: Point, logical: Size) -> Point {
        switch self {
        case .none: return p
        case .cw90: return Point(logical.height - p.y, p.x)
        case .cw180: return Point(logical.width - p.x, logical.height - p.y)
        case .cw270: return Point(p.y, logical.width - p.x)
        }
    }

    /// The logical point under an output point (a finger, a mouse). `output` is the output's size.
    package func logicalPoint(_ p: Point, output: Size) -> Point {
        switch self {
        case .none: return p
        case .cw90: return Point(p.y, output.width - p.x)
        case .cw180: return Point(output.width - p.x, output.height - p.y)
        case .cw270: return Point(output.height - p.y, p.x)
        }
    }

    // MARK: Pixels (whole-pixel coordinates, e.g. the mouse)

    /// The logical pixel under output pixel `p` (integers, as SDL reports the mouse): the pixel
    /// whose centre lands on `p`'s centre, so a click on a drawn pixel hits that very pixel.
    package func logicalPixel(_ p: Point, output: Size) -> Point {
        let c = logicalPoint(Point(p.x + 0.5, p.y + 0.5), output: output)
        return Point((c.x - 0.5).rounded(), (c.y - 0.5).rounded())
    }

    /// The output pixel that shows logical pixel `p` (the inverse of `logicalPixel`).
    func outputPixel(_ p: Point, logical: Size) -> Point {
        let c = outputPoint(Point(p.x + 0.5, p.y + 0.5), logical: logical)
        return Point((c.x - 0.5).rounded(), (c.y - 0.5).rounded())
    }

    /// Turns a logical image (`width`×`height`, rows top to bottom) into the output image: the
    /// result is `outputSize(forLogical:)` big and shows what the panel shows.
    package func rotatePixels<T>(_ pixels: [T], width: Int, height: Int) -> [T] {
        precondition(pixels.count == width * height, "rotatePixels: \(pixels.count) pixels for \(width)x\(height)")
        guard self != .none, !pixels.isEmpty else { return pixels }
        let ow = swapsAxes ? height : width, oh = swapsAxes ? width : height
        var out = pixels
        for y in 0..<oh {
            for x in 0..<ow {
                // The logical pixel output pixel (x, y) shows (logicalPixel, on integers).
                let lx: Int, ly: Int
                switch self {
                case .none: lx = x; ly = y
                case .cw90: lx = y; ly = height - 1 - x      // output width = logical height
                case .cw180: lx = width - 1 - x; ly = height - 1 - y
                case .cw270: lx = width - 1 - y; ly = x
                }
                out[y * ow + x] = pixels[ly * width + lx]
            }
        }
        return out
    }
}
