/// The fields of `slideshow`.
extension ScreenFields {
    enum Slideshow {
        /// At most this many pictures: an attract loop of a few minutes, each picture's header read
        /// when the screen is checked.
        static let maxPictures = 32
        static let pictures = ScreenField.structure("pictures", .files(example: "[img/coffee.jpg, img/cake.jpg]", count: 1...maxPictures), required: true,
                                                    "the pictures in the order they show, each a PNG, JPEG or SVG file relative to the screen file's folder (or absolute), as `image` takes; `kiosk check` reports one it cannot read at its line")
        static let every = ScreenField.number("every", 2...3600, default: 8,
                                              "seconds from one change to the next (a fade starts every that many seconds the slideshow is seen)")
        static let fade = ScreenField.number("fade", 0...10, default: 1,
                                             "seconds one picture takes to cross-fade into the next, shorter than `every`; `0` cuts")
        static let fit = ScreenChoiceField<ImageFit>(
            "fit", ImageFit.allCases.map { ($0.rawValue, $0) }, default: "cover",
            "`cover` fills the frame and cuts off what lies outside, `contain` shows all of each picture, `none` draws them at their own size in pixels; each keeps its proportions and centres it")
        static let decorative = ScreenField.bool("decorative", default: false,
                                                 "an ornament: speech says nothing of it and focus passes it by; else it needs an `accessibilityLabel` for speech")
        static let all: [any ScreenFieldInfo] = [pictures, every, fade, fit, decorative]
    }
}
