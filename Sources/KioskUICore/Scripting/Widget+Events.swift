extension Widget {
    /// Sends an event: the one place every control's events start. It is stamped with the frame
    /// clock and the widget's id and goes to the scene's subscribers (`EventBus`) with the widget:
    /// the JSON line first, then speech, then what the control does on the panel (a page
    /// container's `disappear` and `appear` after its tabs' `change`), then the Swift app. A widget
    /// outside a scene has no one to tell.
    func send(_ kind: KioskEvent.Kind) {
        guard let scene else { return }
        // A button in a list's row: the list sends its tap, saying which item's row it is in.
        var p = parent
        while let x = p {
            if let list = x.childEventRelay { if list.relay(kind, from: self) { return } else { break } }
            p = x.parent
        }
        scene.events.publish(KioskEvent(at: scene.eventTime, id: id, kind: kind), from: self)
    }
}
