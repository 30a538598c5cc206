/// A screen file loaded: its application model (the screens, with the widget trees), the theme,
/// the font family, and the ids the file declared (the only ids commands may set). See
/// docs/screens.md for the schema.
///
/// A file has one screen under `root`, or several under `screens` (`ScreenFields.topLevel`),
/// plus an optional `theme`, `start`, `idleTimeout`, `allowQuit` (whether a kiosk-mode run
/// may be quit from the display) and `accessibility` (speech). YAML and JSON files share the schema; JSON goes through the
/// YAML parser, which keeps line numbers.
@MainActor
package final class Screen {
    let file: String
    /// The screens, which one shows, timers, live text and dialogs: what commands act on.
    let app: KioskApp
    /// What is drawn: the screens (`ScreenDeck`), each inside a scroll view when it is not one
    /// (`scrollingWhenTall`).
    var root: Widget { app.deck }
    /// The start screen's root widget as the file gave it.
    let content: Widget
    let theme: Theme
    /// The theme's font family and the line naming it, when the file names one.
    let font: (family: String, line: Int)?
    /// Every id the file declares, in file order (across its screens).
    let ids: [String]
    /// Saved values that could not be used (unknown id, value that no longer fits).
    let stateWarnings: [String]
    /// Controls without a name for speech, in file order (`kiosk check` warns about them).
    var unnamedControls: [UnnamedControl] = []
    /// Contrast pairs under WCAG AA and too small touch targets of the file's own theme
    /// (`kiosk check` warns; the built-in themes have none).
    var themeWarnings: [ThemeWarning] = []
    /// Texts without a translation into one of the screen's languages, in file order (`kiosk
    /// check` warns about them).
    var missingTranslations: [MissingTranslation] = []
    /// Plural forms that do not fit their language (`kiosk check` warns), in file order.
    var pluralWarnings: [PluralWarning] = []
    /// `allowQuit: true`: a quit request from the display (window close, a window manager's
    /// Alt+F4) ends a kiosk-mode run too (`QuitPolicy`).
    let allowsQuit: Bool
    /// Speech as the file's `accessibility` block asks for it (off without one); the command line wins.
    var speech = SpeechSettings()
    /// Every picture and icon file the screen names (a shipped icon too), in the order read.
    var picturesRead: [ScreenPictureReference] = []
    /// The line each widget was written on (none for the demo or a Swift description).
    var widgetLines: [ObjectIdentifier: Int] = [:]

    /// The line of the file `w` (or, for a widget the runtime made, its nearest ancestor) was
    /// written on; nil outside a file.
    func line(of w: Widget) -> Int? {
        var p: Widget? = w
        while let x = p {
            if let l = widgetLines[ObjectIdentifier(x)] { return l }
            p = x.parent
        }
        return nil
    }

    /// What a Swift description ties its widgets to (`SwiftBindings`); none for a file.
    var hooks: [AttachedHook] = []

    init(file: String, app: KioskApp, content: Widget, theme: Theme, font: (family: String, line: Int)?, ids: [String],
         stateWarnings: [String], allowsQuit: Bool = false) {
        self.file = file; self.app = app; self.content = content; self.theme = theme; self.font = font; self.ids = ids
        self.stateWarnings = stateWarnings; self.allowsQuit = allowsQuit
    }

    /// One screen built in code (the demo): `main`, with no timers.
    convenience init(file: String, root: Widget, theme: Theme, font: (family: String, line: Int)?, ids: [String],
                     stateWarnings: [String], allowsQuit: Bool = false) {
        Screen.nameUnnamedButtons(in: [(root, nil)])
        self.init(file: file, app: KioskApp(root: Screen.scrollingWhenTall(root)), content: root, theme: theme, font: font,
                  ids: ids, stateWarnings: stateWarnings, allowsQuit: allowsQuit)
    }

    /// Loads and checks the file at `path` and the `.po` files of its languages beside it,
    /// starting controls at `initialValues` (by id) where those fit. Throws `ScreenError` with
    /// every problem found.
    static func load(path: String, initialValues: [String: JSONValue] = [:]) throws -> Screen {
        try decode(ScreenSource.load(path: path), file: path, initialValues: initialValues, translations: .poFiles(beside: path))
    }

    /// Parses and checks screen text (tests, and files already read), with the translations
    /// `translations` gives besides its maps (none unless given).
    static func parse(_ text: String, file: String, initialValues: [String: JSONValue] = [:],
                      translations: TranslationLoader? = nil) throws -> Screen {
        try decode(ScreenSource.parse(text, file: file), file: file, initialValues: initialValues,
                   translations: translations ?? .none(beside: file))
    }

    static func decode(_ node: ScreenNode, file: String, initialValues: [String: JSONValue],
                       translations: TranslationLoader) throws -> Screen {
        let d = ScreenDecoder(file: file, initialValues: initialValues, translations: translations)
        guard let top = ScreenObject(node, what: "a screen", field: "screen", decoder: d,
                                     example: "root: {type: label, text: Hello}") else {
            throw ScreenError(issues: d.issues)
        }
        top.check(allowed: ScreenFields.topLevel)
        d.readLanguages(top)   // before any text: texts may be mappings of translations
        let (theme, font) = d.theme(top[ScreenFields.theme])
        let allowsQuit = top.read(ScreenFields.allowQuit)
        let idleTimeout = top.read(ScreenFields.idleTimeout)
        let speech = d.accessibility(top)
        let keyboardMode = top.read(ScreenFields.keyboard)
        let screens = d.screens(top)
        let names = screens.map(\.name)
        let start = d.start(top, names: names)
        let power = d.power(top, names: names)
        d.checkLiveTexts(in: screens.map(\.content))
        d.checkTargets(names: names)
        d.checkEnabledLinks(in: screens.map(\.content))
        guard d.issues.isEmpty, !screens.isEmpty else {
            // The screen file's problems in file order, then those of its .po files.
            func order(_ i: (offset: Int, element: ScreenIssue)) -> (Int, String, Int, Int) {
                (i.element.file == file ? 0 : 1, i.element.file, i.element.line, i.offset)
            }
            throw ScreenError(issues: d.issues.enumerated().sorted { order($0) < order($1) }.map(\.element))
        }
        var warnings = d.rejectedInitialValues
        for id in initialValues.keys.sorted() where !d.usedInitialValues.contains(id) {
            warnings.append("saved value for \"\(id)\" ignored: no control with that id on this screen")
        }
        // A screen's buttons without an id are named under the screen (`thanks.1`); a file with one
        // screen keeps the names it always gave (`button.1`).
        nameUnnamedButtons(in: screens.map { ($0.content, screens.count > 1 ? $0.name : nil) })
        let app = KioskApp(screens: screens.map { AppScreen(name: $0.name, root: scrollingWhenTall($0.content), after: $0.after) },
                           start: start, idleTimeout: idleTimeout, gotos: d.gotos.map { ($0.button, ScreenTarget($0.target)) },
                           actions: d.actions.map { ($0.button, $0.action) },
                           confirms: d.confirms,
                           texts: d.liveTexts.map { ($0.widget, $0.template) }, fileValues: d.fileValues,
                           languages: d.languages.map { AppLanguages(list: $0, strings: d.strings, parts: d.localizedParts, buttons: d.languageButtons) })
        app.enabledLinks = d.enabledLinks
        app.keyboardMode = keyboardMode
        app.power = power.map(PowerKeeper.init)
        let screen = Screen(file: file, app: app, content: screens[start].content, theme: theme, font: font, ids: d.idOrder,
                            stateWarnings: warnings, allowsQuit: allowsQuit)
        screen.unnamedControls = d.unnamedControls
        screen.widgetLines = d.widgetLines
        screen.picturesRead = d.picturesRead
        if let entry = top.entries.first(where: { $0.key == ScreenFields.theme.name }) {
            let target = entry.value.entries?.first { $0.key == ScreenFields.Theme.minTouchTarget.name }
            screen.themeWarnings = ThemeWarning.warnings(for: theme, line: entry.line, targetLine: target?.line ?? entry.line)
        }
        screen.speech = speech
        // In file order (a widget's own fields are read after its children).
        screen.pluralWarnings = d.pluralWarnings
        screen.missingTranslations = d.missingTranslations.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }
            .map(\.element)
        return screen
    }
}
