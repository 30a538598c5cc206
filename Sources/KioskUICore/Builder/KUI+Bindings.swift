/// The Swift-only parts of a screen description every element shares: the app's code called on a
/// widget's events, and a widget hidden by a `KioskState` (docs/swift.md). A control bound to a
/// state, or with text computed from them, is declared in its folder (`KUI+Ruler.swift`, …). Each
/// needs the widget's id: events and bindings find the widget by it.
extension KUI.Element {
    /// Calls `callback` with every event of the kinds given (with none given: every event) this
    /// widget sends (`tap`, `change`, `tick`, `compact`, `menu`, `appear`, `disappear`, …), on the
    /// UI loop between frames, in the order of the JSON lines: `.onEvent(.submit) { … }`. The
    /// widget needs an id.
    public func onEvent(_ kinds: EventKind..., callback: @escaping @MainActor @Sendable (KioskEvent) -> Void) -> Self {
        var e = self
        e.node.mapping.hooks.append(.events(kinds.isEmpty ? nil : kinds, callback))
        return e
    }

    /// Calls `action` after each settled change of this control's value — a picker's or ruler's
    /// `change`, a page container's `appear` — once a state bound to it has taken the value.
    public func onChange(_ action: @escaping @MainActor @Sendable () -> Void) -> Self {
        onEvent(.change, .appear) { _ in action() }
    }

    /// A widget hidden while `state` is true (not a page or a screen's root).
    public func hidden(_ state: KioskState<Bool>) -> Self {
        var e = self
        e.node.mapping.hooks.append(.flag(.hidden, state))
        return e
    }
}

extension KUI.Node {
    /// This widget with `field` read from `value` when it is decoded, tied to it by `hook`
    /// (default: the value binding itself).
    func bound(_ field: String, _ value: any LiveBuilderValue, hook: BuilderHook? = nil) -> KUI.Node {
        var n = self
        n.mapping.set(field, .live(value))
        if let hook {
            n.mapping.hooks.append(hook)
        } else if let b = value as? any ValueBinding {
            n.mapping.hooks.append(.value(b))
        }
        return n
    }

    /// This button calling `action` after each `tap`.
    func onTap(_ action: @escaping @MainActor @Sendable () -> Void) -> KUI.Node {
        var n = self
        n.mapping.hooks.append(.events([.tap]) { if case .tap = $0.kind { action() } })
        return n
    }
}
