/// A widget whose value is on or off (a switch, a checkbox): a button may follow it (`enabled:
/// {checked: ID}`).
protocol OnOffValue: Widget {
    /// Whether it is on (checked).
    var isOn: Bool { get }
}
