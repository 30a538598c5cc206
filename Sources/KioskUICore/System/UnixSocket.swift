import Glibc

/// A Unix domain socket's descriptor, as swift-nio keeps its socket calls in one place: a plain
/// value that does not close itself, each call made here once, its error number returned as a
/// `POSIXCall.Errno`. The control socket listens, accepts and serves through it; the service
/// notifier sends its datagrams through it.
struct UnixSocket: Hashable, Sendable {
    let rawValue: Int32

    init(rawValue: Int32) { self.rawValue = rawValue }

    /// A new stream socket, non-blocking and closed on exec.
    static func stream() -> Result<UnixSocket, POSIXCall.Errno> {
        make(Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue))
    }

    /// A new datagram socket, closed on exec (its sends do not wait: `send(_:to:length:)`).
    static func datagram() -> Result<UnixSocket, POSIXCall.Errno> {
        make(Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue))
    }

    private static func make(_ type: Int32) -> Result<UnixSocket, POSIXCall.Errno> {
        let fd = socket(AF_UNIX, type, 0)
        return fd >= 0 ? .success(UnixSocket(rawValue: fd)) : .failure(POSIXCall.Errno(errno))
    }

    /// Binds it to `address` (`bind(2)`, which makes the socket's file); the error number when it
    /// cannot.
    func bind(to address: SocketAddress) -> POSIXCall.Errno? {
        address.withSockaddr { Glibc.bind(rawValue, $0, $1) } == 0 ? nil : POSIXCall.Errno(errno)
    }

    /// Starts listening with room for `backlog` connections not yet accepted (`listen(2)`).
    func listen(backlog: Int32) -> POSIXCall.Errno? {
        Glibc.listen(rawValue, backlog) == 0 ? nil : POSIXCall.Errno(errno)
    }

    /// Connects it to `address` (`connect(2)`); a non-blocking socket may answer EAGAIN or
    /// EINPROGRESS.
    func connect(to address: SocketAddress) -> POSIXCall.Errno? {
        address.withSockaddr { Glibc.connect(rawValue, $0, $1) } == 0 ? nil : POSIXCall.Errno(errno)
    }

    /// The next waiting connection (`accept(2)`), as it comes (blocking unless the caller makes it
    /// non-blocking); EAGAIN when none waits.
    func accept() -> Result<UnixSocket, POSIXCall.Errno> {
        let fd = Glibc.accept(rawValue, nil, nil)
        return fd >= 0 ? .success(UnixSocket(rawValue: fd)) : .failure(POSIXCall.Errno(errno))
    }

    /// What the peer sent, at most `buffer.count` bytes, without waiting (`recv(2)`,
    /// `MSG_DONTWAIT`): 0 when it has shut its sending side, EAGAIN when nothing waits.
    func receive(into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, POSIXCall.Errno> {
        let n = recv(rawValue, buffer.baseAddress, buffer.count, Int32(MSG_DONTWAIT))
        return n >= 0 ? .success(n) : .failure(POSIXCall.Errno(errno))
    }

    /// Sends what of `bytes` the socket takes now (`send(2)`, `MSG_DONTWAIT`, no SIGPIPE for a
    /// peer that has gone), made again on EINTR: how many it took; EAGAIN when it is full.
    func send(_ bytes: UnsafeRawBufferPointer) -> Result<Int, POSIXCall.Errno> {
        let n = POSIXCall.retrying { Glibc.send(rawValue, bytes.baseAddress, bytes.count, Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)) }
        return n >= 0 ? .success(n) : .failure(POSIXCall.Errno(errno))
    }

    /// Sends `bytes` as one datagram to `address` (its first `length` bytes: an abstract name is
    /// shorter than the structure), without waiting and without SIGPIPE (`sendto(2)`).
    func send(_ bytes: UnsafeRawBufferPointer, to address: sockaddr_un, length: socklen_t) -> Result<Int, POSIXCall.Errno> {
        var addr = address
        let n = withUnsafePointer(to: &addr) { a in
            a.withMemoryRebound(to: sockaddr.self, capacity: 1) { sa in
                sendto(rawValue, bytes.baseAddress, bytes.count, Int32(MSG_DONTWAIT | MSG_NOSIGNAL), sa, length)
            }
        }
        return n >= 0 ? .success(n) : .failure(POSIXCall.Errno(errno))
    }

    /// Ends the connection both ways (`shutdown(2)`, `SHUT_RDWR`), its result not looked at.
    func shutdown() {
        _ = Glibc.shutdown(rawValue, Int32(SHUT_RDWR))
    }

    /// `close(2)`, its result not looked at.
    func close() {
        _ = Glibc.close(rawValue)
    }

    /// The descriptor, for `poll` and for reading as a file.
    var descriptor: FileDescriptor { FileDescriptor(rawValue: rawValue) }
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
