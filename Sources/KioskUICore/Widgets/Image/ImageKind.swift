extension AccessibilityRole {
    /// A picture with a name (a decorative one is `none`).
    static let image = AccessibilityRole("image", SpokenWord("image", de: "Bild", ar: "صورة", hi: "चित्र"))
}

/// A picture (`type: image`).
struct ImageKind: ScreenWidgetKind {
    var typeName: String { "image" }
    var fields: [any ScreenFieldInfo] { ScreenFields.Image.all }
    var summary: String { "A picture from a PNG, JPEG or SVG file, kept in proportion. `set` takes `file`; the `layout` query reports its `file` and the `drawn` rect." }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget { decoder.image(o, id: id) }
    var roles: [AccessibilityRole] { [.image] }
    var setFields: [String] { ["file"] }

    /// `"file":"img/logo.png"`: another picture, relative to the screen file (or absolute).
    func setField(_ name: String, _ value: JSONValue) throws -> SetField {
        guard let s = value.stringValue, !s.isEmpty else {
            throw ScriptError.message("\"file\" must be an image's path as text, relative to the screen file, e.g. \"file\":\"img/logo.png\"")
        }
        return .file(s)
    }

    func unnamedWarning(_ start: String, field: String, suggestion: String) -> String {
        "\(start) has no name, so speech would say just \"image\"; add \(field) with what it shows (e.g. \(field): \(suggestion)), or decorative: true when it only decorates"
    }
}
