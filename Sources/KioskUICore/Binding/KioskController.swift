/// A Swift app's hold on a running kiosk: what a controller on the control socket can do —
/// show a screen, open a dialog, change a text, reset — and the events it hears, as typed
/// callbacks. The same application model carries out both: `show` here is the `show` command.
///
/// Make one before the screen (its callbacks use it), pass it to `Kiosk.run`/`Kiosk.main`, and
/// call it from callbacks; they run on the UI loop as each event is sent, after its JSON line
/// and what the panel does about it (`onEvent`). A call the model
/// refuses (no screen of that name …) is said on stderr and as an `error` event naming the Swift
/// line, and the UI goes on. Calls while no run is going are said on stderr and ignored.
///
/// ```swift
/// let kiosk = KioskController()
/// kiosk.onIdle { print("the customer walked away") }
/// KUI.Button("Pay", id: "pay", style: .primary) {
///     kiosk.dialog("pay-ok", title: "Pay €4.00?", buttons: ["Cancel", "Pay"]) { answer, _ in
///         if answer == "Pay" { kiosk.show("thanks") }
///     }
/// }
/// ```
@MainActor
public final class KioskController {
    /// The run it acts on, while one goes.
    weak var runner: Runner?
    /// The observers added with `onEvent` and not cancelled, in the order added: each is
    /// subscribed on the bus of every run (`listen`).
    private var subscriptions: [Subscription] = []
    /// The bus subscriptions of the answers waited for, by dialog id (one per id: a dialog opened
    /// again replaces the answer).
    private var answerTokens: [(id: String, token: EventBus.Token)] = []
    /// Work other threads post, for the run to take.
    let posted = PostedWork()

    public init() {}

    // MARK: Acting on the kiosk

    /// The name of the screen showing (`main` for a description with one root); nil while no run goes.
    public var currentScreen: String? { runner?.config.app?.currentScreen }

    /// Shows the screen `name`, as the `show` command does (a `screen` event follows).
    public func show(_ name: String, fileID: String = #fileID, line: Int = #line) {
        perform(.show(name), "show", fileID, line)
    }

    /// Goes back to the screen shown before, as Escape does; nothing when there is none.
    public func back(fileID: String = #fileID, line: Int = #line) {
        guard let app = running("back", fileID, line)?.config.app else { return }
        _ = app.back()
    }

    /// Puts back what was changed by `set` calls and commands and moves every control to its
    /// first value, as the `reset` command does. The screen stays.
    public func reset(fileID: String = #fileID, line: Int = #line) {
        perform(.reset, "reset", fileID, line)
    }

    /// Opens a modal dialog (the `dialog` command): a title and buttons, focus on the first.
    /// `answered` gets the button chosen and its index, after the `dialog` event; Escape and
    /// gamepad B choose the first. Opening an id that is open replaces it and its answer.
    public func dialog(_ id: String, title: String, buttons: [String], fileID: String = #fileID, line: Int = #line,
                       answered: @escaping @MainActor (_ button: String, _ index: Int) -> Void = { _, _ in }) {
        forgetAnswer(id)
        if let bus = runner?.scene.events { answerTokens.append((id, awaitAnswer(id, on: bus, answered))) }
        perform(.dialog(.open(id: id, title: title, buttons: buttons)), "dialog", fileID, line)
    }

    /// Closes the dialog `id` without an answer.
    public func closeDialog(_ id: String, fileID: String = #fileID, line: Int = #line) {
        forgetAnswer(id)
        perform(.dialog(.close(id: id)), "closeDialog", fileID, line)
    }

    /// Replaces a label's text or a button's title until a reset (the `set` command's `text`).
    public func set(_ id: String, text: String, fileID: String = #fileID, line: Int = #line) {
        perform(.set(id: id, .text(text)), "set", fileID, line)
    }

    /// Enables or disables a button until a reset (`set` … `enabled`).
    public func set(_ id: String, enabled: Bool, fileID: String = #fileID, line: Int = #line) {
        perform(.set(id: id, .enabled(enabled)), "set", fileID, line)
    }

    /// Hides or shows a widget until a reset (`set` … `hidden`).
    public func set(_ id: String, hidden: Bool, fileID: String = #fileID, line: Int = #line) {
        perform(.set(id: id, .hidden(hidden)), "set", fileID, line)
    }

    /// Moves a ruler to a number (`set` … `value`). A control bound to a `KioskState` is moved by
    /// setting the state instead.
    public func set(_ id: String, value: Double, fileID: String = #fileID, line: Int = #line) {
        perform(.set(id: id, .value(.number(value))), "set", fileID, line)
    }

    /// Selects a picker's option or a page container's page by its title (`set` … `value`).
    public func set(_ id: String, value: String, fileID: String = #fileID, line: Int = #line) {
        perform(.set(id: id, .value(.string(value))), "set", fileID, line)
    }

    /// Gives focus to the control `id` as the `focus` command does: a text field takes it as a tap
    /// would (its `focus` event follows) and brings up the on-screen keyboard.
    public func focus(_ id: String, fileID: String = #fileID, line: Int = #line) {
        perform(.focus(id), "focus", fileID, line)
    }

    /// Turns speech on or off as the `speech` command does: on, the next frame says the screen,
    /// an open dialog and what has focus, with the run's rate, volume and voice.
    public func speech(_ on: Bool, fileID: String = #fileID, line: Int = #line) {
        perform(.speech(on), "speech", fileID, line)
    }

    /// Whether the display shows a picture; nil while no run goes.
    public var display: DisplayState? { runner?.displayState }

    /// Turns the display off or on as the `display` command does (a `display` event with reason
    /// `command`); while off nothing is drawn, and the next press wakes it and does nothing else.
    public func display(_ state: DisplayState, fileID: String = #fileID, line: Int = #line) {
        perform(.display(state), "display", fileID, line)
    }

    /// Sets the backlight's percentage (1…100, clamped) as the `brightness` command does.
    public func brightness(_ percent: Int, fileID: String = #fileID, line: Int = #line) {
        perform(.brightness(min(max(percent, DisplayPower.brightnessRange.lowerBound), DisplayPower.brightnessRange.upperBound)), "brightness", fileID, line)
    }

    /// Steps the text size as the `textSize` command does: `.larger` and `.smaller` along the
    /// ladder 1, 1.25, 1.5, 2, 2.5, 3, `.standard` back to the run's starting size. The layout
    /// follows in the same frame; a `textSize` event says the font scale now.
    public func textSize(_ step: TextSizeStep, fileID: String = #fileID, line: Int = #line) {
        perform(.textSize(step), "textSize", fileID, line)
    }

    /// Shows every screen in a built-in theme (`.highContrast`, `.standard`), or in the screen's
    /// own with nil, as the `theme` command does; the text size stays. A `theme` event follows.
    public func theme(_ base: KUI.Theme.Base?, fileID: String = #fileID, line: Int = #line) {
        let choice: ThemeChoice
        switch base {
        case .standard?: choice = .builtIn(.standard)
        case .highContrast?: choice = .builtIn(.highContrast)
        case nil: choice = .screen
        }
        perform(.theme(choice), "theme", fileID, line)
    }

    /// The language shown; nil while no run goes, or when the screen lists no languages.
    /// `isRightToLeft` says whether it is written right to left.
    public var language: LanguageCode? { runner?.config.app?.language }

    /// Shows every text in the language `code` (one of the screen's `languages`), as the command
    /// `{"set":{"language":"de"}}` does: one relayout, then a `language` event. An unknown
    /// language is refused naming the screen's languages.
    public func language(_ code: String, fileID: String = #fileID, line: Int = #line) {
        perform(.language(code), "language", fileID, line)
    }

    /// Ends the run after this frame, as SIGTERM does: the state saved, the `--screenshot` written,
    /// `Kiosk.run` returning 0. (A quit from the display obeys `allowQuit`; the app's own does not.)
    public func quit(fileID: String = #fileID, line: Int = #line) {
        running("quit", fileID, line)?.quitRequested = true
    }

    /// The answer to a `layout` query now: every widget with its frame, text, value and flags
    /// (docs/scripting.md), as the `layout` event carries it; nil while no run goes.
    public func layout() -> Layout? {
        guard let r = runner else { return nil }
        return Layout(r.layoutAnswer())
    }

    /// Runs `work` on the UI loop between frames, from any thread: how a thread of the app's own
    /// (a payment terminal, a network client) changes states or shows a screen. Work posted while
    /// no run goes waits for the next run.
    public nonisolated func post(_ work: @escaping @Sendable @MainActor () -> Void) {
        posted.post(work)
    }

    // MARK: Hearing from it

    /// Calls `observer` with every event of the kinds given (with none given: every event), in
    /// the order of the JSON lines, after the bindings, the widgets' own callbacks and a dialog's
    /// answer for it. `kiosk.onEvent(.screen, .idle) { … }`.
    ///
    /// Returns its subscription: `cancel()` on it stops the observer hearing events; dropping it
    /// does not.
    @discardableResult
    public func onEvent(_ kinds: EventKind..., observer: @escaping @MainActor (KioskEvent) -> Void) -> Subscription {
        let s = Subscription(filter: .init(kinds: kinds.isEmpty ? nil : kinds), observer: observer, controller: self)
        subscriptions.append(s)
        if let bus = runner?.scene.events { s.subscribe(on: bus) }
        return s
    }

    /// Calls `action` when nobody touched the kiosk for its `idleTimeout`: after the `idle`
    /// event, before the start screen's `screen` event and the controls' `change` events.
    @discardableResult
    public func onIdle(_ action: @escaping @MainActor () -> Void) -> Subscription {
        onEvent(.idle) { _ in action() }
    }

    // MARK: The run

    /// Starts acting on `runner` (the run sets `posted`'s wake once it has one).
    func attach(_ runner: Runner) {
        self.runner = runner
    }

    /// Starts hearing the run's events: each observer subscribes on its bus, in the order added.
    func listen() {
        guard let bus = runner?.scene.events else { return }
        for s in subscriptions { s.subscribe(on: bus) }
    }

    /// The run ended: its bus hears no observer, and no dialog of it can be answered any more.
    func detach() {
        if let bus = runner?.scene.events {
            for s in subscriptions { if let t = s.token { bus.unsubscribe(t) } }
            for a in answerTokens { bus.unsubscribe(a.token) }
        }
        for s in subscriptions { s.token = nil }
        answerTokens.removeAll()
        runner = nil
        posted.setWake(nil)
    }

    /// Takes a cancelled observer off (`Subscription.cancel`).
    func remove(_ s: Subscription) {
        subscriptions.removeAll { $0 === s }
        if let t = s.token { runner?.scene.events.unsubscribe(t) }
        s.token = nil
    }

    /// Subscribes `answered` for the answer of dialog `id`, heard once: the dialog's `dialog`
    /// event calls it, and the idle reset, which closes every dialog without an answer, drops it.
    private func awaitAnswer(_ id: String, on bus: EventBus, _ answered: @escaping @MainActor (String, Int) -> Void) -> EventBus.Token {
        bus.subscribe(.answers, .init(kinds: [.dialog, .idle])) { [weak self] e, _ in
            switch e.kind {
            case let .dialog(button, index) where e.id == id:
                self?.forgetAnswer(id)
                answered(button, index)
            case .idle:
                self?.forgetAnswer(id)
            default:
                break
            }
        }
    }

    /// Takes the answer waited for from dialog `id` off the bus, if there is one.
    private func forgetAnswer(_ id: String) {
        guard let i = answerTokens.firstIndex(where: { $0.id == id }) else { return }
        runner?.scene.events.unsubscribe(answerTokens.remove(at: i).token)
    }

    private func running(_ what: String, _ fileID: String, _ line: Int) -> Runner? {
        if runner == nil { Runner.say("\(fileID):\(line): \(what): no kiosk runs now (call it from a callback, or after Kiosk.run started); ignored") }
        return runner
    }

    private func perform(_ action: ScriptAction, _ what: String, _ fileID: String, _ line: Int) {
        running(what, fileID, line)?.perform(action, from: "\(fileID):\(line)")
    }
}
