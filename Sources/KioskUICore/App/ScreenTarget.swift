extension KUI {
    /// Where a button's `goto` or a screen's `after` leads: a screen by its name, or back (what
    /// a screen file writes as the word `back`).
    public enum Destination: Equatable, Sendable {
        /// The screen of that name.
        case screen(String)
        /// The previous screen (nothing happens when there is none).
        case back
    }
}

/// Where a `goto` or an `after` leads, as the runtime names it (`KUI.Destination`).
typealias ScreenTarget = KUI.Destination

extension ScreenTarget: BuilderValueConvertible {
    /// The word a file writes for `back`; no screen may be called that.
    static let backWord = "back"

    /// `back`, or the screen of that name.
    init(_ word: String) { self = word == ScreenTarget.backWord ? .back : .screen(word) }

    /// As a screen file writes it: the screen's name, or `back`.
    var builderValue: BuilderValue {
        switch self {
        case let .screen(name): return .text(name)
        case .back: return .text(ScreenTarget.backWord)
        }
    }
}

/// A screen that returns by itself (`after: {seconds: 10, goto: home}`): after `seconds` without
/// input while it shows, counted from when it was shown or from the last input, whichever is later.
struct ScreenReturn: Equatable, Sendable {
    var seconds: Double
    var target: ScreenTarget
}
