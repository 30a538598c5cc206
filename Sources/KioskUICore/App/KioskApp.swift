/// The application model a screen file describes, shared by every way of driving it: the
/// screens and which one shows (`ScreenNavigator`), the way back, a screen's own return timer,
/// the idle reset, text that shows controls' values, dialogs, and what commands changed so a
/// reset can undo it. Buttons (`goto`), keys (Escape), timers and commands (`show`, `set`,
/// `reset`, `dialog`, carried in by the `Runner`) all act on this one model.
///
/// Its widget is the `ScreenDeck` at the root of the tree. When the deck joins a scene the model
/// attaches itself (`attach`): the scene then keeps it alive, brings live text up to date before
/// every layout check, and wakes the deck for the model's timers.
///
/// Files: navigation (`+Navigation`), timers and idle (`+Timers`), live text (`+LiveText`), what
/// commands change and the reset (`+Reset`), dialogs (`+Dialogs`), buttons that ask first
/// (`+Confirm`).
@MainActor
final class KioskApp {
    /// The screens, in file order.
    let screens: [AppScreen]
    /// The root of the tree: the screens, one shown at a time.
    let deck: ScreenDeck
    var navigator: ScreenNavigator
    /// Seconds without input after which the kiosk goes back to its start (`idleTimeout`).
    let idleTimeout: Double?
    /// Widgets with an id on every screen, for the lookups of live text, bindings and dialogs.
    let widgetsByID: WidgetIndex

    /// Text that shows controls' values (`+LiveText`).
    var liveTexts: [LiveText] { didSet { liveTextStale = true } }
    /// Whether a value a live text shows may have changed since it was last filled in.
    var liveTextStale = true
    /// Where every control with a value starts in the file, in tree order (`+Reset`).
    let fileValues: [FileValue]
    /// What commands changed that a reset puts back, the first change of each thing (`+Reset`).
    var overrides: [Override] = []

    /// The time of the last input since the start or the last idle reset, if there was any
    /// (`+Timers`).
    var lastInput: Double?
    /// When the screen showing was shown (`+Timers`).
    var shownAt: Double = 0
    /// Per screen, the widget that had focus when it was left (`+Navigation`).
    var focusWhenLeft: [WeakWidget]

    /// Buttons that show another screen after their `tap` (`+Navigation`).
    let gotos: [(button: Widget, target: ScreenTarget)]
    /// Buttons that change a display setting after their `tap` (`ButtonAction`).
    let actions: [(button: Widget, action: ButtonAction)]
    /// Buttons that ask before going on (`+Confirm`), and the answer each open question waits for.
    let confirms: [ConfirmStep]
    var confirmAnswers: [ObjectIdentifier: EventBus.Token] = [:]
    /// Buttons that switch the language or open the language menu (`+Language`).
    let languageButtons: [(button: Widget, choice: LanguageChoice)]
    /// Buttons enabled only while a checkbox is checked (`+EnabledLinks`).
    var enabledLinks: [EnabledLink] = []

    /// The screen's languages; nil when it lists none (`+Language`).
    let languages: LanguageList?
    /// Every text of the screen with its translations: what a dialog's texts are looked up in.
    let strings: StringTable
    /// What changes with the language besides live text.
    var localizedParts: [LocalizedPart]
    /// The language shown, the one a reset returns to, and the language menu if open.
    var languageState = LanguageState()
    /// When the on-screen keyboard shows (the file's `keyboard`; `+Keyboard`).
    var keyboardMode = KeyboardMode.auto
    /// The file's `power` rules and their state; nil without them (`Power/KioskApp+Power`).
    var power: PowerKeeper?
    /// What the power rules switch: the run's display (the `Runner`); none in a test without one.
    weak var powerDisplay: PowerDisplay?

    /// - Parameters:
    ///   - screens: at least one, names all different.
    ///   - start: the index of the screen shown first and after the idle reset.
    ///   - idleTimeout: seconds without input before the idle reset; nil for none.
    ///   - gotos: buttons that show another screen when tapped.
    ///   - actions: buttons that change a display setting when tapped.
    ///   - confirms: buttons that ask first, and what the answer that goes on does.
    ///   - texts: labels and buttons whose text shows controls' values or changes with the language.
    ///   - fileValues: the value position the file gives each control whose start came from
    ///     elsewhere (`--state`), by id; the others start at their file value.
    ///   - languages: the screen's languages and what changes with them; nil when it lists none.
    init(screens: [AppScreen], start: Int = 0, idleTimeout: Double? = nil, gotos: [(Widget, ScreenTarget)] = [],
         actions: [(Widget, ButtonAction)] = [], confirms: [ConfirmStep] = [],
         texts: [(TextWidget, Localized<TextTemplate>)] = [], fileValues: [String: Int] = [:], languages: AppLanguages? = nil) {
        self.screens = screens
        deck = ScreenDeck(screens: screens.map(\.root), shown: start)
        navigator = ScreenNavigator(names: screens.map(\.name), start: start)
        self.idleTimeout = idleTimeout
        self.gotos = gotos.map { (button: $0.0, target: $0.1) }
        self.actions = actions.map { (button: $0.0, action: $0.1) }
        self.confirms = confirms
        languageButtons = languages?.buttons ?? []
        focusWhenLeft = screens.map { _ in WeakWidget() }
        self.languages = languages?.list
        strings = languages?.strings ?? StringTable()
        localizedParts = languages?.parts ?? []
        languageState.current = languages?.list.defaultLanguage
        languageState.start = languageState.current
        // A language picker follows the language, which a reset puts back itself.
        let languagePickers = localizedParts.compactMap { p -> ObjectIdentifier? in
            guard case .languagePicker = p.kind, let w = p.widget else { return nil }
            return ObjectIdentifier(w)
        }
        var values: [FileValue] = []
        deck.forEachDescendant { w in
            if let c = w.valueControl, c.isValueOfItsOwn, !languagePickers.contains(ObjectIdentifier(w)) {
                values.append(FileValue(control: c, position: w.id.flatMap { fileValues[$0] } ?? c.valuePosition))
            }
        }
        widgetsByID = WidgetIndex([deck])
        self.fileValues = values
        liveTexts = texts.map { LiveText(widget: $0.0, source: .template($0.1)) }
        deck.owner = self
        refreshLiveText()
    }

    /// A model of one screen, `main`, with no timers: the tree built in code (the demo).
    convenience init(root: Widget) {
        self.init(screens: [AppScreen(name: KioskApp.singleScreenName, root: root, after: nil)])
    }

    /// The name of the one screen of a file that has `root` instead of `screens`.
    static let singleScreenName = "main"

    /// The scene the deck is in, once attached.
    var scene: Scene? { deck.scene }

    /// Joins `scene`: it keeps the model alive and asks it to update live text before every
    /// layout check (`SceneModel`); the controls' behaviour subscribes to its events; the timers
    /// start counting from now.
    private func attach(_ scene: Scene) {
        scene.model = self
        subscribeControls(to: scene.events)
        scene.setLanguage(language, numbers: numberFormat)
        // Live texts were filled in before there was a scene to say how numbers are written: a
        // ruler's value in them is written again in the start language's way (21,5 in German).
        liveTextStale = true
        shownAt = scene.now
        rearmTimers()
        attachKeyboard(to: scene)
    }
}

/// The deck tells the model of joining a scene, of Escape and of a wake-up.
extension KioskApp: ScreenDeckOwner {
    func deckJoined(_ scene: Scene) { attach(scene) }
    func deckBack() -> Bool { back() }
    func deckWoke(at now: Double) { timerFired(at: now) }
}

/// Live text is brought up to date before every layout check.
extension KioskApp: SceneModel {
    func sceneWillLayout() { refreshLiveText() }
}

extension KioskApp {
    /// What the screen's controls do on the panel after their events, as subscribers of the
    /// stage `controls`, each after the event's JSON line: a button's display action, then its
    /// language (switched before its goto shows the next screen), then its goto or the question a
    /// `confirm` asks first; live text last.
    func subscribeControls(to bus: EventBus) {
        for (button, action) in actions {
            bus.subscribe(.controls, .init(sender: button, kinds: [.tap])) { [weak self] _, _ in self?.scene?.perform(action) }
        }
        watchLanguageControls(on: bus)
        for (button, target) in gotos { follow(button, to: target, on: bus) }
        watchConfirms(on: bus)
        watchLiveTextSources(on: bus)
        watchEnabledLinks(on: bus)
    }
}

/// One screen of a file.
struct AppScreen {
    let name: String
    /// What is drawn: the file's root, inside a scroll view when it is not one
    /// (`Screen.scrollingWhenTall`).
    let root: Widget
    /// How the screen returns by itself (`after`), if it does.
    let after: ScreenReturn?
}

/// A weak reference to a widget, to remember one without keeping it.
struct WeakWidget {
    weak var widget: Widget?
}
