/// Where a button's `goto` or a screen's `after` leads: a screen by its name, or back.
enum ScreenTarget: Equatable, Sendable {
    case screen(String)
    /// The previous screen (nothing happens when there is none).
    case back

    /// The word a file writes for `back`; no screen may be called that.
    static let backWord = "back"

    /// `back`, or the screen of that name.
    init(_ word: String) { self = word == ScreenTarget.backWord ? .back : .screen(word) }
}

/// A screen that returns by itself (`after: {seconds: 10, goto: home}`): after `seconds` without
/// input while it shows, counted from when it was shown or from the last input, whichever is later.
struct ScreenReturn: Equatable, Sendable {
    var seconds: Double
    var target: ScreenTarget
}
