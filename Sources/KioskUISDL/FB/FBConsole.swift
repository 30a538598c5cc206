import CFB
import Glibc
import KioskUICore

/// The VT a bare-panel kiosk owns: graphics mode (`KDSETMODE KD_GRAPHICS`: the console stops
/// drawing its text and cursor over the panel), keyboard off (`KDSKBMODE K_OFF`: typed keys
/// reach no login prompt; libinput reads them from evdev), and VT switches on request
/// (`VT_SETMODE VT_PROCESS`: the kernel signals SIGUSR1 to release, SIGUSR2 to acquire, and
/// waits for our `VT_RELDISP`).
///
/// The VT is the controlling tty when stdin is one (systemd's `StandardInput=tty`), else the
/// active VT through /dev/tty0. Its modes are put back on every exit: `restore()` from deinit (a
/// normal end, SIGTERM/SIGINT/SIGHUP, which end the loop, and errors, which unwind it) and from
/// an `atexit` handler (an `exit` elsewhere). SIGKILL cannot be caught: systemd's `TTYReset=yes`
/// covers it.
@MainActor
final class FBConsole {
    /// A switch the kernel asks for.
    enum Switch: Equatable { case release, acquire }

    let path: String
    /// Readable when a switch signal arrived.
    let signalDescriptor: Int32
    private let fd: Int32

    /// Takes the VT: nil (with the reason in `why`) when there is none this process may use.
    static func take(why: inout String?) -> FBConsole? {
        do { return try FBConsole() } catch { why = "\(error)"; return nil }
    }

    private init() throws {
        var mode: Int32 = 0
        let tty: Int32, name: String
        if kiosk_ioctl_ptr(0, KIOSK_KDGETMODE, &mode) == 0 {
            tty = 0
            name = ttyname(0).map { String(cString: $0) } ?? "stdin"
        } else {
            let zero = Glibc.open("/dev/tty0", O_RDWR | O_CLOEXEC | O_NOCTTY)
            guard zero >= 0 else {
                throw FBCall.failure("open /dev/tty0 to find the active VT", code: errno, group: "tty",
                                     fix: "run the kiosk on a VT (systemd: StandardInput=tty, TTYPath=/dev/tty1)")
            }
            var state = vt_stat()
            let got = kiosk_ioctl_ptr(zero, KIOSK_VT_GETSTATE, &state)
            Glibc.close(zero)
            try FBCall.check(got, "read the active VT (VT_GETSTATE on /dev/tty0)")
            name = "/dev/tty\(state.v_active)"
            tty = Glibc.open(name, O_RDWR | O_CLOEXEC | O_NOCTTY)
            guard tty >= 0 else {
                throw FBCall.failure("open \(name)", code: errno, group: "tty",
                                     fix: "run the kiosk on a VT (systemd: StandardInput=tty, TTYPath=/dev/tty1)")
            }
            try FBCall.check(kiosk_ioctl_ptr(tty, KIOSK_KDGETMODE, &mode), "read the mode of \(name) (KDGETMODE)")
        }
        var keyboard: Int32 = 0
        var vt = vt_mode()
        // Unreadable, the keyboard goes back to Unicode (K_UNICODE), never to 0 (K_RAW).
        if kiosk_ioctl_ptr(tty, KIOSK_KDGKBMODE, &keyboard) != 0 { keyboard = Int32(KIOSK_K_UNICODE) }
        _ = kiosk_ioctl_ptr(tty, KIOSK_VT_GETMODE, &vt)
        var fds: [Int32] = [-1, -1]
        try FBCall.check(kiosk_pipe(&fds), "make the VT signal pipe (pipe2)")
        path = name
        fd = tty
        signalDescriptor = fds[0]
        FBConsoleState.install(FBConsoleState(fd: tty, ownsDescriptor: tty != 0, textMode: mode, keyboard: keyboard,
                                              vt: vt, signalPipe: fds))
        // Graphics, keyboard off, switches by us: each refused one is said, none is fatal (the
        // panel still shows; a leaking keyboard or a console cursor is the cost).
        try FBCall.check(kiosk_ioctl_int(tty, KIOSK_KDSETMODE, KIOSK_KD_GRAPHICS), "put \(name) in graphics mode (KDSETMODE)",
                         fix: "the VT must be the kiosk's controlling tty (systemd: StandardInput=tty) or the user needs CAP_SYS_TTY_CONFIG")
        try FBCall.check(kiosk_ioctl_int(tty, KIOSK_KDSKBMODE, KIOSK_K_OFF), "turn the keyboard of \(name) off (KDSKBMODE)")
        var process = vt_mode()
        process.mode = CChar(KIOSK_VT_PROCESS)
        process.relsig = Int16(SIGUSR1)
        process.acqsig = Int16(SIGUSR2)
        signal(SIGUSR1) { _ in FBConsoleState.signalled(1) }
        signal(SIGUSR2) { _ in FBConsoleState.signalled(2) }
        try FBCall.check(kiosk_ioctl_ptr(tty, KIOSK_VT_SETMODE, &process), "take VT switching of \(name) (VT_SETMODE)")
    }

    isolated deinit { FBConsoleState.restore() }

    /// The switches asked for since the last call, in order.
    func takeSwitches() -> [Switch] {
        var out: [Switch] = []
        var buf = [UInt8](repeating: 0, count: 16)
        while true {
            let n = read(signalDescriptor, &buf, buf.count)
            guard n > 0 else { break }
            out += buf[0..<n].map { $0 == 1 ? .release : .acquire }
        }
        return out
    }

    /// Lets the kernel switch away (after the display and input were let go).
    func acknowledgeRelease() { _ = kiosk_ioctl_int(fd, KIOSK_VT_RELDISP, 1) }

    /// Tells the kernel the VT is taken back.
    func acknowledgeAcquire() { _ = kiosk_ioctl_int(fd, KIOSK_VT_RELDISP, KIOSK_VT_ACKACQ) }
}

/// What the VT was before the kiosk took it, kept where a signal handler and an `atexit`
/// handler can reach it: C handlers capture nothing. Written only on the main thread before the
/// handlers are installed, and cleared once by `restore`.
struct FBConsoleState {
    var fd: Int32
    var ownsDescriptor: Bool
    var textMode: Int32
    var keyboard: Int32
    var vt: vt_mode
    var signalPipe: [Int32]

    nonisolated(unsafe) private static var current: FBConsoleState?
    /// The pipe's write end for the signal handler (-1 when none).
    nonisolated(unsafe) private static var signalWriteEnd: Int32 = -1
    nonisolated(unsafe) private static var atexitInstalled = false

    static func install(_ s: FBConsoleState) {
        current = s
        signalWriteEnd = s.signalPipe[1]
        if !atexitInstalled {
            atexitInstalled = true
            atexit { FBConsoleState.restore() }
        }
    }

    /// From the signal handler: one byte, 1 release, 2 acquire (write(2) is async-signal-safe).
    static func signalled(_ what: UInt8) {
        var b = what
        _ = write(signalWriteEnd, &b, 1)
    }

    /// Puts the VT back as it was (text mode, the keyboard's mode, automatic switching); once.
    static func restore() {
        guard var s = current else { return }
        current = nil
        _ = kiosk_ioctl_ptr(s.fd, KIOSK_VT_SETMODE, &s.vt)
        _ = kiosk_ioctl_int(s.fd, KIOSK_KDSKBMODE, Int(s.keyboard))
        _ = kiosk_ioctl_int(s.fd, KIOSK_KDSETMODE, Int(s.textMode == Int32(KIOSK_KD_GRAPHICS) ? KIOSK_KD_TEXT : Int(s.textMode)))
        signal(SIGUSR1, SIG_DFL)
        signal(SIGUSR2, SIG_DFL)
        signalWriteEnd = -1
        close(s.signalPipe[0])
        close(s.signalPipe[1])
        if s.ownsDescriptor { close(s.fd) }
    }
}
