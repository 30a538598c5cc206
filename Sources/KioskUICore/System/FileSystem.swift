import Glibc

/// The file-system questions the kiosk asks, answered by the C library directly (the kiosk links
/// no Foundation: docs/performance.md, "Against the floor").
package enum FileSystem {
    /// The whole file at `path`, or nil when it cannot be opened or read.
    package static func contents(atPath path: String) -> [UInt8]? {
        let fd = POSIXCall.retrying { open(path, O_RDONLY | O_CLOEXEC) }
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        return try? POSIXCall.readToEnd(fd).get()
    }

    /// The whole file at `path` as text (`UTF8Text.decode`), or nil when it cannot be read or is
    /// not UTF-8. /proc files too: they are read to their end, whatever size stat gives them.
    package static func text(atPath path: String) -> String? {
        contents(atPath: path).flatMap(UTF8Text.decode)
    }

    /// Whether something (a link is followed) is at `path`.
    package static func exists(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0
    }

    /// The size in bytes of what is at `path` (a link is followed); nil when nothing is.
    package static func size(atPath path: String) -> Int? {
        var st = stat()
        return stat(path, &st) == 0 ? Int(st.st_size) : nil
    }

    /// When what is at `path` (a link is followed) was last modified, in nanoseconds since the
    /// epoch; nil when nothing is.
    package static func modified(atPath path: String) -> Int? {
        var st = stat()
        return stat(path, &st) == 0 ? st.st_mtim.tv_sec * 1_000_000_000 + st.st_mtim.tv_nsec : nil
    }

    /// Whether this process may read `path`.
    package static func isReadable(_ path: String) -> Bool {
        access(path, R_OK) == 0
    }

    /// Whether `path` itself is a symbolic link (not followed), dangling or not.
    package static func isSymbolicLink(_ path: String) -> Bool {
        var st = stat()
        return lstat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFLNK
    }

    /// Whether `path` is a folder (a link is followed).
    package static func isDirectory(_ path: String) -> Bool {
        var st = stat()
        return stat(path, &st) == 0 && (st.st_mode & S_IFMT) == S_IFDIR
    }

    /// The names in the folder at `path` without `.` and `..`, in the order the folder gives
    /// them (sort them before their order reaches anything a user sees); nil when it cannot be
    /// opened.
    package static func entries(ofDirectory path: String) -> [String]? {
        guard let dir = opendir(path) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    /// The canonical path with every link resolved, or nil when it does not exist.
    package static func realPath(_ path: String) -> String? {
        guard let p = realpath(path, nil) else { return nil }
        defer { free(p) }
        return String(cString: p)
    }

    /// The working folder ("/" when it cannot be told).
    package static var currentDirectory: String {
        guard let p = getcwd(nil, 0) else { return "/" }
        defer { free(p) }
        return String(cString: p)
    }

    /// This program's file with every link resolved: `/proc/self/exe`, else its first argument
    /// taken from the working folder.
    package static var executablePath: String {
        if let p = realPath("/proc/self/exe") { return p }
        let first = CommandLine.arguments.first ?? "kiosk"
        return realPath(first) ?? FilePath.standardized(first)
    }
}

/// Paths as text, the way the kiosk writes and reads them (`/` separated; no file is touched).
package enum FilePath {
    /// The last component: `kiosk` of `/usr/bin/kiosk`, `demo.yaml` of `demo.yaml`; a trailing
    /// `/` is not a component.
    package static func lastComponent(_ path: String) -> String {
        let u = path.utf8
        let end = endOfLastComponent(u)
        guard end > u.startIndex else { return path.hasPrefix("/") ? "/" : path }
        let start = u[..<end].lastIndex(of: slash).map(u.index(after:)) ?? u.startIndex
        return String(path[start..<end])
    }

    /// The folder a path is in: `/a/b` of `/a/b/c`, `/` of `/a` and of `/`, `.` of a bare name.
    package static func parent(_ path: String) -> String {
        let u = path.utf8
        let end = endOfLastComponent(u)
        guard end > u.startIndex else { return path.hasPrefix("/") ? "/" : "." }
        guard var cut = u[..<end].lastIndex(of: slash) else { return "." }
        while cut > u.startIndex, u[u.index(before: cut)] == slash { cut = u.index(before: cut) }
        return cut == u.startIndex ? "/" : String(path[..<cut])
    }

    private static let slash = UInt8(ascii: "/")

    /// Where the last component ends: before any trailing slashes.
    private static func endOfLastComponent(_ u: String.UTF8View) -> String.Index {
        var end = u.endIndex
        while end > u.startIndex, u[u.index(before: end)] == slash { end = u.index(before: end) }
        return end
    }

    /// `path` made absolute from the working folder, with `.`, `..` and repeated `/` resolved in
    /// the text (no link is followed, so `..` after a link is not where the kernel would go):
    /// `/srv/shots` of `/srv/./x/../shots`.
    package static func standardized(_ path: String) -> String {
        let full = path.hasPrefix("/") ? path : FileSystem.currentDirectory + "/" + path
        var out: [Substring] = []
        for part in full.split(separator: "/") {
            if part == "." { continue }
            if part == ".." { if !out.isEmpty { out.removeLast() }; continue }
            out.append(part)
        }
        return "/" + out.joined(separator: "/")
    }
}
