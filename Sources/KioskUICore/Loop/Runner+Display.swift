/// The display's power and backlight: on or off (by a command, the screen file's `power`
/// schedule, or a waking press), and the percentage the backlight is at. While off no frame is
/// drawn and the loop sleeps until input, a command or a timer; the press that wakes it reaches
/// nothing else.
extension Runner {
    /// Whether the panel shows a picture now.
    var displayState: DisplayState { power.state }
    /// The backlight's percentage now (what the panel shows when on).
    var brightness: Int { power.brightness }

    /// Turns the display off or on, for `reason`: the backend blanks or lights the panel, the
    /// `display` event says so, and on the whole window is drawn again. Nothing when it already is.
    func setDisplay(_ state: DisplayState, reason: DisplayReason) {
        guard state != power.state else { return }
        power.state = state
        scene.displayIsOn = state == .on
        backend.setDisplayPower(state == .on)
        if state == .on {
            backend.setBrightness(power.brightness)
            scene.setNeedsDisplayAll()
        }
        scene.send(.display(state: state, reason: reason))
    }

    /// Sets the backlight to `percent` (clamped to 1…100). Told to the panel at once when on;
    /// remembered for the wake when off.
    func setBrightness(_ percent: Int) {
        let p = min(max(percent, DisplayPower.brightnessRange.lowerBound), DisplayPower.brightnessRange.upperBound)
        guard p != power.brightness else { return }
        power.brightness = p
        if power.state == .on { backend.setBrightness(p) }
    }

    /// Whether the scene needs frames drawn: never while the display is off (what changed
    /// meanwhile is drawn in full on wake).
    var wantsFrames: Bool { power.state == .on && (scene.isAnimating || scene.hasWork) }

    /// Takes an input event through the display's power: while off a user's input wakes it and
    /// is swallowed, with the rest of its press (its release, the text a waking key typed).
    /// Returns whether the event goes on to the scene.
    func passesDisplayPower(_ e: InputEvent) -> Bool {
        let (wakes, swallowed) = power.filter(e)
        if wakes { setDisplay(.on, reason: .input) }
        return !swallowed
    }
}
