import Glibc

/// Starts a named POSIX thread that runs `body` once and ends (the command reader, the control
/// socket's thread). Nobody joins it: it ends by itself when its input does.
package enum DetachedThread {
    /// Starts the thread; `name` (at most 15 bytes) shows in `top -H` and debuggers.
    package static func start(name: String, _ body: @escaping @Sendable () -> Void) {
        let box = Unmanaged.passRetained(Body(name: String(decoding: name.utf8.prefix(15), as: UTF8.self), body)).toOpaque()
        var thread = pthread_t()
        let rc = pthread_create(&thread, nil, { raw in
            let body = Unmanaged<Body>.fromOpaque(raw!).takeRetainedValue()
            body.nameThread()
            body.run()
            return nil
        }, box)
        guard rc == 0 else {
            Unmanaged<Body>.fromOpaque(box).release()
            fatalError("cannot start the thread \(name): \(String(cString: strerror(rc)))")
        }
        pthread_detach(thread)
    }

    private final class Body: Sendable {
        let name: String
        let run: @Sendable () -> Void
        init(name: String, _ run: @escaping @Sendable () -> Void) {
            self.name = name
            self.run = run
        }

        /// Names the calling thread by writing its `comm` (what pthread_setname_np does; that
        /// GNU extension is not in Swift's Glibc module). Nothing happens without /proc.
        func nameThread() {
            let f = open("/proc/thread-self/comm", O_WRONLY | O_CLOEXEC)
            guard f >= 0 else { return }
            _ = name.withCString { write(f, $0, strlen($0)) }
            close(f)
        }
    }
}
