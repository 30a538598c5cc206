import KioskUICore

/// The SDL display system behind `DisplayProvider`: SDL's drivers, fontconfig's fonts, SDL audio.
package struct SDLDisplay: DisplayProvider {
    package init() {}

    package func validateDriver(_ name: String) throws {
        _ = try SDLDriver.plan(name, environment: [:], fileExists: { _ in false })
    }

    package func fontFile(family: String) -> String? { FontLocator.face(family: family, bold: false)?.path }

    @MainActor package func open(_ request: DisplayRequest) throws -> DisplayBackend {
        do {
            return try SDLBackend.openDisplay(driver: request.driver, size: request.size, fontPath: request.fontPath,
                                              fullscreen: request.fullscreen, rotation: request.rotation,
                                              fb: FBRequest(device: request.fbDevice, sizeGiven: request.sizeGiven),
                                              budgets: .standard, environment: ProcessEnvironment.current)
        } catch {
            // The font is checked again only now that opening failed, to tell a bad font (the
            // operator's input) from a display that cannot start.
            let fontFailed = (try? FontSet(fontPath: request.fontPath)) == nil
            throw DisplayOpenError(cause: fontFailed ? .font : .display, description: "\(error)")
        }
    }

    package func openClickSound() throws -> FeedbackSound {
        try SDLClickSound.open()
    }
}
