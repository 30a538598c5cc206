/// The language the scene shows, as its environment carries it (`SceneEnvironment.language`,
/// `.numbers` and `.direction`, read by the layout and the draw context alike). The application model
/// sets it (`KioskApp.setLanguage`); a change lays the whole tree out again in the next frame,
/// once, as a theme or font-scale change does, so a widget whose layout or drawing depends on the
/// language reads it from its context there and needs no notice of its own.
extension Scene {
    /// The language shown; nil when the screen lists no languages.
    var language: LanguageCode? { environment.language }

    /// Shows the scene in `language`, with numbers written by `numbers`: a new layout and a full
    /// redraw in the next frame.
    func setLanguage(_ language: LanguageCode?, numbers: NumberFormat) {
        guard language != environment.language || numbers != environment.numbers else { return }
        environment = environment.with(language: language, numbers: numbers)
    }
}
