extension AccessibilityRole {
    /// A page container: its tabs are `tab`, the page shown `page`.
    static let pages = AccessibilityRole("pages", SpokenWord("pages", de: "Seiten", ar: "صفحات", hi: "पृष्ठ"))
    /// The tabs of a page container; the focused tab's title is its name.
    static let tab = AccessibilityRole("tab", SpokenWord("tab", de: "Reiter", ar: "علامة تبويب", hi: "टैब"))
    /// A page of a page container.
    static let page = AccessibilityRole("page", SpokenWord("page", de: "Seite", ar: "صفحة", hi: "पृष्ठ"))
}

/// A page container (`type: pages`): tabs on top, one page below.
struct PagesKind: ScreenWidgetKind {
    var typeName: String { "pages" }
    var fields: [any ScreenFieldInfo] { ScreenFields.Pages.all }
    var summary: String { "Tabs on top, one page below; swipes, shoulder buttons and Page Up/Down switch pages. Value for `set` and the state file: a page's title, or its index from 0. Events: `appear`, `disappear`." }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget { decoder.pages(o, id: id) }
    var roles: [AccessibilityRole] { [.pages, .tab, .page] }
}
