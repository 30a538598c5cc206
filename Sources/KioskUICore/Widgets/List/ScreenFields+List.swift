/// The fields of `list`: items from the file or the controller, shown through an item template.
extension ScreenFields {
    enum List {
        static let template = ScreenField.structure("template", .widget, required: true,
                                                    "the widgets of one row (or tile), built again for each row shown; in its texts, a button's title and an image's file `{FIELD}` shows the item's field (`\"{title}\"`, `\"{image}\"`, `{{` for a brace)")
        static let items = ScreenField.structure("items", .items, shown: "none",
                                                 "items shown until the controller sends its own (`set` with `items`): each a mapping with a different `key` and text fields; an item with `enabled: false` is drawn faded and takes no tap")
        static let grid = ScreenField.bool("grid", default: false,
                                           "tiles side by side instead of rows: as many columns as tiles of at least `minItemWidth` fit, filled row by row (right to left in a right-to-left language)")
        static let minItemWidth = ScreenField.number("minItemWidth", 44...2000, default: 160, "a grid's least tile width in pixels at font scale 1; it grows with the font scale, as the text in the tiles does")
        static let selection = ScreenChoiceField<DataList.SelectionMode>(
            "selection", DataList.SelectionMode.allCases.map { ($0.rawValue, $0) }, default: "single",
            "what a tap on a row keeps: `single` one item, `multiple` each tapped item until it is tapped again, `none` nothing (the tap still sends `select`)")
        static let emptyText = ScreenField.shownText("emptyText", example: "Nothing here yet", shown: "none",
                                                     "what shows while there are no items")
        static let spacing = ScreenField.number("spacing", 0...200, default: 8, "pixels between rows and between tiles")
        static let rowMenu = ScreenField.structure("rowMenu", .texts(example: "[Remove, Details]"), shown: "none",
                                                   "a long press on a row opens a menu of these; a choice sends `itemMenu` with the row's key")
        static let all: [any ScreenFieldInfo] = [template, items, grid, minItemWidth, selection, emptyText, spacing, rowMenu]
    }
}
