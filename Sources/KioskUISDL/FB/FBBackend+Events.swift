import CSDL
import Glibc
import KioskUICore

/// Waiting for input on a bare panel: one poll(2) on every descriptor that can bring something
/// (the wake pipe, libinput, the DRM device's page-flip events, the VT's switch signals), so an
/// idle kiosk sleeps in the kernel with no timer. SDL's joystick subsystem has no descriptor:
/// while a gamepad is open the wait is cut to 16 ms slices to read it, and with none open to
/// 2-second slices to notice one plugged in (one wake-up every two seconds, nothing drawn).
extension FBBackend {
    func waitEvents(timeout: Double?, clock: FrameClock) -> [InputEvent] {
        var out = gamepads?.takeAnnouncements() ?? []
        var fds = [pollfd(fd: wakePipe.readEnd, events: Int16(POLLIN), revents: 0)]
        if let i = input { fds.append(pollfd(fd: i.descriptor, events: Int16(POLLIN), revents: 0)) }
        if let d = output.eventDescriptor { fds.append(pollfd(fd: d, events: Int16(POLLIN), revents: 0)) }
        if let c = console { fds.append(pollfd(fd: c.signalDescriptor, events: Int16(POLLIN), revents: 0)) }
        var ms = FBBackend.pollMilliseconds(timeout)
        if let g = gamepads {
            let slice: Int32 = g.count > 0 ? 16 : 2000
            if ms < 0 || ms > slice { ms = slice }
        }
        if !out.isEmpty { ms = 0 }
        let ready = poll(&fds, nfds_t(fds.count), ms)
        let now = clock.now
        if ready > 0 {
            for f in fds where f.revents != 0 {
                if f.fd == wakePipe.readEnd { wakePipe.drain() }
                else if f.fd == output.eventDescriptor { output.handleEvents() }
                else if let c = console, f.fd == c.signalDescriptor {
                    for s in c.takeSwitches() {
                        out += s == .release ? releaseDisplay(now: now) : acquireDisplay()
                    }
                }
            }
        }
        // libinput queues events on its own too (a device added at start): read it every time.
        if let i = input, active { out += i.read(now: now) }
        if gamepads != nil { out += readGamepads(now: now) }
        return out
    }

    /// Ends a `waitEvents` sleep from any thread.
    nonisolated func wake() { wakePipe.raise() }

    /// A `waitEvents` timeout as poll's milliseconds: -1 for none, 0 for "just poll", else
    /// rounded up (a wait never ends before the frame it waits for is due), at most a day.
    static func pollMilliseconds(_ timeout: Double?) -> Int32 {
        guard let t = timeout else { return -1 }
        guard !t.isNaN, t > 0 else { return 0 }
        return Int32(Swift.min(86_400_000, (t * 1000).rounded(.up)))
    }

    /// Gamepad events from SDL's queue (the only SDL events without video), translated as the
    /// SDL backend does.
    private func readGamepads(now: Double) -> [InputEvent] {
        var out: [InputEvent] = []
        var e = SDL_Event()
        while SDL_PollEvent(&e) != 0 {
            switch e.type {
            case SDL_CONTROLLERDEVICEADDED.rawValue:
                if gamepads?.open(deviceIndex: e.cdevice.which) == true { out.append(.gamepadConnected(true)) }
            case SDL_CONTROLLERDEVICEREMOVED.rawValue:
                if gamepads?.close(instance: e.cdevice.which) == true { out.append(.gamepadConnected(false)) }
            case SDL_CONTROLLERBUTTONDOWN.rawValue, SDL_CONTROLLERBUTTONUP.rawValue, SDL_CONTROLLERAXISMOTION.rawValue:
                if let i = gamepadEvents.translate(e, outputSize: output.size, now: now) { out.append(i) }
            default:
                break
            }
        }
        return out
    }
}
