/// The fields of `progress`.
extension ScreenFields {
    enum Progress {
        static let value = ScreenField.number("value", 0...1, default: 0,
                                              "how far, from 0 to 1 (`set` with `value` moves it; the bar slides to it)")
        static let indeterminate = ScreenField.bool("indeterminate", default: false,
                                                    "no value to show (waiting for a card, a network): a segment runs along the bar while it is on screen")
        static let showsValue = ScreenField.bool("showsValue", default: false,
                                                 "show the percentage beside the bar (at its end: the right, or the left right to left)")
        static let all: [any ScreenFieldInfo] = [value, indeterminate, showsValue]
    }
}
