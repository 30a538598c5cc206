/// The fields of `image`, and of the icon buttons and labels may show (`icon`, `tint`, `mirror`).
extension ScreenFields {
    enum Image {
        static let file = ScreenField.file("file", required: true, example: "img/logo.png",
                                           "a PNG, JPEG or SVG file, relative to the screen file's folder (or absolute); `kiosk check` reports one it cannot read. An SVG is drawn sharp at any size; a photo is decoded once at the size it is drawn at")
        static let fit = ScreenChoiceField<ImageFit>(
            "fit", ImageFit.allCases.map { ($0.rawValue, $0) }, default: "contain",
            "`contain` shows all of it in its frame, `cover` fills the frame and cuts off what lies outside, `none` draws it at its own size in pixels; each keeps its proportions and centres it")
        static let decorative = ScreenField.bool("decorative", default: false,
                                                 "an ornament: speech says nothing of it and focus passes it by; else it needs an `accessibilityLabel` for speech")
        static let all: [any ScreenFieldInfo] = [file, fit, decorative]
    }

    /// A button's or label's icon.
    enum Icon {
        static let icon = ScreenField.file("icon", example: "back", shown: "none",
                                           "an icon on the leading side of the text (the right in a right-to-left language), as high as a line of it: a shipped icon by its name (\(IconLibrary.names.map { "`\($0)`" }.joined(separator: ", "))) or an SVG or PNG file relative to the screen file. A button with only an icon needs an `accessibilityLabel`")
        static let tint = ScreenField.bool("tint", default: true,
                                           "draw the icon in the text's colour (its shapes as a mask), so it follows the theme and high contrast; `false` keeps the file's colours")
        static let mirror = ScreenField.bool("mirror", shown: "`true` for `back`, else `false`",
                                             "mirror the icon in a right-to-left language (an arrow that points the way the text reads)")
        static let all: [any ScreenFieldInfo] = [icon, tint, mirror]
    }
}
