/// The fields of `pages` and of each of its pages.
extension ScreenFields {
    enum Pages {
        static let pages = ScreenField.structure("pages", .pages, required: true,
                                                 "the pages: at least one, with different titles")
        static let selected = ScreenField.structure("selected", .selection, shown: "the first page",
                                                    "the page shown at start: its title, else its index from 0")
        static let all: [any ScreenFieldInfo] = [pages, selected]
    }

    /// A page of a `pages` widget.
    enum Page {
        static let title = ScreenField.shownText("title", required: true, example: "Home",
                                                 "the tab's text, different for every page of the container")
        static let all: [any ScreenFieldInfo] = [title, ScreenFields.id, ScreenFields.content]
    }
}
