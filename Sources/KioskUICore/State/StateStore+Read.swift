import Glibc

/// Reading the state file's bytes through one descriptor, with the system's reason on failure.
extension StateStore {
    /// `open(2)` for reading: no controlling terminal, no wait on a FIFO, closed on exec.
    static func openReadOnly(_ path: String) -> Int32 {
        open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK)
    }

    /// The file's bytes (at most `maxFileBytes` + 1), or the system's reason (`strerror`) why they
    /// could not be read.
    func readFile() -> Result<[UInt8], POSIXCall.Errno> {
        let fd = openForReading(path)
        guard fd >= 0 else { return .failure(POSIXCall.Errno(errno)) }
        defer { close(fd) }
        return POSIXCall.readToEnd(fd, limit: StateStore.maxFileBytes)
    }
}
