/// The Swift app's callbacks, run on the UI loop between frames, in the order the events were
/// sent — the order of the JSON lines. An event is queued when it is sent (`Runner`'s sink) and
/// its callbacks run when the loop next drains the queue: after each input event, script line,
/// command or posted work is carried out, and before each frame is laid out. So a callback never
/// runs inside a widget's gesture, and what it does (set a state, show a screen, open a dialog)
/// is laid out and drawn in the frame that follows.
@MainActor
final class EventCallbacks {
    /// One callback: for one widget's events (by id), or for every event (nil).
    private struct Handler {
        let id: String?
        let run: @MainActor (KioskEvent) -> Void
    }

    private var handlers: [Handler] = []
    private var pending: [KioskEvent] = []
    private var draining = false
    /// Said once when callbacks answer their own events without end (`drain`).
    var onRunaway: ((String) -> Void)?

    /// The most events one drain runs callbacks for: more means callbacks answer their own events
    /// (a `screen` callback that shows another screen, and so on).
    static let maxEventsPerDrain = 10_000

    /// Adds a callback for the events of the widget `id` (nil: every event), after those added before.
    func add(id: String?, _ run: @escaping @MainActor (KioskEvent) -> Void) {
        handlers.append(Handler(id: id, run: run))
    }

    /// Queues an event for the callbacks (nothing when there are none).
    func enqueue(_ e: KioskEvent) {
        guard !handlers.isEmpty else { return }
        pending.append(e)
    }

    /// Whether events wait for their callbacks.
    var hasPending: Bool { !pending.isEmpty }
    /// Whether callbacks are running now (a callback's own call into the runner must not start
    /// other work in the middle of them).
    var isDraining: Bool { draining }

    /// Runs the callbacks of every queued event, oldest first, including events the callbacks
    /// send in turn. A drain asked for from inside a callback returns at once: the outer one goes on.
    func drain() {
        guard !draining, !pending.isEmpty else { return }
        draining = true
        defer { draining = false }
        var i = 0
        while i < pending.count {
            if i == EventCallbacks.maxEventsPerDrain {
                let left = pending.count - i
                onRunaway?("callbacks sent \(i) events without a frame between; the \(left) left were dropped (does a callback answer the event it is called for, e.g. show a screen on every screen event?)")
                break
            }
            let e = pending[i]
            i += 1
            for h in handlers where h.id == nil || h.id == e.id { h.run(e) }
        }
        pending.removeAll(keepingCapacity: true)
    }
}
