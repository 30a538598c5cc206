import Glibc

/// Starts a named POSIX thread that runs `body` once and ends (the command reader, the control
/// socket's thread). Nobody joins it: it ends by itself when its input does.
enum DetachedThread {
    /// Starts the thread; `name` (at most 15 bytes) shows in `top -H` and debuggers.
    static func start(name: String, _ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Body(body)).toOpaque()
        var thread = pthread_t()
        let rc = pthread_create(&thread, nil, { raw in
            let body = Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue()
            body.run()
            return nil
        }, box)
        guard rc == 0 else {
            Unmanaged<Body>.fromOpaque(box).release()
            fatalError("cannot start the thread \(name): \(String(cString: strerror(rc)))")
        }
        _ = setThreadName(thread, String(name.utf8.prefix(15))!)
        pthread_detach(thread)
    }

    /// glibc's pthread_setname_np, which Swift's Glibc module leaves out (it is a GNU extension,
    /// declared only under _GNU_SOURCE); the signature is glibc's.
    @_silgen_name("pthread_setname_np")
    private static func setThreadName(_ thread: pthread_t, _ name: UnsafePointer<CChar>) -> Int32

    private final class Body: Sendable {
        let run: @Sendable () -> Void
        init(_ run: @escaping @Sendable () -> Void) { self.run = run }
    }
}
