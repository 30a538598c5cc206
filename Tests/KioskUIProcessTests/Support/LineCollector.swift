import Foundation

/// Collects the lines of a pipe or socket on a background thread until it ends; a test waits for
/// the line or the lines it expects (`wait(for:)`, `wait(timeout:until:)`), or for the end.
/// `Sendable`, checked by hand: `lines` and `ended` are read and written only while `lock` is held.
final class LineCollector: @unchecked Sendable {
    private let lock = NSCondition()
    private var lines: [String] = []
    private var ended = false

    /// Reads `handle` (a pipe) to its end.
    convenience init(_ handle: FileHandle) {
        self.init { handle.availableData }
    }

    /// Reads the descriptor `fd` (a socket) until it ends or fails; it is not closed.
    convenience init(fileDescriptor fd: Int32) {
        self.init {
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            return n > 0 ? Data(chunk[0..<n]) : Data()
        }
    }

    /// Collects what `read` returns until it returns nothing. `keepingPartialLine`: bytes after
    /// the last newline count as a last line (to see a line cut short); else they are dropped.
    init(read: @escaping @Sendable () -> Data, keepingPartialLine: Bool = false) {
        let t = Thread { [self] in
            var buffer = Data()
            while true {
                let d = read()
                if d.isEmpty { break }
                buffer.append(d)
                while let nl = buffer.firstIndex(of: 10) {
                    let line = String(decoding: buffer[buffer.startIndex..<nl], as: UTF8.self)
                    buffer.removeSubrange(buffer.startIndex...nl)
                    self.lock.lock(); self.lines.append(line); self.lock.broadcast(); self.lock.unlock()
                }
            }
            self.lock.lock()
            if keepingPartialLine && !buffer.isEmpty { self.lines.append(String(decoding: buffer, as: UTF8.self)) }
            self.ended = true; self.lock.broadcast(); self.lock.unlock()
        }
        t.start()
    }

    /// The first line containing `text`, waiting for it up to `timeout` seconds.
    func wait(for text: String, timeout: Double) -> String? {
        wait(timeout: timeout) { $0.contains { $0.contains(text) } }.first { $0.contains(text) }
    }

    /// Every line so far, once `done` says they are enough or `timeout` seconds have passed.
    @discardableResult
    func wait(timeout: Double, until done: ([String]) -> Bool) -> [String] {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while !done(lines) && lock.wait(until: deadline) {}
        return lines
    }

    /// Whether the input ended (EOF) within `timeout` seconds.
    func waitForEnd(timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        lock.lock()
        defer { lock.unlock() }
        while !ended && lock.wait(until: deadline) {}
        return ended
    }

    /// The lines so far.
    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return lines
    }
}
