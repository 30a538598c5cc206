import XCTest
@testable import KioskUICore
@testable import KioskUISDL

/// The fb driver's pure parts on numbers: copying the logical frame into a frame buffer
/// (formats, strides, rotation), the rects that turn with it, the damage each buffer lacks, and
/// the mode a connector's list gives.
@MainActor
final class FBPixelCopyTests: XCTestCase {
    /// A 3×2 logical image with a distinct value in each pixel.
    private let image: [UInt32] = [0x010101, 0x020202, 0x030303,
                                   0x040404, 0x050505, 0x060606]

    private func copy(_ rect: FBPixelRect, rotation: DisplayRotation, format: FBPixelFormat = .xrgb8888,
                      strideExtra: Int = 8) -> [[UInt32]] {
        let out = rotation.outputSize(forLogical: Size(3, 2))
        let w = Int(out.width), h = Int(out.height)
        let stride = w * format.bytesPerPixel + strideExtra
        var dst = [UInt8](repeating: 0xEE, count: stride * h)
        var src = image
        src.withUnsafeMutableBytes { s in
            dst.withUnsafeMutableBytes { d in
                FBPixelCopy.copy(rect, from: .init(base: UnsafeRawPointer(s.baseAddress!), width: 3, height: 2, pitch: 12),
                                 to: FBBuffer(base: d.baseAddress!, width: w, height: h, stride: stride, format: format),
                                 rotation: rotation)
            }
        }
        return (0..<h).map { y in
            (0..<w).map { x in
                let o = y * stride + x * format.bytesPerPixel
                return format == .xrgb8888
                    ? UInt32(dst[o]) | UInt32(dst[o + 1]) << 8 | UInt32(dst[o + 2]) << 16 | UInt32(dst[o + 3]) << 24
                    : UInt32(dst[o]) | UInt32(dst[o + 1]) << 8
            }
        }
    }

    func testUprightCopyKeepsTheWordsAndTheStride() async {
        let all = FBPixelRect(x: 0, y: 0, width: 3, height: 2)
        XCTAssertEqual(copy(all, rotation: .none), [[0x010101, 0x020202, 0x030303], [0x040404, 0x050505, 0x060606]])
    }

    func testEachRotationMatchesRotatePixels() async {
        let all = FBPixelRect(x: 0, y: 0, width: 3, height: 2)
        for r in DisplayRotation.allCases {
            let out = r.outputSize(forLogical: Size(3, 2))
            let expected = r.rotatePixels(image, width: 3, height: 2)
            XCTAssertEqual(copy(all, rotation: r).flatMap { $0 }, expected, "\(r)")
            XCTAssertEqual(copy(all, rotation: r).count, Int(out.height))
        }
        // 90: the logical top-left lands at the output's top-right.
        XCTAssertEqual(copy(all, rotation: .cw90), [[0x040404, 0x010101], [0x050505, 0x020202], [0x060606, 0x030303]])
    }

    func testOnlyTheDamagedRectIsWrittenAndTurnedRectsSayWhere() async {
        let one = FBPixelRect(x: 1, y: 1, width: 1, height: 1)   // the 0x050505 pixel
        let filler: UInt32 = 0xEEEE_EEEE
        XCTAssertEqual(copy(one, rotation: .none), [[filler, filler, filler], [filler, 0x050505, filler]])
        let turned = copy(one, rotation: .cw90)
        XCTAssertEqual(turned, [[filler, filler], [0x050505, filler], [filler, filler]])
        let at = one.turned(.cw90, logicalWidth: 3, logicalHeight: 2)
        XCTAssertEqual(at, FBPixelRect(x: 0, y: 1, width: 1, height: 1))
        XCTAssertEqual(FBPixelRect(x: 0, y: 0, width: 2, height: 1).turned(.cw270, logicalWidth: 3, logicalHeight: 2),
                       FBPixelRect(x: 0, y: 1, width: 1, height: 2))
        XCTAssertEqual(FBPixelRect(x: 0, y: 0, width: 2, height: 1).turned(.cw180, logicalWidth: 3, logicalHeight: 2),
                       FBPixelRect(x: 1, y: 1, width: 2, height: 1))
        XCTAssertEqual(copy(FBPixelRect(x: 2, y: 0, width: 9, height: 9), rotation: .none)[0][2], 0x030303, "clamped to the image")
    }

    /// A target smaller than the turned image (a panel that shrank): clipped, never written past.
    func testASmallerTargetIsClipped() async {
        var src = image
        for r in DisplayRotation.allCases {
            let out = r.outputSize(forLogical: Size(3, 2))
            let w = Int(out.width) - 1, h = Int(out.height)
            var dst = [UInt32](repeating: 7, count: w * h + 1)           // one guard word past the end
            src.withUnsafeMutableBytes { s in
                dst.withUnsafeMutableBytes { d in
                    FBPixelCopy.copy(FBPixelRect(x: 0, y: 0, width: 3, height: 2),
                                     from: .init(base: UnsafeRawPointer(s.baseAddress!), width: 3, height: 2, pitch: 12),
                                     to: FBBuffer(base: d.baseAddress!, width: w, height: h, stride: w * 4, format: .xrgb8888),
                                     rotation: r)
                }
            }
            XCTAssertEqual(dst.last, 7, "\(r): nothing written past the buffer")
            let full = r.rotatePixels(image, width: 3, height: 2)
            for y in 0..<h { for x in 0..<w { XCTAssertEqual(dst[y * w + x], full[y * (w + 1) + x], "\(r) \(x),\(y)") } }
        }
    }

    func testRGB565() async {
        XCTAssertEqual(FBPixelFormat.rgb565(0xFFFF_FFFF), 0xFFFF)
        XCTAssertEqual(FBPixelFormat.rgb565(0xFFFF_0000), 0xF800)
        XCTAssertEqual(FBPixelFormat.rgb565(0xFF00_FF00), 0x07E0)
        XCTAssertEqual(FBPixelFormat.rgb565(0xFF00_00FF), 0x001F)
        let px = copy(FBPixelRect(x: 0, y: 0, width: 3, height: 2), rotation: .none, format: .rgb565)
        XCTAssertEqual(px[0][0], UInt32(FBPixelFormat.rgb565(0x010101)))
        let turned = copy(FBPixelRect(x: 0, y: 0, width: 3, height: 2), rotation: .cw270, format: .rgb565).flatMap { $0 }
        XCTAssertEqual(turned, DisplayRotation.cw270.rotatePixels(image, width: 3, height: 2).map { UInt32(FBPixelFormat.rgb565($0)) })
        XCTAssertEqual(FBPixelFormat.fbdev(bitsPerPixel: 16, redOffset: 11, greenOffset: 5, blueOffset: 0), .rgb565)
        XCTAssertEqual(FBPixelFormat.fbdev(bitsPerPixel: 32, redOffset: 16, greenOffset: 8, blueOffset: 0), .xrgb8888)
        XCTAssertNil(FBPixelFormat.fbdev(bitsPerPixel: 32, redOffset: 0, greenOffset: 8, blueOffset: 16), "BGR is refused")
    }

    func testPixelRectsRoundOutwardAndClamp() async {
        XCTAssertEqual(FBPixelRect(Rect(x: 1.5, y: -3, width: 2, height: 10), clampedTo: (10, 5)),
                       FBPixelRect(x: 1, y: 0, width: 3, height: 5))
        XCTAssertTrue(FBPixelRect(Rect(x: 20, y: 0, width: 2, height: 2), clampedTo: (10, 5)).isEmpty)
        XCTAssertEqual(FBPixelRect(x: 0, y: 0, width: 2, height: 2).union(FBPixelRect(x: 5, y: 1, width: 1, height: 4)),
                       FBPixelRect(x: 0, y: 0, width: 6, height: 5))
        XCTAssertEqual(FBPixelRect.empty.union(FBPixelRect(x: 5, y: 1, width: 1, height: 4)), FBPixelRect(x: 5, y: 1, width: 1, height: 4))
    }

    /// Two buffers: the back one is a frame old, so it gets this frame's damage and the last one's.
    func testBufferDamageUnitesTheFrameBefore() async {
        let full = FBPixelRect(x: 0, y: 0, width: 100, height: 50)
        var d = FBBufferDamage(buffers: 2, full: full)
        let a = FBPixelRect(x: 0, y: 0, width: 10, height: 10), b = FBPixelRect(x: 50, y: 20, width: 5, height: 5)
        XCTAssertEqual(d.region(forDrawingInto: 0, damage: a), full, "a fresh buffer is copied whole")
        XCTAssertEqual(d.region(forDrawingInto: 1, damage: b), full)
        XCTAssertEqual(d.region(forDrawingInto: 0, damage: a), b.union(a), "buffer 0 missed frame 2's damage")
        XCTAssertEqual(d.region(forDrawingInto: 1, damage: .empty), a)
        XCTAssertEqual(d.region(forDrawingInto: 0, damage: .empty), .empty, "nothing changed, nothing to copy")
        d.invalidateAll()
        XCTAssertEqual(d.stale, [full, full])
        var one = FBBufferDamage(buffers: 1, full: full)
        XCTAssertEqual(one.region(forDrawingInto: 0, damage: a), full)
        XCTAssertEqual(one.region(forDrawingInto: 0, damage: b), b, "one buffer copies just the damage")
    }

    func testModeChoice() async {
        typealias M = FBModeChoice.Mode
        let modes = [M(width: 1920, height: 1080, refresh: 60, preferred: false), M(width: 1280, height: 800, refresh: 60, preferred: true),
                     M(width: 800, height: 480, refresh: 50, preferred: false), M(width: 800, height: 480, refresh: 75, preferred: false)]
        XCTAssertEqual(FBModeChoice.pick(modes, wanted: nil), 1, "the preferred mode")
        XCTAssertEqual(FBModeChoice.pick(modes, wanted: Size(800, 480)), 3, "the size asked for, fastest")
        XCTAssertEqual(FBModeChoice.pick(modes, wanted: Size(640, 480)), 1, "a size it does not have: the preferred")
        XCTAssertEqual(FBModeChoice.pick(Array(modes[2...]), wanted: nil), 0, "none preferred: the first")
        XCTAssertNil(FBModeChoice.pick([], wanted: nil))
    }
}
