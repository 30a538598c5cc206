import Glibc

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
        let socket: UnixSocket
        switch UnixSocket.stream() {
        case .success(let s): socket = s
        case .failure(let e): throw refusal(path, "cannot make a socket: \(e)")
        }
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
        defer { if let privateFolder { FileSystem.removeDirectory(privateFolder) } }
        let made = privateFolder.map { $0 + "/s" } ?? path
        if let bindError = socket.bind(to: SocketAddress(path: made) ?? address) {
            socket.close()
            throw refusal(path, "cannot create the socket: \(bindError); check the folder exists and is writable by this user")
        }
        racer?(folder)
        let failed = FileSystem.setPermissions(made, 0o600) ?? socket.listen(backlog: 64)
            ?? (privateFolder == nil ? nil : FileSystem.rename(made, to: path))
        let identity = failed == nil ? FileIdentity(path: path) : nil
        guard let identity else {
            // What failed, or (the file gone between the rename and the look) why it cannot be seen.
            let reason = failed.map(\.description) ?? lastError()
            socket.close()
            FileSystem.remove(made)
            throw refusal(path, "cannot listen on the socket: \(reason)")
        }
        return (socket.rawValue, identity)
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
        return FileSystem.makePrivateDirectory(template: template)
    }

    /// Nothing at `path`, or a stale socket there (removed): fine. Anything else is refused, named.
    private static func clearStale(_ path: String, _ address: SocketAddress) throws {
        let st: FileStatus
        switch FileSystem.linkStatus(atPath: path) {
        case .success(let s): st = s
        case .failure(let e) where e.code == ENOENT: return
        case .failure(let e): throw refusal(path, "cannot look at the path: \(e)")
        }
        guard st.kind == .socket else {
            throw refusal(path, "the path exists and is \(kind(st.kind)), not a socket; the kiosk makes its socket itself: remove it or choose another path")
        }
        let probe: UnixSocket
        switch UnixSocket.stream() {
        case .success(let s): probe = s
        case .failure(let e): throw refusal(path, "cannot make a socket: \(e)")
        }
        let connectError = probe.connect(to: address)
        probe.close()
        if connectError == nil || connectError?.code == EAGAIN || connectError?.code == EINPROGRESS {
            throw refusal(path, "another program (another kiosk?) is listening on this socket; stop it or choose another path")
        }
        if let connectError, connectError.code != ECONNREFUSED {
            throw refusal(path, "a socket is there and cannot be tried (\(connectError)); remove it or choose another path")
        }
        // Nobody listens: a run that was killed left it. Replace it.
        if let e = FileSystem.remove(path), e.code != ENOENT {
            throw refusal(path, "a stale socket is there and cannot be removed: \(e)")
        }
    }

    /// Removes the socket's file if `path` still is the file this run made.
    static func remove(_ path: String, ifStill identity: FileIdentity) {
        if FileIdentity(path: path) == identity { FileSystem.remove(path) }
    }

    private static func refusal(_ path: String, _ why: String) -> KioskError {
        KioskError("--control \(path): \(why)", status: .usage)
    }

    private static func lastError() -> String { String(cString: strerror(errno)) }

    private static func kind(_ kind: FileStatus.Kind) -> String {
        switch kind {
        case .regular: return "a regular file"
        case .directory: return "a folder"
        case .symbolicLink: return "a symbolic link"
        case .fifo: return "a FIFO"
        case .characterDevice, .blockDevice: return "a device"
        case .socket, .other: return "a special file"
        }
    }
}
