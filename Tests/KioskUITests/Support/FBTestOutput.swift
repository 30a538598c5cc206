import Glibc
@testable import KioskUICore
@testable import KioskUISDL

/// An fbdev-like panel for tests: a regular file of `buffers` pages of `height` rows of `stride`
/// bytes, mapped shared, so what the fb driver writes is read back from the file itself.
@MainActor
final class FBTestOutput: FBOutput {
    let name = "test file"
    let size: Size
    var buffers: [FBBuffer]
    let path: String
    let stride: Int
    private let fd: Int32
    private let map: UnsafeMutableRawPointer
    private let length: Int
    private(set) var front = 0
    /// Each `show`: the buffer and the region, in output pixels.
    private(set) var shown: [(index: Int, region: FBPixelRect)] = []
    /// Each `setPower`, in order (true on, false off).
    private(set) var powered: [Bool] = []
    /// Whether the panel is lit now (a show while off is a bug the tests catch).
    private(set) var isOn = true
    private(set) var showsWhileOff = 0

    init(width: Int, height: Int, stride: Int, buffers count: Int = 1, format: FBPixelFormat = .xrgb8888) {
        size = Size(Double(width), Double(height))
        self.stride = stride
        var template = Array("/tmp/kiosk-fb-XXXXXX".utf8CString)
        fd = mkstemp(&template)
        path = String(cString: template)
        length = stride * height * count
        precondition(fd >= 0 && ftruncate(fd, off_t(length)) == 0, "cannot make \(path)")
        map = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0)!
        let m = map
        buffers = (0..<count).map { FBBuffer(base: m + $0 * stride * height, width: width, height: height, stride: stride, format: format) }
    }

    isolated deinit {
        munmap(map, length)
        close(fd)
        unlink(path)
    }

    func nextBuffer() -> Int { buffers.count == 1 ? 0 : 1 - front }

    func show(_ index: Int, region: FBPixelRect) throws {
        if !isOn { showsWhileOff += 1 }
        front = index
        shown.append((index, region))
    }

    func setPower(_ on: Bool) throws {
        powered.append(on)
        isOn = on
    }

    /// The 32-bit pixel at (x, y) of page `page`, read from the file (not the mapping).
    func filePixel(_ x: Int, _ y: Int, page: Int = 0) -> UInt32 {
        var v: UInt32 = 0
        _ = pread(fd, &v, 4, off_t(page * stride * Int(size.height) + y * stride + x * 4))
        return v & 0xFF_FFFF
    }

    /// Every byte of the file.
    func fileBytes() -> [UInt8] {
        var b = [UInt8](repeating: 0, count: length)
        _ = pread(fd, &b, length, 0)
        return b
    }

    /// Fills every page's bytes with `byte` (to see what a copy leaves alone).
    func scribble(_ byte: UInt8) { memset(map, Int32(byte), length) }
}
