/// What a button does on the panel besides its `tap` event, as the runtime names it
/// (`KUI.Button.Action`: the screen file's `action`, `KUI.Button(…).action(_:)`).
typealias ButtonAction = KUI.Button.Action
