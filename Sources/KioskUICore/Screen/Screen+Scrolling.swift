extension Screen {
    /// The rule that nothing is unreachable: a screen whose content is taller than the panel
    /// scrolls instead of squashing or cutting it off. The root, and the content of every page,
    /// go inside a scroll view unless they are one already (or, for the root, a page container,
    /// whose pages get one each, so the tabs stay on screen). A scroll view whose content fits
    /// gives it the whole viewport (spacers still push a Pay button to the bottom) and neither
    /// scrolls nor draws a scroll bar.
    static func scrollingWhenTall(_ root: Widget) -> Widget {
        root.forEachDescendant { w in
            guard w.scrollsOwnContent, let content = w.children.first, !content.isScrollContainer else { return }
            w.removeAllChildren()
            w.add(ScrollView(content))
        }
        if root.isScrollContainer || root.pagedContainer != nil { return root }
        return ScrollView(root)
    }
}
