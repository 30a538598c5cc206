/// Building a page container and its pages; its starting page may come from `--state` instead
/// of the file.
extension ScreenDecoder {
    func pages(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.Pages.self
        guard let n = o[f.pages] else {
            report(o.line, f.pages.name, "missing; a pages container needs pages, e.g. pages: [{title: Home, content: {type: label, text: Hi}}]")
            return unbuilt()
        }
        guard let items = n.items, !items.isEmpty else {
            let found = n.items == nil ? "found \(n.shown)" : "found an empty list; give at least one page"
            report(n.line, f.pages.name, "must be a list of at least one page {title, content}, \(found)")
            return unbuilt()
        }
        var pages: [Page] = []
        var titles: Set<String> = []
        var tabs: [Localized<String>] = []
        for item in items {
            guard let p = ScreenObject(item, what: "a page", field: f.pages.name, decoder: self,
                                       example: "{title: Home, content: {type: label, text: Hi}}") else { continue }
            p.check(allowed: ScreenFields.Page.all)
            let pageID = p.read(ScreenFields.id)
            if let pageID { declare(id: pageID, line: p.line(of: ScreenFields.id)) }
            let tab = shownText(p, ScreenFields.Page.title)?.localized ?? Localized(source: "?")
            let title = tab.source
            tabs.append(tab)
            if !titles.insert(title).inserted {
                report(p.line(of: ScreenFields.Page.title), ScreenFields.Page.title.name, "\"\(ScreenLimits.shortened(title))\" is already a page of this container; page titles must be different")
            }
            pages.append(Page(id: pageID, title: title, content: content(p)))
        }
        let names = pages.map(\.title)
        let selected = start(id, in: .titles(names), fromFile: selected(o, f.selected, names: names, kind: "page titles"))
        let container = SegmentedPages(id: id, pages: pages, selected: selected)
        if tabs.contains(where: \.isTranslated) { localizedParts.append(LocalizedPart(widget: container.picker, kind: .options(tabs))) }
        return container
    }
}
