/// Finds what speech says: it watches the scene's events as they are sent (with the control that
/// sent each) and, once a frame, what has focus and which dialog is on top; the cues of that frame
/// become one utterance (`SpeechWording`), sent as a `speech` event and given to the voice.
///
/// - A screen appearing (at start, `screen`, the idle reset) says its title. Values that change
///   with it (a reset putting controls back) are not news and are not said.
/// - A dialog opening says its question and its buttons.
/// - A page container showing a page says the page and its place.
/// - Focus moving says the control (name, value, role; "unavailable" when disabled); so does a
///   change of what the focused control is (a menu's highlighted item, a new title, a button
///   turned disabled — a disabled button loses focus, and is said once as it does).
/// - A settled change of a control's value (`change`) says the value, unless the same frame
///   said the control with focus (which says the value already). A progress bar says its name
///   and percentage, at most every few seconds (`ProgressSpeech`). A page container's tabs say
///   nothing of their own: the page they show does.
///
/// Runs on the loop (main actor) and does nothing between frames but note; a frame with nothing
/// to say describes the focused control once, to compare.
@MainActor
final class SpeechMonitor {
    let scene: Scene
    private let app: KioskApp?
    /// A control whose changes are not said: the service PIN's field, of which not even the
    /// length may be heard (`Runner+Service`).
    weak var unsaidChanges: Widget?
    /// Where the utterance is heard; nil: the events only (headless, no espeak-ng).
    let voice: SpeechWorker?
    /// The rate, volume and voice the run speaks with.
    private let settings: SpeechSettings

    // What happened since the last frame.
    private var shownScreen: String?
    private var pages: [SpeechCue] = []
    private var changed: [WeakWidget] = []
    /// Progress bars' percentages, said at most every few seconds.
    private var progress = ProgressSpeech()
    /// The on-screen keyboard's keys pressed (a PIN's digits are not among them).
    private var keys: [String] = []

    // What was said.
    private weak var saidFocus: Widget?
    private var saidFocusAs: SpokenControl?
    private weak var saidDialog: (any ModalQuestion)?
    /// Its place among the scene's subscribers, given up when speech stops.
    var subscription: EventBus.Token?

    /// Starts watching `scene`'s events (a subscriber after the output, with the sending widget).
    init(scene: Scene, app: KioskApp?, voice: SpeechWorker?, settings: SpeechSettings) {
        self.scene = scene
        self.app = app
        self.voice = voice
        self.settings = settings
        speakIn(app?.language)
        subscription = scene.events.subscribe(.speech) { [weak self] event, sender in self?.note(event, from: sender) }
    }

    /// Notes what an event means for speech.
    func note(_ event: KioskEvent, from sender: Widget?) {
        switch event.kind {
        case .ready, .idle:
            shownScreen = app?.currentScreen
        case let .screen(name, _):
            shownScreen = name
        // A text field's refused submit says its value with the hint that now shows.
        case .change, .invalid:
            guard let w = sender, w.accessibleRole != .tab, w !== unsaidChanges else { return }
            if w.accessibleRole == .progress { return progress.note(w) }
            changed.removeAll { $0.widget === w || $0.widget == nil }
            changed.append(WeakWidget(widget: w))
        case let .language(code):
            // The customer hears where they are again, in the new language and its voice.
            speakIn(code)
            shownScreen = app?.currentScreen
        case let .key(name?):
            keys.append(name)
        case let .appear(page, index):
            // A page container's value is its page: its domain counts the pages.
            if let c = sender?.valueControl, case let .titles(titles) = c.valueDomain {
                pages.append(.page(title: page, index: index, count: titles.count))
            }
        default:
            break
        }
    }

    /// From the next utterance on, the voice speaks the language the texts are shown in.
    private func speakIn(_ language: LanguageCode?) {
        voice?.setArguments(settings.espeakArguments(voice: settings.voice(for: language, defaultLanguage: app?.languages?.defaultLanguage)))
    }

    /// Speech was just turned on in a running kiosk: the next frame says where the customer is —
    /// the screen's heading, an open dialog, the control with focus — as if they had just come.
    func announceWhereWeAre() {
        shownScreen = app?.currentScreen
        saidFocus = nil
        saidFocusAs = nil
        saidDialog = nil
    }

    /// Says what the frame brought, if anything: called once the frame is laid out and drawn.
    func frameDone() {
        if let w = voice?.takeWarning() { scene.send(.warning(w)) }
        var cues: [SpeechCue] = []
        if let name = shownScreen, let title = app?.spokenTitle(ofScreen: name), !title.isEmpty {
            cues.append(.screen(title: title))
        }
        let dialog = scene.overlays.last as? ModalQuestion
        if let d = dialog, d !== saidDialog { cues.append(.dialog(title: d.title, buttons: d.buttons)) }
        saidDialog = dialog
        cues += pages
        cues += keys.map { .key($0) }
        keys.removeAll()
        let focusCue = focusChange()
        if let (_, control) = focusCue { cues.append(.focus(control)) }
        if shownScreen == nil {
            for w in changed.compactMap(\.widget) where w !== focusCue?.widget && w.isOnScreen(in: scene) {
                cues.append(.value(w.spokenControl))
            }
        }
        cues += progress.due(at: scene.now, in: scene, quiet: shownScreen != nil).map { .value($0.spokenControl) }
        shownScreen = nil
        pages.removeAll()
        changed.removeAll()
        guard let text = SpeechWording.utterance(cues, SpeechVocabulary.of(app?.language)) else { return }
        scene.send(.speech(text: text))
        voice?.speak(text)
    }

    /// The control to say because focus moved to it or it changed what it is; nil when there is none.
    private func focusChange() -> (widget: Widget, control: SpokenControl)? {
        let before = (widget: saidFocus, control: saidFocusAs)
        guard let f = scene.focus.focused, f.isOnScreen(in: scene) else {
            saidFocus = nil
            saidFocusAs = nil
            // A disabled button lost focus: say that it cannot be used now.
            guard let w = before.widget, w.isOnScreen(in: scene), (w as? AccessibleWidget)?.isUsable == false else { return nil }
            return (w, w.spokenControl)
        }
        let now = f.spokenControl
        saidFocus = f
        saidFocusAs = now
        guard f === before.widget, let was = before.control else { return (f, now) }
        let same = (now.name == was.name || now.role == .tab) && now.role == was.role && now.isEnabled == was.isEnabled
            && (now.role != .listItem || now.value == was.value)   // a list's cursor moved to another item
        return same ? nil : (f, now)
    }
}
