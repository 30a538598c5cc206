import CFB
import Glibc
import KioskUICore

/// A Linux fbdev panel (/dev/fb0): the fallback when there is no DRM device (old drivers, some
/// SPI panels through fbtft).
///
/// Reads the geometry and format (`FBIOGET_VSCREENINFO`, `FBIOGET_FSCREENINFO`) and maps the
/// memory. When the virtual screen is at least twice as tall as the visible one and panning
/// works (`FBIOPAN_DISPLAY`), it has two buffers and shows one by panning to it; otherwise it
/// draws straight into the one on screen. Formats: 32 bpp XRGB and 16 bpp RGB565
/// (`FBPixelFormat.fbdev`).
@MainActor
final class FBDevOutput: FBOutput {
    let name: String
    let size: Size
    private(set) var buffers: [FBBuffer] = []
    private let fd: Int32
    private let path: String
    private let map: UnsafeMutableRawPointer
    private let mapped: Int
    private var screen = fb_var_screeninfo()
    private var front = 0

    init(path: String = "/dev/fb0") throws {
        self.path = path
        let device = Glibc.open(path, O_RDWR | O_CLOEXEC)
        guard device >= 0 else {
            throw FBCall.failure("open \(path)", code: errno, group: "video", fix: "check --fb-device, or use --driver headless")
        }
        fd = device
        var opened = false
        defer { if !opened { Glibc.close(device) } }
        var fixed = fb_fix_screeninfo()
        try FBCall.check(kiosk_ioctl_ptr(device, KIOSK_FBIOGET_VSCREENINFO, &screen), "read the screen of \(path) (FBIOGET_VSCREENINFO)",
                         fix: "is \(path) a frame-buffer device?")
        try FBCall.check(kiosk_ioctl_ptr(device, KIOSK_FBIOGET_FSCREENINFO, &fixed), "read the memory of \(path) (FBIOGET_FSCREENINFO)")
        guard let format = FBPixelFormat.fbdev(bitsPerPixel: Int(screen.bits_per_pixel), redOffset: Int(screen.red.offset),
                                               greenOffset: Int(screen.green.offset), blueOffset: Int(screen.blue.offset)) else {
            throw FBError("\(path) uses \(screen.bits_per_pixel) bits a pixel (red at bit \(screen.red.offset)); the fb driver draws "
                          + "32-bit XRGB or 16-bit RGB565: set the panel's mode (fbset -depth 32), or use a DRM driver")
        }
        let w = Int(screen.xres), h = Int(screen.yres), stride = Int(fixed.line_length)
        mapped = Int(fixed.smem_len)
        guard w > 0, h > 0, stride >= w * format.bytesPerPixel, mapped >= stride * h else {
            throw FBError("\(path) reports an unusable geometry (\(w)x\(h), \(stride) bytes a row, \(mapped) bytes)")
        }
        guard let m = mmap(nil, mapped, PROT_READ | PROT_WRITE, MAP_SHARED, device, 0), m != MAP_FAILED else {
            throw FBCall.failure("map \(path) (mmap)", code: errno)
        }
        map = m
        size = Size(Double(w), Double(h))
        let pages = Int(screen.yres_virtual) >= 2 * h && mapped >= 2 * stride * h ? 2 : 1
        buffers = (0..<pages).map { FBBuffer(base: m + $0 * stride * h, width: w, height: h, stride: stride, format: format) }
        name = "\(path) \(w)x\(h) \(screen.bits_per_pixel) bpp"
        opened = true
        // Start on the first page, black.
        memset(m, 0, Swift.min(mapped, stride * h * pages))
        if pages == 2 && !pan(to: 0) { buffers = [buffers[0]] }
    }

    isolated deinit {
        if buffers.count == 2 { _ = pan(to: 0) }
        munmap(map, mapped)
        Glibc.close(fd)
    }

    func nextBuffer() -> Int { buffers.count == 1 ? 0 : 1 - front }

    func show(_ index: Int, region: FBPixelRect) throws {
        guard buffers.count == 2 else { return }
        if pan(to: index) { front = index } else {
            // Panning stopped working: draw into the page on screen from now on.
            buffers = [buffers[front]]
        }
    }

    /// `FBIOBLANK`: powered down (the panel's sync signals off, as DPMS off), or unblanked
    /// showing the page it showed. The memory is kept; fbcon is not asked to draw (the VT is in
    /// graphics mode).
    func setPower(_ on: Bool) throws {
        try FBCall.check(kiosk_ioctl_int(fd, KIOSK_FBIOBLANK, on ? KIOSK_FB_BLANK_UNBLANK : KIOSK_FB_BLANK_POWERDOWN),
                         "turn \(path) \(on ? "on" : "off") (FBIOBLANK)")
    }

    /// Pans the visible screen to page `index`; false when the driver refuses.
    private func pan(to index: Int) -> Bool {
        var s = screen
        s.yoffset = UInt32(index) * screen.yres
        s.xoffset = 0
        return kiosk_ioctl_ptr(fd, KIOSK_FBIOPAN_DISPLAY, &s) == 0
    }
}
