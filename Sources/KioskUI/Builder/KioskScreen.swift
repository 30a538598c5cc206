/// A whole screen described in Swift: a theme and the root widget, the same as a screen file's
/// `theme`, `root` and `allowQuit`. Show it with `Kiosk.run(_:options:)`; check it without a
/// display with `validate()`.
///
/// ```swift
/// let screen = KioskScreen(theme: KUI.Theme(accent: KUI.Color(hex: 0x1565C0))) {
///     KUI.Column(spacing: 12, padding: 24) {
///         KUI.Picker(id: "zone", options: ["A", "B", "C"])
///         KUI.Button("Pay", id: "pay", style: .primary)
///     }
/// }
/// try screen.validate()
/// ```
public struct KioskScreen: Sendable {
    /// The colours, radius, font and sizes.
    public var theme: KUI.Theme
    /// Whether a quit request from the display (window close, Alt+F4) ends a kiosk-mode run too
    /// (the file's `allowQuit`, default false). SIGTERM and SIGINT always end a run.
    public var allowQuit: Bool
    /// The root widget.
    let root: KUI.Node
    /// Where the screen was written.
    let source: BuilderSource

    /// - Parameters:
    ///   - theme: the theme (default: the standard light theme).
    ///   - allowQuit: see `allowQuit`.
    ///   - fileID, line: where this is written, for error messages; leave them out.
    ///   - root: the one root widget, usually a `KUI.Column` or `KUI.Pages`.
    public init(theme: KUI.Theme = KUI.Theme(), allowQuit: Bool = false, fileID: String = #fileID, line: Int = #line,
                @KUI.ContentBuilder root: () -> KUI.Node) {
        self.theme = theme
        self.allowQuit = allowQuit
        self.root = root()
        self.source = BuilderSource(file: fileID, line: line)
    }

    /// Checks the screen as `kiosk check` checks a file: throws `KioskScreenError` with every problem.
    @MainActor public func validate() throws {
        _ = try screen()
    }

    /// The screen as a screen file would give it, as one mapping of `theme`, `root` and `allowQuit`.
    var mapping: BuilderMapping {
        BuilderMapping(fields: [(ScreenFields.theme.name, .mapping(theme.mapping(source: source))), ScreenFields.root.entry(root),
                                ScreenFields.allowQuit.entry(allowQuit ? true : nil)], source: source)
    }

    /// Decodes the screen with the screen-file decoder, starting controls at `initialValues` (by id,
    /// from `--state`) where they fit. Throws `KioskScreenError`.
    @MainActor func screen(initialValues: [String: JSONValue] = [:]) throws -> Screen {
        var tree = BuilderTree()
        let node = tree.node(mapping)
        let decoded: Screen
        do {
            decoded = try Screen.decode(node, file: source.file, initialValues: initialValues)
        } catch let e as ScreenError {
            throw KioskScreenError(issues: tree.issues(e.issues))
        }
        // The font's line (reported when the family is missing) is the Swift line of the screen.
        let font = decoded.font.map { (family: $0.family, line: tree.source(ofLine: $0.line).line) }
        return Screen(file: source.file, app: decoded.app, content: decoded.content, theme: decoded.theme, font: font,
                      ids: decoded.ids, stateWarnings: decoded.stateWarnings, allowsQuit: decoded.allowsQuit)
    }
}
