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
    private var kept: [String: JSONValue] = [:] {
        didSet { keptBytes = nil }
    }
    /// The bytes of the file text for `kept` (nil: not measured since it changed).
    private var keptBytes: Int?
    /// Why this run never writes the file, when it exists but could not be read: overwriting it
    /// would replace values nobody has seen with the screen's defaults, with no copy kept.
    private(set) var savingDisabled: String?
    /// Opens the file for reading (the system's `open`; tests inject a failure).
    let openForReading: (String) -> Int32
    /// The thread that writes the saves (`writeInBackground`); nil writes them on the caller's
    /// thread, as `save` is called.
    private(set) var writer: StateWriter?
    /// Whether this run has written the file (a save with the values already there writes
    /// nothing): what the line at the end says.
    private(set) var wroteFile = false
    /// The values the last save left at what was saved before, as they are over their limit
    /// (`StateLimits`), and why; nil when it wrote every value.
    private(set) var heldBack: String?
    /// The `heldBack` last reported (`takeHeldBack`), so each is reported once.
    private var heldBackTold: String?

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
    /// reported, naming the file and (for broken JSON) the line and column. A file that is partly
    /// bad (some values no control can take, or over `StateLimits`) is moved aside too, and the
    /// values it held that can be read are used and written back at once. A file that exists but
    /// cannot be read (permissions), and a path that is not a regular file (a folder, FIFO or
    /// device, which could block or never end), are reported with the system's reason and left
    /// alone: the run goes on without saving, so it never overwrites them.
    func load() -> Loaded {
        removeLeftoverTemporaries()
        let st: FileStatus
        switch FileSystem.status(atPath: path) {
        case .success(let s): st = s
        case .failure(let e) where e.code == ENOENT: return Loaded()
        case .failure(let e): return unreadable(e.description)
        }
        guard st.kind == .regular else {
            savingDisabled = "it is not a regular file"
            return Loaded(problem: "the state file '\(path)' is not a regular file (a folder, FIFO or device); running without saving, so it is left as it is; give --state the path of a file")
        }
        guard st.size <= StateStore.maxFileBytes else {
            return setAside(why: "is \(st.size) bytes, more than a state file can be (\(StateStore.maxFileBytes >> 20) MiB)")
        }
        let data: [UInt8]
        switch readFile() {
        case let .success(d): data = d
        case let .failure(reason): return unreadable(reason.description)
        }
        switch StateStore.parseEntries(data) {
        case let .success((values, ignored)) where ignored.isEmpty:
            lastSaved = String(decoding: data, as: UTF8.self)
            kept = values
            return Loaded(values: values)
        case let .success((values, ignored)):
            // Partly bad: the values that can be read are used, the file is kept aside as it was.
            var loaded = setAside(why: "is not valid state (\(data.count) bytes; \(ignored.count) of its values ignored: \(ignored.prefix(3).joined(separator: "; "))\(ignored.count > 3 ? "; …" : ""))",
                                  keeping: values.count)
            loaded.values = values
            kept = values
            // Written back at once, so a run that changes nothing still leaves them in the file.
            let text = StateStore.encode(values.map { ($0.key, $0.value) })
            if !values.isEmpty, (try? StateStore.writeAtomically(text, to: path)) != nil {
                lastSaved = text
                wroteFile = true
            }
            return loaded
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
    /// Bounded (`StateLimits`): a value over its limit is not written (its id keeps the value saved
    /// before, if any; `heldBack` says which), and a file that would break the cap is not written at
    /// all (a thrown message), so the file on disk always stays one the next start reads, with
    /// every value it held.
    ///
    /// With a `writer` (`writeInBackground`) the text is handed to its thread and this returns at
    /// once, never throwing for the disk: how the write went comes later from `takeOutcome()`.
    func save(_ values: [(String, JSONValue)]) throws {
        guard savingDisabled == nil else { return }
        var merged = kept
        var held: [String] = []
        for (id, v) in values {
            if let why = StateLimits.breach(id: id, value: v) { held.append(why); continue }
            merged[id] = v
        }
        heldBack = held.isEmpty ? nil : held.joined(separator: "; ") + "; the value saved before, if any, is kept"
        let text = StateStore.encode(merged.map { ($0.key, $0.value) })
        guard text != lastSaved else { return }
        if let why = StateLimits.breach(count: merged.count, size: text.utf8.count) {
            throw KioskError("cannot save the state to '\(path)': \(why); the file keeps the values saved before")
        }
        if let writer {
            writer.submit(text)
        } else {
            try StateStore.writeAtomically(text, to: path)
            wroteFile = true
        }
        lastSaved = text
        kept = merged
        keptBytes = text.utf8.count
    }

    /// Why setting the value of `id` to `value` would break a limit of the file (`StateLimits`:
    /// the value's own bytes, the number of values, the file's cap), or nil when it may be saved.
    /// What a command's change is checked with before it stays (`Runner.keepingStateBounded`).
    ///
    /// The cost is the value's, not the file's: the file's size is the one of the values saved
    /// last (measured once after each save), with this value in place of the one saved for `id`.
    func breach(setting id: String, to value: JSONValue) -> String? {
        guard savingDisabled == nil else { return nil }
        if let why = StateLimits.breach(id: id, value: value) { return why }
        let base = keptBytes ?? StateStore.encode(kept.map { ($0.key, $0.value) }).utf8.count
        keptBytes = base
        let size: Int
        if let old = kept[id] {
            size = base - StateLimits.bytes(of: old) + StateLimits.bytes(of: value)
        } else {
            // `"id":value,`
            size = base + StateLimits.bytes(of: .string(id)) + 2 + StateLimits.bytes(of: value)
        }
        return StateLimits.breach(count: kept.count + (kept[id] == nil ? 1 : 0), size: size)
    }

    /// The values the saves leave at what was saved before, and why, when that changed since the
    /// last call (reported once, as a warning); nil otherwise.
    func takeHeldBack() -> String? {
        defer { heldBackTold = heldBack }
        return heldBack != heldBackTold ? heldBack : nil
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
        if outcome == .saved { wroteFile = true }
        return outcome
    }
}
