import Glibc

/// An open file descriptor, as swift-system's `FileDescriptor`: a plain value that does not close
/// itself (whoever opens one calls `close` once), whose calls are each made here once, with the
/// error number returned as a `POSIXCall.Errno` instead of read from `errno` by the caller.
/// Reads and writes are made again when a signal interrupts them (EINTR); `open` and `poll` are
/// not (their callers decide what an interruption means).
struct FileDescriptor: Hashable, Sendable {
    let rawValue: Int32

    init(rawValue: Int32) { self.rawValue = rawValue }

    /// The process's standard output (descriptor 1).
    static let standardOutput = FileDescriptor(rawValue: STDOUT_FILENO)

    /// `open(2)` of `path` with `flags` (the caller gives `O_CLOEXEC`, `O_NONBLOCK`, …), and
    /// `permissions` for a file it creates.
    static func open(_ path: String, _ flags: Int32, permissions: mode_t = 0) -> Result<FileDescriptor, POSIXCall.Errno> {
        let fd = Glibc.open(path, flags, permissions)
        return fd >= 0 ? .success(FileDescriptor(rawValue: fd)) : .failure(POSIXCall.Errno(errno))
    }

    /// A pipe's two ends (`pipe(2)`), neither non-blocking nor closed on exec yet.
    static func pipe() -> Result<(readEnd: FileDescriptor, writeEnd: FileDescriptor), POSIXCall.Errno> {
        var ends: [Int32] = [0, 0]
        guard Glibc.pipe(&ends) == 0 else { return .failure(POSIXCall.Errno(errno)) }
        return .success((FileDescriptor(rawValue: ends[0]), FileDescriptor(rawValue: ends[1])))
    }

    /// `close(2)`. Its result is not looked at: Linux frees the descriptor even when it fails.
    func close() {
        _ = Glibc.close(rawValue)
    }

    /// One `read(2)` of at most `buffer.count` bytes: how many came (0 at the end).
    func read(into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, POSIXCall.Errno> {
        let n = POSIXCall.retrying { Glibc.read(rawValue, buffer.baseAddress, buffer.count) }
        return n >= 0 ? .success(n) : .failure(POSIXCall.Errno(errno))
    }

    /// Reads to the end, or until more than `limit` bytes came (`POSIXCall.readToEnd`).
    func readToEnd(limit: Int = .max) -> Result<[UInt8], POSIXCall.Errno> {
        POSIXCall.readToEnd(rawValue, limit: limit)
    }

    /// Writes all of `bytes` (`POSIXCall.writeAll`); the error number when a write fails.
    func writeAll(_ bytes: UnsafeRawBufferPointer) -> POSIXCall.Errno? {
        POSIXCall.writeAll(rawValue, bytes)
    }

    /// Writes one byte, once, its result not looked at: a wake-up through a pipe, from any
    /// thread or a signal handler (write(2) is async-signal-safe; errno is the caller's to keep).
    /// A full pipe already holds a wake-up, so a failed write loses nothing.
    func writeWakeByte() {
        var one: UInt8 = 1
        _ = Glibc.write(rawValue, &one, 1)
    }

    /// `fsync(2)`: what was written is on the disk. The error number when it is not.
    func sync() -> POSIXCall.Errno? {
        fsync(rawValue) == 0 ? nil : POSIXCall.Errno(errno)
    }

    /// Sets `FD_CLOEXEC` (`fcntl(2)`). False when it cannot be set.
    @discardableResult
    func setCloseOnExec() -> Bool {
        fcntl(rawValue, F_SETFD, FD_CLOEXEC) == 0
    }

    /// Sets `O_NONBLOCK` and `FD_CLOEXEC` (Glibc's module has no `pipe2` or `accept4`). False
    /// when either cannot be set.
    func setNonBlockingAndCloseOnExec() -> Bool {
        fcntl(rawValue, F_SETFL, fcntl(rawValue, F_GETFL) | O_NONBLOCK) == 0 && setCloseOnExec()
    }

    /// The width in columns of the terminal this descriptor is (`ioctl(TIOCGWINSZ)`); nil when
    /// it is no terminal or tells no width.
    func terminalColumns() -> Int? {
        var size = winsize()
        guard ioctl(rawValue, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
        return Int(size.ws_col)
    }

    /// `poll(2)` on `fds` for at most `timeout` ms (-1: no limit): how many have events. Not
    /// made again on EINTR (the caller decides: its deadline may have passed).
    static func poll(_ fds: inout [pollfd], timeout: Int32) -> Result<Int, POSIXCall.Errno> {
        let n = Glibc.poll(&fds, nfds_t(fds.count), timeout)
        return n >= 0 ? .success(Int(n)) : .failure(POSIXCall.Errno(errno))
    }

    /// Waits until this descriptor can be read (or its writers came and went): one `poll(2)`
    /// without a time limit. False when the poll failed (interrupted).
    func waitUntilReadable() -> Bool {
        var fds = [pollfd(fd: rawValue, events: Int16(POLLIN), revents: 0)]
        return (try? FileDescriptor.poll(&fds, timeout: -1).get()) != nil
    }
}
