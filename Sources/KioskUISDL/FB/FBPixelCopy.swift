import KioskUICore

/// Copies part of the logical frame into a frame buffer, turned by `--rotate`.
///
/// The source is the offscreen surface the software renderer draws on: ARGB8888, the UI's
/// logical size. The target is the output as mounted (for 90 and 270 its sides are swapped).
/// The mapping is `DisplayRotation.rotatePixels`'s: logical pixel (lx, ly) lands on output pixel
/// cw90 (H−1−ly, lx), cw180 (W−1−lx, H−1−ly), cw270 (ly, W−1−lx) for a W×H logical image.
package enum FBPixelCopy {
    /// The logical source: pixels, size and bytes per row.
    package struct Source {
        let base: UnsafeRawPointer
        let width: Int
        let height: Int
        let pitch: Int

        /// The memberwise initializer, for `kiosk bench` (KioskBench).
        package init(base: UnsafeRawPointer, width: Int, height: Int, pitch: Int) {
            self.base = base; self.width = width; self.height = height; self.pitch = pitch
        }
    }

    /// Copies `rect` (logical pixels, clamped to the source) from `source` to `target`, turned by
    /// `rotation`. The target must be the source's size turned by the rotation; a smaller one is
    /// clipped, never written past.
    package static func copy(_ rect: FBPixelRect, from source: Source, to target: FBBuffer, rotation: DisplayRotation) {
        let r = rect.clamped(width: source.width, height: source.height)
        guard !r.isEmpty else { return }
        let W = source.width, H = source.height, bpp = target.format.bytesPerPixel
        let turned = rotation.outputSize(forLogical: Size(Double(W), Double(H)))
        // A target of the turned size is written without a bounds check per pixel.
        let fits = target.width == Int(turned.width) && target.height == Int(turned.height)
        if fits && rotation.swapsAxes && target.format == .xrgb8888 {
            copyTurned(r, from: source, to: target, clockwise: rotation == .cw90)
            return
        }
        for ly in r.y..<r.maxY {
            let row = (source.base + ly * source.pitch).assumingMemoryBound(to: UInt32.self)
            if rotation == .none {
                guard ly < target.height else { break }
                let n = Swift.min(r.maxX, target.width) - r.x
                guard n > 0 else { continue }
                let out = target.base + ly * target.stride
                switch target.format {
                case .xrgb8888:
                    (out + r.x * 4).copyMemory(from: UnsafeRawPointer(row + r.x), byteCount: n * 4)
                case .rgb565:
                    let o = out.assumingMemoryBound(to: UInt16.self)
                    for lx in r.x..<(r.x + n) { o[lx] = FBPixelFormat.rgb565(row[lx]) }
                }
                continue
            }
            if fits {
                // One step through the target per logical pixel: a row of the logical image is a
                // column (90, 270) or a reversed row (180) of the output.
                let (ox0, oy0, step): (Int, Int, Int)
                switch rotation {
                case .none, .cw90: (ox0, oy0, step) = (H - 1 - ly, r.x, target.stride)
                case .cw180: (ox0, oy0, step) = (W - 1 - r.x, H - 1 - ly, -bpp)
                case .cw270: (ox0, oy0, step) = (ly, W - 1 - r.x, -target.stride)
                }
                var p = target.base + oy0 * target.stride + ox0 * bpp
                if target.format == .xrgb8888 {
                    for lx in r.x..<r.maxX { p.storeBytes(of: row[lx], as: UInt32.self); p += step }
                } else {
                    for lx in r.x..<r.maxX { p.storeBytes(of: FBPixelFormat.rgb565(row[lx]), as: UInt16.self); p += step }
                }
                continue
            }
            for lx in r.x..<r.maxX {
                let ox: Int, oy: Int
                switch rotation {
                case .none: ox = lx; oy = ly
                case .cw90: ox = H - 1 - ly; oy = lx
                case .cw180: ox = W - 1 - lx; oy = H - 1 - ly
                case .cw270: ox = ly; oy = W - 1 - lx
                }
                guard ox >= 0, oy >= 0, ox < target.width, oy < target.height else { continue }
                let p = target.base + oy * target.stride
                switch target.format {
                case .xrgb8888: p.assumingMemoryBound(to: UInt32.self)[ox] = row[lx]
                case .rgb565: p.assumingMemoryBound(to: UInt16.self)[ox] = FBPixelFormat.rgb565(row[lx])
                }
            }
        }
    }
}

extension FBPixelCopy {
    /// 90 and 270 in bands of 16 logical rows: for each logical column the band's pixels are
    /// one run of an output row, so the writes are sequential and the reads stay in 16 rows'
    /// cache lines (a column at a time would touch a new output row for every pixel).
    private static func copyTurned(_ r: FBPixelRect, from source: Source, to target: FBBuffer, clockwise: Bool) {
        let W = source.width, H = source.height
        var y0 = r.y
        while y0 < r.maxY {
            let y1 = Swift.min(y0 + 16, r.maxY)
            for lx in r.x..<r.maxX {
                // cw90: logical (lx, ly) → output (H−1−ly, lx); cw270: → (ly, W−1−lx).
                var p = clockwise
                    ? (target.base + lx * target.stride).assumingMemoryBound(to: UInt32.self) + (H - 1 - y0)
                    : (target.base + (W - 1 - lx) * target.stride).assumingMemoryBound(to: UInt32.self) + y0
                let step = clockwise ? -1 : 1
                var q = source.base + y0 * source.pitch + lx * 4
                for _ in y0..<y1 {
                    p.pointee = q.load(as: UInt32.self)
                    p += step
                    q += source.pitch
                }
            }
            y0 = y1
        }
    }
}

extension FBPixelRect {
    /// This rect cut to `0..<width × 0..<height`.
    func clamped(width w: Int, height h: Int) -> FBPixelRect {
        let x0 = Swift.max(0, x), y0 = Swift.max(0, y)
        let x1 = Swift.min(w, maxX), y1 = Swift.min(h, maxY)
        guard x1 > x0, y1 > y0 else { return .empty }
        return FBPixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
