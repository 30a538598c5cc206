/// The lines that act on the application model (`KioskApp`): `set`, `show`, `reset`, `dialog`,
/// and the language.
/// Each is refused with a message naming what exists (ids, screens, open dialogs) and what a
/// field takes; the UI goes on.
extension Runner {
    func applyToApp(_ action: ScriptAction) throws {
        let app = config.app
        switch action {
        case let .set(id, field):
            guard let w = scene.widget(id: id) else { throw ScriptError.message(unknownID(id)) }
            try keepingStateBounded(w, field) { if let app { try app.set(field, on: w) } else { try w.set(field) } }
        case let .show(name):
            try required(app, "show").show(name)
            app?.noteCommandActivity(at: scene.now)
        case .reset:
            app?.reset()
            stateDirty = true   // a list's selection cleared sends no event of its own
        case let .dialog(command):
            try required(app, "dialog").dialog(command)
            app?.noteCommandActivity(at: scene.now)
        case let .language(code):
            try required(app, "language").setLanguage(named: code)
        default:
            break
        }
    }

    private func required(_ app: KioskApp?, _ what: String) throws -> KioskApp {
        guard let app else { throw ScriptError.message("\"\(what)\" needs a screen file's application model, which this run has not") }
        return app
    }
}
