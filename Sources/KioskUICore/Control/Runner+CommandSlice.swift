import Glibc

/// How much command work one turn of the live loop does: at most `lines` lines and about
/// `seconds` of time (the line that passes it finishes), then the loop draws the frame, runs the
/// timers, reads input and looks for a signal before the next slice. A backlog of any size
/// therefore costs the rest of the kiosk one slice of delay, never the whole backlog.
enum CommandSlice {
    static let lines = 500
    static let seconds = 0.004
}

extension Runner {
    /// Carries out one slice of the waiting command lines, fairly: a line of stdin (or
    /// `--commands`), then a line of the next control client (round robin), and so on. Reports the
    /// control clients dropped since the last slice. Returns whether the command input has ended
    /// (with nothing left of it) and whether lines may still wait (the slice ran out).
    func runCommandSlice(at t: Double) -> (inputEnded: Bool, more: Bool) {
        if let s = config.control {
            for drop in s.takeDropped() { reportDropped(drop, by: s) }
        }
        scene.advance(to: t)   // events carry the time they happened
        let started = RealClock.monotonic()
        var done = 0
        var inputEnded = false
        while done < CommandSlice.lines && RealClock.monotonic() - started < CommandSlice.seconds {
            var ran = false
            if let c = config.commands {
                let (lines, closed) = c.take(limit: 1)
                if closed { inputEnded = true }
                for l in lines { runQueued(l, from: nil, at: t) }
                ran = !lines.isEmpty
            }
            if let s = config.control, let l = s.next() {
                runQueued(l.line, from: CommandSource(client: l.client), at: t)
                ran = true
            }
            if runFleetLine(at: t) { ran = true }
            if !ran { return (inputEnded, false) }
            done += 1
        }
        return (inputEnded, true)
    }

    /// Carries out one queued line at `t`, refused to its own source when bad.
    private func runQueued(_ l: CommandInput.Line, from source: CommandSource?, at t: Double) {
        runCommand(l, at: t, from: source)
        saveStateIfNeeded()   // a set settles at once: the newest values go to the state writer
    }

    /// Says why a control client was dropped: a `warning` to the rest when it stopped reading; an
    /// `error` to it (then its connection is closed) when it sent too far ahead or sent what is not
    /// JSON lines.
    private func reportDropped(_ drop: ControlSocket.Drop, by socket: ControlSocket) {
        let message = socket.droppedMessage(drop)
        config.fleet?.dropped += 1
        switch drop.reason {
        case .stoppedReading:
            warn(message)
        case .sentTooFarAhead, .notLines:
            Runner.say("error: \(message)")
            config.events?.write(KioskEvent(at: scene.eventTime, kind: .error(message)), to: drop.client)
            socket.finish(drop.client)
        }
    }
}
