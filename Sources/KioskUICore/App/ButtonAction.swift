/// What a button does on the panel besides its `tap` event, as the runtime names it
/// (`KUI.Button.Action`: the screen file's `action`, `KUI.Button(…).action(_:)`).
typealias ButtonAction = KUI.Button.Action

extension Button {
    /// Makes the button carry out `action` after each `tap` it sends (by touch, key or gamepad).
    func performs(_ action: ButtonAction) {
        let earlier = onEvent
        onEvent = { [weak self] e in
            earlier?(e)
            if case .tap = e.kind { self?.scene?.perform(action) }
        }
    }
}
