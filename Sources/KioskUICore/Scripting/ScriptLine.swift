/// Where a scripted pointer goes: a window point, or the centre of a widget or of its Nth part.
enum PointerTarget: Equatable, Sendable {
    case point(Point)
    /// `"target":"ID"` (part nil) or `"target":"ID#N"` (a segment, a menu item, a page tab …).
    case widget(id: String, part: Int?)
    /// `"target":"ID#NAME"`: a part by name (the on-screen keyboard's `keyboard#A`, `keyboard#shift`).
    case namedPart(id: String, name: String)
}

/// One thing a script (or a command on stdin) asks the UI to do.
enum ScriptAction: Equatable, Sendable {
    case pointer(PointerPhase, id: Int, device: PointerDevice, target: PointerTarget)
    /// A key pressed and released.
    case key(Key)
    case button(GamepadButton, down: Bool)
    case axis(GamepadAxis, value: Double)
    /// A wheel turn in notches (positive = away from the user), over `at` or the UI's centre.
    case wheel(dx: Double, dy: Double, at: PointerTarget?)
    case resize(Size)
    case fontScale(Double)
    /// Steps the text size along its ladder (`{"textSize":"larger"}`).
    case textSize(TextSizeStep)
    /// Switches the theme (`{"theme":"high-contrast"}`; `"screen"` goes back to the screen's own).
    case theme(ThemeChoice)
    /// Turns speech on or off at run time (`{"speech":true}`), with the run's speech settings.
    case speech(Bool)
    /// Turns the display off or on (`{"display":"off"}`).
    case display(DisplayState)
    /// Sets the backlight's percentage (`{"brightness":40}`).
    case brightness(Int)
    /// Replaces the screen file's `power` rules (`{"power":{"sleep":{"after":300}}}`; docs/power.md).
    case power(JSONValue)
    case split(Double)
    /// Changes one thing of a widget: its value, text, whether it is enabled or hidden, a
    /// picker's options (`{"set":{"id":..,"value":..}}`, see `SetField`).
    case set(id: String, SetField)
    case screenshot(String)
    /// `"layout"`: answer with a `layout` event listing every widget with an id.
    case query(String)
    /// Shows the screen of that name (`{"show":"thanks"}`).
    case show(String)
    /// Puts every control back as its file gives it (`{"reset":true}`).
    case reset
    /// Opens or closes a dialog (`{"dialog":{"id":..,"title":..,"buttons":[..]}}`).
    case dialog(DialogCommand)
    /// Shows every text in the language of that code (`{"set":{"language":"de"}}`).
    case language(String)
    /// The run's settings, a recording's first line (`{"at":0,"settings":{…}}`): taken before
    /// the run starts (`Kiosk.run`), nothing to do when the replay reaches it.
    case settings(RunSettings)
    /// Types text into the focused text field as a physical keyboard or a scanner would, all at
    /// once (`{"type":"AB 123"}`; Backspace and Enter are `key` lines).
    case type(String)
    /// Gives focus to the widget of that id (`{"focus":"plate"}`), as a tap on a text field does.
    case focus(String)
    /// Where a recording left out what went into a secure field (`{"withheld":{"id":"pin","length":4}}`,
    /// `SecureInputGap`): a replay says so and types nothing; a replay line only.
    case withheld(SecureInputGap)
}

/// What a recording says of the run it was made in, so a replay starts the same way: the
/// window's size, the font scale, the split and the start language (nil: as the command line
/// or the screen has them).
struct RunSettings: Equatable, Sendable {
    var size: Size?
    var fontScale: Double?
    var split: Double?
    var language: String?
    /// The local wall time at the start (`--clock`), for a screen with opening hours.
    var clock: String?
}

/// What a `set` line changes: exactly one of these besides the id. Which apply to which widget:
/// `Widget.settableFields`. The common fields are read here (`Script.setLine`); a kind's own are
/// declared and read by its kind (`ScreenWidgetKind.setFields`), looked up in the registry.
enum SetField: Equatable, Sendable {
    /// A control's value, as its `ValueControl` domain reads it.
    case value(JSONValue)
    /// A label's text or a button's title (it stops showing values, if it did).
    case text(String)
    /// Whether a button takes taps and focus.
    case enabled(Bool)
    /// Whether a widget is left out of layout, drawing and input.
    case hidden(Bool)
    /// A picker's options.
    case options([String])
    /// An image's file: a path relative to the screen file (or absolute).
    case file(String)
    /// A list's items: replaced, inserted, removed or updated by key, or scrolled to one (`ListEdit`).
    case list(ListEdit)

    /// The fields of every widget that has a value, a text, taps or a place in the layout.
    static let common = ["value", "text", "enabled", "hidden"]

    /// Each kind's own fields with the kind that reads them, in the registry's order (a name two
    /// kinds declared is the first one's).
    static let owned: [(name: String, kind: any ScreenWidgetKind)] = WidgetKinds.screenTypes.reduce(into: []) { out, kind in
        for name in kind.setFields where !common.contains(name) && !out.contains(where: { $0.name == name }) {
            out.append((name, kind))
        }
    }

    /// Every field's name, in the order messages list them: the common ones, then each kind's own
    /// in the registry's order.
    static let names = common + owned.map(\.name)

    /// The field's name in a `set` line.
    var name: String {
        switch self {
        case .value: return "value"
        case .text: return "text"
        case .enabled: return "enabled"
        case .hidden: return "hidden"
        case .options: return "options"
        case .file: return "file"
        case let .list(e): return e.name
        }
    }
}

/// A `dialog` line: open one (a title and its buttons) or close the one with that id.
enum DialogCommand: Equatable, Sendable {
    case open(id: String, title: String, buttons: [String])
    case close(id: String)

    var id: String {
        switch self {
        case let .open(id, _, _), let .close(id): return id
        }
    }
}

/// One parsed script line: when (ms since start), which line of the file, and what; with the
/// line's `ref`, which its answer echoes.
struct ScriptLine: Equatable, Sendable {
    var at: Double
    var line: Int
    var action: ScriptAction
    var ref: JSONValue? = nil
}
