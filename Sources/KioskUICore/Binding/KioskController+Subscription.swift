extension KioskController {
    /// An observer added with `onEvent`: `cancel()` takes it off, so it hears no event from then
    /// on (none already sent and not yet delivered either), while the controller's other observers
    /// go on hearing theirs. Dropping it does not cancel: an observer for the app's whole life
    /// needs nobody to hold its subscription.
    ///
    /// It is a subscription on the run's event bus, at the stage after the bindings, the widgets'
    /// callbacks and dialog answers; one added before `Kiosk.run` subscribes when the run starts,
    /// and again on each run after it, until cancelled.
    @MainActor
    public final class Subscription {
        /// The events it hears.
        let filter: EventBus.Filter
        let observer: @MainActor (KioskEvent) -> Void
        /// The controller it belongs to, while it is not cancelled.
        weak var controller: KioskController?
        /// Its subscription on the bus of the run going, while one goes.
        var token: EventBus.Token?

        init(filter: EventBus.Filter, observer: @escaping @MainActor (KioskEvent) -> Void, controller: KioskController) {
            self.filter = filter
            self.observer = observer
            self.controller = controller
        }

        /// Whether `cancel()` took it off.
        public var isCancelled: Bool { controller == nil }

        /// Takes the observer off: it hears no further event. Cancelling again does nothing.
        public func cancel() {
            controller?.remove(self)
            controller = nil
        }

        /// Subscribes it on `bus` (the run starting, or the one going when it was added).
        func subscribe(on bus: EventBus) {
            token = bus.subscribe(.observers, filter) { [observer] e, _ in observer(e) }
        }
    }
}
