/// An overlay that asks a question with buttons (a dialog): speech says its title and buttons as
/// it opens, and a pointer target names its buttons `ID#N`.
protocol ModalQuestion: Widget {
    /// The title, as it was asked (in the language shown when it opened).
    var title: String { get }
    /// The buttons' titles, in order.
    var buttons: [String] { get }
    /// Which of its buttons `w` is, if one.
    func buttonIndex(of w: Widget) -> Int?
}
