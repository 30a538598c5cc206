/// Which kind of event, by the name its JSON line gives it (`"event":"tap"`): what a subscriber
/// filters on (`KioskController.onEvent(_:_:)`, `KUI.Element.onEvent(_:_:)`, `EventBus.Filter`),
/// so a misspelt kind does not compile. The raw value is the name written in the JSON line, which
/// controllers read (docs/scripting.md); `KioskEvent.Kind.eventKind` says which one an event is.
public enum EventKind: String, Sendable, CaseIterable {
    /// The UI is up (`KioskEvent.Kind.ready`).
    case ready
    /// A button was tapped, also one inside a list's row (`.tap`, `.itemTap`).
    case tap
    /// A control's value changed and settled (`.change`).
    case change
    /// A picker switched form (`.compact`).
    case compact
    /// A menu opened or closed (`.menu`).
    case menu
    /// A page showed (`.appear`).
    case appear
    /// A page was hidden by another (`.disappear`).
    case disappear
    /// A dialog was answered (`.dialog`).
    case dialog
    /// A ruler passed steps (`.tick`).
    case tick
    /// Something was wrong but the UI goes on (`.warning`).
    case warning
    /// A script or command line was refused (`.error`).
    case error
    /// A screenshot was written (`.screenshot`).
    case screenshot
    /// The answer to a `layout` query (`.layout`).
    case layout
    /// Another screen shows (`.screen`).
    case screen
    /// The idle reset (`.idle`).
    case idle
    /// The display went off or came on (`.display`).
    case display
    /// Speech said something (`.speech`).
    case speech
    /// The text size was stepped (`.textSize`).
    case textSize
    /// The theme was switched (`.theme`).
    case theme
    /// The language was switched (`.language`).
    case language
    /// An on-screen keyboard key was pressed (`.key`).
    case key
    /// A text field took focus (`.focus`).
    case focus
    /// A text field's text was submitted (`.submit`).
    case submit
    /// A text field's submit was refused (`.invalid`).
    case invalid
    /// A list's item was tapped (`.select`).
    case select
    /// A choice of a list row's menu (`.itemMenu`).
    case itemMenu
}

extension KioskEvent.Kind {
    /// Which kind of event this is: what filters match and what the JSON line names it.
    public var eventKind: EventKind {
        switch self {
        case .ready: return .ready
        case .tap: return .tap
        case .change: return .change
        case .compact: return .compact
        case .menu: return .menu
        case .appear: return .appear
        case .disappear: return .disappear
        case .dialog: return .dialog
        case .tick: return .tick
        case .warning: return .warning
        case .error: return .error
        case .screenshot: return .screenshot
        case .layout: return .layout
        case .screen: return .screen
        case .idle: return .idle
        case .display: return .display
        case .speech: return .speech
        case .textSize: return .textSize
        case .theme: return .theme
        case .language: return .language
        case .key: return .key
        case .focus: return .focus
        case .submit: return .submit
        case .invalid: return .invalid
        case .select: return .select
        // A list sends its row's button's tap: a `tap` line with the row's item.
        case .itemTap: return .tap
        case .itemMenu: return .itemMenu
        }
    }
}
