/// What `Kiosk.run` needs from a display system before and while it starts one: the seam through
/// which the runtime gets its `DisplayBackend` without naming any of its types. `SDLDisplay`
/// (SDL/) implements it; `Kiosk.display` (SDL/Kiosk+Display.swift) is the one place that picks it.
package protocol DisplayProvider {
    /// Checks a `--driver` name before anything starts; throws why it is not usable (naming the
    /// valid ones).
    func validateDriver(_ name: String) throws

    /// The font file installed for `family` (regular face), or nil when there is none.
    func fontFile(family: String) -> String?

    /// Opens the display `request` asks for. Throws a `DisplayOpenError` that says whether the
    /// font or the display failed.
    @MainActor func open(_ request: DisplayRequest) throws -> DisplayBackend

    /// The sound output for the feedback click (`--click`); throws why there is none.
    func openClickSound() throws -> FeedbackSound
}

/// The display `kiosk run` asks for, from its options.
package struct DisplayRequest: Sendable, Equatable {
    /// auto, auto,headless, wayland, x11, kmsdrm, fb or headless.
    package var driver: String
    /// The output's (window's) size in pixels; the UI gets it turned by `rotation`.
    package var size: Size
    /// A font file instead of the default family; nil for the default.
    package var fontPath: String?
    package var fullscreen: Bool
    package var rotation: DisplayRotation
    /// `--fb-device`: the DRM card or fbdev device the fb driver draws on; nil to find one.
    package var fbDevice: String? = nil
    /// Whether `--size` was given (the fb driver then sets that mode when the panel has it,
    /// else its preferred one).
    package var sizeGiven: Bool = false
}

/// Why a display did not open: the font file was unusable (the operator's input, exit status 3),
/// or the display itself could not start (exit status 4).
package struct DisplayOpenError: Error, CustomStringConvertible {
    package enum Cause: Sendable { case font, display }
    let cause: Cause
    package let description: String

    /// The memberwise initializer, for the display system (KioskUISDL).
    package init(cause: Cause, description: String) {
        self.cause = cause; self.description = description
    }
}
