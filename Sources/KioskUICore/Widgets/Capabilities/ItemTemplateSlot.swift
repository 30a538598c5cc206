/// A widget of a list's item template whose text may name an item's fields (`{title}` in a
/// label, a button's or a switch's title, an image's file): each row fills them in for the item it
/// shows, so the list knows no control but through this.
protocol ItemTemplateSlot: Widget {
    /// The text as built, which may hold `{FIELD}` placeholders, and where it goes.
    var itemTemplate: (text: String, place: ItemTemplatePlace) { get }
    /// Shows `filled`, the template with an item's fields in: a text as `set` writes it, a
    /// picture's file confined to `folders` (headers read once per written path, in `pictures`).
    func showItemText(_ filled: String, folders: PictureFolders, pictures: inout ItemPictureCache)
}

/// Where a template text goes: shown text, or a picture's file.
enum ItemTemplatePlace { case text, file }

/// The picture headers a row has read, by the path an item wrote (nil: none there).
typealias ItemPictureCache = [String: (path: String, header: ImageHeader)?]

extension ItemTemplateSlot {
    /// A shown text: written through the widget's own `set` field.
    func showItemText(_ filled: String, folders: PictureFolders, pictures: inout ItemPictureCache) {
        (self as? SettableWidget)?.apply(.text(filled))
    }
}
