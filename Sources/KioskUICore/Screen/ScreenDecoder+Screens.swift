/// The screens of a file — `root` (one screen, called `main`) or `screens` (several, by name, in
/// the order listed) — with `start` and each screen's `after`; then what can only be checked once
/// every screen and id is known: each `goto` and `after` names a screen, each `{ID}` of a live
/// text names a control with a value.
extension ScreenDecoder {
    /// One screen as the file gives it.
    struct DecodedScreen {
        var name: String
        /// The root widget as the file gives it.
        var content: Widget
        var after: ScreenReturn?
    }

    /// The file's screens (none after reporting when there are none usable).
    func screens(_ top: ScreenObject) -> [DecodedScreen] {
        let root = top[ScreenFields.root], screens = top[ScreenFields.screens]
        if let screens {
            if root != nil {
                report(screens.line, ScreenFields.screens.name, "a file has either root (one screen) or screens (several), not both; move root into a screen, e.g. screens: {home: {root: …}}")
            }
            return namedScreens(screens)
        }
        guard let root else {
            report(top.line, ScreenFields.root.name, "missing; a screen needs a root widget, e.g. root: {type: column, children: [...]}, or several screens under screens: {home: {root: …}}")
            return []
        }
        return widget(root, field: ScreenFields.root.name).map { [DecodedScreen(name: KioskApp.singleScreenName, content: $0)] } ?? []
    }

    private func namedScreens(_ node: ScreenNode) -> [DecodedScreen] {
        let field = ScreenFields.screens.name
        guard let entries = node.entries, !entries.isEmpty else {
            report(node.line, field, "must map each screen's name to its mapping, e.g. screens: {home: {root: {type: label, text: Hi}}}; found \(node.entries == nil ? node.shown : "an empty mapping")")
            return []
        }
        var out: [DecodedScreen] = []
        var seen: [String: Int] = [:]
        for e in entries {
            let name = e.key
            if !ScreenDecoder.isValidID(name) || name == ScreenTarget.backWord {
                report(e.line, field, "\"\(ScreenLimits.shortened(name))\" cannot name a screen; use letters, digits, '-' and '_' (and not \"back\", which a goto uses for the previous screen)")
            } else if let first = seen[name] {
                report(e.line, field, "\"\(name)\" is already the screen on line \(first); screen names must be different")
                continue
            }
            seen[name] = e.line
            let F = ScreenFields.NamedScreen.self
            guard let o = ScreenObject(e.value, what: "screen \"\(ScreenLimits.shortened(name))\"", field: name, decoder: self,
                                       example: "{root: {type: column, children: [...]}}") else { continue }
            o.check(allowed: F.all)
            let after = self.after(o)
            guard let rootNode = o[F.root] else {
                report(o.line, F.root.name, "missing; \(o.what) needs a root widget, e.g. root: {type: column, children: [...]}")
                continue
            }
            if let content = widget(rootNode, field: F.root.name) { out.append(DecodedScreen(name: name, content: content, after: after)) }
        }
        return out
    }

    /// A screen's `after`, or nil (after reporting when it is wrong).
    private func after(_ screen: ScreenObject) -> ScreenReturn? {
        guard let n = screen[ScreenFields.NamedScreen.after] else { return nil }
        let F = ScreenFields.After.self
        guard let o = ScreenObject(n, what: "an after", field: ScreenFields.NamedScreen.after.name, decoder: self,
                                   example: "{seconds: 10, goto: home}") else { return nil }
        o.check(allowed: F.all)
        let seconds = o.read(F.seconds), target = o.read(F.goto)
        if let target { targets.append((target, o.line(of: F.goto))) }
        guard let seconds, let target else { return nil }
        return ScreenReturn(seconds: seconds, target: ScreenTarget(target))
    }

    /// The index of the `start` screen (0 when left out or wrong, after reporting).
    func start(_ top: ScreenObject, names: [String]) -> Int {
        guard let name = top.read(ScreenFields.start) else { return 0 }
        guard let i = names.firstIndex(of: name) else {
            if !names.isEmpty {
                report(top.line(of: ScreenFields.start), ScreenFields.start.name, "\"\(ScreenLimits.shortened(name))\" is not a screen of this file; screens: \(names.joined(separator: ", "))")
            }
            return 0
        }
        return i
    }

    /// What is wrong with `{id}` in a live text, worded with the fix; nil when it shows a control's
    /// value or a list's selected item (or names a control that was refused where declared).
    private func templateProblem(_ id: String, _ byID: WidgetIndex, offered: () -> String) -> String? {
        let kinds = "{ID} shows the value of a picker, pages, ruler, slider, stepper, switch, checkbox or progress, or a text field's text, and {LIST.FIELD} a field of a list's selected item"
        if let (list, field) = TextTemplate.listField(id) {
            guard !unbuiltIDs.contains(list) else { return nil }
            let lists = byID.widgets.filter { $0.itemList != nil }.compactMap(\.id).filter(ScreenDecoder.isValidID)
            let known = lists.isEmpty ? "there are none on this file's screens" : "the lists: \(lists.joined(separator: ", "))"
            guard let w = byID[list] else { return "{\(id)} names no list: no control has the id \"\(list)\"; {LIST.FIELD} shows the field of a list's selected item, e.g. {bikes.\(field)}: \(known)" }
            guard w.itemList != nil else {
                let own = w.liveText != nil ? "; {\(list)} shows its value" : ""
                return "{\(id)} names a \(w.typeName), not a list\(own); {LIST.FIELD} shows the field of a list's selected item: \(known)"
            }
            return nil
        }
        guard !unbuiltIDs.contains(id) else { return nil }
        guard let w = byID[id] else { return "{\(id)} names no control; \(kinds): \(offered()) ({{ writes a brace)" }
        guard w.liveText == nil else { return nil }
        if let list = w.itemList {
            let field = list.shownFields.first ?? "name"
            return "{\(id)} names a list, which has many items and no one value; write {\(id).\(field)} for the field \(field) of its selected item (empty while none is selected)"
        }
        return "{\(id)} names a \(w.typeName), which has no value to show; \(kinds): \(offered()) ({{ writes a brace)"
    }

    /// Reports every `goto` and `after` that names no screen.
    func checkTargets(names: [String]) {
        for t in targets where t.word != ScreenTarget.backWord && !names.contains(t.word) {
            report(t.line, ScreenFields.Button.goto.name, "\"\(ScreenLimits.shortened(t.word))\" is not a screen of this file; screens: \(names.joined(separator: ", ")) (or back, the one shown before)")
        }
    }

    /// Reports every `{ID}` of a live text that names no control with a value, and every
    /// `{LIST.FIELD}` that names no list. `roots`: every screen's content.
    func checkLiveTexts(in roots: [Widget]) {
        guard !liveTexts.isEmpty || !confirmTitles.isEmpty else { return }
        let byID = WidgetIndex(roots)
        // The controls a message offers, made only when there is a message to make (asking each
        // widget `is ValueControl`, a look-up in Swift's conformance records per widget type,
        // would cost 2.4 M instructions of a start that finds nothing wrong).
        // An id refused where it was declared (a mutated, overlong one) is not offered.
        var offered: String?
        func shown() -> String {
            if let o = offered { return o }
            let sources = byID.widgets.filter { $0.liveText != nil }.compactMap(\.id).filter(ScreenDecoder.isValidID)
            let o = sources.isEmpty ? "there are none on this file's screens" : "the controls with a value: \(sources.joined(separator: ", "))"
            offered = o
            return o
        }
        let confirmField = ScreenFields.Confirm.title.name
        for (field, places) in liveTexts.map({ ($0.field, $0.places) }) + confirmTitles.map({ (confirmField, $0) }) {
            for place in places {
                for id in place.template.ids {
                    guard let problem = templateProblem(id, byID, offered: shown) else { continue }
                    report(place.line, field, problem, file: place.file)
                }
            }
        }
    }
}
