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
    private var observers: [@MainActor (KioskEvent) -> Void] = []
    /// Answers waited for, by dialog id (one per id: a dialog opened again replaces the answer).
    private var answers: [(id: String, answer: @MainActor (String, Int) -> Void)] = []
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
        answers.removeAll { $0.id == id }
        answers.append((id, answered))
        perform(.dialog(.open(id: id, title: title, buttons: buttons)), "dialog", fileID, line)
    }

    /// Closes the dialog `id` without an answer.
    public func closeDialog(_ id: String, fileID: String = #fileID, line: Int = #line) {
        answers.removeAll { $0.id == id }
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

    /// Calls `observer` with every event, in the order of the JSON lines, after the bindings
    /// and the widgets' own callbacks for it.
    public func onEvent(_ observer: @escaping @MainActor (KioskEvent) -> Void) {
        observers.append(observer)
    }

    /// Calls `action` when nobody touched the kiosk for its `idleTimeout`: after the `idle`
    /// event, before the start screen's `screen` event and the controls' `change` events.
    public func onIdle(_ action: @escaping @MainActor () -> Void) {
        onEvent { if case .idle = $0.kind { action() } }
    }

    // MARK: The run

    /// Starts acting on `runner` (the run sets `posted`'s wake once it has one).
    func attach(_ runner: Runner) {
        self.runner = runner
    }

    /// Starts hearing the run's events: after the bindings, which the run adds first.
    func listen() {
        runner?.scene.events.subscribe(.app) { [weak self] e, _ in self?.hear(e) }
    }

    /// The run ended: no dialog of it can be answered any more.
    func detach() {
        runner = nil
        posted.setWake(nil)
        answers.removeAll()
    }

    private func hear(_ e: KioskEvent) {
        switch e.kind {
        case let .dialog(button, index):
            if let i = answers.firstIndex(where: { $0.id == e.id }) {
                let answer = answers.remove(at: i).answer
                answer(button, index)
            }
        case .idle:
            answers.removeAll()   // the idle reset closed every dialog without an answer
        default:
            break
        }
        for o in observers { o(e) }
    }

    private func running(_ what: String, _ fileID: String, _ line: Int) -> Runner? {
        if runner == nil { Runner.say("\(fileID):\(line): \(what): no kiosk runs now (call it from a callback, or after Kiosk.run started); ignored") }
        return runner
    }

    private func perform(_ action: ScriptAction, _ what: String, _ fileID: String, _ line: Int) {
        running(what, fileID, line)?.perform(action, from: "\(fileID):\(line)")
    }
}
