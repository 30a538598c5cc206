/// An image's file in a list's item template may name the item's fields (`{photo}`).
extension ImageView: ItemTemplateSlot {
    var itemTemplate: (text: String, place: ItemTemplatePlace) { (written, .file) }

    /// An item's picture, confined to the run's picture folders (`PictureFolders`): an item's
    /// data comes from commands.
    func showItemText(_ written: String, folders: PictureFolders, pictures: inout ItemPictureCache) {
        if pictures[written] == nil {
            pictures[written] = .some(try? ImageView.header(of: written, relativeTo: baseFile, in: folders))
        }
        if let found = pictures[written] ?? nil {
            isHidden = false
            show(path: found.path, written: written, header: found.header)
        } else {
            // No picture there: nothing drawn rather than the last item's picture.
            isHidden = true
        }
    }
}
