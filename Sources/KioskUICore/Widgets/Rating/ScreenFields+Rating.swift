/// The fields of `rating`.
extension ScreenFields {
    enum Rating {
        static let max = ScreenField.wholeNumber("max", 2...10, default: 5, "how many stars or faces: the highest rating")
        static let style = ScreenChoiceField<KioskUICore.Rating.Style>(
            "style", [("stars", .stars), ("faces", .faces)], default: "stars",
            "`stars` fill up to the one chosen; `faces` go from a frown to a smile, the one chosen filled")
        static let value = ScreenField.wholeNumber("value", 0...10, default: 0, "the rating at start, 0 (none yet) to max")
        static let all: [any ScreenFieldInfo] = [max, style, value]
    }
}
