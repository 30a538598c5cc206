/// What pressing one key of the on-screen keyboard does.
enum KeyboardKeyAction: Hashable, Sendable {
    /// Types its text (upper-cased while shift or caps lock is on, in a layout with case).
    case text(String)
    /// One upper-case letter next; tapped twice quickly, caps lock.
    case shift
    /// Backspace.
    case delete
    /// A space.
    case space
    /// Done: submits the field.
    case done
    /// Shows another page of the same layout (the symbols, or the letters again).
    case page(KeyboardPageKind)
    /// Asks the app to show the next of the screen's languages.
    case language
}

/// The pages one layout has: its letters and the symbols page. Shift is not a page: it is the
/// letters upper-cased (or a script's shift layer, as InScript's), worked out by `KeyboardLayout`.
enum KeyboardPageKind: String, Hashable, Sendable {
    case letters, symbols
}

/// One key of a layout: what it does, how wide it is in key units (a letter is 1), what a long
/// press offers and the name a script targets it by (`keyboard#A`, `keyboard#shift`).
struct KeyboardKey: Hashable, Sendable {
    var action: KeyboardKeyAction
    /// Width in key units: 1 for a letter, 1.5 for shift and backspace, more for space.
    var width: Double
    /// What a long press offers (é è ê ë for e), in the order shown.
    var variants: [String]
    /// Dropped first when its row does not fit a narrow panel (the comma and full stop beside the
    /// space bar, which the symbols page has too).
    var isOptional: Bool
    /// Shown only in the compact layout: the plate pad's key to its digits page, whose digits
    /// row (optional keys) a narrow panel drops.
    var isCompactOnly: Bool

    init(_ action: KeyboardKeyAction, width: Double = 1, variants: [String] = [], optional: Bool = false, compactOnly: Bool = false) {
        self.action = action; self.width = width; self.variants = variants; isOptional = optional; isCompactOnly = compactOnly
    }

    /// A key that types `text`.
    static func t(_ text: String, _ variants: [String] = []) -> KeyboardKey { KeyboardKey(.text(text), variants: variants) }

    /// The name a pointer target uses for the key (`keyboard#NAME`): its text for a key that types,
    /// else what it does (`shift`, `delete`, `space`, `done`, `symbols`, `letters`, `language`).
    var name: String {
        switch action {
        case let .text(s): return s
        case .shift: return "shift"
        case .delete: return "delete"
        case .space: return "space"
        case .done: return "done"
        case let .page(p): return p.rawValue
        case .language: return "language"
        }
    }

    /// The text the key types, if it types one.
    var text: String? {
        if case let .text(s) = action { return s }
        return nil
    }
}
