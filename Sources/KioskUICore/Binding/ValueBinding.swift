/// A control's value tied to a `KioskState`, both ways: the state gives the control its first
/// value (what a reset returns to) and its value at start, and after each change the app makes
/// (as a `set` command would, `Widget.setValue`), the control's settled value (`change`, or a value
/// restored from `--state`) goes into the state.
@MainActor
protocol ValueBinding: LiveBuilderValue {
    var state: any AnyKioskState { get }
    /// The state's value as a `set` command gives it.
    var jsonValue: JSONValue { get }
    /// The value the state was made with, likewise: where a reset moves the control (its
    /// `builderValue`, the file value of the description, is that one).
    var initialJSONValue: JSONValue { get }
    /// Takes the control's value into the state.
    func take(_ value: JSONValue)
}

/// A `KioskState` as a control's value: a ruler's number (`number`), a picker's option or a page
/// container's page by its title (`title`).
struct StateBinding<Value: Equatable & Sendable>: ValueBinding {
    let held: KioskState<Value>
    /// The value as JSON (what `set` takes) and back; nil for JSON that is no such value.
    let toJSON: @Sendable (Value) -> JSONValue
    let fromJSON: @Sendable (JSONValue) -> Value?

    var state: any AnyKioskState { held }
    var jsonValue: JSONValue { toJSON(held.untrackedValue) }
    var initialJSONValue: JSONValue { toJSON(held.initial) }
    var builderValue: BuilderValue {
        switch initialJSONValue {
        case let .number(n): return .number(n)
        case let .bool(b): return .bool(b)
        default: return .text(initialJSONValue.stringValue ?? "")
        }
    }
    func take(_ value: JSONValue) { if let v = fromJSON(value) { held.value = v } }
}

extension StateBinding where Value == Double {
    /// A ruler's number.
    nonisolated static func number(_ s: KioskState<Double>) -> Self { Self(held: s, toJSON: { .number($0) }, fromJSON: { $0.doubleValue }) }
}

extension StateBinding where Value == String {
    /// A picker's option or a page container's page, by its title.
    nonisolated static func title(_ s: KioskState<String>) -> Self { Self(held: s, toJSON: { .string($0) }, fromJSON: { $0.stringValue }) }
}
