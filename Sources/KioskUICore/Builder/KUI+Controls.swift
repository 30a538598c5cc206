/// The controls of a screen description: the file's `button`, `label`, `picker` and `ruler`
/// (docs/screens.md, "Controls"). A parameter left nil takes the schema's default.
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
            node = Node(.button, [ScreenFields.id.entry(id), f.title.entry(title), f.style.entry(style), f.goto.entry(goto),
                                  f.enabled.entry(enabled ? nil : false), f.language.entry(language)], fileID: fileID, line: line)
        }
    }

    /// Text (`type: label`).
    public struct Label: Element, Sendable {
        /// The text styles of the theme.
        public enum Style: String, Sendable {
            /// The base size: the default.
            case body
            /// The base size in bold.
            case bold
            /// The title size, bold.
            case title
            /// The caption size.
            case caption
        }

        /// Which way the text runs (the file's `direction`).
        public enum Direction: String, Sendable {
            /// By its first letter, lined up by the screen's direction: the default.
            case auto
            /// Left to right from the left edge, whatever it starts with.
            case ltr
            /// Right to left from the right edge, whatever it starts with.
            case rtl
        }

        /// The label's description.
        public var node: Node

        /// - Parameters:
        ///   - text: the text.
        ///   - id: the name scripts and queries use.
        ///   - style: the text style (default `.body`).
        ///   - wrap: wrap onto more lines instead of truncating (default false, or true with `maxLines`).
        ///   - maxLines: wrap onto at most this many lines, ending the last with "…" (1…1000).
        ///   - align: where the lines sit in the width (default `.start`).
        ///   - color: the text colour (default: the theme's text colour).
        ///   - direction: which way the text runs (default `.auto`, by its first letter).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        public init(_ text: String, id: String? = nil, style: Style? = nil, wrap: Bool? = nil, maxLines: Int? = nil,
                    align: LineAlignment? = nil, color: Color? = nil, direction: Direction? = nil,
                    fileID: String = #fileID, line: Int = #line) {
            let f = ScreenFields.Label.self
            node = Node(.label, [ScreenFields.id.entry(id), f.text.entry(text), f.style.entry(style), f.wrap.entry(wrap),
                                 f.maxLines.entry(maxLines), ScreenFields.lineAlign.entry(align), f.color.entry(color),
                                 f.direction.entry(direction)],
                        fileID: fileID, line: line)
        }
    }

    /// A segmented picker that folds into a compact menu button when its segments don't fit
    /// (`type: picker`). Its value is the selected option; events `change`, `compact`, `menu`.
    public struct Picker: Element, Sendable {
        /// The picker's description.
        public var node: Node

        /// - Parameters:
        ///   - id: the name scripts, commands, events and the state file use.
        ///   - options: the segments' texts: at least one, all different, none empty.
        ///   - selected: the option selected at start, by its text (default the first).
        ///   - fillWidth: the segments share the whole width (default false).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        public init(id: String? = nil, options: [String], selected: String? = nil, fillWidth: Bool = false,
                    fileID: String = #fileID, line: Int = #line) {
            let f = ScreenFields.Picker.self
            node = Node(.picker, [ScreenFields.id.entry(id), f.options.entry(options), f.selected.entry(selected),
                                  f.fillWidth.entry(fillWidth ? true : nil)], fileID: fileID, line: line)
        }

        /// A picker of the screen's languages in their own names (`kind: language`): choosing one
        /// switches the language; its value is the language's code.
        ///
        /// - Parameters:
        ///   - id: the name scripts, commands and events use.
        ///   - fillWidth: the segments share the whole width (default false).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        public static func languages(id: String? = nil, fillWidth: Bool = false, fileID: String = #fileID,
                                     line: Int = #line) -> Picker {
            let f = ScreenFields.Picker.self
            return Picker(node: Node(.picker, [ScreenFields.id.entry(id), f.kind.entry("language"), f.fillWidth.entry(fillWidth ? true : nil)],
                                     fileID: fileID, line: line))
        }

        private init(node: Node) { self.node = node }
    }

    /// An inertial ruler wheel that snaps to whole steps (`type: ruler`). Its value is a number
    /// from `min` to `max`; events `tick` and `change`.
    public struct Ruler: Element, Sendable {
        /// The ruler's description.
        public var node: Node

        /// - Parameters:
        ///   - id: the name scripts, commands, events and the state file use.
        ///   - min, max: the range (max at least min).
        ///   - step: the distance between ticks, above 0 (default 1).
        ///   - majorEvery: a long tick with a number on every multiple of `majorEvery × step`,
        ///     counted from 0 like a physical ruler (default 10).
        ///   - value: the value at start, from min to max (default min).
        ///   - tickSpacing: pixels between two ticks at font scale 1, 2…400 (default: a range of
        ///     at most 12 steps spread over the width, else 14).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        public init(id: String? = nil, min: Double, max: Double, step: Double? = nil, majorEvery: Int? = nil,
                    value: Double? = nil, tickSpacing: Double? = nil, fileID: String = #fileID, line: Int = #line) {
            let f = ScreenFields.Ruler.self
            node = Node(.ruler, [ScreenFields.id.entry(id), f.min.entry(min), f.max.entry(max), f.step.entry(step),
                                 f.majorEvery.entry(majorEvery), f.value.entry(value), f.tickSpacing.entry(tickSpacing)],
                        fileID: fileID, line: line)
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
