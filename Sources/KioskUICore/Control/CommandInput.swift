import Glibc
import Synchronization

/// Commands arriving as JSON lines on stdin (or a FIFO) while the UI runs.
///
/// A reader thread blocks in `read(2)` so the loop never does; each complete line is queued and
/// `wake` is called, which wakes the loop from its sleep in the OS (an SDL user event on a
/// display, the run's `LoopWakeup` headless). Lines are numbered from 1 for error messages
/// (`stdin:3: …`). A line over
/// `maxLineBytes` (`maxItemsLineBytes` for a list's items) is skipped and handed over as refused,
/// with its length (`CommandLineSplitter`); so is a line that is not UTF-8, with where it stops being.
/// At most about `queueLimit` lines wait for the loop: past it the thread stops reading until the
/// loop has taken some, so a writer far ahead of the kiosk is held back by the pipe (or the file
/// is read as it is carried out) and the queue never grows with the backlog.
///
/// Shared between the reader thread and the loop, so `Sendable`: `name`, `fd` and `closesFD` are
/// constants, and what changes (the pending lines, whether the input closed, the wake handler) is
/// in a `Mutex`.
final class CommandInput: Sendable {
    /// One line of input: its number from 1 and its text, or the length of a line too long to
    /// carry out (its text is then empty).
    struct Line: Equatable {
        var line: Int
        var text: String
        var refusedLength: Int? = nil
        /// Where the first byte that is not UTF-8 is in a line that is not (its text is then
        /// empty): "the first bad byte (0xE9) is at line 3, column 12 (byte 40)".
        var notUTF8: String? = nil
        /// Why the input was refused as a whole and read no further (it is not JSON lines: a NUL
        /// byte, a runaway line); this line is then the last.
        var notLines: String? = nil
    }

    /// The longest command line, in bytes without its newline (1 MiB); longer ones are refused.
    static let maxLineBytes = CommandLineSplitter.defaultLimit
    /// The longest line of a list's items (`items`, `insert`, `update`): 4 MiB.
    static let maxItemsLineBytes = CommandLineSplitter.defaultItemsLimit

    /// The name error messages use: "stdin" or the FIFO's path.
    let name: String
    private let fd: FileDescriptor
    private let closesFD: Bool
    /// A FIFO opened without a writer (`O_NONBLOCK`): each read waits in `poll` first, since a
    /// read before the first writer came would be its end.
    private let waitsForWriters: Bool
    /// Lines waiting past which the reader stops reading until the loop takes some.
    let queueLimit: Int
    private struct Shared {
        var pending = CommandQueue()
        var closed = false
        var wakeHandler: (@Sendable () -> Void)?
    }
    private let shared = Mutex(Shared())
    /// Raised when the loop took lines: the reader, stopped at `queueLimit`, reads on.
    private let room = LoopWakeup()

    /// Reads from `path`: "-" is stdin, anything else a file (read to its end) or a FIFO. A FIFO is
    /// read for as long as the kiosk runs, writers coming and going; with `endsWithWriters` (a
    /// headless run, which ends with its input) it ends when the writers that came have all
    /// closed it.
    init(path: String, queueLimit: Int = CommandQueue.defaultLimit, endsWithWriters: Bool = false) throws {
        self.queueLimit = queueLimit
        if path == "-" {
            fd = FileDescriptor(rawValue: 0); closesFD = false; name = "stdin"; waitsForWriters = false
        } else {
            // A FIFO that never ends is opened read-write: the open doesn't wait for a writer, and
            // writers may come and go (each `echo … > fifo`) without the input ever ending. One
            // that ends with its writers is opened read-only without waiting (`O_NONBLOCK`); the
            // reader then waits in `poll`, which wakes only once a writer wrote or came and went.
            let isFIFO = (try? FileSystem.status(atPath: path).get())?.kind == .fifo
            let mode = !isFIFO ? O_RDONLY : endsWithWriters ? O_RDONLY | O_NONBLOCK : O_RDWR
            let f: FileDescriptor
            switch FileDescriptor.open(path, mode | O_CLOEXEC) {
            case .success(let opened): f = opened
            case .failure(let e):
                throw KioskError("cannot read commands from '\(path)': \(e); give a readable file or FIFO, or - for stdin", status: .input)
            }
            fd = f; closesFD = true; name = path; waitsForWriters = isFIFO && endsWithWriters
        }
    }

    /// Reads from an open descriptor until it ends (tests: one end of a pipe). Closes it at the end.
    init(fileDescriptor: Int32, name: String, queueLimit: Int = CommandQueue.defaultLimit) {
        self.queueLimit = queueLimit
        fd = FileDescriptor(rawValue: fileDescriptor); closesFD = true; self.name = name; waitsForWriters = false
    }

    /// Starts the reader thread; `wake` is called (on that thread) after each line and at the end.
    func start(wake: @escaping @Sendable () -> Void) {
        shared.withLock { $0.wakeHandler = wake }
        DetachedThread.start(name: "kiosk-commands") { [self] in self.readLoop() }
    }

    private func readLoop() {
        var splitter = CommandLineSplitter(limit: CommandInput.maxLineBytes)
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            if waitsForWriters {
                if !fd.waitUntilReadable() { continue }
            }
            let n: Int
            switch chunk.withUnsafeMutableBytes({ fd.read(into: $0) }) {
            case .success(let count): n = count
            case .failure(let e) where e.code == EAGAIN: continue
            case .failure: n = -1
            }
            if n <= 0 { break }
            let lines = splitter.feed(chunk[0..<n])
            if let why = splitter.notLines {
                // Not JSON lines (`/dev/zero`, a binary file): refused now, not read for ever.
                deliver(lines + [Line(line: splitter.lineInProgress, text: "", notLines: why)], closing: true)
                if closesFD { fd.close() }
                return
            }
            if !lines.isEmpty { deliver(lines, closing: false) }
            // Far enough ahead of the loop: wait until it has taken some (`room` is sticky, so a
            // take between the check and the wait is not slept through).
            while shared.withLock({ $0.pending.count >= queueLimit }) { room.wait(timeout: nil) }
        }
        deliver(splitter.finish(), closing: true)
        if closesFD { fd.close() }
    }

    private func deliver(_ lines: [Line], closing: Bool) {
        let wake = shared.withLock { shared in
            shared.pending.append(contentsOf: lines)
            if closing { shared.closed = true }
            return shared.wakeHandler
        }
        wake?()
    }

    /// The oldest `limit` lines waiting (all of them without a limit), and whether the input has
    /// ended with nothing left waiting.
    func take(limit: Int = .max) -> (lines: [Line], closed: Bool) {
        let out = shared.withLock { shared -> (lines: [Line], closed: Bool) in
            var out: [Line] = []
            while out.count < limit, let l = shared.pending.popFirst() { out.append(l) }
            return (out, shared.closed && shared.pending.isEmpty)
        }
        if !out.lines.isEmpty { room.raise() }
        return out
    }
}
