/// How the `KUI` builders write a field: through its declaration (`ScreenFields`), so a builder
/// never spells a field's name itself.
extension ScreenFieldInfo {
    /// This field with `value` for a screen description; nil leaves the field out, so the decoder
    /// takes its default.
    func entry<V: BuilderValueConvertible>(_ value: V?) -> (String, BuilderValue?) { (name, value?.builderValue) }
}

/// A Swift value a screen description holds, as a screen file would write it.
protocol BuilderValueConvertible {
    var builderValue: BuilderValue { get }
}

extension BuilderValueConvertible where Self: RawRepresentable, RawValue == String {
    /// An enum case is its name: `.primary` is `primary`.
    var builderValue: BuilderValue { .text(rawValue) }
}

extension String: BuilderValueConvertible {
    var builderValue: BuilderValue { .text(self) }
}

extension Double: BuilderValueConvertible {
    var builderValue: BuilderValue { .number(self) }
}

extension Int: BuilderValueConvertible {
    var builderValue: BuilderValue { .int(self) }
}

extension Bool: BuilderValueConvertible {
    var builderValue: BuilderValue { .bool(self) }
}

extension Array: BuilderValueConvertible where Element: BuilderValueConvertible {
    var builderValue: BuilderValue { .list(map(\.builderValue)) }
}

extension KUI.Node: BuilderValueConvertible {
    var builderValue: BuilderValue { .mapping(mapping) }
}

extension KUI.Page: BuilderValueConvertible {
    var builderValue: BuilderValue { .mapping(mapping) }
}

extension KUI.Color: BuilderValueConvertible {
    var builderValue: BuilderValue { .text(fileText) }
}

extension KUI.Insets: BuilderValueConvertible {
    var builderValue: BuilderValue { value }
}

extension KUI.Alignment: BuilderValueConvertible {}
extension KUI.Theme.Base: BuilderValueConvertible {}
extension KUI.LineAlignment: BuilderValueConvertible {}
