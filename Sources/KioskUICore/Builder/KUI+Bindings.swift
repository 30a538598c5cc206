/// The Swift-only parts of a screen description: controls bound to the app's `KioskState`s, text
/// computed from them, and the app's code called on a widget's events (docs/swift.md). Each needs
/// the widget's id: events and bindings find the widget by it.
extension KUI.Ruler {
    /// A ruler whose value is `value`, both ways: the customer's settled value goes into the state,
    /// the app's value moves the ruler (it glides).
    ///
    /// - Parameters:
    ///   - id: the name scripts, commands, events and the state file use.
    ///   - min, max, step, majorEvery: as in `init(id:min:max:step:majorEvery:value:)`.
    ///   - value: the state; its value at start must be from min to max.
    public init(id: String, min: Double, max: Double, step: Double? = nil, majorEvery: Int? = nil,
                value: KioskState<Double>, fileID: String = #fileID, line: Int = #line) {
        self.init(id: id, min: min, max: max, step: step, majorEvery: majorEvery, value: nil, fileID: fileID, line: line)
        node = node.bound(ScreenFields.Ruler.value.name, StateBinding.number(value))
    }
}

extension KUI.Picker {
    /// A picker whose selected option is `selection` (by its text), both ways.
    ///
    /// - Parameters:
    ///   - id: the name scripts, commands, events and the state file use.
    ///   - options: the segments' texts: at least one, all different, none empty.
    ///   - selection: the state; its value at start must be one of `options`.
    ///   - fillWidth: the segments share the whole width (default false).
    public init(id: String, options: [String], selection: KioskState<String>, fillWidth: Bool = false,
                fileID: String = #fileID, line: Int = #line) {
        self.init(id: id, options: options, selected: nil, fillWidth: fillWidth, fileID: fileID, line: line)
        node = node.bound(ScreenFields.Picker.selected.name, StateBinding.title(selection))
    }
}

extension KUI.Pages {
    /// A page container whose shown page is `selection` (by its title), both ways.
    public init(id: String, selection: KioskState<String>, fileID: String = #fileID, line: Int = #line,
                @KUI.PagesBuilder pages: () -> [KUI.Page]) {
        self.init(id: id, selected: nil, fileID: fileID, line: line, pages: pages)
        node = node.bound(ScreenFields.Pages.selected.name, StateBinding.title(selection))
    }
}

extension KUI.Label {
    /// A label whose text `text` computes from the app's states; it is computed again after any
    /// state it read changes, and the layout changes only when the text's size does.
    ///
    /// ```swift
    /// KUI.Label(id: "price", style: .title) { meter.priceText }
    /// ```
    public init(id: String, style: Style? = nil, wrap: Bool? = nil, maxLines: Int? = nil, align: KUI.LineAlignment? = nil,
                color: KUI.Color? = nil, fileID: String = #fileID, line: Int = #line,
                text: @escaping @MainActor @Sendable () -> String) {
        self.init("", id: id, style: style, wrap: wrap, maxLines: maxLines, align: align, color: color, fileID: fileID, line: line)
        let source = ComputedTextSource(compute: text)
        node = node.bound(ScreenFields.Label.text.name, source, hook: .text(source))
    }
}

extension KUI.Button {
    /// A button that calls `action` when tapped (by touch, key or gamepad), on the UI loop after
    /// its `tap` event, and after its `goto` screen shows when it has one.
    public init(_ title: String, id: String, style: Style? = nil, goto: KUI.Destination? = nil, enabled: Bool = true,
                fileID: String = #fileID, line: Int = #line, action: @escaping @MainActor @Sendable () -> Void) {
        self.init(title, id: id, style: style, goto: goto, enabled: enabled, fileID: fileID, line: line)
        node = node.onTap(action)
    }

    /// A button whose title `title` computes from the app's states (see `KUI.Label(id:…text:)`),
    /// calling `action` when tapped.
    public init(id: String, style: Style? = nil, goto: KUI.Destination? = nil, enabled: Bool = true,
                fileID: String = #fileID, line: Int = #line, title: @escaping @MainActor @Sendable () -> String,
                action: @escaping @MainActor @Sendable () -> Void = {}) {
        self.init(" ", id: id, style: style, goto: goto, enabled: enabled, fileID: fileID, line: line)
        let source = ComputedTextSource(compute: title)
        node = node.bound(ScreenFields.Button.title.name, source, hook: .text(source)).onTap(action)
    }
}

extension KUI.Page {
    /// Calls `action` each time the page shows (its container's `appear` event for it), on the UI
    /// loop. The container needs an id.
    public func onAppear(_ action: @escaping @MainActor @Sendable () -> Void) -> KUI.Page {
        watching(appear: true, action)
    }

    /// Calls `action` each time the page is hidden by another (its container's `disappear` event).
    public func onDisappear(_ action: @escaping @MainActor @Sendable () -> Void) -> KUI.Page {
        watching(appear: false, action)
    }

    private func watching(appear: Bool, _ action: @escaping @MainActor @Sendable () -> Void) -> KUI.Page {
        var p = self
        p.pageHooks.append { [title] e in
            switch e.kind {
            case let .appear(page, _) where appear && page == title: action()
            case let .disappear(page, _) where !appear && page == title: action()
            default: break
            }
        }
        return p
    }
}

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

extension KUI.Button {
    /// A button enabled while `state` is true (faded, with no tap and no focus while false). Only a
    /// button has it: on any other element it does not compile.
    public func enabled(_ state: KioskState<Bool>) -> Self {
        var b = self
        b.node.mapping.hooks.append(.flag(.enabled, state))
        return b
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
