/// A control with a value: a picker's option, a page container's page, a ruler's number. The one
/// way a value is read and written: `set` from a script or command (`Widget.setValue`), the state
/// file's snapshot (`ControlState`) and the restore of saved values when a screen is decoded all go
/// through the control's `valueDomain`, so a value means the same on every path and a value that
/// does not fit is refused in the same words.
protocol ValueControl: Widget {
    /// What messages call the control: "picker".
    var valueNoun: String { get }
    /// The values it takes.
    var valueDomain: ValueDomain { get }
    /// The values as the customer sees them: a picker's options in the language shown (its
    /// `valueDomain` keeps the default language's, which commands and the state file use).
    var shownDomain: ValueDomain { get }
    /// Where it is now, or is heading: the selected option or page, the ruler's step.
    var valuePosition: Int { get }
    /// Moves to a position as a user would: the marker slides, the ruler glides, events follow.
    func moveValue(to position: Int)
    /// What it shows now, as it shows it: what live text (`{ID}` in a text) writes.
    var shownValueText: String { get }
    /// Whether the value is the control's own: false for a page container's tabs, whose value is
    /// the container's (it is neither saved, reset nor given `options` on its own).
    var isValueOfItsOwn: Bool { get }
}

extension ValueControl {
    /// Shown as they are named, unless the control translates them.
    var shownDomain: ValueDomain { valueDomain }
    var isValueOfItsOwn: Bool { true }

    /// The value as JSON: what the state file saves (nil when there is none JSON can hold).
    var jsonValue: JSONValue? { valueDomain.value(at: valuePosition) }
}

/// The values a control takes and how JSON names them: one of a list of titles (a picker's
/// options, a page container's pages) by its text or its index from 0, or a step of a ruler by
/// a number in its range (snapped to the nearest step).
enum ValueDomain {
    case titles([String])
    case steps(RulerScale)
    /// On or off (a switch, a checkbox): `true` (position 1) or `false` (position 0).
    case flag

    /// The position `value` names (an index into the titles, a ruler's step), or nil when it names none.
    func position(of value: JSONValue) -> Int? {
        switch self {
        case let .titles(names):
            if let s = value.stringValue { return names.firstIndex(of: s) }
            if let n = value.intValue, names.indices.contains(n) { return n }
            return nil
        case let .steps(scale):
            guard let x = value.doubleValue, x >= scale.min, x <= scale.max else { return nil }
            return scale.index(nearest: x)
        case .flag:
            guard case let .bool(b) = value else { return nil }
            return b ? 1 : 0
        }
    }

    /// The value at a position as JSON; nil when there is none (no titles, a number JSON cannot hold).
    func value(at position: Int) -> JSONValue? {
        switch self {
        case let .titles(names): return names.indices.contains(position) ? .string(names[position]) : nil
        case let .steps(scale):
            let v = scale.value(at: position)
            return v.isFinite ? .number(v) : nil
        case .flag: return position == 0 || position == 1 ? .bool(position == 1) : nil
        }
    }

    /// What the control takes, for messages: `an index 0…2 or one of "A", "B", "C"`, `a number from 0 to 100`.
    var accepted: String {
        switch self {
        case let .titles(names): return "an index 0…\(names.count - 1) or one of \(ScreenDecoder.quoted(names))"
        case let .steps(scale): return "a number from \(JSONValue.format(scale.min)) to \(JSONValue.format(scale.max))"
        case .flag: return "true or false"
        }
    }
}
