import Foundation

/// The values of a screen's controls on disk (`--state FILE`), saved so that a power cut never
/// leaves a torn or empty file.
///
/// Format: `{"version":1,"values":{"period":"Week","amount":40,"pages":"Settings"}}` — a picker
/// or a page container by the title of its selection, a ruler by its number.
///
/// Saving writes a temporary file beside the real one, fsyncs it, renames it over the real one
/// (atomic on POSIX file systems) and fsyncs the folder so the rename itself is durable. Loading a
/// file that is not valid state reports it and moves it aside (`FILE.corrupt-…`), never fatal.
final class StateStore {
    let path: String
    /// The text last written (a save with the same values writes nothing).
    private var lastSaved: String?

    init(path: String) { self.path = path }

    /// What loading found.
    struct Loaded {
        var values: [String: JSONValue] = [:]
        /// A problem to report (corrupt file moved aside), or nil.
        var problem: String?
    }

    /// The largest state file read, in bytes (a state is a few hundred bytes; a bigger file is
    /// not one, and reading it whole could exhaust memory).
    static let maxFileBytes = 1 << 20

    /// Reads the saved values. A missing file is an empty state; an unreadable or corrupt one is
    /// moved aside and reported, naming the file and (for broken JSON) the line and column. A path
    /// that is not a regular file (a folder, FIFO or device, which could block or never end) is
    /// reported and left alone.
    func load() -> Loaded {
        removeLeftoverTemporaries()
        var st = stat()
        guard stat(path, &st) == 0 else {
            if errno == ENOENT { return Loaded() }
            return Loaded(problem: "cannot read the state file '\(path)' (\(String(cString: strerror(errno)))); starting from the screen's values")
        }
        guard (st.st_mode & S_IFMT) == S_IFREG else {
            return Loaded(problem: "the state file '\(path)' is not a regular file (a folder, FIFO or device); give --state the path of a file; starting from the screen's values")
        }
        guard Int(st.st_size) <= StateStore.maxFileBytes else {
            return setAside(why: "is \(st.st_size) bytes, more than a state file can be (\(StateStore.maxFileBytes >> 20) MiB)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return Loaded(problem: "cannot read the state file '\(path)'; starting from the screen's values")
        }
        switch StateStore.parse(data) {
        case let .success(values):
            lastSaved = String(decoding: data, as: UTF8.self)
            return Loaded(values: values)
        case let .failure(problem):
            return setAside(why: "is not valid state (\(data.count) bytes; \(problem.description))")
        }
    }

    /// Moves the file aside as `FILE.corrupt-TIMESTAMP` and says so.
    private func setAside(why: String) -> Loaded {
        let aside = path + ".corrupt-\(Int(Date().timeIntervalSince1970))"
        let moved = rename(path, aside) == 0
        let what = moved ? "moved it to '\(aside)'" : "could not move it aside (\(String(cString: strerror(errno))))"
        return Loaded(problem: "the state file '\(path)' \(why); \(what) and starting from the screen's values")
    }

    /// Removes temporary files a killed run left beside the state file (they never replaced it).
    private func removeLeftoverTemporaries() {
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent().path
        let prefix = "." + url.lastPathComponent + ".tmp-"
        for name in (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? [] where name.hasPrefix(prefix) {
            unlink(dir + "/" + name)
        }
    }

    /// The values in a state file's bytes, or nil when they are not a valid state.
    static func decode(_ data: Data) -> [String: JSONValue]? {
        try? parse(data).get()
    }

    /// The file text for `values` (in the order given).
    static func encode(_ values: [(String, JSONValue)]) -> String {
        JSONValue.object([("version", 1), ("values", .object(values))]).serialized + "\n"
    }

    /// Saves atomically and durably. Throws a message naming the path and the system's reason.
    func save(_ values: [(String, JSONValue)]) throws {
        let text = StateStore.encode(values)
        guard text != lastSaved else { return }
        try StateStore.writeAtomically(text, to: path)
        lastSaved = text
    }

    /// write temp → fsync → rename → fsync folder.
    static func writeAtomically(_ text: String, to path: String) throws {
        func fail(_ step: String) -> KioskError {
            KioskError("cannot save the state to '\(path)' (\(step): \(String(cString: strerror(errno)))); check the folder exists and is writable")
        }
        let url = URL(fileURLWithPath: path)
        let dir = url.deletingLastPathComponent().path
        let tmp = dir + "/." + url.lastPathComponent + ".tmp-\(getpid())"
        let fd = open(tmp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw fail("create \(tmp)") }
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let n = bytes[written...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { close(fd); unlink(tmp); throw fail("write") }
            written += n
        }
        guard fsync(fd) == 0 else { close(fd); unlink(tmp); throw fail("fsync") }
        close(fd)
        guard rename(tmp, path) == 0 else { unlink(tmp); throw fail("rename") }
        let dfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dfd >= 0 {
            _ = fsync(dfd)
            close(dfd)
        }
    }
}
