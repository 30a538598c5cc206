extension KUI {
    /// A whole app described in Swift: the same as a screen file — a theme and one root widget
    /// (`root`), or several named screens (`screens`, with `start` and `idleTimeout`), and
    /// `allowQuit`. Show it with `Kiosk.run(_:controller:options:)`; check it without a display with
    /// `validate()`.
    ///
    /// ```swift
    /// let app = KUI.App(theme: KUI.Theme(accent: KUI.Color(hex: 0x1565C0))) {
    ///     KUI.Column(spacing: 12, padding: 24) {
    ///         KUI.Picker(id: "zone", options: ["A", "B", "C"])
    ///         KUI.Button("Pay", id: "pay", style: .primary)
    ///     }
    /// }
    /// try app.validate()
    /// ```
    ///
    /// Widgets may be tied to the app's `KioskState`s and code (`KUI.Ruler(id:…, value: state)`,
    /// `KUI.Label(id:…) { computed text }`, `KUI.Button(…) { action }`): docs/swift.md.
    public struct App: Sendable {
        /// The colours, radius, font and sizes.
        public var theme: KUI.Theme
        /// Whether a quit request from the display (window close, Alt+F4) ends a kiosk-mode run too
        /// (the file's `allowQuit`, default false). SIGTERM, SIGINT and SIGHUP always end a run.
        public var allowQuit: Bool
        /// The languages it shows and their translations (the file's `languages`, `digits` and `.po`
        /// files); nil: one language, none named.
        public var languages: KUI.Languages?
        /// The panel's day: attract screen, display sleep, opening hours, brightness (the file's
        /// `power`, docs/power.md); nil: always on.
        public var power: KUI.Power?
        /// The root widget, or the screens.
        let content: Content
        /// Where the screen was written.
        let source: BuilderSource

        enum Content: Sendable {
            case root(KUI.Node)
            case screens([KUI.Screen], start: String?, idleTimeout: Double?)
        }

        /// One screen.
        ///
        /// - Parameters:
        ///   - theme: the theme (default: the standard light theme).
        ///   - languages: see `languages`.
        ///   - allowQuit: see `allowQuit`.
        ///   - power: see `power`.
        ///   - fileID, line: where this is written, for error messages; leave them out.
        ///   - root: the one root widget, usually a `KUI.Column` or `KUI.Pages`.
        public init(theme: KUI.Theme = KUI.Theme(), languages: KUI.Languages? = nil, allowQuit: Bool = false, power: KUI.Power? = nil,
                    fileID: String = #fileID, line: Int = #line, @KUI.ContentBuilder root: () -> KUI.Node) {
            self.theme = theme
            self.power = power
            self.languages = languages
            self.allowQuit = allowQuit
            content = .root(root())
            source = BuilderSource(file: fileID, line: line)
        }

        /// Several screens, one shown at a time (docs/app.md): buttons' `goto`, `KioskController.show`,
        /// a screen's `after` and the idle reset move between them.
        ///
        /// - Parameters:
        ///   - theme: the theme (default: the standard light theme).
        ///   - languages: see `languages`.
        ///   - allowQuit: see `allowQuit`.
        ///   - start: the screen shown first and after the idle reset (default the first).
        ///   - idleTimeout: seconds without input after which the kiosk starts over: the `idle` event,
        ///     the start screen, every control back to its first value (default: never).
        ///   - power: see `power`.
        ///   - fileID, line: where this is written, for error messages; leave them out.
        ///   - screens: at least one `KUI.Screen`, names all different.
        public init(theme: KUI.Theme = KUI.Theme(), languages: KUI.Languages? = nil, allowQuit: Bool = false, start: String? = nil,
                    idleTimeout: Double? = nil, power: KUI.Power? = nil, fileID: String = #fileID, line: Int = #line,
                    @KUI.ScreensBuilder screens: () -> [KUI.Screen]) {
            self.theme = theme
            self.power = power
            self.languages = languages
            self.allowQuit = allowQuit
            content = .screens(screens(), start: start, idleTimeout: idleTimeout)
            source = BuilderSource(file: fileID, line: line)
        }

        /// Checks the app as `kiosk check` checks a file: throws `ValidationError` with every problem.
        @MainActor public func validate() throws {
            _ = try screen()
        }

        /// The screen as a screen file would give it, as one mapping of `theme`, `root` or `screens`,
        /// `start`, `idleTimeout`, `allowQuit` and `power`.
        var mapping: BuilderMapping {
            let top = ScreenFields.self
            var fields: [(String, BuilderValue?)] = [(top.theme.name, .mapping(theme.mapping(source: source)))]
            switch content {
            case let .root(root):
                fields.append(top.root.entry(root))
            case let .screens(screens, start, idleTimeout):
                let named = BuilderMapping(fields: screens.map { ($0.name, $0.mapping.builderValue) }, source: source)
                fields += [top.screens.entry(named), top.start.entry(start), top.idleTimeout.entry(idleTimeout)]
            }
            fields.append(top.allowQuit.entry(allowQuit ? true : nil))
            fields += languages?.fields(source: source) ?? []
            fields.append((top.power.name, power.map { .mapping($0.mapping(source: source)) }))
            return BuilderMapping(fields: fields, source: source)
        }

        /// Decodes the screen with the screen-file decoder, starting controls at `initialValues` (by id,
        /// from `--state`) where they fit, and gives it the description's hooks. Throws
        /// `ValidationError`.
        @MainActor package func screen(initialValues: [String: JSONValue] = [:]) throws -> KioskUICore.Screen {
            var tree = BuilderTree()
            let node = tree.node(mapping)
            // A bound control starts at its state's value now (a saved value wins); its file value,
            // where a reset returns it, is the state's first value.
            var start = initialValues
            for case let (id?, .value(b)) in tree.hooks.map({ ($0.id, $0.hook) }) where start[id] == nil && b.jsonValue != b.initialJSONValue {
                start[id] = b.jsonValue
            }
            if let problems = languages?.problems(source: source), !problems.isEmpty { throw ValidationError(issues: problems) }
            let decoded: KioskUICore.Screen
            do {
                decoded = try KioskUICore.Screen.decode(node, file: source.file, initialValues: start,
                                            translations: .tables(languages?.translations ?? [:]))
            } catch let e as ScreenError {
                throw ValidationError(issues: tree.issues(e.issues))
            }
            let unnamed = tree.hooks.filter { $0.id == nil }.map {
                ValidationError.Issue(file: $0.source.file, line: $0.source.line, field: ScreenFields.id.name,
                                       message: "\($0.hook.what) needs the widget's id (events and bindings find it by its id); give it one, e.g. id: \"price\"")
            }
            let problems = unnamed + SwiftBindings.problems(tree.hooks, in: decoded.app)
            if !problems.isEmpty { throw ValidationError(issues: problems) }
            // The font's line (reported when the family is missing) is the Swift line of the screen.
            let font = decoded.font.map { (family: $0.family, line: tree.source(ofLine: $0.line).line) }
            let screen = KioskUICore.Screen(file: source.file, app: decoded.app, content: decoded.content, theme: decoded.theme, font: font,
                                ids: decoded.ids, stateWarnings: decoded.stateWarnings, allowsQuit: decoded.allowsQuit)
            screen.hooks = tree.hooks
            screen.missingTranslations = decoded.missingTranslations
            screen.pluralWarnings = decoded.pluralWarnings
            return screen
        }
    }
}
