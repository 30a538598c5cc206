/// Which screen of a file shows and the way back: the screens' names in file order, the one
/// showing, and the history `back` returns through. A value type with no widgets, so the rules
/// are tested on numbers.
///
/// Going to a screen puts the current one on the history — unless the screen gone to is already
/// on it: then the history is cut back to before it, as if the screens in between had been left
/// with `back`. A flow home → confirm → thanks that ends with `goto: home` leaves no trail, and
/// the history never holds a screen twice (so it is never longer than the file has screens).
struct ScreenNavigator: Equatable, Sendable {
    /// A change of screen: from which index to which.
    struct Move: Equatable, Sendable {
        var from: Int
        var to: Int
    }

    /// The screens' names, in file order.
    let names: [String]
    /// The screen shown at start and after the idle reset.
    let start: Int
    /// The screen showing.
    private(set) var current: Int
    /// The screens `back` returns to, the most recent last.
    private(set) var history: [Int] = []

    init(names: [String], start: Int = 0) {
        precondition(!names.isEmpty, "a kiosk has at least one screen")
        self.names = names
        self.start = names.indices.contains(start) ? start : 0
        current = self.start
    }

    /// The index of the screen called `name`, if there is one.
    func index(of name: String) -> Int? { names.firstIndex(of: name) }

    var currentName: String { names[current] }

    /// Shows screen `index`. Nil (nothing changes) when it is the one showing or not a screen.
    mutating func go(to index: Int) -> Move? {
        guard names.indices.contains(index), index != current else { return nil }
        if let seen = history.firstIndex(of: index) {
            history.removeSubrange(seen...)
        } else {
            history.append(current)
        }
        defer { current = index }
        return Move(from: current, to: index)
    }

    /// Returns to the previous screen. Nil when there is none (the history is empty).
    mutating func back() -> Move? {
        guard let previous = history.popLast() else { return nil }
        defer { current = previous }
        return Move(from: current, to: previous)
    }

    /// Back to the start screen with no history (the idle reset). Nil when it already shows.
    mutating func restart() -> Move? {
        history.removeAll()
        guard current != start else { return nil }
        defer { current = start }
        return Move(from: current, to: start)
    }
}
