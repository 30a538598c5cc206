/// A control's value tied to a `KioskState`, both ways: the state gives the control its first
/// value (what a reset returns to) and its value at start, and after each change the app makes (as a `set` command would, `Widget.setValue`), the
/// control's settled value (`change`, or a value restored from `--state`) goes into the state.
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

/// A ruler's number.
struct NumberBinding: ValueBinding {
    let number: KioskState<Double>
    var state: any AnyKioskState { number }
    var jsonValue: JSONValue { .number(number.untrackedValue) }
    var initialJSONValue: JSONValue { .number(number.initial) }
    var builderValue: BuilderValue { .number(number.initial) }
    func take(_ value: JSONValue) { if let v = value.doubleValue { number.value = v } }
}

/// A picker's option (or a page container's page), by its title.
struct TitleBinding: ValueBinding {
    let title: KioskState<String>
    var state: any AnyKioskState { title }
    var jsonValue: JSONValue { .string(title.untrackedValue) }
    var initialJSONValue: JSONValue { .string(title.initial) }
    var builderValue: BuilderValue { .text(title.initial) }
    func take(_ value: JSONValue) { if let v = value.stringValue { title.value = v } }
}
