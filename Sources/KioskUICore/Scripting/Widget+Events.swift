extension Widget {
    /// Sends an event: the one path of every control's events. It is stamped with the frame
    /// clock and the widget's id; the scene's sink gets it first (the JSON line, the feedback
    /// click, the state file), then the scene's observer with the widget (speech), then the
    /// widget's own observer (`onEvent`), so what an observer does in answer (a page container's
    /// `disappear` and `appear` after its tabs' `change`) is reported after it. A widget outside a
    /// scene still tells its observer (at time 0).
    func send(_ kind: KioskEvent.Kind) {
        let event = KioskEvent(at: scene?.eventTime ?? 0, id: id, kind: kind)
        scene?.onEvent?(event)
        scene?.eventObserver?(event, self)
        onEvent?(event)
    }
}
