/// A switch or checkbox: on or off (a button may follow it), and its title in a list's item
/// template may name the item's fields.
extension Toggle: OnOffValue, ItemTemplateSlot {
    var itemTemplate: (text: String, place: ItemTemplatePlace) { (title, .text) }
}
