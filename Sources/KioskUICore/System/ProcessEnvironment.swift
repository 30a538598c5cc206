import Glibc

/// This process's environment as names and values (what `ProcessInfo.environment` gave, without
/// Foundation): read from `environ` each time it is asked, so a `setenv` since is seen.
package enum ProcessEnvironment {
    /// Every `NAME=value` of the environment; a name given twice keeps its first value, as
    /// `getenv` reads it.
    package static var current: [String: String] {
        var out: [String: String] = [:]
        // `clearenv()` leaves `environ` null, which the C import does not say.
        guard unsafeBitCast(environ, to: Int.self) != 0 else { return out }
        var p = environ
        while let entry = p.pointee {
            // The name ends at the first "=" (found in the bytes: a walk by Character over every
            // variable would be a millionth of a start's instructions per call).
            if let eq = strchr(entry, Int32(UInt8(ascii: "="))), eq != entry {
                let name = String(decoding: UnsafeRawBufferPointer(start: entry, count: eq - entry), as: UTF8.self)
                if out[name] == nil { out[name] = String(cString: eq + 1) }
            }
            p += 1
        }
        return out
    }

    /// The value of `name`, or nil when it is not set.
    package static func value(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// This machine's host name (`gethostname(2)`): a panel's default id on the broker.
    package static var hostName: String {
        var buffer = [CChar](repeating: 0, count: 256)
        guard gethostname(&buffer, buffer.count - 1) == 0 else { return "kiosk" }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
