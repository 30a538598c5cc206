/// The one path of every event: a scene's list of subscribers, each told every event it asks for
/// (`Filter`: by the widget's id, by the widget that sent it, by kind) at one point — when the
/// event is sent — in one order — the order of the JSON lines.
///
/// `publish` queues the event; the outermost `publish` then delivers the queue, oldest first, each
/// event to every subscriber before the next event. An event a subscriber sends in answer (a
/// page container's `disappear` and `appear` after its tabs' `change`, the `screen` a `goto`
/// shows) waits for the event in hand to reach everyone, so every subscriber sees the events in
/// the order they were written. When `publish` returns, the event and everything it set off
/// has been delivered.
///
/// Who hears first is fixed by `Stage`, not by who subscribed first: the output (the JSON line,
/// the feedback click, the state file), then speech, then the controls' behaviour (pages, display
/// actions, language, navigation, live text), then the Swift app (bindings and callbacks, then a
/// dialog's answer, then the controller's observers). Within a stage, in the order of subscribing.
/// The run assembles the list (`Runner.init`, `KioskApp.attach`, `SpeechMonitor`, `SwiftBindings`,
/// `KioskController`); each subscription's `Token` takes it off again.
@MainActor
final class EventBus {
    /// Where a subscriber stands in the order every event is heard in.
    enum Stage: Int, Comparable {
        /// What is written or saved of the event: the JSON line, the click, the state file.
        case output
        /// Speech, which says what changed in the words of the control that changed it.
        case speech
        /// What a control does on the panel after its event: switch pages, go to a screen,
        /// switch the language, refresh live text.
        case controls
        /// The Swift app: its bindings, then its widgets' callbacks.
        case app
        /// A Swift app's dialog answers (`KioskController.dialog`), each heard once.
        case answers
        /// A Swift app's controller's observers (`KioskController.onEvent`), in the order added.
        case observers

        static func < (a: Stage, b: Stage) -> Bool { a.rawValue < b.rawValue }
    }

    /// Which events a subscriber hears; every field left nil matches any.
    struct Filter {
        /// Only events with this widget id.
        var id: String?
        /// Only events this widget sent (matched by identity, not held).
        var sender: ObjectIdentifier?
        /// Only events of these kinds (`KioskEvent.Kind.eventKind`).
        var kinds: [EventKind]?

        init(id: String? = nil, sender: Widget? = nil, kinds: [EventKind]? = nil) {
            self.id = id
            self.sender = sender.map(ObjectIdentifier.init)
            self.kinds = kinds
        }

        /// Every event.
        static let all = Filter()

        func matches(_ e: KioskEvent, from w: Widget?) -> Bool {
            if let id, e.id != id { return false }
            if let sender, w.map(ObjectIdentifier.init) != sender { return false }
            if let kinds, !kinds.contains(e.kind.eventKind) { return false }
            return true
        }
    }

    /// What takes a subscription off again (`unsubscribe`).
    struct Token: Hashable {
        fileprivate let number: Int
    }

    private struct Subscriber {
        let token: Token
        let stage: Stage
        let filter: Filter
        let run: @MainActor (KioskEvent, Widget?) -> Void
    }

    /// Kept sorted by stage, then by subscription order.
    private var subscribers: [Subscriber] = []
    private var nextToken = 0
    /// Events sent and not yet delivered to everyone, with their senders.
    private var queue: [(event: KioskEvent, sender: Widget?)] = []
    private var delivering = false

    /// Said once when subscribers answer their own events without end (`publish`).
    var onRunaway: ((String) -> Void)?
    /// The most events one delivery carries: more means subscribers answer their own events (a
    /// Swift callback that shows a screen on every `screen` event, and so on).
    static let maxEventsPerDelivery = 10_000

    /// Whether events are being delivered now: a subscriber's own call into the loop must not
    /// start other work in the middle of them.
    var isDelivering: Bool { delivering }

    /// Adds `run` for the events `filter` lets through, after the stage's earlier subscribers.
    @discardableResult
    func subscribe(_ stage: Stage, _ filter: Filter = .all, _ run: @escaping @MainActor (KioskEvent, Widget?) -> Void) -> Token {
        let token = Token(number: nextToken)
        nextToken += 1
        let at = subscribers.firstIndex { $0.stage > stage } ?? subscribers.count
        subscribers.insert(Subscriber(token: token, stage: stage, filter: filter, run: run), at: at)
        return token
    }

    /// Takes a subscription off; it hears no event from now on, also none queued already.
    func unsubscribe(_ token: Token) {
        subscribers.removeAll { $0.token == token }
    }

    /// Sends `event` (from `sender`, nil for the runtime's own) to every subscriber it matches;
    /// see the type's summary for the order.
    func publish(_ event: KioskEvent, from sender: Widget?) {
        queue.append((event, sender))
        guard !delivering else { return }
        delivering = true
        var i = 0
        while i < queue.count {
            if i == EventBus.maxEventsPerDelivery {
                let left = queue.count - i
                queue.removeAll(keepingCapacity: true)
                delivering = false
                onRunaway?("subscribers sent \(i) events in answer to one another; the \(left) left were dropped (does a callback answer the event it is called for, e.g. show a screen on every screen event?)")
                return
            }
            let (e, w) = queue[i]
            i += 1
            // A copy: a subscriber may subscribe or unsubscribe (a screen's widgets joining).
            for s in subscribers where s.filter.matches(e, from: w) && isSubscribed(s.token) { s.run(e, w) }
        }
        queue.removeAll(keepingCapacity: true)
        delivering = false
    }

    private func isSubscribed(_ token: Token) -> Bool { subscribers.contains { $0.token == token } }
}

extension Scene {
    /// Hears every event the scene sends, after the run's own output (the JSON line): how a test or
    /// a tool watches what the JSON lines would say. Returns the subscription, to take it off again.
    @discardableResult
    func watchEvents(_ run: @escaping @MainActor (KioskEvent) -> Void) -> EventBus.Token {
        events.subscribe(.output) { e, _ in run(e) }
    }
}
