import Glibc

/// A replay script (`--replay FILE`) read as it is carried out: a line is read when the run
/// reaches it, so a script of millions of lines costs the memory of one chunk and one line, not
/// of the whole file (a 2 M-line script held 340 MB for the whole run).
///
/// Lines are checked as `Script.parse` checks them (times in order, each line's fields), and a
/// line that is not UTF-8 is named with its line, column and byte offset.
/// `check(_:)` reads a script through once without keeping anything, so a broken script is
/// still refused before anything runs (exit status 3).
final class ScriptReader {
    /// The path, as given: errors name it.
    let path: String
    private let fd: FileDescriptor
    private var chunk = [UInt8](repeating: 0, count: 65536)
    /// Bytes read and not yet cut into lines.
    private var pending: [UInt8] = []
    /// Where the bytes of `pending` not yet cut into lines start.
    private var start = 0
    private var ended = false
    /// The number of the last line read, and the offset of the byte after it.
    private var number = 0
    private var offset = 0
    private var lastAt = 0.0
    /// Script lines of the line read last not yet handed out (a button press is two).
    private var ready: [ScriptLine] = []
    private var readyIndex = 0

    /// Opens the script. Throws a `KioskError` (`ExitStatus.input`) naming the path and the fix
    /// when it is missing, not a regular file, or cannot be read.
    init(path: String) throws {
        self.path = path
        let st: FileStatus
        switch FileSystem.status(atPath: path) {
        case .success(let s): st = s
        case .failure(let e): throw KioskError("cannot read the script '\(path)': \(e); check the path", status: .input)
        }
        guard st.kind == .regular else {
            throw KioskError("the script '\(path)' is not a regular file (a folder, FIFO or device); give --replay the path of a script file (for commands while running use --commands)", status: .input)
        }
        guard case .success(let opened) = FileDescriptor.open(path, O_RDONLY | O_CLOEXEC) else {
            throw KioskError("cannot read the script '\(path)': check its permissions", status: .input)
        }
        fd = opened
    }

    deinit { fd.close() }

    /// Reads the whole script at `path` once, keeping nothing: throws what running it would
    /// (`KioskError` for the file and its bytes, `ScriptError.atLine` for a bad line).
    /// Returns the run's settings when its first line gives them (a recording's).
    @discardableResult
    static func check(_ path: String) throws -> RunSettings? {
        let reader = try ScriptReader(path: path)
        var settings: RunSettings?
        if case let .settings(s)? = try reader.peek()?.action { settings = s }
        while try reader.next() != nil {}
        return settings
    }

    /// The next line, without taking it; nil at the end of the script.
    func peek() throws -> ScriptLine? {
        while readyIndex >= ready.count {
            guard let raw = try readLine() else { return nil }
            ready = try parse(raw)
            readyIndex = 0
        }
        return ready[readyIndex]
    }

    /// The next line, taken; nil at the end of the script.
    func next() throws -> ScriptLine? {
        guard let l = try peek() else { return nil }
        readyIndex += 1
        return l
    }

    /// The script lines of one line of the file (none for a blank line or a comment).
    private func parse(_ raw: [UInt8]) throws -> [ScriptLine] {
        // Valid UTF-8 is read in one pass; the bad byte is looked for only in a line that is not.
        guard let text = String(validating: raw, as: UTF8.self) else {
            let bad = UTF8Check.firstInvalidByte(in: raw).map { $0.located(line: number, lineStart: offset - raw.count - 1) } ?? "line \(number)"
            throw KioskError("the script '\(path)' is not UTF-8 text: \(bad); save it as UTF-8 (e.g. iconv -f LATIN1 -t UTF-8), see docs/scripting.md", status: .input)
        }
        let line = text.trimmingSpaces
        if line.isEmpty || line.hasPrefix("#") { return [] }
        do {
            var ref: JSONValue?
            let parsed = try Script.parseLine(line, previousAt: lastAt, ref: &ref)
            if let last = parsed.last { lastAt = last.at }
            return parsed.map { ScriptLine(at: $0.at, line: number, action: $0.action, ref: ref) }
        } catch let e as ScriptError {
            throw ScriptError.atLine(file: path, line: number, message: e.description)
        }
    }

    /// The bytes of the next line of the file, without its newline; nil after the last.
    private func readLine() throws -> [UInt8]? {
        var searched = start
        while true {
            if let nl = pending[searched...].firstIndex(of: 10) {
                return take(upTo: nl, newline: true)
            }
            if ended {
                return start < pending.count ? take(upTo: pending.count, newline: false) : nil
            }
            // Bytes already handed out are let go before more are read: a chunk and a line at most.
            pending.removeSubrange(..<start)
            start = 0
            searched = pending.count
            let n: Int
            switch chunk.withUnsafeMutableBytes({ fd.read(into: $0) }) {
            case .success(let count): n = count
            case .failure(let e): throw KioskError("cannot read the script '\(path)': \(e)", status: .input)
            }
            if n == 0 { ended = true } else { pending += chunk[0..<n] }
        }
    }

    private func take(upTo end: Int, newline: Bool) -> [UInt8] {
        let line = Array(pending[start..<end])
        start = newline ? end + 1 : end
        number += 1
        offset += line.count + 1
        return line
    }
}
