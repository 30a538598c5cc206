extension AccessibilityRole {
    /// Pictures that change by themselves, with a name (a decorative one is `none`).
    static let slideshow = AccessibilityRole("slideshow", SpokenWord("slideshow", de: "Diashow", ar: "عرض شرائح", hi: "स्लाइड शो"))
}

/// Pictures that cross-fade one into the next (`type: slideshow`).
struct SlideshowKind: ScreenWidgetKind {
    var typeName: String { "slideshow" }
    var fields: [any ScreenFieldInfo] { ScreenFields.Slideshow.all }
    var summary: String {
        "Pictures (PNG, JPEG or SVG files) that cross-fade one into the next every few seconds, for an attract screen that needs no controller. Drawn only during a fade; its clock stops while it is hidden, on a screen or page not shown, or the display is off. `set` takes `pictures` (it starts again from the first). Silent as it changes; the `layout` query reports the `picture` showing, its `file`, a `fade` under way and whether it is `running`."
    }
    var roles: [AccessibilityRole] { [.slideshow] }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget { decoder.slideshow(o, id: id) }
    var setFields: [String] { ["pictures"] }

    /// `"pictures":["img/a.jpg","img/b.jpg"]`: other pictures, relative to the screen file (or absolute).
    func setField(_ name: String, _ value: JSONValue) throws -> SetField {
        let most = ScreenFields.Slideshow.maxPictures
        let shape = "\"pictures\" must be a list of 1 to \(most) pictures' paths, relative to the screen file, e.g. \"pictures\":[\"img/a.jpg\",\"img/b.jpg\"]"
        guard let items = value.arrayValue, (1...most).contains(items.count) else { throw ScriptError.message(shape) }
        return .pictures(try items.map { item in
            guard let s = item.stringValue, !s.isEmpty else { throw ScriptError.message(shape) }
            return try Script.limited(s, "a path of \"pictures\"")
        })
    }

    func unnamedWarning(_ start: String, field: String, suggestion: String) -> String {
        "\(start) has no name, so speech would say just \"slideshow\"; add \(field) with what it shows (e.g. \(field): \(suggestion)), or decorative: true when it only decorates"
    }
}
