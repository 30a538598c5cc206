import Glibc

/// The values of a screen's controls on disk (`--state FILE`), saved so that a power cut never
/// leaves a torn or empty file.
///
/// Format: `{"version":1,"values":{"amount":40,"pages":"Settings","period":"Week"}}` — a picker
/// or a page container by the title of its selection, a ruler by its number; ids in sorted order,
/// so the same values always give the same bytes. Values of ids the current screen lacks are kept.
///
/// Saving writes a temporary file beside the real one (created exclusively under a random name,
/// `StateStore+Files.swift`), fsyncs it, renames it over the real one (atomic on POSIX file
/// systems) and fsyncs the folder so the rename itself is durable; a run writes on a thread of its
/// own (`StateWriter`), so the UI never waits for the disk. Loading a file that is not
/// valid state reports it and moves it aside (`FILE.corrupt-…`, never over an existing file),
/// never fatal; a file that cannot be read is reported and never written during the run.
final class StateStore {
    let path: String
    /// The text last written (a save with the same values writes nothing).
    private var lastSaved: String?
    /// The values read at start, kept so that ids the current screen does not have (a screen file
    /// swapped, then swapped back) survive every save.
    private var kept: [String: JSONValue] = [:]
    /// Why this run never writes the file, when it exists but could not be read: overwriting it
    /// would replace values nobody has seen with the screen's defaults, with no copy kept.
    private(set) var savingDisabled: String?
    /// Opens the file for reading (the system's `open`; tests inject a failure).
    let openForReading: (String) -> Int32
    /// The thread that writes the saves (`writeInBackground`); nil writes them on the caller's
    /// thread, as `save` is called.
    private(set) var writer: StateWriter?

    init(path: String, openForReading: @escaping (String) -> Int32 = StateStore.openReadOnly) {
        self.path = path
        self.openForReading = openForReading
    }

    /// What loading found.
    struct Loaded {
        var values: [String: JSONValue] = [:]
        /// A problem to report (corrupt file moved aside, unreadable file), or nil.
        var problem: String?
    }

    /// The largest state file read, in bytes (a state is a few hundred bytes; a bigger file is
    /// not one, and reading it whole could exhaust memory).
    static let maxFileBytes = 1 << 20

    /// Reads the saved values. A missing file is an empty state; a corrupt one is moved aside and
    /// reported, naming the file and (for broken JSON) the line and column. A file that exists but
    /// cannot be read (permissions), and a path that is not a regular file (a folder, FIFO or
    /// device, which could block or never end), are reported with the system's reason and left
    /// alone: the run goes on without saving, so it never overwrites them.
    func load() -> Loaded {
        removeLeftoverTemporaries()
        var st = stat()
        guard stat(path, &st) == 0 else {
            if errno == ENOENT { return Loaded() }
            return unreadable(String(cString: strerror(errno)))
        }
        guard (st.st_mode & S_IFMT) == S_IFREG else {
            savingDisabled = "it is not a regular file"
            return Loaded(problem: "the state file '\(path)' is not a regular file (a folder, FIFO or device); running without saving, so it is left as it is; give --state the path of a file")
        }
        guard Int(st.st_size) <= StateStore.maxFileBytes else {
            return setAside(why: "is \(st.st_size) bytes, more than a state file can be (\(StateStore.maxFileBytes >> 20) MiB)")
        }
        let data: [UInt8]
        switch readFile() {
        case let .success(d): data = d
        case let .failure(reason): return unreadable(reason.description)
        }
        switch StateStore.parse(data) {
        case let .success(values):
            lastSaved = String(decoding: data, as: UTF8.self)
            kept = values
            return Loaded(values: values)
        case let .failure(problem):
            return setAside(why: "is not valid state (\(data.count) bytes; \(problem.description))")
        }
    }

    /// A file that is there but could not be read: reported, and never written during this run.
    private func unreadable(_ reason: String) -> Loaded {
        savingDisabled = "it could not be read at start (\(reason))"
        return Loaded(problem: "cannot read the state file '\(path)' (\(reason)); running with the screen's values and without saving, so the file is left as it is; let the kiosk's user read and write it (e.g. chown or chmod u+rw), then restart")
    }

    /// The values in a state file's bytes, or nil when they are not a valid state.
    static func decode(_ data: some Collection<UInt8>) -> [String: JSONValue]? {
        try? parse(data).get()
    }

    /// The file text for `values`, sorted by id so the same values always give the same bytes.
    static func encode(_ values: [(String, JSONValue)]) -> String {
        let sorted = values.sorted { $0.0 < $1.0 }
        return JSONValue.object([("version", 1), ("values", .object(sorted))]).serialized + "\n"
    }

    /// Saves atomically and durably: `values` over the values read at start, so ids that are not on
    /// the current screen are kept. Throws a message naming the path and the system's reason. Does
    /// nothing when the file could not be read at start (`savingDisabled`).
    ///
    /// With a `writer` (`writeInBackground`) the text is handed to its thread and this returns at
    /// once, never throwing: how the write went comes later from `takeOutcome()`.
    func save(_ values: [(String, JSONValue)]) throws {
        guard savingDisabled == nil else { return }
        var merged = kept
        for (id, v) in values { merged[id] = v }
        let text = StateStore.encode(merged.map { ($0.key, $0.value) })
        guard text != lastSaved else { return }
        if let writer {
            writer.submit(text)
        } else {
            try StateStore.writeAtomically(text, to: path)
        }
        lastSaved = text
        kept = merged
    }

    /// From now on saves are written by `writer`'s thread (`StateWriter`); `wake` is called after
    /// each write so the loop hears how it went.
    func writeInBackground(_ writer: StateWriter, wake: @escaping @Sendable () -> Void) {
        writer.setWake(wake)
        self.writer = writer
    }

    /// How the background writes since the last call went (nil: none ended, or no writer). After
    /// a failure the next save writes again even when its values are the same.
    func takeOutcome() -> StateWriter.Outcome? {
        let outcome = writer?.takeOutcome()
        if case .failed = outcome { lastSaved = nil }
        return outcome
    }
}
