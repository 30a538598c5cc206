/// A widget showing options a screen's languages translate (a picker): the options keep their
/// values (the file's default-language texts) and show the language's words.
protocol TranslatedOptions: Widget {
    /// The options' values, in order.
    var optionValues: [String] { get }
    /// Shows the options as `shown` (one per option), their values unchanged.
    func relabel(_ shown: [String])
    /// Chooses option `index`, as a tap does (a language picker follows the language).
    func chooseOption(_ index: Int)
}
