/// A screen description's `button` (docs/screens.md, "Controls"). A parameter left nil takes the
/// schema's default.
extension KUI {
    /// A button that sends a `tap` event (`type: button`).
    public struct Button: Element, Sendable {
        /// How a button looks.
        public enum Style: String, Sendable {
            /// Filled with the accent colour.
            case primary
            /// A plain surface: the default.
            case secondary
            /// A small rounded chip, for flows of choices.
            case chip
        }

        /// The button's description.
        public var node: Node

        /// - Parameters:
        ///   - title: the text on the button.
        ///   - id: the name scripts, commands and events use (its `tap` events carry it).
        ///   - style: how it looks (default `.secondary`).
        ///   - goto: the screen a tap shows (after the `tap` event), `.screen("help")`, or `.back` for
        ///     the one shown before (default none).
        ///   - enabled: false draws it faded, with no tap and no focus (default true).
        ///   - language: a tap switches to this language of the screen's (a code), or `"menu"`
        ///     opens a menu of its languages (default none).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        public init(_ title: String, id: String? = nil, style: Style? = nil, goto: KUI.Destination? = nil, enabled: Bool = true,
                    language: String? = nil, fileID: String = #fileID, line: Int = #line) {
            let f = ScreenFields.Button.self
            node = Node(ButtonKind(), [ScreenFields.id.entry(id), f.title.entry(title), f.style.entry(style), f.goto.entry(goto),
                                  f.enabled.entry(enabled ? nil : false), f.language.entry(language)], fileID: fileID, line: line)
        }
    }
}

extension KUI.Button {
    /// What a button does on the panel itself besides its `tap` event (the screen file's `action`,
    /// `KUI.Button(…).action(_:)`): the display settings a person may need to read the screen at all,
    /// so an integrator can offer them on screen without a controller.
    public enum Action: String, Sendable, CaseIterable {
        /// The text one rung larger (`TextSizeLadder`).
        case largerText = "larger-text"
        /// One rung smaller.
        case smallerText = "smaller-text"
        /// The text size the run started with.
        case standardText = "standard-text"
        /// The high-contrast theme, or back to the screen's own.
        case highContrast = "high-contrast"
    }

    /// Makes a tap also change a display setting, after its `tap` event (the file's `action`):
    /// `KUI.Button("Larger text").action(.largerText)`; `.highContrast` switches to the
    /// high-contrast theme and back. A second call replaces the first.
    public func action(_ action: Action) -> Self {
        var b = self
        b.node.mapping.set(ScreenFields.Button.action.name, action.builderValue)
        return b
    }
}

extension KUI.Button {
    /// Makes a tap ask first (the file's `confirm`): after its `tap` event a dialog `ID.confirm`
    /// asks `title`; the last of `buttons` carries out the button's `goto` and `action`, the first
    /// (and Escape / B) cancels. `KUI.Button("Buy", id: "buy", goto: .screen("thanks"))
    /// .confirm(title: "Buy 2 tickets?", buttons: ["Cancel", "Buy"])`. A second call replaces the first.
    /// - Parameters:
    ///   - title: the question (plain text).
    ///   - buttons: at least two answers, all different: the way out first, the one that goes on last.
    public func confirm(title: String, buttons: [String]) -> Self {
        var b = self
        let f = ScreenFields.Confirm.self
        b.node.mapping.set(ScreenFields.Button.confirm.name,
                           .mapping(BuilderMapping(fields: [f.title.entry(title), f.buttons.entry(buttons)], source: b.node.mapping.source)))
        return b
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

extension KUI.Button {
    /// A button enabled while `state` is true (faded, with no tap and no focus while false). Only a
    /// button has it: on any other element it does not compile.
    public func enabled(_ state: KioskState<Bool>) -> Self {
        var b = self
        b.node.mapping.hooks.append(.flag(.enabled, state))
        return b
    }
}

extension KUI.Button {
    /// A button whose title has plural forms; the other parameters as for a text.
    public init(_ title: KUI.Plural, id: String? = nil, style: Style? = nil, goto: KUI.Destination? = nil, enabled: Bool = true,
                language: String? = nil, fileID: String = #fileID, line: Int = #line) {
        self.init("", id: id, style: style, goto: goto, enabled: enabled, language: language, fileID: fileID, line: line)
        node.mapping.set(ScreenFields.Button.title.name, title.builderValue(node.mapping.source))
    }
}

extension KUI.Button.Style: BuilderValueConvertible {}
extension ButtonAction: BuilderValueConvertible {}
