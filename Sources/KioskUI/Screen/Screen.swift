import Foundation

/// A screen loaded from a file: the widget tree, the theme, the font family, and the ids the file
/// declared (the only ids commands may set). See docs/screens.md for the schema.
///
/// A file has three top-level fields (`ScreenFields.topLevel`): `theme` (optional), `root` (the
/// widget tree) and `allowQuit` (optional, false: whether a kiosk-mode run may be quit from the
/// display). YAML and JSON files share the schema; JSON goes through the YAML parser, which keeps
/// line numbers.
@MainActor
final class Screen {
    let file: String
    /// What is drawn: the file's root, inside a scroll view when it is not one (`scrollingWhenTall`).
    let root: Widget
    /// The root widget as the file gave it.
    let content: Widget
    let theme: Theme
    /// The theme's font family and the line naming it, when the file names one.
    let font: (family: String, line: Int)?
    /// Every id the file declares, in file order.
    let ids: [String]
    /// Saved values that could not be used (unknown id, value that no longer fits).
    let stateWarnings: [String]
    /// `allowQuit: true`: a quit request from the display (window close, a window manager's
    /// Alt+F4) ends a kiosk-mode run too (`QuitPolicy`).
    let allowsQuit: Bool

    init(file: String, root: Widget, theme: Theme, font: (family: String, line: Int)?, ids: [String],
         stateWarnings: [String], allowsQuit: Bool = false) {
        self.file = file; self.content = root; self.root = Screen.scrollingWhenTall(root); self.theme = theme; self.font = font; self.ids = ids
        self.stateWarnings = stateWarnings; self.allowsQuit = allowsQuit
        Screen.nameUnnamedButtons(in: root)
    }

    /// Loads and checks the file at `path`, starting controls at `initialValues` (by id) where
    /// those fit. Throws `ScreenError` with every problem found.
    static func load(path: String, initialValues: [String: JSONValue] = [:]) throws -> Screen {
        try decode(ScreenSource.load(path: path), file: path, initialValues: initialValues)
    }

    /// Parses and checks screen text (tests, and files already read).
    static func parse(_ text: String, file: String, initialValues: [String: JSONValue] = [:]) throws -> Screen {
        try decode(ScreenSource.parse(text, file: file), file: file, initialValues: initialValues)
    }

    static func decode(_ node: ScreenNode, file: String, initialValues: [String: JSONValue]) throws -> Screen {
        let d = ScreenDecoder(file: file, initialValues: initialValues)
        guard let top = ScreenObject(node, what: "a screen", field: "screen", decoder: d,
                                     example: "root: {type: label, text: Hello}") else {
            throw ScreenError(issues: d.issues)
        }
        top.check(allowed: ScreenFields.topLevel)
        let (theme, font) = d.theme(top[ScreenFields.theme])
        let allowsQuit = top.read(ScreenFields.allowQuit)
        var root: Widget?
        if let r = top[ScreenFields.root] {
            root = d.widget(r, field: ScreenFields.root.name)
        } else {
            d.report(top.line, ScreenFields.root.name, "missing; a screen needs a root widget, e.g. root: {type: column, children: [...]}")
        }
        guard d.issues.isEmpty, let root else {
            throw ScreenError(issues: d.issues.sorted { $0.line < $1.line })
        }
        var warnings = d.rejectedInitialValues
        for id in initialValues.keys.sorted() where !d.usedInitialValues.contains(id) {
            warnings.append("saved value for \"\(id)\" ignored: no control with that id on this screen")
        }
        return Screen(file: file, root: root, theme: theme, font: font, ids: d.idOrder, stateWarnings: warnings,
                      allowsQuit: allowsQuit)
    }
}
