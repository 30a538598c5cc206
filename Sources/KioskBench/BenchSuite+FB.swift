import KioskUICore
import KioskUISDL

/// What `--driver fb` adds to a frame: copying the offscreen frame (or its damage) into the
/// panel's buffer (`FBPixelCopy`), upright and turned by 90°, into plain memory standing in for a
/// dumb buffer. The drawing itself is the headless backend's, measured by the other scenarios.
extension BenchSuite {
    func fbCopies() -> [BenchResult] {
        let w = Int(BenchSuite.size.width), h = Int(BenchSuite.size.height)
        let source = [UInt32](repeating: 0xFF20_4060, count: w * h)
        var target = [UInt32](repeating: 0, count: w * h)
        let all = FBPixelRect(x: 0, y: 0, width: w, height: h)
        // About the damage of a gliding ruler (the ruler-glide scenario's note gives the real one).
        let glide = FBPixelRect(x: 40, y: 300, width: 600, height: 90)
        func samples(_ rect: FBPixelRect, _ rotation: DisplayRotation) -> [Double] {
            let out = rotation.outputSize(forLogical: BenchSuite.size)
            return source.withUnsafeBytes { s in
                target.withUnsafeMutableBytes { t in
                    let src = FBPixelCopy.Source(base: s.baseAddress!, width: w, height: h, pitch: w * 4)
                    let dst = FBBuffer(base: t.baseAddress!, width: Int(out.width), height: Int(out.height),
                                       stride: Int(out.width) * 4, format: .xrgb8888)
                    return BenchClock.samples(frames) { FBPixelCopy.copy(rect, from: src, to: dst, rotation: rotation) }
                }
            }
        }
        return [
            result("fb-copy-full", "fb: whole frame into the panel's buffer", samples(all, .none)),
            result("fb-copy-full-90", "  same, --rotate 90", samples(all, .cw90)),
            result("fb-copy-glide", "fb: a gliding ruler's damage (600×90) into the buffer", samples(glide, .none)),
        ]
    }
}
