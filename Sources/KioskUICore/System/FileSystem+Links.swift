import CSystem
import Glibc

/// Symbolic links the kiosk makes and reads itself (a content bundle's `current` and `previous`),
/// files created only where nothing is, and folder trees removed without following a link.
extension FileSystem {
    /// Makes a symbolic link at `path` whose text is `target` (`symlink(2)`), which never
    /// replaces what `path` names; nil when made, else the error (EEXIST among them).
    static func makeSymbolicLink(_ path: String, to target: String) -> POSIXCall.Errno? {
        symlink(target, path) == 0 ? nil : POSIXCall.Errno(errno)
    }

    /// The text of the symbolic link `path` (`readlink(2)`), at most 4095 bytes; the error when
    /// `path` is not a link (EINVAL) or is not there (ENOENT).
    static func linkTarget(_ path: String) -> Result<String, POSIXCall.Errno> {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink(path, &buffer, buffer.count - 1)
        guard n >= 0 else { return .failure(POSIXCall.Errno(errno)) }
        return .success(String(decoding: buffer[0..<n].map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }

    /// Writes `bytes` as a new file at `path` with `mode`, only where nothing is: `open(2)` with
    /// `O_CREAT | O_EXCL | O_NOFOLLOW`, so an existing file, a folder, a device or a link (even a
    /// dangling one) at `path` is never written through or replaced (EEXIST). With `sync`, the
    /// file is flushed to the disk (`fsync(2)`) before it is closed (one flush each: for many
    /// files, write them without and call `syncFileSystem` once). A file that could not be
    /// written whole is removed. Nil when written, else the error.
    static func writeExclusiveFile(_ path: String, _ bytes: ArraySlice<UInt8>, mode: mode_t, sync: Bool = true) -> POSIXCall.Errno? {
        let opened = FileDescriptor.open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC | O_NOCTTY, permissions: mode)
        guard case .success(let fd) = opened else {
            if case .failure(let e) = opened { return e }
            return nil
        }
        var failed = bytes.withUnsafeBytes { fd.writeAll($0) }
        if failed == nil, sync { failed = fd.sync() }
        fd.close()
        if failed != nil { _ = remove(path) }
        return failed
    }

    /// Flushes everything written to the file system `path` is on (`syncfs(2)`): one flush for
    /// many files, where an `fsync` each would wait for the disk once per file (4,000 files:
    /// 30 s on this machine's disk). The error when it fails.
    static func syncFileSystem(_ path: String) -> POSIXCall.Errno? {
        switch FileDescriptor.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) {
        case .success(let fd):
            defer { fd.close() }
            return kiosk_sync_file_system(fd.rawValue) == 0 ? nil : POSIXCall.Errno(errno)
        case .failure(let e): return e
        }
    }

    /// Removes `path` and, when it is a folder, everything in it (deepest first), never following
    /// a link: a link inside is removed itself, not what it points to. Stops at `maxDepth` levels
    /// of folders (a tree the kiosk made is never deeper). Nil when all is gone (or nothing was
    /// there), else the first error.
    @discardableResult
    static func removeTree(_ path: String, maxDepth: Int = 64) -> POSIXCall.Errno? {
        var st = stat()
        guard lstat(path, &st) == 0 else { return errno == ENOENT ? nil : POSIXCall.Errno(errno) }
        guard st.st_mode & S_IFMT == S_IFDIR else { return remove(path) }
        guard maxDepth > 0 else { return POSIXCall.Errno(ELOOP) }
        guard let names = entries(ofDirectory: path) else { return POSIXCall.Errno(errno) }
        for name in names.sorted() {
            if let e = removeTree(path + "/" + name, maxDepth: maxDepth - 1) { return e }
        }
        return removeDirectory(path)
    }
}
