/// What a button does on the panel itself besides its `tap` event (the screen file's `action`,
/// `KUI.Button(…).action(_:)`): the display settings a person may need to read the screen at all,
/// so an integrator can offer them on screen without a controller.
public enum ButtonAction: String, Sendable, CaseIterable {
    /// The text one rung larger (`TextSizeLadder`).
    case largerText = "larger-text"
    /// One rung smaller.
    case smallerText = "smaller-text"
    /// The text size the run started with.
    case standardText = "standard-text"
    /// The high-contrast theme, or back to the screen's own.
    case highContrast = "high-contrast"
}
