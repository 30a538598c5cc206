import CFB
import Glibc
import KioskUICore

/// A pipe that ends the fb driver's `poll` from another thread (`wake()`): the write end gets a
/// byte, the loop polls the read end and drains it. Both ends are non-blocking, so a full pipe
/// (many wakes before the loop runs) loses nothing that matters: one byte is enough.
///
/// `Sendable`: the descriptors are constants; write(2) and read(2) are safe from any thread.
final class FBWakePipe: Sendable {
    let readEnd: Int32
    let writeEnd: Int32

    init() throws {
        var fds: [Int32] = [-1, -1]
        try FBCall.check(kiosk_pipe(&fds), "make the fb driver's wake-up pipe (pipe2)")
        readEnd = fds[0]
        writeEnd = fds[1]
    }

    deinit {
        close(readEnd)
        close(writeEnd)
    }

    /// Ends the current or next poll on `readEnd`.
    func raise() {
        var b: UInt8 = 1
        _ = write(writeEnd, &b, 1)
    }

    /// Empties the pipe (after poll said it is readable).
    func drain() {
        var buf = [UInt8](repeating: 0, count: 64)
        while read(readEnd, &buf, buf.count) > 0 {}
    }
}
