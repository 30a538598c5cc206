import Foundation

/// Processes as /proc shows them.
package enum ProcessTree {
    /// The processes whose parent is `parent` (running or not reaped yet).
    package static func children(of parent: Int32) -> [Int32] {
        ((try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []).compactMap { name -> Int32? in
            guard let pid = Int32(name), let fields = stat(pid), fields.count > 1, Int32(fields[1]) == parent else { return nil }
            return pid
        }.sorted()
    }

    /// Whether `pid` exists and is not a zombie (a dead child its new parent has not reaped).
    package static func isRunning(_ pid: Int32) -> Bool {
        guard let fields = stat(pid) else { return false }
        return fields.first != "Z" && fields.first != "X"
    }

    /// The command name of `pid` (its thread's name when it was forked); nil when it is gone.
    package static func name(_ pid: Int32) -> String? {
        (try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8))?.trimmingCharacters(in: .newlines)
    }

    /// /proc/PID/stat's fields after the command's name (state first, then the parent's pid).
    private static func stat(_ pid: Int32) -> [Substring]? {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = text.lastIndex(of: ")") else { return nil }
        return text[text.index(after: close)...].split(separator: " ")
    }
}
