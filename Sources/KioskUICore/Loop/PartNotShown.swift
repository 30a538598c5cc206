/// A pointer target's part that its widget does not show in the form it has now: a segment
/// (`lang#2`) of a picker folded into its compact button, whose options are in a menu
/// (`lang.menu#2`) once the button is tapped. A replay warns and goes on, so a recording made on
/// a wide panel still runs on a narrow one; a command is refused with the same words.
struct PartNotShown: Error, CustomStringConvertible {
    let description: String

    /// The words for part `n` of `w` when `w` is (or holds) a picker in its compact form; nil
    /// for any other widget.
    @MainActor static func compact(_ w: Widget, id: String, part n: Int) -> PartNotShown? {
        guard let folded = (w as? CompactForm)?.foldedOptions else { return nil }
        // A page container's tabs are its picker `ID.tabs`: that is what a tap opens.
        let opener = folded.opener ?? id, menu = "\(opener).menu"
        let item = n >= 0 && n < folded.count ? "\(menu)#\(n)" : "\(menu)#N (0…\(folded.count - 1))"
        return PartNotShown(description: "widget \"\(id)\" (\(w.typeName)) is in its compact form now (one button that opens a menu of its options), so it has no part #\(n); tap \"\(opener)\" to open the menu, then \"\(item)\"")
    }
}
