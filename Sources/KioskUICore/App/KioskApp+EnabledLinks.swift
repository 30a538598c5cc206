/// Buttons that follow a checkbox (`enabled: {checked: ID}`): each is enabled exactly while its
/// box is checked — from the start (a box restored checked from `--state` enables it at once),
/// after each `change` of the box by touch, key, gamepad, `set` or a reset.
extension KioskApp {
    /// Sets each linked button from its box now and subscribes it to the box's `change` events
    /// (stage `controls`, after the event's line and its speech).
    func watchEnabledLinks(on bus: EventBus) {
        for link in enabledLinks {
            guard let box = widgetsByID[link.checkboxID]?.onOffValue else { continue }
            link.button.isEnabled = box.isOn
            bus.subscribe(.controls, .init(sender: box, kinds: [.change])) { [weak box, weak button = link.button] _, _ in
                guard let box, let button else { return }
                button.isEnabled = box.isOn
            }
        }
    }
}
