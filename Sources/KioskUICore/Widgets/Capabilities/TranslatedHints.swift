/// A widget with hint texts a screen's languages translate (a text field's placeholder and the
/// hint under it).
protocol TranslatedHints: Widget {
    /// What it shows while empty.
    var placeholder: String { get set }
    /// What it says its text must look like.
    var patternHint: String { get set }
}
