import Glibc

/// This process's peak resident set (VmHWM of /proc/self/status), for `kiosk bench`.
///
/// Not getrusage's ru_maxrss: Linux carries a spawning parent's peak over an exec into the
/// child's, so a small child of a large parent would report the parent's peak.
package enum ProcessStatus {
    /// The peak resident set so far, in KiB; nil when /proc cannot be read.
    package static func peakKiB() -> Int? {
        readFile("/proc/self/status").flatMap { peakKiB(status: $0) }
    }

    /// The VmHWM line's value in KiB ("VmHWM:\t   26112 kB"); nil when there is none.
    static func peakKiB(status: String) -> Int? {
        for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
            let fields = line.dropFirst("VmHWM:".count).split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count == 2, fields[1] == "kB", let kib = Int(fields[0]) else { return nil }
            return kib
        }
        return nil
    }

    /// A file's text, read to its end (a /proc file's size is 0 to stat).
    package static func readFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        guard case let .success(bytes) = POSIXCall.readToEnd(fd, chunkSize: 4096) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }
}
