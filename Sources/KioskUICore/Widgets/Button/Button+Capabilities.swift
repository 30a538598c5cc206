/// What callers outside the widgets ask of a button: an id derived from its owner when the file
/// gives none, and in a list's item template, a title that may name the item's fields and an
/// enabled state that follows the item's.
extension Button: NumberedWhenUnnamed, ItemTemplateSlot, ItemEnabledFollower {
    var itemTemplate: (text: String, place: ItemTemplatePlace) { (title, .text) }
}
