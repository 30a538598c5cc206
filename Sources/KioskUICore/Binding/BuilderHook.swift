/// What a Swift screen description attaches to a widget besides its fields: the states it
/// follows and the code it calls. The widget is found by its id once the description is decoded
/// (`SwiftBindings`); a hook on a widget without an id is a mistake `KUI.App.validate()`
/// reports at the Swift line.
enum BuilderHook: Sendable {
    /// The control's value follows a state both ways (a ruler's number, a picker's option).
    case value(any ValueBinding)
    /// A flag follows a state, one way: the app sets it, the widget shows it.
    case flag(Flag, KioskState<Bool>)
    /// The text (a label's, a button's title) is computed from states and filled in again when one
    /// of them changes.
    case text(ComputedTextSource)
    /// Called with each event of these kinds (nil: of every kind) the widget sends, after the
    /// bindings took it.
    case events([EventKind]?, @MainActor @Sendable (KioskEvent) -> Void)
    /// A list's items follow a state, one way: the app sets them, the list shows them.
    case items(KioskState<[KUI.Item]>)
    /// A list's selected keys follow a state both ways.
    case selection(KioskState<[String]>)

    /// The flags a state can drive.
    enum Flag: Sendable {
        /// A button's `enabled`.
        case enabled
        /// Any widget's `hidden` (not a page's or a screen's root: their container decides).
        case hidden

        var name: String { self == .enabled ? "enabled" : "hidden" }

        func field(_ on: Bool) -> SetField { self == .enabled ? .enabled(on) : .hidden(on) }
    }

    /// What the hook is, for messages: "a value bound to a state".
    var what: String {
        switch self {
        case .value: return "a value bound to a KioskState"
        case let .flag(f, _): return "\(f.name) bound to a KioskState"
        case .text: return "a computed text"
        case .events: return "a callback"
        case .items: return "items bound to a KioskState"
        case .selection: return "a selection bound to a KioskState"
        }
    }
}

/// A field whose value a Swift description reads only when it is decoded (on the main actor): a
/// state's value, a computed text.
@MainActor
protocol LiveBuilderValue: Sendable {
    /// The value now, as the screen file would write it.
    var builderValue: BuilderValue { get }
}

/// The code of a computed text, read when the description is decoded (its first text) and again
/// after each change of a state it read.
struct ComputedTextSource: LiveBuilderValue {
    let compute: @MainActor @Sendable () -> String

    /// The text now, with its braces doubled so the decoder takes it as plain text, not as
    /// `{ID}` values.
    var builderValue: BuilderValue { .text(TextTemplate.escaped(compute())) }
}
