/// A label's text in a list's item template may name the item's fields.
extension Label: ItemTemplateSlot {
    var itemTemplate: (text: String, place: ItemTemplatePlace) { (text, .text) }
}
