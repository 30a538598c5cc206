import Glibc

/// Which file a path named at one moment: device and inode.
struct FileIdentity: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64

    /// The file at `path` itself (a link is not followed), if there is one.
    init?(path: String) {
        var st = stat()
        guard lstat(path, &st) == 0 else { return nil }
        device = UInt64(st.st_dev)
        inode = UInt64(st.st_ino)
    }
}

/// Making the control socket's file: a path already in use is refused (exit status 2, as for any
/// path the kiosk cannot create), a stale socket — one nobody listens on any more, left by a run
/// that was killed — is replaced, and the new socket has mode 0600 and listens before anyone can
/// reach it.
extension ControlSocket {
    /// A listening, non-blocking socket at `path`, and which file it is. `racer` (tests) is called
    /// right after the bind with the folder of `path`, to do there what another user could.
    static func listen(at path: String, racer: ((String) -> Void)? = nil) throws -> (fd: Int32, identity: FileIdentity) {
        guard let address = SocketAddress(path: path) else {
            throw refusal(path, "the path is \(path.utf8.count) bytes; a socket's path must be under \(SocketAddress.capacity) bytes (and hold no NUL): choose a shorter one, e.g. /run/kiosk/control.sock")
        }
        try clearStale(path, address)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw refusal(path, "cannot make a socket: \(lastError())") }
        // The socket is made in a private folder beside the path (mode 0700, a new name made by
        // mkdtemp), given mode 0600 and set listening there, and only then renamed onto the path:
        // nobody else can reach it before its mode is set, and a controller that sees the file
        // can connect at once. (Made at the path, then chmod-ed by name, another user in a
        // world-writable folder could remove or replace it in between, and the start failed with
        // a misleading "No such file or directory". No umask change either: it is the whole
        // process's, and a host program may have threads creating files.) Without room for the
        // folder's name in a socket address, the socket is made at the path itself.
        let folder = folder(of: path)
        let privateFolder = makePrivateFolder(in: folder)
        defer { if let privateFolder { rmdir(privateFolder) } }
        let made = privateFolder.map { $0 + "/s" } ?? path
        let bound = (SocketAddress(path: made) ?? address).withSockaddr { bind(fd, $0, $1) }
        let bindError = errno
        guard bound == 0 else {
            Glibc.close(fd)
            throw refusal(path, "cannot create the socket: \(String(cString: strerror(bindError))); check the folder exists and is writable by this user")
        }
        racer?(folder)
        guard chmod(made, 0o600) == 0, Glibc.listen(fd, 64) == 0, privateFolder == nil || rename(made, path) == 0,
              let identity = FileIdentity(path: path) else {
            let reason = lastError()
            Glibc.close(fd)
            unlink(made)
            throw refusal(path, "cannot listen on the socket: \(reason)")
        }
        return (fd, identity)
    }

    /// The folder `path` is in ("." for a bare name).
    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// A new folder of mode 0700 in `folder` (`.kiosk-XXXXXX`), whose socket path (`…/s`) fits a
    /// socket address; nil when it does not fit or cannot be made.
    private static func makePrivateFolder(in folder: String) -> String? {
        let template = folder + "/.kiosk-XXXXXX"
        guard SocketAddress(path: template + "/s") != nil else { return nil }
        var bytes = Array(template.utf8CString)
        guard let made = bytes.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else { return nil }
        return String(cString: made)
    }

    /// Nothing at `path`, or a stale socket there (removed): fine. Anything else is refused, named.
    private static func clearStale(_ path: String, _ address: SocketAddress) throws {
        var st = stat()
        guard lstat(path, &st) == 0 else {
            if errno == ENOENT { return }
            throw refusal(path, "cannot look at the path: \(lastError())")
        }
        guard st.st_mode & S_IFMT == S_IFSOCK else {
            throw refusal(path, "the path exists and is \(kind(st.st_mode)), not a socket; the kiosk makes its socket itself: remove it or choose another path")
        }
        let probe = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard probe >= 0 else { throw refusal(path, "cannot make a socket: \(lastError())") }
        let connected = address.withSockaddr { connect(probe, $0, $1) }
        let connectError = errno
        Glibc.close(probe)
        if connected == 0 || connectError == EAGAIN || connectError == EINPROGRESS {
            throw refusal(path, "another program (another kiosk?) is listening on this socket; stop it or choose another path")
        }
        guard connectError == ECONNREFUSED else {
            throw refusal(path, "a socket is there and cannot be tried (\(String(cString: strerror(connectError)))); remove it or choose another path")
        }
        // Nobody listens: a run that was killed left it. Replace it.
        guard unlink(path) == 0 || errno == ENOENT else {
            throw refusal(path, "a stale socket is there and cannot be removed: \(lastError())")
        }
    }

    /// Removes the socket's file if `path` still is the file this run made.
    static func remove(_ path: String, ifStill identity: FileIdentity) {
        if FileIdentity(path: path) == identity { unlink(path) }
    }

    private static func refusal(_ path: String, _ why: String) -> KioskError {
        KioskError("--control \(path): \(why)", status: .usage)
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }

    private static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: return "a regular file"
        case S_IFDIR: return "a folder"
        case S_IFLNK: return "a symbolic link"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR, S_IFBLK: return "a device"
        default: return "a special file"
        }
    }
}

/// A Unix domain socket's address (`sockaddr_un`) for a path that fits one.
struct SocketAddress {
    /// The size of `sun_path`, its terminating NUL included (108 on Linux).
    static let capacity = MemoryLayout.size(ofValue: sockaddr_un().sun_path)

    private var raw = sockaddr_un()

    init?(path: String) {
        let bytes = Array(path.utf8)
        guard !bytes.isEmpty, bytes.count < SocketAddress.capacity, !bytes.contains(0) else { return nil }
        raw.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &raw.sun_path) { $0.copyBytes(from: bytes) }
    }

    /// Calls `body` with the address as the sockets API takes it.
    func withSockaddr<R>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> R) -> R {
        withUnsafePointer(to: raw) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
    }
}
