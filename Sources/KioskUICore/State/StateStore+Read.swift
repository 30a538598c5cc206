import Glibc

/// Reading the state file's bytes through one descriptor, with the system's reason on failure.
extension StateStore {
    /// `open(2)` for reading: no controlling terminal, no wait on a FIFO, closed on exec. -1 with
    /// `errno` set when it cannot be opened (the seam a test replaces).
    static func openReadOnly(_ path: String) -> Int32 {
        (try? FileDescriptor.open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK).get())?.rawValue ?? -1
    }

    /// The file's bytes (at most `maxFileBytes` + 1), or the system's reason (`strerror`) why they
    /// could not be read.
    func readFile() -> Result<[UInt8], POSIXCall.Errno> {
        let raw = openForReading(path)
        guard raw >= 0 else { return .failure(POSIXCall.Errno(errno)) }
        let fd = FileDescriptor(rawValue: raw)
        defer { fd.close() }
        return fd.readToEnd(limit: StateStore.maxFileBytes)
    }
}
