import Glibc

/// A folder of this process's own (mode 0700, made by `mkdtemp(3)` under `$TMPDIR` or /tmp) for
/// files that pass through the kiosk, such as a screenshot on its way to the broker.
enum TemporaryFolder {
    /// A new folder named `prefix` and six random characters; nil when none can be made.
    static func make(prefix: String) -> String? {
        let base = ProcessEnvironment.value("TMPDIR").flatMap { $0.hasPrefix("/") ? $0 : nil } ?? "/tmp"
        var template = Array("\(base)/\(prefix)XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { b in
            mkdtemp(b.baseAddress!).map { String(cString: $0) }
        }
    }
}
