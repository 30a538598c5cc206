import Glibc

/// The live loop: real input, commands on stdin and the control socket, signals, and state saved
/// as controls settle.
extension Runner {
    /// Runs on the real clock until quit, a signal, `duration` seconds, or — headless, where the
    /// commands are the only input — until the command input ends and nothing moves any more (never,
    /// with a control socket: a client may connect at any time).
    ///
    /// Sleeps in the OS when nothing is dirty or animating: in SDL's event wait on a display (a
    /// command or signal wakes it with an SDL event), on the command queue or the control socket's
    /// headless.
    ///
    /// Under systemd (`config.notifier`) the first frame makes the unit ready, and every turn of
    /// the loop feeds the watchdog: the sleep is cut to the watchdog's interval, so an idle kiosk
    /// wakes for it a few times a minute and a stopped loop is noticed.
    func runLive(clock: FrameClock, duration: Double?) {
        config.control?.setClock(origin: RealClock.monotonic() - clock.now)
        recordSettings()
        announce()
        drawFrame()
        // The screen file's pictures were decoded for the first frame; those set later are not
        // decoded on this thread, so the loop keeps answering and ends on a signal meanwhile.
        decodePicturesInBackground()
        saveStateIfNeeded()
        config.notifier?.ready(status: "showing \(config.app?.currentScreen ?? "the screen") on \(backend.driverName)", at: clock.now)
        var nextFrame = clock.now + Runner.frameInterval
        var inputEnded = false
        // Command lines still wait after a slice: the next turn does not sleep.
        var backlog = false
        while !quitRequested && config.signals?.signal == nil {
            let now = clock.now
            if let d = duration, now >= d { break }
            var timeout: Double?
            if wantsFrames {
                timeout = max(0, nextFrame - now)
            } else if let wake = scene.nextWakeTime {
                timeout = max(0, wake - now)
            }
            if let d = duration { timeout = min(timeout ?? .infinity, max(0, d - now)) }
            if let ping = config.notifier?.sleepLimit(at: now) { timeout = min(timeout ?? .infinity, ping) }
            if let due = fleetTimeout { timeout = min(timeout ?? .infinity, due) }
            if backlog { timeout = 0 }
            if backend.hasInput {
                let input = backend.waitEvents(timeout: timeout, clock: clock)
                // Events carry the time they happened: the scene's clock moves to now first (after
                // an idle sleep it still says when the last frame was drawn).
                if !input.isEmpty { scene.advance(to: clock.now) }
                for e in input { dispatchRecorded(e, at: clock.now) }
            } else if let w = config.wakeup, !inputEnded || config.control != nil || config.fleet != nil || timeout != nil {
                // Headless: until a command or client line, a signal, or the next frame or timer.
                // (With the commands ended, no socket and nothing due, the loop ends below instead.)
                w.wait(timeout: timeout)
            } else if let t = timeout, t > 0 {
                ProcessSignals.sleep(microseconds: useconds_t(min(t, 1) * 1_000_000))
            }
            if config.commands != nil || config.control != nil || config.fleet != nil {
                let slice = runCommandSlice(at: clock.now)
                if slice.inputEnded { inputEnded = true }
                backlog = slice.more
            }
            serveFleet()
            scene.advance(to: clock.now)
            showDecodedPictures()
            if drawFrame() { nextFrame = clock.now + Runner.frameInterval }
            saveStateIfNeeded()
            config.notifier?.loopTurned(at: clock.now)
            if inputEnded && config.control == nil && config.fleet == nil && !backend.hasInput && !wantsFrames
                && !scene.awaitsTimer { break }
        }
        closeRecording()
        saveStateIfNeeded()
    }
}
