import FoundationEssentials
import Glibc

/// Reading the state file's bytes through one descriptor, with the system's reason on failure.
extension StateStore {
    /// `open(2)` for reading: no controlling terminal, no wait on a FIFO, closed on exec.
    static func openReadOnly(_ path: String) -> Int32 {
        open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
    }

    /// The file's bytes (at most `maxFileBytes` + 1), or the system's reason (`strerror`) why they
    /// could not be read.
    func readFile() -> Result<Data, ReadFailure> {
        let fd = openForReading(path)
        guard fd >= 0 else { return .failure(ReadFailure(errno)) }
        defer { close(fd) }
        var out = Data()
        var chunk = [UInt8](repeating: 0, count: 16384)
        while out.count <= StateStore.maxFileBytes {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            if n < 0 { return .failure(ReadFailure(errno)) }
            if n == 0 { break }
            out.append(contentsOf: chunk[0..<n])
        }
        return .success(out)
    }

    /// Why reading failed, as the system words it ("Permission denied").
    struct ReadFailure: Error, CustomStringConvertible {
        let description: String
        init(_ code: Int32) { description = String(cString: strerror(code)) }
    }
}
