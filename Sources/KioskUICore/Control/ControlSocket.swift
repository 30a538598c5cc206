import Dispatch
import Glibc
import Synchronization

/// One connection to the control socket, numbered from 1 in the order they connected; a number is
/// never given twice in a run (a closed descriptor's number is, so descriptors never name clients).
struct ControlClient: Hashable, Sendable, CustomStringConvertible {
    let number: Int
    /// How messages name it: `control#2`.
    var description: String { "control#\(number)" }
}

/// One command line from one control client.
struct ControlLine: Equatable, Sendable {
    var client: ControlClient
    var line: CommandInput.Line
}

/// `kiosk run --control PATH`: a Unix domain stream socket that any number of clients connect to.
/// Each client sends command lines (the JSON-line commands of stdin, at most 1 MiB each, 4 MiB for a list's items) and gets
/// every event line from the moment the socket accepted it (a client asks `{"query":"layout"}` first
/// for the state it missed, `ready` among it), except the answers to other clients' questions
/// (`CommandReply`: those go to their asker alone, with `send(_:to:)`).
///
/// Two threads share it. The socket's own thread (`ControlSocket+Serve.swift`) is the only one
/// that touches a client's descriptor: it accepts, reads and cuts lines, and sends what waits in
/// each client's `ControlOutbox`, without blocking (`poll(2)` says when a client can take more).
/// The loop only moves data in and out of the shared state: `next()` takes the next line to carry
/// out (each client has a queue of its own, taken fairly), `broadcast(_:)` and `send(_:to:)` append
/// event lines to outboxes and poke the socket's thread through a pipe. So the loop never waits for
/// a client: a client that stops reading is dropped once its outbox would pass its bound, one that
/// sends more than `queueLimit` lines ahead once its queue would, and `takeDropped()` reports them
/// (the runner writes a `warning`, or an `error` to the client). At most `clientLimit` clients
/// are connected at once (`ControlSocket+Refuse`). Opening the socket (refusing a path in use,
/// mode 0600 before it can be reached) is `ControlSocket+Listen`.
///
/// `Sendable` as checked by the compiler: every property is a constant, and the mutable state is in
/// a `Mutex`.
final class ControlSocket: Sendable {
    /// Where the socket is, as given.
    let path: String
    /// The listening descriptor; the socket's thread accepts on it.
    let listener: UnixSocket
    /// Which file `path` was when the socket was made: it is removed at the end only if it still
    /// is (another kiosk may have replaced it since).
    let identity: FileIdentity
    /// The self-pipe that wakes the socket's thread from `poll` (read end, write end; non-blocking).
    let pokeRead: FileDescriptor
    let pokeWrite: FileDescriptor
    /// Bound on one client's waiting event bytes.
    let outboxLimit: Int
    /// Bytes of one client's lines read but not yet taken, past which that client is not read
    /// from until the loop takes some (the kernel's buffers then hold it back).
    let inboxLimit: Int
    /// Lines one client may have waiting; a client that sends more before the loop takes them is
    /// sent one `error` and dropped, its lines discarded (`takeDropped`).
    let queueLimit: Int
    /// How long the end of the run waits for clients to read what waits for them (`finish`).
    let drainSeconds: Double
    /// Clients connected at once; one more is sent one `error` line and closed
    /// (`ControlSocket+Refuse.swift`).
    let clientLimit: Int
    let state = Mutex(State())
    /// Signalled by the socket's thread as it ends.
    let finished = DispatchSemaphore(value: 0)

    /// What the loop and the socket's thread share.
    struct State {
        /// Clients, in the order they connected: connected ones, and ones that hung up while
        /// lines they sent still wait.
        var clients: [Client] = []
        var nextNumber = 1
        /// Start-time fair queueing: the tag of the line the loop took last. A line read is tagged
        /// one more than the larger of this and its client's previous tag, and the smallest tag
        /// (then the earliest read) goes first: lines run in the order they came while no client
        /// is behind, and a client with a backlog takes one line per round, however many wait.
        var servedTag = 0
        /// Lines read so far: the order they came in, among lines of equal tag.
        var arrivals = 0
        /// Clients dropped (for not reading, or for sending too far ahead), not yet reported by
        /// `takeDropped()`.
        var dropped: [Drop] = []
        var wake: (@Sendable () -> Void)?
        /// `RealClock.monotonic()` when the loop's frame clock was at 0 (`setClock`): the `at` of
        /// a refusal the socket's thread writes itself.
        var clockOrigin: Double?
        /// Whether stderr was told that clients are being refused (once a run).
        var refusalLogged = false
        var started = false
        var stopping = false
    }

    /// One client as both threads see it. Only the socket's thread uses `fd`.
    struct Client {
        let id: ControlClient
        let fd: UnixSocket
        var outbox: ControlOutbox
        /// Its lines waiting for the loop, oldest first.
        var queue = CommandQueue()
        /// The fair-queueing tag of the last line read from it.
        var lastTag = 0
        /// It passed its outbox bound: nothing more is queued for it, and the socket's thread
        /// closes it.
        var overflowed = false
        /// It sent more than `queueLimit` lines ahead: its lines were discarded and no more are
        /// read; it gets its `error`, then `finishing` closes it.
        var flooded = false
        /// The socket's thread closes it once its outbox is sent, or at this time
        /// (`RealClock.monotonic`) if it does not read.
        var closeBy: Double?
        /// Its connection has ended and its descriptor is closed; it stays only until the loop
        /// has taken the lines it sent before.
        var disconnected = false

        /// Whether event lines are still queued for it.
        var hears: Bool { !overflowed && !disconnected && closeBy == nil }
    }

    /// A client the socket dropped, and why.
    struct Drop: Equatable, Sendable {
        enum Reason: Equatable, Sendable {
            /// Over `outboxLimit` bytes of events waited for it.
            case stoppedReading
            /// Over `queueLimit` of its lines waited for the loop.
            case sentTooFarAhead
            /// It sent what is not JSON lines (a NUL byte, a runaway line), at its line `line`.
            case notLines(line: Int, why: String)
        }
        var client: ControlClient
        var reason: Reason
    }

    /// Listens at `path` (see `ControlSocket+Listen`). Throws a `KioskError` naming the path and
    /// the fix when it is in use or cannot be made.
    init(path: String, outboxLimit: Int = ControlOutbox.defaultLimit, inboxLimit: Int = 4 << 20,
         queueLimit: Int = CommandQueue.defaultLimit, drainSeconds: Double = 0.1,
         clientLimit: Int = ControlSocket.defaultClientLimit) throws {
        self.drainSeconds = drainSeconds
        self.clientLimit = clientLimit
        self.path = path
        self.outboxLimit = outboxLimit
        self.inboxLimit = inboxLimit
        self.queueLimit = queueLimit
        let (fd, identity) = try ControlSocket.listen(at: path)
        listener = UnixSocket(rawValue: fd)
        self.identity = identity
        let pipe = FileDescriptor.pipe()
        guard case .success(let ends) = pipe, ends.readEnd.setNonBlockingAndCloseOnExec(), ends.writeEnd.setNonBlockingAndCloseOnExec() else {
            let reason = String(cString: strerror(errno))
            if case .success(let ends) = pipe { ends.readEnd.close(); ends.writeEnd.close() }
            listener.close()
            ControlSocket.remove(path, ifStill: identity)
            throw KioskError("--control \(path): cannot make a pipe for the socket's thread: \(reason)", status: .runtime)
        }
        pokeRead = ends.readEnd
        pokeWrite = ends.writeEnd
    }

    /// Starts the socket's thread; `wake` is called (on that thread) when lines arrive or a client
    /// was dropped, to wake the loop.
    func start(wake: @escaping @Sendable () -> Void) {
        state.withLock { $0.wake = wake; $0.started = true }
        DetachedThread.start(name: "kiosk-control") { [self] in self.serve() }
    }

    // MARK: The loop's side

    /// The next line to carry out, fairly: in the order lines came while no client is behind;
    /// a client with a backlog delays each other client's line by one of its own at most (round
    /// robin, see `State.servedTag`). Nil when no line waits.
    func next() -> ControlLine? {
        let (line, resume) = state.withLock { s -> (ControlLine?, Bool) in
            var best: (index: Int, stamp: CommandQueue.Stamp)?
            for i in s.clients.indices {
                if let st = s.clients[i].queue.firstStamp, best.map({ st < $0.stamp }) ?? true { best = (i, st) }
            }
            guard let (i, stamp) = best else { return (nil, false) }
            let wasFull = s.clients[i].queue.bytes > inboxLimit
            guard let l = s.clients[i].queue.popFirst() else { return (nil, false) }
            let id = s.clients[i].id
            s.servedTag = stamp.tag
            if s.clients[i].disconnected && s.clients[i].queue.isEmpty { s.clients.remove(at: i) }
            return (ControlLine(client: id, line: l), wasFull)
        }
        if resume { poke() }   // the socket's thread reads that client again
        return line
    }

    /// The clients dropped since the last call, and why: the runner says so (a `warning` for one
    /// that stopped reading; an `error` to one that sent too far ahead, then `finish(_:)`).
    func takeDropped() -> [Drop] {
        state.withLock { s in
            defer { s.dropped.removeAll() }
            return s.dropped
        }
    }

    /// Closes `client`'s connection once what waits for it is sent (at most `seconds` from now):
    /// no event is queued for it any more.
    func finish(_ client: ControlClient, within seconds: Double = 2) {
        state.withLock { s in
            guard let i = s.clients.firstIndex(where: { $0.id == client }) else { return }
            s.clients[i].closeBy = RealClock.monotonic() + seconds
        }
        poke()
    }

    /// Queues one event line (without its newline) for every client.
    func broadcast(_ line: String) { queue(line, for: nil) }

    /// Queues one event line (without its newline) for `client` only; nothing if it has gone.
    func send(_ line: String, to client: ControlClient) { queue(line, for: client) }

    private func queue(_ line: String, for only: ControlClient?) {
        var bytes = Array(line.utf8)
        bytes.append(10)
        let (mustPoke, wake) = state.withLock { s in
            var mustPoke = false, dropped = false
            for i in s.clients.indices where s.clients[i].hears && (only == nil || s.clients[i].id == only) {
                let wasEmpty = s.clients[i].outbox.isEmpty
                if s.clients[i].outbox.append(bytes) {
                    mustPoke = mustPoke || wasEmpty
                } else {
                    s.clients[i].overflowed = true
                    s.clients[i].outbox = ControlOutbox(limit: 0)   // its bytes are freed now
                    s.clients[i].queue.removeAll()   // and what it asked for is not carried out
                    s.dropped.append(Drop(client: s.clients[i].id, reason: .stoppedReading))
                    mustPoke = true
                    dropped = true
                }
            }
            return (mustPoke, dropped ? s.wake : nil)
        }
        if mustPoke { poke() }
        wake?()   // the loop reports the drop on its next turn, even if nothing else happens
    }

    /// The message of the one `warning` (to the others) or `error` (to it) a dropped client is worth.
    func droppedMessage(_ drop: Drop) -> String {
        switch drop.reason {
        case .stoppedReading:
            return "\(drop.client) stopped reading its events and was dropped: over \(outboxLimit) bytes of them waited for it. A client must read the socket while it is connected"
        case let .notLines(line, why):
            return "\(drop.client):\(line): \(why); it was disconnected and its waiting commands were discarded. Send JSON lines, one command per line"
        case .sentTooFarAhead:
            return "\(drop.client) sent more than \(queueLimit) commands ahead of the kiosk and was disconnected; its waiting commands were discarded. Send a command, read its answer, then send the next (at most \(queueLimit) may wait)"
        }
    }

    /// Wakes the socket's thread from `poll`. A full pipe already holds a wake-up, so a failed
    /// write loses nothing.
    func poke() {
        pokeWrite.writeWakeByte()
    }

    /// Ends the socket's thread (it sends what it can without waiting and closes every client),
    /// closes the socket and removes its file. Safe to call more than once.
    func close() {
        let (already, started) = state.withLock { s in
            defer { s.stopping = true }
            return (s.stopping, s.started)
        }
        guard !already else { return }
        if started { poke() }
            // The thread ends within one pass of its loop; only then are the descriptors closed,
        // so it never polls a closed (or reused) descriptor. A thread that did not end in time
        // keeps its descriptors open, but the file goes either way.
        let ended = !started || finished.wait(timeout: .now() + 2) == .success
        ControlSocket.remove(path, ifStill: identity)
        guard ended else { return }
        listener.close()
        pokeRead.close()
        pokeWrite.close()
    }
}
