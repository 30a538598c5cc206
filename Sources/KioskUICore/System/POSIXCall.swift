import Glibc

/// System calls retried the one way: a call a signal interrupts (EINTR) is made again, so no
/// caller writes its own loop.
package enum POSIXCall {
    /// Makes `call` again while it fails with EINTR; its last result (errno tells why a negative
    /// one failed).
    @inline(__always)
    package static func retrying<T: SignedInteger>(_ call: () -> T) -> T {
        var result: T
        repeat { result = call() } while result < 0 && errno == EINTR
        return result
    }

    /// Reads `fd` to its end, or until more than `limit` bytes came (then the first `limit` + 1,
    /// so a caller can tell "too long"); the error number when a read fails.
    package static func readToEnd(_ fd: Int32, limit: Int = .max, chunkSize: Int = 16384) -> Result<[UInt8], Errno> {
        var out: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: chunkSize)
        while out.count <= limit {
            let n = retrying { chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) } }
            if n < 0 { return .failure(Errno(errno)) }
            if n == 0 { break }
            let room = limit - out.count   // ≥ 0 here; room + 1 cannot overflow when it is below n
            out += chunk[0..<(room < n ? room + 1 : n)]
        }
        return .success(out)
    }

    /// One read of at most `count` bytes from `fd` (empty at its end); the error number when
    /// the read fails. For a reader that stops as soon as it has seen enough (a picture's header).
    package static func readChunk(_ fd: Int32, upTo count: Int) -> Result<[UInt8], Errno> {
        var chunk = [UInt8](repeating: 0, count: count)
        let n = retrying { chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) } }
        if n < 0 { return .failure(Errno(errno)) }
        chunk.removeLast(count - n)
        return .success(chunk)
    }

    /// Writes all of `bytes` (short writes continued); the error number when a write fails or
    /// takes nothing.
    package static func writeAll(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> Errno? {
        var done = 0
        while done < bytes.count {
            let n = retrying { write(fd, bytes.baseAddress! + done, bytes.count - done) }
            if n <= 0 { return Errno(n < 0 ? errno : EIO) }
            done += n
        }
        return nil
    }

    /// An error number with the system's words for it ("Permission denied").
    package struct Errno: Error, CustomStringConvertible {
        package var code: Int32
        package init(_ code: Int32) { self.code = code }
        package var description: String { String(cString: strerror(code)) }
    }
}
