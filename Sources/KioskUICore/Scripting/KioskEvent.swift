/// Something the UI tells the outside world: a tap, a change, a page appearing … Inside the runtime
/// it is this typed value; only `KioskEvent+JSON` turns it into the JSON line
/// `{"at":ms,"event":name,"id":id, …fields}` that scripts and operators read. A Swift app gets the
/// same values in its callbacks (`KioskController.onEvent`), in the same order as the lines.
///
/// A widget sends one with `send(_:)` (`Widget+Events`); it is stamped with the frame clock and
/// the widget's id and goes to the scene's subscribers (`EventBus`): the JSON line, speech, the
/// controls' behaviour, the Swift app. The runtime's own events (`ready`, `warning` …) carry no id.
public struct KioskEvent: Equatable, Sendable {
    /// Milliseconds on the frame clock, whole.
    public var at: Double
    /// The widget that sent it; nil for the runtime's own events.
    public var id: String?
    /// What happened.
    public var kind: Kind
    /// For an answer (`layout`, `screenshot`, a refused line's `error`): the client that asked,
    /// which alone gets it, and the request's `ref`; nil for every other event.
    var reply: CommandReply? = nil

    /// An event as the runtime sends it (for an app's tests of its own callbacks).
    public init(at: Double, id: String? = nil, kind: Kind) {
        self.at = at
        self.id = id
        self.kind = kind
    }

    /// What happened, with what the event says about it.
    public enum Kind: Equatable, Sendable {
        /// The UI is up: its size (the UI's part of the window) and the display driver in use.
        case ready(size: Size, driver: String)
        /// A button was tapped (or activated by key or gamepad).
        case tap(title: String)
        /// A control's value changed and settled: a picker's selection, a ruler at rest.
        case change(ChangedValue)
        /// A picker switched to its compact form (true) or back to its row of segments (false).
        case compact(Bool)
        /// A compact picker's menu opened or closed.
        case menu(open: Bool)
        /// A page container showed one of its pages…
        case appear(page: String, index: Int)
        /// …after hiding the one shown before.
        case disappear(page: String, index: Int)
        /// A dialog was answered: the button chosen (by touch, key or gamepad; Escape and B choose
        /// the first) and its index.
        case dialog(button: String, index: Int)
        /// A ruler's centre passed one or more steps in a frame (`value` is where it is now).
        case tick(value: Double, steps: Int)
        /// Something was wrong but the UI goes on (a state file that cannot be saved …).
        case warning(String)
        /// A script or command line was refused.
        case error(String)
        /// A `screenshot` script line or command wrote this file.
        case screenshot(path: String)
        /// The answer to a `layout` query (`Scene.layoutQuery()`, a JSON object already): its
        /// fields are the event's.
        case layout(JSONValue)
        /// Another screen of the file shows (`goto`, `back`, `show`, a screen's `after`, the idle
        /// reset): its name, and the one shown before.
        case screen(name: String, from: String)
        /// The text size was stepped (`textSize` command, a button's `action`): the font scale now.
        case textSize(fontScale: Double)
        /// The theme was switched (`theme` command, a button's `action`): `high-contrast`,
        /// `standard`, or `screen` for the screen's own.
        case theme(String)
        /// No input for the file's `idleTimeout`: the kiosk goes back to its start screen and every
        /// control to its file value (the `screen` and `change` events that follow come from it).
        case idle
        /// The display went off or came on (`{"display":…}`, the screen file's `power`, a waking
        /// press), and why.
        case display(state: DisplayState, reason: DisplayReason)
        /// Speech said this (`--speech` or the file's `accessibility: {speech: true}`): what has
        /// focus, a settled value, a dialog, a screen. Written whether or not there is audio.
        case speech(text: String)
        /// Every text now shows in this language (a command, a language picker or button, a
        /// reset); its JSON says whether it is written right to left.
        case language(LanguageCode)
        /// A key of the on-screen keyboard was pressed: what it typed, or what it is (`shift`,
        /// `capsLock`, `delete`, `space`, `done`, `symbols`, `letters`, `language`); nil for a
        /// PIN's digit, which is never written out.
        case key(String?)
        /// A text field took focus (a tap, a key, a `focus` command).
        case focus
        /// A text field's Enter (or the keyboard's Done), with its pattern matched: its text; nil
        /// for a secure field that does not `reportValue`.
        case submit(text: String?)
        /// A text field's Enter refused, as its pattern does not match: the field's hint, which
        /// it shows and speech says.
        case invalid(message: String)
        /// A list's item was tapped (or activated by key or gamepad): its key, whether it is
        /// selected now, and every selected key (in the order they were selected).
        case select(item: String, selected: Bool, selection: [String])
        /// A button inside a list's row was tapped: the button's title, the row's item key, and the
        /// button's id in the item template when it has one (its `tap` event, sent by the list).
        case itemTap(title: String, item: String, button: String?)
        /// A choice of a list row's long-press menu: the row's item key, the choice and its index.
        case itemMenu(item: String, choice: String, index: Int)

        /// The value of a `change`.
        public enum ChangedValue: Equatable, Sendable {
            /// A picker's (or page container's tabs') selected option: its index and its value (the
            /// option as the screen gave it, whatever language shows; a language picker's: the code).
            case option(index: Int, value: String)
            /// A ruler's value.
            case number(Double)
            /// A switch's or a checkbox's: on (checked) or off.
            case flag(Bool)
            /// A text field's text after edits (rate-limited: a burst of typing is one); nil for a
            /// secure field that does not `reportValue`.
            case text(String?)
        }

        /// Whether control values may have changed (and settled) with this event: the state file
        /// is saved after it.
        var isSettling: Bool {
            switch self {
            case .change, .appear, .select: return true
            case .ready, .tap, .compact, .menu, .disappear, .dialog, .tick, .warning, .error, .screenshot, .layout, .screen, .idle, .display,
                 .speech, .textSize, .theme, .language, .key, .focus, .submit, .invalid, .itemTap, .itemMenu:
                return false
            }
        }
    }
}
