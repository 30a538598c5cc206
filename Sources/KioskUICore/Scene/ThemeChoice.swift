/// What a `{"theme":…}` line switches to: a built-in theme by its name, or back to the screen's own.
enum ThemeChoice: Equatable, Sendable {
    case builtIn(Theme)
    /// The theme the screen file (or `KUI.App`) gives.
    case screen

    /// The word for the screen's own theme.
    static let screenWord = "screen"

    /// Every word a line may give, in the order messages list them.
    static var words: [String] { Theme.builtIn.map(\.word) + [screenWord] }

    /// The choice a word names; nil for any other.
    init?(_ word: String) {
        if word == ThemeChoice.screenWord { self = .screen; return }
        guard let t = Theme.builtIn.first(where: { $0.word == word }) else { return nil }
        self = .builtIn(t.value)
    }

    /// The word a line gives for it: a built-in theme's name, or `screen`.
    var word: String {
        switch self {
        case let .builtIn(t): return Theme.builtIn.first { $0.value == t }?.word ?? ThemeChoice.screenWord
        case .screen: return ThemeChoice.screenWord
        }
    }

    /// The theme to show, given the screen's own: a built-in theme's colours with the screen's
    /// sizes, so a screen made for larger text and targets keeps them in high contrast.
    func theme(screen: Theme) -> Theme {
        switch self {
        case let .builtIn(t): return screen.withPalette(of: t)
        case .screen: return screen
        }
    }
}
