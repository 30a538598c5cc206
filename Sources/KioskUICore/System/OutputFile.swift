import Glibc
import Synchronization

/// A file descriptor written with write(2): stdout, stderr, an events file or FIFO, a recording.
///
/// What FileHandle did for us, without Foundation: whole strings written (short writes and EINTR
/// retried), errors ignored (a reader that went away must not stop the kiosk), closed once.
/// `Sendable`: the descriptor is in a `Mutex`, held for a whole write, so lines written from two
/// threads (a warning from the control socket's thread, the loop's messages) never interleave.
package final class OutputFile: Sendable {
    /// The descriptor; -1 once closed.
    private let descriptor: Mutex<Int32>
    private let owned: Bool

    static let standardOutput = OutputFile(fd: 1, owned: false)
    package static let standardError = OutputFile(fd: 2, owned: false)

    private init(fd: Int32, owned: Bool) {
        descriptor = Mutex(fd)
        self.owned = owned
    }

    /// Opens an existing file, FIFO or device for writing (not created, not truncated); nil when
    /// it cannot be opened.
    convenience init?(forWritingAtPath path: String) {
        let f = open(path, O_WRONLY | O_CLOEXEC)
        guard f >= 0 else { return nil }
        self.init(fd: f, owned: true)
    }

    /// Creates (or truncates) a regular file and opens it for writing; nil when it cannot be made.
    package convenience init?(creatingAtPath path: String) {
        let f = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard f >= 0 else { return nil }
        self.init(fd: f, owned: true)
    }

    deinit { close() }

    /// Writes all of `text` as UTF-8 (or as much as the descriptor takes before an error).
    package func write(_ text: String) {
        var text = text
        descriptor.withLock { fd in
            text.withUTF8 { bytes in
                guard fd >= 0 else { return }
                _ = POSIXCall.writeAll(fd, UnsafeRawBufferPointer(bytes))
            }
        }
    }

    /// Closes the descriptor if this object opened it; later writes do nothing.
    package func close() {
        guard owned else { return }
        descriptor.withLock { fd in
            if fd >= 0 { Glibc.close(fd) }
            fd = -1
        }
    }
}
