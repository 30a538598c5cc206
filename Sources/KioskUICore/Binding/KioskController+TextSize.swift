extension KioskController {
    /// A step of the text size a person can ask for on the panel (`{"textSize":"larger"}`, a button's
    /// `action: larger-text`, `KioskController.textSize(_:)`): along `TextSizeLadder`'s rungs, or back to
    /// the size the run started with.
    public enum TextSizeStep: String, Sendable, CaseIterable {
        /// The next rung up (nothing above the top).
        case larger
        /// The next rung down (nothing below the bottom).
        case smaller
        /// The font scale the run started with (`--font-scale`, 1 by default).
        case standard
    }
}
