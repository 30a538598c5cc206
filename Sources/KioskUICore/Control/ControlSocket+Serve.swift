import Glibc

/// The control socket's thread: one `poll(2)` loop that accepts clients, reads their command lines
/// and sends their waiting events, never blocking on any one of them.
///
/// Only this thread uses a client's descriptor, and it closes it: the loop names clients by their
/// `ControlClient` number, which is never reused, so an event can never reach a later client that
/// got a closed one's descriptor number.
extension ControlSocket {
    /// What the thread keeps of a client besides the shared state: its line cutter, and whether it
    /// may still send (a client that shut down its writing side keeps getting events).
    private struct Reader {
        var splitter = CommandLineSplitter(limit: CommandInput.maxLineBytes)
        var open = true
    }

    /// One client to poll this turn.
    private struct Watched {
        var id: ControlClient
        var fd: UnixSocket
        var hasOutput: Bool
        /// Its lines are read this turn (not when it is finishing, or far ahead of the loop).
        var reads: Bool
    }

    /// Runs until `close()`: accept, read, send, repeat.
    func serve() {
        var readers: [ControlClient: Reader] = [:]   // looked up by client, never iterated
        var chunk = [UInt8](repeating: 0, count: 65536)
        var acceptPausedUntil: Double?
        while true {
            let now = RealClock.monotonic()
            let (stopping, watched, ending, closeBy) = state.withLock { s in
                // Dropped for not reading, or finished and sent (or out of time): closed now.
                let ends = { (c: Client) in
                    !c.disconnected && (c.overflowed || c.closeBy.map { c.outbox.isEmpty || $0 <= now } == true)
                }
                let ending = s.clients.filter(ends).map { ($0.id, $0.fd) }
                s.clients.removeAll(where: ends)
                let watched = s.clients.filter { !$0.disconnected }.map {
                    Watched(id: $0.id, fd: $0.fd, hasOutput: !$0.outbox.isEmpty,
                            reads: !$0.flooded && $0.closeBy == nil && $0.queue.bytes <= inboxLimit)
                }
                return (s.stopping, watched, ending, s.clients.compactMap(\.closeBy).min())
            }
            for (id, fd) in ending { fd.close(); readers[id] = nil }
            if stopping { break }

            if let until = acceptPausedUntil, now >= until { acceptPausedUntil = nil }
            var fds = [pollfd(fd: pokeRead.rawValue, events: Int16(POLLIN), revents: 0),
                       pollfd(fd: listener.rawValue, events: acceptPausedUntil == nil ? Int16(POLLIN) : 0, revents: 0)]
            for w in watched {
                var events: Int16 = 0
                if w.reads && readers[w.id]?.open == true { events |= Int16(POLLIN) }
                if w.hasOutput { events |= Int16(POLLOUT) }
                // Nothing to wait for: not polled at all, so its hang-up cannot spin the thread.
                fds.append(pollfd(fd: events == 0 ? -1 : w.fd.rawValue, events: events, revents: 0))
            }
            let until = [acceptPausedUntil, closeBy].compactMap { $0 }.min()
            let timeout = until.map { Int32(max(1, (($0 - now) * 1000).rounded(.up))) } ?? -1
            if case .failure(let e) = FileDescriptor.poll(&fds, timeout: timeout) {
                // EINTR: again at once. Anything else (ENOMEM) would spin: back off a little.
                if e.code != EINTR { ProcessSignals.sleep(microseconds: 50_000) }
                continue
            }

            if fds[0].revents != 0 { drainPokes() }
            if fds[1].revents & Int16(POLLIN) != 0 {
                if !acceptClients(into: &readers) { acceptPausedUntil = RealClock.monotonic() + 0.5 }
            }
            for (k, w) in watched.enumerated() {
                let r = fds[k + 2].revents
                var gone = r & Int16(POLLERR | POLLNVAL) != 0
                if !gone && r & Int16(POLLOUT) != 0 { gone = !flush(w.id) }
                if !gone && w.reads && r & Int16(POLLIN | POLLHUP) != 0, var reader = readers[w.id], reader.open {
                    gone = !read(w, into: &reader, chunk: &chunk)
                    readers[w.id] = reader
                }
                // Hung up both ways and nothing left to read: it has gone.
                if r & Int16(POLLHUP) != 0 && readers[w.id]?.open != true { gone = true }
                if gone {
                    // The lines it sent before it went are still carried out: the entry stays
                    // (without its descriptor) until the loop has taken them.
                    state.withLock { s in
                        guard let i = s.clients.firstIndex(where: { $0.id == w.id }) else { return }
                        if s.clients[i].queue.isEmpty { s.clients.remove(at: i) } else {
                            s.clients[i].disconnected = true
                            s.clients[i].outbox = ControlOutbox(limit: 0)
                        }
                    }
                    w.fd.close()
                    readers[w.id] = nil
                }
            }
        }
        finish()
    }

    /// Accepts every waiting client. False when accepting failed for want of resources (too many
    /// open files …): then the thread stops accepting for a moment instead of spinning.
    private func acceptClients(into readers: inout [ControlClient: Reader]) -> Bool {
        while true {
            let fd: UnixSocket
            switch listener.accept() {
            case .success(let s):
                if !s.descriptor.setNonBlockingAndCloseOnExec() { s.close(); continue }
                fd = s
            case .failure(let e):
                switch e.code {
                case EAGAIN, EWOULDBLOCK: return true
                case EINTR, ECONNABORTED, EPROTO: continue
                default:
                    OutputFile.standardError.write("kiosk: warning: --control \(path): cannot accept a client: \(e); trying again in 0.5 s\n")
                    return false
                }
            }
            let id = state.withLock { s -> ControlClient? in
                guard s.clients.count(where: { !$0.disconnected }) < clientLimit else { return nil }
                let id = ControlClient(number: s.nextNumber)
                s.nextNumber += 1
                s.clients.append(Client(id: id, fd: fd, outbox: ControlOutbox(limit: outboxLimit)))
                return id
            }
            guard let id else {
                refuse(fd)
                continue
            }
            readers[id] = Reader()
        }
    }

    /// Reads what `w` sent and hands its complete lines to the loop. False when the connection
    /// failed (reset); an orderly end of its sending side only stops reading it.
    private func read(_ w: Watched, into reader: inout Reader, chunk: inout [UInt8]) -> Bool {
        var lines: [CommandInput.Line]
        switch chunk.withUnsafeMutableBytes({ w.fd.receive(into: $0) }) {
        case .success(let n) where n > 0:
            lines = reader.splitter.feed(chunk[0..<n])
        case .success:
            reader.open = false
            lines = reader.splitter.finish()
        case .failure(let e):
            return e.code == EAGAIN || e.code == EWOULDBLOCK || e.code == EINTR
        }
        if let why = reader.splitter.notLines {
            // Not JSON lines: what it sent is discarded, it is read no more and hears why.
            reader.open = false
            let wake = state.withLock { s -> (@Sendable () -> Void)? in
                guard let i = s.clients.firstIndex(where: { $0.id == w.id }), !s.clients[i].flooded else { return nil }
                s.clients[i].flooded = true
                s.clients[i].queue.removeAll()
                s.dropped.append(Drop(client: w.id, reason: .notLines(line: reader.splitter.lineInProgress, why: why)))
                return s.wake
            }
            wake?()
            return true
        }
        guard !lines.isEmpty else { return true }
        let wake = state.withLock { s -> (@Sendable () -> Void)? in
            guard let i = s.clients.firstIndex(where: { $0.id == w.id }), !s.clients[i].flooded else { return nil }
            for l in lines {
                s.clients[i].lastTag = max(s.servedTag, s.clients[i].lastTag) + 1
                s.arrivals += 1
                s.clients[i].queue.append(l, stamp: CommandQueue.Stamp(tag: s.clients[i].lastTag, arrival: s.arrivals))
            }
            if s.clients[i].queue.count > queueLimit {
                // Too far ahead: what it asked for is discarded, and it is read no more.
                s.clients[i].flooded = true
                s.clients[i].queue.removeAll()
                s.dropped.append(Drop(client: w.id, reason: .sentTooFarAhead))
            }
            return s.wake
        }
        wake?()
        return true
    }

    /// Sends what of `client`'s waiting events the socket takes in one copy (the rest goes on the
    /// next `POLLOUT`), or with `all`, until it takes no more. False when the connection failed
    /// (the client has gone).
    private func flush(_ client: ControlClient, all: Bool = false) -> Bool {
        // One non-blocking copy into the kernel per lock, so the UI thread (adding events,
        // taking lines) never waits behind a long series of sends.
        while true {
            let step: Bool? = state.withLock { s in
                guard let i = s.clients.firstIndex(where: { $0.id == client }), !s.clients[i].outbox.isEmpty else { return nil }
                let fd = s.clients[i].fd
                switch s.clients[i].outbox.withUnsent({ fd.send($0) }) {
                case .success(let n) where n > 0: s.clients[i].outbox.sent(n); return true
                case .success: return false
                case .failure(let e): return e.code == EAGAIN || e.code == EWOULDBLOCK ? nil : false
                }
            }
            guard let sent = step else { return true }   // nothing (more) to send, or the socket is full
            if !sent { return false }
            if !all { return true }
        }
    }

    private func drainPokes() {
        var sink = [UInt8](repeating: 0, count: 64)
        while case .success(let n) = sink.withUnsafeMutableBytes({ pokeRead.read(into: $0) }), n > 0 {}
    }

    /// The end of the run: each client gets what waits for it as fast as it reads, for at most
    /// `drainSeconds`; then the rest is dropped, but a line it got part of is finished first (for
    /// at most a second more, waiting only for such a client), so a reader never sees half a line
    /// unless it stopped reading altogether.
    /// Then every client is closed, and `close()` may close the socket.
    private func finish() {
        drain(until: RealClock.monotonic() + drainSeconds)
        state.withLock { s in for i in s.clients.indices { s.clients[i].outbox.keepLineInProgress() } }
        drain(until: RealClock.monotonic() + 1)
        let fds = state.withLock { s in
            defer { s.clients.removeAll() }
            return s.clients.filter { !$0.disconnected }.map(\.fd)
        }
        for fd in fds { fd.close() }
        finished.signal()
    }

    /// Sends what waits for the clients, waiting for them to read, until all is sent or `deadline`.
    private func drain(until deadline: Double) {
        while true {
            let waiting = state.withLock { s in
                s.clients.filter { !$0.disconnected && !$0.overflowed && !$0.outbox.isEmpty }.map { ($0.id, $0.fd) }
            }
            let left = deadline - RealClock.monotonic()
            guard !waiting.isEmpty, left > 0 else { return }
            var fds = waiting.map { pollfd(fd: $0.1.rawValue, events: Int16(POLLOUT), revents: 0) }
            if case .failure(let e) = FileDescriptor.poll(&fds, timeout: Int32(max(1, (left * 1000).rounded(.up)))), e.code != EINTR { return }
            for (k, (id, _)) in waiting.enumerated() where fds[k].revents != 0 {
                if fds[k].revents & Int16(POLLERR | POLLHUP | POLLNVAL) != 0 || !flush(id, all: true) {
                    // It has gone: nothing more to send it.
                    state.withLock { s in
                        if let i = s.clients.firstIndex(where: { $0.id == id }) { s.clients[i].outbox = ControlOutbox(limit: 0) }
                    }
                }
            }
        }
    }
}
