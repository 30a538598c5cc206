/// A class, not a struct: a widget may dismiss an overlay (releasing its contacts) while one of
/// its own events is being delivered.
/// Routes each pointer contact to the widget it started on, for its whole life (capture), and hands
/// it to the nearest accepting ancestor when that widget yields (a button giving a swipe to its page).
@MainActor
final class PointerRouter {
    private struct Contact {
        var owner: Widget
        var down: PointerEvent
    }

    private var contacts: [Int: Contact] = [:]

    /// Starts a contact on `target` (replacing a stale one with the same id).
    func begin(_ down: PointerEvent, target: Widget) {
        if let old = contacts[down.id] {
            var c = down; c.phase = .cancel
            _ = old.owner.pointer(c)
        }
        contacts[down.id] = Contact(owner: target, down: down)
    }

    /// Sends the event to the contact's owner, passing the contact up on `.yield`.
    func deliver(_ e: PointerEvent) {
        guard var c = contacts[e.id] else { return }
        var event = e
        while true {
            if c.owner.pointer(event) == .handled { break }
            // The owner gives the contact up: cancel it there, replay the down to the next taker.
            var cancel = e; cancel.phase = .cancel
            if e.phase != .down { _ = c.owner.pointer(cancel) }
            var next = c.owner.parentForInput
            while let n = next, !n.acceptsPointer { next = n.parentForInput }
            guard let taker = next else { contacts[e.id] = nil; return }
            c.owner = taker
            contacts[e.id] = c
            if e.phase != .down {
                _ = taker.pointer(c.down)
            }
            event = e
        }
        if e.phase == .up || e.phase == .cancel { contacts[e.id] = nil } else { contacts[e.id] = c }
    }

    /// Forgets contacts owned by `w` or its descendants (it left the screen).
    func release(_ w: Widget) {
        contacts = contacts.filter { !w.isAncestor(of: $0.value.owner) }
    }

    /// Cancels every contact (each owner gets a `.cancel` at `time`) and forgets them: a modal
    /// overlay opened, so nothing underneath may go on acting on a finger still down.
    func cancelAll(time: Double) {
        let all = contacts
        contacts.removeAll()
        for (_, c) in all.sorted(by: { $0.key < $1.key }) {
            var e = c.down
            e.phase = .cancel
            e.time = time
            _ = c.owner.pointer(e)
        }
    }
}
