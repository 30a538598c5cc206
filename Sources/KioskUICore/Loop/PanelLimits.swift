/// The largest output a run draws: each side at most 16384 px (SDL's largest texture), and at
/// most 2²⁵ pixels in all (a 128 MiB frame: 8192×4096, or 8K's 7680×4320). A bigger size is no
/// panel's, and drawing it (1 GiB a frame at 16384²) or writing it as a PNG would take the kiosk
/// away for seconds; `--size` and the `resize` command refuse it with these numbers.
enum PanelLimits {
    static let maxSide = 16384
    static let maxPixels = 1 << 25

    /// What is wrong with `width`×`height` as an output size when its sides are in range (nil when
    /// it is usable): its pixel count against the limit.
    static func problem(width: Double, height: Double) -> String? {
        let pixels = width * height
        guard pixels > Double(maxPixels) else { return nil }
        return "\(Int(width))x\(Int(height)) is \(Int(pixels)) pixels, more than a panel has: at most \(maxPixels) (8192x4096, or 8K: 7680x4320)"
    }
}
