/// The fields of the layout containers: `column` and `row`, `flow`, `equalRow`, `scroll`,
/// `padding`, `frame` and `spacer`.
extension ScreenFields {
    /// `column` and `row`.
    enum Stack {
        static let spacing = ScreenField.number("spacing", 0...1000, default: 0, "pixels between children")
        static let align = ScreenChoiceField<CrossAlignment>(
            "align", [("start", .leading), ("center", .center), ("end", .trailing), ("fill", .fill)], default: "center",
            "where children sit across a column's width or a row's height; `fill` stretches them")
        static let padding = ScreenField.insets("padding", "space around the children")
        static let all: [any ScreenFieldInfo] = [ScreenFields.children, spacing, align, padding]
    }

    enum Flow {
        static let itemSpacing = ScreenField.number("itemSpacing", 0...1000, default: 8, "pixels between the items of a row")
        static let rowSpacing = ScreenField.number("rowSpacing", 0...1000, default: 8, "pixels between rows")
        static let all: [any ScreenFieldInfo] = [ScreenFields.children, itemSpacing, rowSpacing, ScreenFields.lineAlign]
    }

    enum EqualRow {
        static let spacing = ScreenField.number("spacing", 0...1000, default: 12, "pixels between children")
        static let stretch = ScreenField.bool("stretch", default: false,
                                              "the children share the whole width instead of taking the widest one's")
        static let all: [any ScreenFieldInfo] = [ScreenFields.children, spacing, stretch]
    }

    enum Scroll {
        static let all: [any ScreenFieldInfo] = [ScreenFields.content]
    }

    enum Padding {
        static let insets = ScreenField.requiredInsets("insets", "the space on each side")
        static let all: [any ScreenFieldInfo] = [ScreenFields.content, insets]
    }

    enum Frame {
        static let sizes = 0.0...16384.0
        static let width = ScreenField.number("width", sizes, shown: "the content's", "a fixed width in pixels")
        static let height = ScreenField.number("height", sizes, shown: "the content's", "a fixed height in pixels")
        static let minWidth = ScreenField.number("minWidth", sizes, "the least width the content gets")
        static let maxWidth = ScreenField.number("maxWidth", sizes, "the most width the content gets")
        static let minHeight = ScreenField.number("minHeight", sizes, "the least height the content gets")
        static let maxHeight = ScreenField.number("maxHeight", sizes, "the most height the content gets")
        static let all: [any ScreenFieldInfo] = [ScreenFields.content, width, height, minWidth, maxWidth, minHeight, maxHeight]
    }

    enum Spacer {
        static let minLength = ScreenField.number("minLength", 0...16384, default: 0, "the least space it keeps, in pixels")
        static let all: [any ScreenFieldInfo] = [minLength]
    }
}
