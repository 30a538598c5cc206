import CFB
import Glibc
import KioskUICore

/// A DRM/KMS panel drawn through two dumb buffers: no GPU, no EGL, no GBM, no Mesa.
///
/// Opens the device (the first /dev/dri/card* with a connected connector, or `--fb-device`),
/// takes the connector's preferred mode (or the one `--size` names), creates two dumb buffers
/// (`DRM_IOCTL_MODE_CREATE_DUMB`), gives each a frame-buffer id (`drmModeAddFB`), maps them and
/// sets the mode (`drmModeSetCrtc`). Frames alternate between the buffers with
/// `drmModePageFlip`, whose completion event arrives on the device's descriptor (the loop polls
/// it; `nextBuffer` waits for it in poll). Where the driver cannot flip (the probe at open fails),
/// one buffer stays on screen and each frame is flushed with `drmModeDirtyFB`. At the end the
/// CRTC gets back what it showed before (the console), and everything is freed.
@MainActor
final class FBDRMOutput: FBOutput {
    private struct DumbBuffer {
        var handle: UInt32
        var framebuffer: UInt32
        var map: UnsafeMutableRawPointer
        /// Bytes mapped (what CREATE_DUMB said; may be more than height × pitch).
        var mapped: Int
        var pitch: Int
    }

    let name: String
    let size: Size
    private(set) var buffers: [FBBuffer] = []
    private let fd: Int32
    private let path: String
    private let crtc: UInt32
    private var connector: UInt32
    private var mode: drmModeModeInfo
    private var dumbs: [DumbBuffer] = []
    /// What the CRTC showed before (restored at the end), or nil.
    private let saved: UnsafeMutablePointer<drmModeCrtc>?
    /// Set to 1 by the page-flip handler (`kiosk_drm_handle_events`).
    private let flipDone = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    /// The buffer on screen, and the one a pending flip will show.
    private var front = 0
    private var pending: Int?
    private var flips = true

    var eventDescriptor: Int32? { fd }

    /// Opens `device`, or the first card with a connected connector. `size`, when it names one of
    /// the connector's modes, picks that mode instead of the preferred one.
    static func open(device: String?, size: Size?) throws -> FBDRMOutput {
        if let d = device { return try FBDRMOutput(path: d, size: size) }
        let cards = FBCards.list()
        guard !cards.isEmpty else { throw FBError("no DRM device: /dev/dri has no card*") }
        var failures: [String] = []
        for c in cards {
            do { return try FBDRMOutput(path: c, size: size) } catch { failures.append("\(error)") }
        }
        throw FBError(failures.joined(separator: "; "))
    }

    private init(path: String, size wanted: Size?) throws {
        self.path = path
        let device = Glibc.open(path, O_RDWR | O_CLOEXEC)
        guard device >= 0 else {
            throw FBCall.failure("open \(path)", code: errno, group: "video",
                                 fix: "check --fb-device, or use --driver kmsdrm or headless")
        }
        fd = device
        // Until every stored property is set, a failure closes the device here; after that,
        // deinit frees what was made.
        var opened = false
        defer { if !opened { Glibc.close(device) } }
        var hasDumb: UInt64 = 0
        guard drmGetCap(fd, UInt64(DRM_CAP_DUMB_BUFFER), &hasDumb) == 0, hasDumb != 0 else {
            throw FBError("\(path) has no dumb buffers (not a KMS display device); use --fb-device to name another card")
        }
        guard let res = drmModeGetResources(fd) else {
            throw FBCall.failure("read the display resources of \(path) (drmModeGetResources)", code: errno,
                                 fix: "is \(path) a display (KMS) device?")
        }
        defer { drmModeFreeResources(res) }
        let pick = try FBDRMOutput.connected(fd: fd, res: res, path: path, wanted: wanted)
        connector = pick.connector
        mode = pick.mode
        crtc = pick.crtc
        name = "\(path) \(pick.label) \(pick.mode.hdisplay)x\(pick.mode.vdisplay)"
        size = Size(Double(pick.mode.hdisplay), Double(pick.mode.vdisplay))
        saved = drmModeGetCrtc(fd, crtc)
        opened = true
        flipDone.initialize(to: 0)
        for _ in 0..<2 { dumbs.append(try makeDumb()) }
        buffers = dumbs.map { FBBuffer(base: $0.map, width: Int(size.width), height: Int(size.height),
                                       stride: $0.pitch, format: .xrgb8888) }
        try setMode(showing: 0)
        probeFlip()
    }

    isolated deinit {
        if let s = saved {
            var c = connector
            var m = s.pointee.mode
            if s.pointee.buffer_id != 0 {
                let valid = s.pointee.mode_valid != 0
                withUnsafeMutablePointer(to: &m) { mp in
                    _ = drmModeSetCrtc(fd, s.pointee.crtc_id, s.pointee.buffer_id, s.pointee.x, s.pointee.y, &c, 1,
                                       valid ? mp : nil)
                }
            }
            drmModeFreeCrtc(s)
        }
        pending = nil
        freeBuffers()
        flipDone.deallocate()
        Glibc.close(fd)
    }

    // MARK: Frames

    func nextBuffer() -> Int {
        if pending != nil { waitForFlip() }
        return buffers.count == 1 ? 0 : 1 - front
    }

    func show(_ index: Int, region: FBPixelRect) throws {
        guard flips else {
            // One buffer, always on screen: tell drivers that need it (simpledrm, USB, SPI) what changed.
            var clip = drm_clip_rect(x1: UInt16(clamping: region.x), y1: UInt16(clamping: region.y),
                                     x2: UInt16(clamping: region.maxX), y2: UInt16(clamping: region.maxY))
            let status = drmModeDirtyFB(fd, dumbs[0].framebuffer, &clip, 1)
            if status < 0 && status != -ENOSYS && status != -EOPNOTSUPP {
                try FBCall.check(status, "flush the frame on \(path) (drmModeDirtyFB)")
            }
            return
        }
        flipDone.pointee = 0
        try FBCall.check(drmModePageFlip(fd, crtc, dumbs[index].framebuffer, kiosk_drm_mode_flip_event(), flipDone),
                         "show a frame on \(path) (drmModePageFlip)",
                         fix: "another program may have taken the display (a VT switch, a compositor)")
        pending = index
    }

    func handleEvents() {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        // Bounded: a device that stays readable with nothing to read (an error) must not spin.
        for _ in 0..<4 where poll(&p, 1, 0) > 0 {
            if kiosk_drm_handle_events(fd) < 0 { break }
            if flipDone.pointee != 0 { finishFlip(); break }
        }
    }

    // MARK: VT switches

    func suspend() {
        if pending != nil { waitForFlip() }
        drmDropMaster(fd)
    }

    func resume() throws {
        // logind or the VT code may already have given master back; an error here is not fatal
        // when the mode can be set.
        drmSetMaster(fd)
        pending = nil
        try setMode(showing: front)
    }

    // MARK: Display power

    /// DPMS through the connector's legacy "DPMS" property: off stops the panel's signal (a
    /// monitor sleeps, /sys/class/drm/card*-*/dpms reads Off), on lights it again with the CRTC's
    /// mode and the frame buffer it showed. The legacy property rather than an atomic commit of
    /// the CRTC's ACTIVE: the driver already speaks legacy KMS (SetCrtc, PageFlip), the property
    /// works on legacy and atomic drivers alike (the kernel maps it onto ACTIVE), and turning the
    /// atomic client cap on would make every later legacy call of ours the kernel's second
    /// guess. A driver without the property (or one that refuses it) gets its CRTC switched off
    /// (no frame buffer) and set again with the mode on wake.
    func setPower(_ on: Bool) throws {
        if pending != nil { waitForFlip() }
        let dpms = kiosk_drm_connector_property(fd, connector, "DPMS")
        if dpms != 0 && drmModeConnectorSetProperty(fd, connector, dpms, on ? KIOSK_DRM_MODE_DPMS_ON : KIOSK_DRM_MODE_DPMS_OFF) == 0 {
            return
        }
        if on {
            try setMode(showing: front)
        } else {
            try FBCall.check(drmModeSetCrtc(fd, crtc, 0, 0, 0, nil, 0, nil), "turn the display of \(path) off (drmModeSetCrtc)",
                             fix: "another program may have taken the display (a VT switch, a compositor)")
        }
    }

    // MARK: Setting up

    private func setMode(showing index: Int) throws {
        var c = connector
        try FBCall.check(drmModeSetCrtc(fd, crtc, dumbs[index].framebuffer, 0, 0, &c, 1, &mode),
                         "set the mode \(Int(size.width))x\(Int(size.height)) on \(path) (drmModeSetCrtc)", group: "video",
                         fix: "another program holds the display (a compositor, another kiosk): stop it, or run on a free VT")
        front = index
    }

    /// Flips to the second (black) buffer once and waits for the event; a driver that refuses
    /// leaves one buffer and dirty-rect flushes.
    private func probeFlip() {
        flipDone.pointee = 0
        if drmModePageFlip(fd, crtc, dumbs[1].framebuffer, kiosk_drm_mode_flip_event(), flipDone) == 0 {
            pending = 1
            if waitForFlip() { return }
        }
        flips = false
        pending = nil
        try? setMode(showing: 0)
        buffers = [buffers[0]]
    }

    /// Sleeps in poll until the pending flip's event (at most a second: a flip that never ends,
    /// say on a VT switched away, must not hang the loop). True when it ended.
    @discardableResult
    private func waitForFlip() -> Bool {
        var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        var waited = 0
        while pending != nil && waited < 10 {
            let r = poll(&p, 1, 100)
            if r > 0 {
                if kiosk_drm_handle_events(fd) < 0 { break }
                if flipDone.pointee != 0 { finishFlip(); return true }
            } else if r < 0 && errno != EINTR {
                break
            } else if r == 0 {
                waited += 1
            }
        }
        pending = nil
        return false
    }

    private func finishFlip() {
        if let p = pending { front = p }
        pending = nil
        flipDone.pointee = 0
    }

    private func makeDumb() throws -> DumbBuffer {
        var handle: UInt32 = 0, pitch: UInt32 = 0, length: UInt64 = 0
        try FBCall.check(kiosk_drm_create_dumb(fd, UInt32(size.width), UInt32(size.height), &handle, &pitch, &length),
                         "create a \(Int(size.width))x\(Int(size.height)) dumb buffer on \(path)")
        var framebuffer: UInt32 = 0
        do {
            try FBCall.check(drmModeAddFB(fd, UInt32(size.width), UInt32(size.height), 24, 32, pitch, handle, &framebuffer),
                             "add a frame buffer on \(path) (drmModeAddFB)")
            var offset: UInt64 = 0
            try FBCall.check(kiosk_drm_map_offset(fd, handle, &offset), "map a dumb buffer of \(path)")
            let map = mmap(nil, Int(length), PROT_READ | PROT_WRITE, MAP_SHARED, fd, off_t(offset))
            guard let map, map != MAP_FAILED else { throw FBCall.failure("map a dumb buffer of \(path) (mmap)", code: errno) }
            memset(map, 0, Int(length))
            return DumbBuffer(handle: handle, framebuffer: framebuffer, map: map, mapped: Int(length), pitch: Int(pitch))
        } catch {
            if framebuffer != 0 { drmModeRmFB(fd, framebuffer) }
            _ = kiosk_drm_destroy_dumb(fd, handle)
            throw error
        }
    }

    private func freeBuffers() {
        for d in dumbs {
            munmap(d.map, d.mapped)
            drmModeRmFB(fd, d.framebuffer)
            _ = kiosk_drm_destroy_dumb(fd, d.handle)
        }
        dumbs.removeAll()
    }
}
