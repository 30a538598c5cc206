/// The page container of a screen description: the file's `pages` widget and its pages.
extension KUI {
    /// Collects the pages of a `Pages` container.
    public typealias PagesBuilder = ItemsBuilder<Page>

    /// Tabs on top, one page below (`type: pages`). Swipes, shoulder buttons and Page Up/Down
    /// switch pages; its value is the shown page's title; events `appear` and `disappear`.
    public struct Pages: Element, Sendable {
        /// The container's description.
        public var node: Node

        /// - Parameters:
        ///   - id: the name scripts, commands, events and the state file use.
        ///   - selected: the page shown at start, by its title (default the first).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        ///   - pages: at least one `Page`, with different titles.
        public init(id: String? = nil, selected: String? = nil, fileID: String = #fileID, line: Int = #line,
                    @PagesBuilder pages: () -> [Page]) {
            let f = ScreenFields.Pages.self
            let pages = pages()
            node = Node(PagesKind(), [ScreenFields.id.entry(id), f.pages.entry(pages), f.selected.entry(selected)],
                        fileID: fileID, line: line)
            // A page's onAppear/onDisappear hear its container's events.
            node.mapping.hooks += pages.flatMap { $0.pageHooks.map { BuilderHook.events([.appear, .disappear], $0) } }
        }
    }

    /// One page of a `Pages` container: a tab title and the widget shown under it.
    public struct Page: Sendable {
        /// The page's fields, as a screen file writes them.
        let mapping: BuilderMapping
        /// Its `onAppear` and `onDisappear`, for the container to hear.
        var pageHooks: [@MainActor @Sendable (KioskEvent) -> Void] = []
        /// The tab's text.
        let title: String

        /// - Parameters:
        ///   - title: the tab's text, different for every page of the container.
        ///   - id: the name scripts and events use for the page.
        ///   - fileID, line: where this is written, for error messages; leave them out.
        ///   - content: the one widget of the page.
        public init(_ title: String, id: String? = nil, fileID: String = #fileID, line: Int = #line,
                    @ContentBuilder content: () -> Node) {
            self.title = title
            mapping = BuilderMapping(fields: [ScreenFields.Page.title.entry(title), ScreenFields.id.entry(id),
                                              ScreenFields.content.entry(content())],
                                     source: BuilderSource(file: fileID, line: line))
        }
    }
}

extension KUI.Pages {
    /// A page container whose shown page is `selection` (by its title), both ways.
    public init(id: String, selection: KioskState<String>, fileID: String = #fileID, line: Int = #line,
                @KUI.PagesBuilder pages: () -> [KUI.Page]) {
        self.init(id: id, selected: nil, fileID: fileID, line: line, pages: pages)
        node = node.bound(ScreenFields.Pages.selected.name, StateBinding.title(selection))
    }
}

extension KUI.Page {
    /// Calls `action` each time the page shows (its container's `appear` event for it), on the UI
    /// loop. The container needs an id.
    public func onAppear(_ action: @escaping @MainActor @Sendable () -> Void) -> KUI.Page {
        watching(appear: true, action)
    }

    /// Calls `action` each time the page is hidden by another (its container's `disappear` event).
    public func onDisappear(_ action: @escaping @MainActor @Sendable () -> Void) -> KUI.Page {
        watching(appear: false, action)
    }

    private func watching(appear: Bool, _ action: @escaping @MainActor @Sendable () -> Void) -> KUI.Page {
        var p = self
        p.pageHooks.append { [title] e in
            switch e.kind {
            case let .appear(page, _) where appear && page == title: action()
            case let .disappear(page, _) where !appear && page == title: action()
            default: break
            }
        }
        return p
    }
}
