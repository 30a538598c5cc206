import Glibc

/// The file-system questions the kiosk asks, answered by the C library directly (the kiosk links
/// no Foundation: docs/performance.md, "What keeps a start small").
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

    /// Why a file that must be a regular file of bounded size is not opened.
    package struct RegularFileFailure: Error, Equatable, CustomStringConvertible, Sendable {
        package let description: String
    }

    /// `path` opened for reading as a regular file of at most `maxBytes`, never waiting: what is
    /// not a regular file (a FIFO, `/proc/self/fd/N` of a pipe, a device, a folder) or is larger
    /// is refused before a byte is read, so a hostile path cannot block the loop in `open` or
    /// `read`. The path is checked with `stat` first (a device or FIFO is not even opened), then
    /// opened with `O_NONBLOCK | O_CLOEXEC | O_NOCTTY` and its descriptor checked again with
    /// `fstat` (what was opened, if the path changed in between). A link is followed (installed
    /// icons may be links). The caller closes the descriptor; `what` names the file in the
    /// size refusal ("a picture").
    package static func openRegularFile(atPath path: String, maxBytes: Int, what: String) -> Result<(fd: Int32, size: Int), RegularFileFailure> {
        func refuse(_ s: String) -> Result<(fd: Int32, size: Int), RegularFileFailure> { .failure(RegularFileFailure(description: s)) }
        func kind(_ st: stat) -> String? { kindIfNotRegular(st.st_mode).map { "is \($0), not a regular file" } }
        var st = stat()
        if stat(path, &st) == 0, let k = kind(st) { return refuse(k) }
        let fd = POSIXCall.retrying { open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY) }
        guard fd >= 0 else {
            let e = errno
            return refuse(e == ENOENT ? "does not exist" : "cannot be read (\(String(cString: strerror(e))))")
        }
        guard fstat(fd, &st) == 0 else {
            let e = errno
            close(fd)
            return refuse("cannot be read (\(String(cString: strerror(e))))")
        }
        if let k = kind(st) { close(fd); return refuse(k) }
        let size = Int(st.st_size)
        guard size <= maxBytes else {
            close(fd)
            let mib = maxBytes >= 1 << 20 ? " (\(maxBytes >> 20) MiB)" : ""
            return refuse("is \(size) bytes; \(what) may be at most \(maxBytes) bytes\(mib)")
        }
        return .success((fd, size))
    }

    /// The whole regular file at `path` (`openRegularFile`), at most `maxBytes` even if it grows
    /// while it is read.
    package static func regularFileContents(atPath path: String, maxBytes: Int, what: String) -> Result<[UInt8], RegularFileFailure> {
        openRegularFile(atPath: path, maxBytes: maxBytes, what: what).flatMap { opened in
            defer { close(opened.fd) }
            switch POSIXCall.readToEnd(opened.fd, limit: maxBytes) {
            case .success(let bytes) where bytes.count > maxBytes:
                return .failure(RegularFileFailure(description: "grew past \(maxBytes) bytes while it was read; \(what) may be at most \(maxBytes >> 20) MiB"))
            case .success(let bytes): return .success(bytes)
            case .failure(let e): return .failure(RegularFileFailure(description: "cannot be read (\(e))"))
            }
        }
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

    /// Why a finished file may not be renamed onto `path`, or nil when it may (nothing is there, or
    /// a regular file is). A rename replaces whatever the name holds: onto `/dev/null` as root it
    /// makes the machine's /dev/null a regular file. So a character or block device, a
    /// FIFO, a socket, a folder — and a symbolic link, which is not followed (the kiosk replaces
    /// files whole and never writes through a link, which in a shared folder could point anywhere)
    /// — is refused: "'/dev/null' is a character device, not a regular file; give the path of a
    /// file". The name is checked just before the rename; every writer that renames into place
    /// asks this (screenshots, the state file, the font path cache).
    package static func refusalToReplace(_ path: String) -> String? {
        var st = stat()
        guard lstat(path, &st) == 0, let kind = kindIfNotRegular(st.st_mode) else { return nil }
        return "'\(path)' is \(kind), not a regular file; give the path of a file"
    }

    /// What a file of `mode` is in words ("a FIFO", "a character device"), or nil for a regular file.
    static func kindIfNotRegular(_ mode: mode_t) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        case S_IFDIR: return "a folder"
        case S_IFLNK: return "a symbolic link (links are not followed)"
        default: return "a special file"
        }
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
