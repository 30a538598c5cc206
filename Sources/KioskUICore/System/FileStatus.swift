import Glibc

/// What `stat(2)` or `lstat(2)` tells of a file: its kind, size, owner and identity.
struct FileStatus {
    /// What kind of file it is.
    enum Kind: Equatable {
        case regular, directory, symbolicLink, fifo, socket, characterDevice, blockDevice, other

        /// The kind in words, for a message: "a folder", "a character device".
        var words: String {
            switch self {
            case .regular: "a regular file"
            case .directory: "a folder"
            case .symbolicLink: "a symbolic link"
            case .fifo: "a FIFO"
            case .socket: "a socket"
            case .characterDevice: "a character device"
            case .blockDevice: "a block device"
            case .other: "a special file"
            }
        }
    }

    let kind: Kind
    /// The size in bytes.
    let size: Int
    /// The permission bits (`0o600` for a file only its owner may read and write).
    let permissions: mode_t
    /// The owner's user id.
    let ownerID: uid_t
    /// The device and inode: which file it is.
    let identity: FileIdentity

    init(_ st: stat) {
        switch st.st_mode & S_IFMT {
        case S_IFREG: kind = .regular
        case S_IFDIR: kind = .directory
        case S_IFLNK: kind = .symbolicLink
        case S_IFIFO: kind = .fifo
        case S_IFSOCK: kind = .socket
        case S_IFCHR: kind = .characterDevice
        case S_IFBLK: kind = .blockDevice
        default: kind = .other
        }
        size = Int(st.st_size)
        permissions = st.st_mode & 0o7777
        ownerID = st.st_uid
        identity = FileIdentity(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
    }
}

/// Which file a path named at one moment: device and inode.
struct FileIdentity: Equatable, Sendable {
    var device: UInt64
    var inode: UInt64

    init(device: UInt64, inode: UInt64) {
        self.device = device
        self.inode = inode
    }

    /// The file at `path` itself (a link is not followed), if there is one.
    init?(path: String) {
        guard let st = try? FileSystem.linkStatus(atPath: path).get() else { return nil }
        self = st.identity
    }
}

extension FileSystem {
    /// What is at `path`, a link followed (`stat(2)`); the error number (ENOENT: nothing is there).
    static func status(atPath path: String) -> Result<FileStatus, POSIXCall.Errno> {
        var st = stat()
        return stat(path, &st) == 0 ? .success(FileStatus(st)) : .failure(POSIXCall.Errno(errno))
    }

    /// What `path` itself is, a link not followed (`lstat(2)`); the error number.
    static func linkStatus(atPath path: String) -> Result<FileStatus, POSIXCall.Errno> {
        var st = stat()
        return lstat(path, &st) == 0 ? .success(FileStatus(st)) : .failure(POSIXCall.Errno(errno))
    }

    /// What the open descriptor `fd` is (`fstat(2)`): the file itself, whatever its path names now.
    static func status(ofDescriptor fd: Int32) -> Result<FileStatus, POSIXCall.Errno> {
        var st = stat()
        return fstat(fd, &st) == 0 ? .success(FileStatus(st)) : .failure(POSIXCall.Errno(errno))
    }

    /// Whether `path` is a regular file (a link followed) this process may run.
    static func isExecutableFile(_ path: String) -> Bool {
        (try? status(atPath: path).get())?.kind == .regular && access(path, X_OK) == 0
    }
}
