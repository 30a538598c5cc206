extension Screen {
    /// Gives every button the file left without an `id` one derived from the nearest ancestor that
    /// has one: `ANCESTOR.N`, the Nth such button under it in tree order, counted from 1 (the demo's
    /// chips become `chips.1` … `chips.30`). So every `tap` event names what was tapped and scripts
    /// can aim at it. A `.` cannot appear in an id a file declares, so these never clash with one;
    /// a button with no named ancestor at all is `SCREEN.N` on a file of several screens, else
    /// `button.N`. They are not settable (buttons have no value) and are not in `ids`. `roots`:
    /// each screen's root and its name (nil: `button`), numbered as one.
    static func nameUnnamedButtons(in roots: [(root: Widget, screen: String?)]) {
        var counts: [String: Int] = [:]
        func visit(_ w: Widget, owner: String) {
            if w.id == nil, w.isNumberedWhenUnnamed {
                counts[owner, default: 0] += 1
                w.id = "\(owner).\(counts[owner]!)"
            }
            let next = w.isNumberedWhenUnnamed ? owner : (w.id ?? owner)
            for c in w.children { visit(c, owner: next) }
        }
        for (root, screen) in roots { visit(root, owner: root.id ?? screen ?? "button") }
    }
}
