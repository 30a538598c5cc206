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
/// Each client sends command lines (the JSON-line commands of stdin, at most 1 MiB each) and gets
/// every event line from the moment the socket accepted it (a client asks `{"query":"layout"}` first
/// for the state it missed, `ready` among it).
///
/// Two threads share it. The socket's own thread (`ControlSocket+Serve.swift`) is the only one
/// that touches a client's descriptor: it accepts, reads and cuts lines, and sends what waits in
/// each client's `ControlOutbox`, without blocking (`poll(2)` says when a client can take more).
/// The loop only moves data in and out of the shared state: `take()` collects the lines that
/// arrived, `broadcast(_:)` and `send(_:to:)` append event lines to outboxes and poke the socket's
/// thread through a pipe. So the loop never waits for a client: a client that stops reading is
/// dropped once its outbox would pass its bound, and `take()` reports it (the runner writes one
/// `warning`). Opening the socket (refusing a path in use, mode 0600) is `ControlSocket+Listen`.
///
/// `Sendable` as checked by the compiler: every property is a constant, and the mutable state is in
/// a `Mutex`.
final class ControlSocket: Sendable {
    /// Where the socket is, as given.
    let path: String
    /// The listening descriptor; the socket's thread accepts on it.
    let listener: Int32
    /// Which file `path` was when the socket was made: it is removed at the end only if it still
    /// is (another kiosk may have replaced it since).
    let identity: FileIdentity
    /// The self-pipe that wakes the socket's thread from `poll` (read end, write end; non-blocking).
    let pokeRead: Int32
    let pokeWrite: Int32
    /// Bound on one client's waiting event bytes.
    let outboxLimit: Int
    /// Lines read but not yet taken, in bytes, past which clients are not read from until the loop
    /// takes them (the kernel's buffers then hold the senders back).
    let inboxLimit: Int
    let state = Mutex(State())
    /// Signalled by the socket's thread as it ends.
    let finished = DispatchSemaphore(value: 0)

    /// What the loop and the socket's thread share.
    struct State {
        /// Connected clients, in the order they connected.
        var clients: [Client] = []
        var nextNumber = 1
        /// Lines waiting for the loop, in the order they were read.
        var inbox: [ControlLine] = []
        var inboxBytes = 0
        /// Clients dropped for not reading, not yet reported by `take()`.
        var dropped: [ControlClient] = []
        var wake: (@Sendable () -> Void)?
        var started = false
        var stopping = false
    }

    /// One client as both threads see it. Only the socket's thread uses `fd`.
    struct Client {
        let id: ControlClient
        let fd: Int32
        var outbox: ControlOutbox
        /// It passed its bound: nothing more is queued for it, and the socket's thread closes it.
        var overflowed = false
    }

    /// Listens at `path` (see `ControlSocket+Listen`). Throws a `KioskError` naming the path and
    /// the fix when it is in use or cannot be made.
    init(path: String, outboxLimit: Int = ControlOutbox.defaultLimit, inboxLimit: Int = 4 << 20) throws {
        self.path = path
        self.outboxLimit = outboxLimit
        self.inboxLimit = inboxLimit
        (listener, identity) = try ControlSocket.listen(at: path)
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0, ControlSocket.makeNonBlocking(ends[0]), ControlSocket.makeNonBlocking(ends[1]) else {
            let reason = String(cString: strerror(errno))
            for fd in ends where fd > 0 { Glibc.close(fd) }
            Glibc.close(listener)
            ControlSocket.remove(path, ifStill: identity)
            throw KioskError("--control \(path): cannot make a pipe for the socket's thread: \(reason)", status: .runtime)
        }
        pokeRead = ends[0]
        pokeWrite = ends[1]
    }

    /// Starts the socket's thread; `wake` is called (on that thread) when lines arrive or a client
    /// was dropped, to wake the loop.
    func start(wake: @escaping @Sendable () -> Void) {
        state.withLock { $0.wake = wake; $0.started = true }
        DetachedThread.start(name: "kiosk-control") { [self] in self.serve() }
    }

    // MARK: The loop's side

    /// The lines that arrived since the last call, and the clients dropped since then for not
    /// reading their events.
    func take() -> (lines: [ControlLine], dropped: [ControlClient]) {
        let (out, wasFull) = state.withLock { s in
            let out = (s.inbox, s.dropped)
            let wasFull = s.inboxBytes > inboxLimit
            s.inbox.removeAll()
            s.inboxBytes = 0
            s.dropped.removeAll()
            return (out, wasFull)
        }
        if wasFull { poke() }   // the socket's thread reads its clients again
        return out
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
            for i in s.clients.indices where !s.clients[i].overflowed && (only == nil || s.clients[i].id == only) {
                let wasEmpty = s.clients[i].outbox.isEmpty
                if s.clients[i].outbox.append(bytes) {
                    mustPoke = mustPoke || wasEmpty
                } else {
                    s.clients[i].overflowed = true
                    s.clients[i].outbox = ControlOutbox(limit: 0)   // its bytes are freed now
                    s.dropped.append(s.clients[i].id)
                    mustPoke = true
                    dropped = true
                }
            }
            return (mustPoke, dropped ? s.wake : nil)
        }
        if mustPoke { poke() }
        wake?()   // the loop reports the drop on its next turn, even if nothing else happens
    }

    /// The message of the one `warning` a dropped client is worth.
    func droppedMessage(_ client: ControlClient) -> String {
        "\(client) stopped reading its events and was dropped: over \(outboxLimit) bytes of them waited for it. A client must read the socket while it is connected"
    }

    /// Sets `O_NONBLOCK` and `FD_CLOEXEC` on `fd` (Glibc's module has no `pipe2` or `accept4`).
    static func makeNonBlocking(_ fd: Int32) -> Bool {
        fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK) == 0 && fcntl(fd, F_SETFD, FD_CLOEXEC) == 0
    }

    /// Wakes the socket's thread from `poll`. A full pipe already holds a wake-up, so a failed
    /// write loses nothing.
    func poke() {
        var one: UInt8 = 1
        _ = Glibc.write(pokeWrite, &one, 1)
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
        Glibc.close(listener)
        Glibc.close(pokeRead)
        Glibc.close(pokeWrite)
    }
}
