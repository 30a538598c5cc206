import Glibc

/// The changes the kiosk makes to names in the file system: remove, rename, link, mode, private
/// folders. Each returns the error number when the system refuses (nil when it is done), for the
/// caller to word.
extension FileSystem {
    /// Removes the name `path` (`unlink(2)`: a file, a link itself, a socket's file).
    @discardableResult
    package static func remove(_ path: String) -> POSIXCall.Errno? {
        unlink(path) == 0 ? nil : POSIXCall.Errno(errno)
    }

    /// Removes the empty folder `path` (`rmdir(2)`).
    @discardableResult
    static func removeDirectory(_ path: String) -> POSIXCall.Errno? {
        rmdir(path) == 0 ? nil : POSIXCall.Errno(errno)
    }

    /// Renames `from` to `to`, replacing whatever `to` names (`rename(2)`: ask
    /// `refusalToReplace` first).
    package static func rename(_ from: String, to: String) -> POSIXCall.Errno? {
        Glibc.rename(from, to) == 0 ? nil : POSIXCall.Errno(errno)
    }

    /// Makes the folder `path` with `mode` (`mkdir(2)`); nil when made, the error (EEXIST among
    /// them) when not.
    @discardableResult
    package static func makeDirectory(_ path: String, mode: mode_t) -> POSIXCall.Errno? {
        mkdir(path, mode) == 0 ? nil : POSIXCall.Errno(errno)
    }

    /// Writes `bytes` as the whole of a new file at `path` with `mode` (`open(2)` with O_CREAT and
    /// O_TRUNC, then every byte); nil when written, else the error.
    package static func writeNewFile(_ path: String, _ bytes: [UInt8], mode: mode_t) -> POSIXCall.Errno? {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode)
        guard fd >= 0 else { return POSIXCall.Errno(errno) }
        let failed = bytes.withUnsafeBytes { POSIXCall.writeAll(fd, $0) }
        close(fd)
        return failed
    }

    /// Makes `to` a second name of the file `from` (`link(2)`), which never replaces `to`.
    static func hardLink(_ from: String, to: String) -> POSIXCall.Errno? {
        link(from, to) == 0 ? nil : POSIXCall.Errno(errno)
    }

    /// Sets the mode of what `path` names (`chmod(2)`).
    static func setPermissions(_ path: String, _ mode: mode_t) -> POSIXCall.Errno? {
        chmod(path, mode) == 0 ? nil : POSIXCall.Errno(errno)
    }

    /// A new folder of mode 0700 from `template` ending in `XXXXXX` (`mkdtemp(3)`), or nil.
    static func makePrivateDirectory(template: String) -> String? {
        var bytes = Array(template.utf8CString)
        guard let made = bytes.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else { return nil }
        return String(cString: made)
    }

    /// Flushes the folder `path` itself to the disk (a rename in it made durable); failures are
    /// not looked at.
    static func syncDirectory(_ path: String) {
        guard case .success(let fd) = FileDescriptor.open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC) else { return }
        _ = fd.sync()
        fd.close()
    }
}
