import Glibc

/// This process's peak resident set (VmHWM of /proc/self/status), for `kiosk bench`.
///
/// Not getrusage's ru_maxrss: Linux carries a spawning parent's peak over an exec into the
/// child's, so a small child of a large parent would report the parent's peak.
package enum ProcessStatus {
    /// The peak resident set so far, in KiB; nil when /proc cannot be read.
    package static func peakKiB() -> Int? {
        FileSystem.text(atPath: "/proc/self/status").flatMap { peakKiB(status: $0) }
    }

    /// The resident set now and its peak so far, in KiB (VmRSS and VmHWM); nil when /proc cannot be read.
    static func memoryKiB() -> (current: Int?, peak: Int?) {
        guard let s = FileSystem.text(atPath: "/proc/self/status") else { return (nil, nil) }
        return (kiB(of: "VmRSS:", status: s), kiB(of: "VmHWM:", status: s))
    }

    /// The VmHWM line's value in KiB ("VmHWM:\t   26112 kB"); nil when there is none.
    static func peakKiB(status: String) -> Int? { kiB(of: "VmHWM:", status: status) }

    /// The value of the line `field` ("VmRSS:") in KiB; nil when there is none.
    static func kiB(of field: String, status: String) -> Int? {
        for line in status.split(separator: "\n") where line.hasPrefix(field) {
            let fields = line.dropFirst(field.count).split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count == 2, fields[1] == "kB", let kib = Int(fields[0]) else { return nil }
            return kib
        }
        return nil
    }
}
