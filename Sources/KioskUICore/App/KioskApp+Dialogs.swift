/// Dialogs the `dialog` command opens and closes (`Dialog`, a modal overlay). One per id: opening
/// an id that is open replaces it (its new title and buttons, focus on the first button again;
/// the one replaced sends nothing). Answering closes it with a `dialog` event; so does nothing
/// else: a `close` command, a replacement and the idle reset close without an answer.
extension KioskApp {
    /// The open dialogs, oldest first: the scene's overlays that are dialogs (an answered one has
    /// closed itself and is gone from there).
    var dialogs: [Dialog] { scene.map(Dialog.open(in:)) ?? [] }

    /// Carries out a `dialog` command. Throws when the id belongs to a widget of the file (a
    /// `target` could not tell them apart) or, for `close`, when no dialog of that id is open.
    func dialog(_ command: DialogCommand) throws {
        guard let scene else { throw ScriptError.message("no scene to show a dialog in") }
        switch command {
        case let .open(id, title, buttons):
            if let w = widgetsByID[id] {
                throw ScriptError.message("\"\(id)\" is the id of a \(w.typeName) of the screen file; give the dialog an id of its own")
            }
            dialogs.first { $0.id == id }?.close()
            let d = Dialog(id: id, title: title, buttons: buttons)
            translate(d)
            d.open(in: scene)
        case let .close(id):
            guard let d = dialogs.first(where: { $0.id == id }) else {
                let open = dialogs.compactMap(\.id)
                throw ScriptError.message("no dialog \"\(id)\" is open; open: \(open.isEmpty ? "none" : open.joined(separator: ", "))")
            }
            d.close()
        }
    }

    /// Closes every open dialog, newest first, without an answer.
    func closeDialogs() {
        for d in dialogs.reversed() { d.close() }
    }
}
