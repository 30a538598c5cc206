/// What a list asks of a button in its item template: a title that may name the item's fields,
/// and an enabled state that follows the item's.
extension Button: ItemTemplateSlot, ItemEnabledFollower {
    var itemTemplate: (text: String, place: ItemTemplatePlace) { (title, .text) }
}
