/// Switching the language at run time (docs/screens.md, "Languages"): the `{"set":{"language":…}}`
/// command, `KioskController.language(_:)`, a language picker, a language button, `--language` at
/// start and a reset all come through `setLanguage`, which shows every text of every screen in the
/// new language at once — labels and button titles (live text), options and page tabs, names for
/// speech, open dialogs — and gives the scene the language and its number format, so the next
/// frame lays out once and draws it all (the adaptive pickers and equal-width rows decide again in
/// that one pass). Then the `language` event goes out.
///
/// Texts a command set (`set text`) stay as set, and options a command set stay as set: they are
/// no longer the file's. A reset — the command, or the idle reset when a customer walks away —
/// also brings back the start language (the default, or `--language`), as an airport kiosk does.
extension KioskApp {
    /// The language shown; nil when the screen lists no languages.
    var language: LanguageCode? { languageState.current }

    /// How numbers are written now (`NumberFormat`).
    var numberFormat: NumberFormat { languageState.current.flatMap { languages?.numberFormat($0) } ?? .plain }

    /// Switches to the language of that code (a command, the Swift controller). Throws naming the
    /// screen's languages when it has no such one.
    func setLanguage(named code: String) throws {
        guard let languages else {
            throw ScriptError.message("this screen lists no languages to switch between; list them at the top of its file, the default first, e.g. languages: [en, de]")
        }
        guard let l = languages.language(code) else {
            throw ScriptError.message("\"\(code)\" is not one of this screen's languages; its languages: \(languages.listed)")
        }
        setLanguage(l)
    }

    /// Shows everything in `language` (one of the screen's), then sends the `language` event;
    /// nothing when it shows already.
    func setLanguage(_ l: LanguageCode) {
        guard l != languageState.current else { return }
        languageState.current = l
        applyLanguage()
        scene?.send(.language(l))
    }

    /// Makes `code` the language shown at start and after a reset (`--language`). Throws naming the
    /// screen's languages when it has no such one.
    func startLanguage(_ code: String) throws {
        try setLanguage(named: code)
        languageState.start = languageState.current
    }

    /// Takes over `other`'s start language (`--language`, what a reset goes back to) and the
    /// language it shows, where this screen has them: a screen that replaces `other` without a
    /// restart (a content bundle) goes on in the panel's language. Before this app has a scene.
    func keepLanguage(of other: KioskApp) {
        if let start = other.languageState.start.flatMap({ languages?.language($0.rawValue) }) {
            setLanguage(start)
            languageState.start = start
        }
        if let shown = other.language.flatMap({ languages?.language($0.rawValue) }) { setLanguage(shown) }
    }

    /// Back to the start language (a reset); texts and options a reset put back show in it too.
    func resetLanguage() {
        guard let start = languageState.start else { return }
        if start == languageState.current { applyLanguage() } else { setLanguage(start) }
    }

    /// Shows every text in the current language and gives the scene the language: live text is
    /// filled in before the next layout, options, tabs and names for speech change now, open
    /// dialogs and language pickers follow.
    func applyLanguage() {
        let l = languageState.current
        liveTextStale = true
        for part in localizedParts {
            guard let w = part.widget else { continue }
            switch part.kind {
            case let .options(texts):
                // Options a command set are not the file's: they stay as set.
                guard let picker = w as? TranslatedOptions, picker.optionValues == texts.map(\.source) else { continue }
                picker.relabel(texts.map { $0.value(in: l) })
            case let .accessibilityLabel(text):
                w.accessibilityLabel = text.value(in: l)
            case .languagePicker:
                guard let picker = w as? TranslatedOptions, let code = l?.rawValue,
                      let i = picker.optionValues.firstIndex(of: code) else { continue }
                picker.chooseOption(i)
            case let .textField(placeholder, hint):
                guard let field = w as? TranslatedHints else { continue }
                field.placeholder = placeholder.value(in: l)
                field.patternHint = hint.value(in: l)
            }
        }
        for d in dialogs { translate(d) }
        scene?.setLanguage(l, numbers: numberFormat)
    }

    /// Shows a dialog's title and buttons in the current language, where the screen's texts
    /// translate them (they are looked up by their text in the default language).
    func translate(_ d: Dialog) {
        let l = languageState.current
        if let title = d.localizedTitle {
            d.relabel(title: title(l), buttons: d.buttons.map { strings.localized($0).value(in: l) })
            return
        }
        guard languages != nil else { return }
        d.relabel(title: strings.localized(d.title).value(in: l), buttons: d.buttons.map { strings.localized($0).value(in: l) })
    }

    // MARK: Controls that switch it

    /// Ties the language pickers and language buttons to the model: choosing a language switches
    /// to it (after the control's own event).
    func watchLanguageControls(on bus: EventBus) {
        guard let languages else { return }
        for part in localizedParts {
            guard case .languagePicker = part.kind, let picker = part.widget else { continue }
            bus.subscribe(.controls, .init(sender: picker, kinds: [.change])) { [weak self] e, _ in
                if case let .change(.option(i, _)) = e.kind, languages.codes.indices.contains(i) { self?.setLanguage(languages.codes[i]) }
            }
        }
        for (button, choice) in languageButtons {
            bus.subscribe(.controls, .init(sender: button, kinds: [.tap])) { [weak self, weak button] _, _ in
                guard let self, let button else { return }
                switch choice {
                case let .language(l): self.setLanguage(l)
                case .menu: self.openLanguageMenu(from: button)
                }
            }
        }
    }

    /// Whether `w` is a picker of `kind: language`.
    func isLanguagePicker(_ w: Widget) -> Bool {
        localizedParts.contains { if case .languagePicker = $0.kind { return $0.widget === w }; return false }
    }

    /// Opens a menu of the screen's languages in their own names under `button` (a `menu` event
    /// from it); choosing one switches to it.
    func openLanguageMenu(from button: Widget) {
        guard let languages, let scene, languageState.menu == nil, scene.overlays.isEmpty else { return }
        let codes = languages.codes
        let m = PopupMenu(id: button.id.map { "\($0).menu" }, options: codes.map(\.nativeName),
                          selected: languageState.current.flatMap(codes.firstIndex) ?? 0, anchor: button, owner: self)
        languageState.menu = m
        languageState.menuButton = button
        scene.present(m)
        button.send(.menu(open: true))
    }

    /// Closes the language menu, if one is open (a choice, a tap outside, the idle reset), with a
    /// `menu` event from its button.
    func closeLanguageMenu() {
        guard let m = languageState.menu else { return }
        languageState.menu = nil
        scene?.dismiss(m)
        languageState.menuButton?.send(.menu(open: false))
    }
}

/// The language menu: a choice switches to it.
extension KioskApp: PopupMenuOwner {
    func popupMenu(_ menu: PopupMenu, chose index: Int) {
        if let codes = languages?.codes, codes.indices.contains(index) { setLanguage(codes[index]) }
    }

    func popupMenuCloses(_ menu: PopupMenu) { closeLanguageMenu() }
}

/// The language a model shows and returns to, and the language menu open now.
struct LanguageState {
    /// The language shown; nil when the screen lists no languages.
    var current: LanguageCode?
    /// The language shown at start and after a reset: the default, or `--language`.
    var start: LanguageCode?
    /// The menu of languages a button opened, while it is open, and that button.
    weak var menu: PopupMenu?
    weak var menuButton: Widget?
}

/// The screen's languages and what changes with them, as the decoder found them.
struct AppLanguages {
    var list: LanguageList
    /// Every text with its translations (a dialog's texts are looked up here).
    var strings = StringTable()
    /// What changes with the language besides live text.
    var parts: [LocalizedPart] = []
    /// Buttons that switch the language.
    var buttons: [(button: Widget, choice: LanguageChoice)] = []
}

/// Something besides a label's text or a button's title that changes with the language.
struct LocalizedPart {
    weak var widget: Widget?
    let kind: Kind

    enum Kind {
        /// A picker's options, or a page container's tabs: shown translated while its options are
        /// still the file's (their `source`s, which stay its values).
        case options([Localized<String>])
        /// What speech calls the widget (`accessibilityLabel`).
        case accessibilityLabel(Localized<String>)
        /// A picker of `kind: language`: its options are the languages' own names, its values their
        /// codes, and its selection follows the language.
        case languagePicker
        /// A text field's placeholder and its pattern's hint.
        case textField(placeholder: Localized<String>, hint: Localized<String>)
    }
}

/// What a button's `language` does when tapped.
enum LanguageChoice: Equatable {
    /// Switches to this language.
    case language(LanguageCode)
    /// Opens a menu of the screen's languages.
    case menu

    /// The word for `menu` in a screen file.
    static let menuWord = "menu"
}
