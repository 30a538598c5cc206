/// Where a pointer event came from. A touch and a mouse drive the same widgets.
package enum PointerDevice: String, Sendable, CaseIterable {
    case touch
    case mouse
}

/// The phase of a pointer contact.
package enum PointerPhase: String, Sendable, CaseIterable {
    case down
    case move
    case up
    /// The contact was taken away (window lost focus, touch cancelled); no tap may fire.
    case cancel
}

/// One pointer sample: a finger or the mouse, with its own id for multi-touch.
package struct PointerEvent: Sendable, Equatable {
    var phase: PointerPhase
    var id: Int
    var location: Point
    var device: PointerDevice
    /// Seconds on the frame clock.
    var time: Double

    /// The memberwise initializer, for the display system's translators (KioskUISDL).
    package init(phase: PointerPhase, id: Int, location: Point, device: PointerDevice, time: Double) {
        self.phase = phase; self.id = id; self.location = location; self.device = device; self.time = time
    }
}

/// Keys the runtime understands. Everything else is ignored.
package enum Key: String, Sendable, CaseIterable {
    case left, right, up, down
    case tab, backtab
    case enter, space, escape
    case pageUp = "pageup", pageDown = "pagedown"
    case home, end
    /// F2 (or a script's "split"): cycles the split-screen fraction on a desk.
    case cycleSplit = "f2"
    /// + (and = beside it, the keypad's +) and − (the keypad's −): a slider or stepper with focus
    /// goes up or down a step.
    case plus, minus
    /// Backspace and Delete: a text field with focus deletes the character before or after the caret.
    case backspace, delete
}

/// Gamepad buttons with the SDL game controller names.
package enum GamepadButton: String, Sendable, CaseIterable {
    case a, b, x, y
    case back, guide, start
    case leftShoulder = "leftshoulder", rightShoulder = "rightshoulder"
    case dpadUp = "dpup", dpadDown = "dpdown", dpadLeft = "dpleft", dpadRight = "dpright"
}

/// Gamepad axes with the SDL game controller names; values are -1...1.
package enum GamepadAxis: String, Sendable, CaseIterable {
    case leftX = "leftx", leftY = "lefty", rightX = "rightx", rightY = "righty"
    case triggerLeft = "triggerleft", triggerRight = "triggerright"
}

/// Everything that can happen to the UI from outside, in one type: from SDL, from a replay
/// script, or from a command on stdin.
package enum InputEvent: Sendable, Equatable {
    case pointer(PointerEvent)
    /// A mouse wheel turn: positive `dy` scrolls content up (wheel away from the user), in notches.
    case wheel(dx: Double, dy: Double, at: Point)
    case key(Key, down: Bool)
    case gamepadButton(GamepadButton, down: Bool)
    case gamepadAxis(GamepadAxis, value: Double)
    /// A gamepad was plugged in (true) or removed (false).
    case gamepadConnected(Bool)
    /// The window (or output) now has this size in pixels.
    case resize(Size)
    case fontScale(Double)
    /// The UI gets this fraction of the window width, as in a split screen.
    case split(Double)
    /// The window wants to close (SIGTERM, window manager); the loop ends after this frame.
    case quit
    /// The window was exposed or restored and must be drawn again in full.
    case expose
    /// Text typed on a physical keyboard (SDL's text input, xkbcommon on the fb driver), a barcode
    /// scanner's burst or a replay's `type` line: it goes to the focused text field.
    case text(String)
}
