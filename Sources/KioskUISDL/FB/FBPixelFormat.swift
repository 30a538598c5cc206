import KioskUICore

/// How a frame buffer stores a pixel. The offscreen surface is SDL's ARGB8888 (0xAARRGGBB in a
/// native little-endian word), so `xrgb8888` takes its words unchanged.
package enum FBPixelFormat: Equatable, Sendable {
    /// 32 bits: blue, green, red, unused bytes in memory (DRM's XRGB8888; fbdev at 32 bpp with
    /// red at bit 16, green at 8, blue at 0).
    case xrgb8888
    /// 16 bits: red 5, green 6, blue 5 (small SPI panels' fbdev).
    case rgb565

    var bytesPerPixel: Int { self == .xrgb8888 ? 4 : 2 }

    /// The fbdev format for a variable screen info's depth and channel offsets, or nil when it is
    /// one this driver does not write.
    static func fbdev(bitsPerPixel: Int, redOffset: Int, greenOffset: Int, blueOffset: Int) -> FBPixelFormat? {
        switch (bitsPerPixel, redOffset, greenOffset, blueOffset) {
        case (32, 16, 8, 0), (24 + 8, 16, 8, 0): return .xrgb8888
        case (16, 11, 5, 0): return .rgb565
        default: return nil
        }
    }

    /// An ARGB8888 pixel as RGB565.
    @inline(__always)
    static func rgb565(_ p: UInt32) -> UInt16 {
        UInt16(truncatingIfNeeded: ((p >> 8) & 0xF800) | ((p >> 5) & 0x07E0) | ((p >> 3) & 0x001F))
    }
}

/// Memory that is shown on the panel (a mapped dumb buffer, a page of /dev/fb0, or in a test a
/// mapped regular file): where it starts, its size in pixels and its bytes per row.
package struct FBBuffer: @unchecked Sendable {
    let base: UnsafeMutableRawPointer
    let width: Int
    let height: Int
    /// Bytes from one row to the next (at least `width × bytesPerPixel`).
    let stride: Int
    let format: FBPixelFormat

    /// The memberwise initializer, for `kiosk bench` (KioskBench).
    package init(base: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, format: FBPixelFormat) {
        self.base = base; self.width = width; self.height = height; self.stride = stride; self.format = format
    }
}
