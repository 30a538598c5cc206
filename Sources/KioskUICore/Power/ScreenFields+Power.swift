/// The fields of a screen file's `power` block (docs/power.md): the attract screen, the display's
/// sleep, the opening hours and the brightness. `kiosk check` refuses a wrong value with its line.
extension ScreenFields {
    static let power = ScreenField.structure("power", .block(definition: "power", fields: Power.all.map(\.name)), shown: "always on",
        "the panel's day: an attract screen after idle, the display off after more idle and outside opening hours, and its brightness (docs/power.md)")

    enum Power {
        static let attract = ScreenField.structure("attract", .block(definition: "powerAttract", fields: Attract.all.map(\.name)), shown: "none",
            "`{after: 120, screen: attract}`: that many seconds idle, then that screen shows; a press there returns to `start` and does nothing else")
        static let sleep = ScreenField.structure("sleep", .block(definition: "powerSleep", fields: Sleep.all.map(\.name)), shown: "never",
            "`{after: 900}`: that many seconds idle, then the display goes off; a touch, key or gamepad button wakes it (and does nothing else)")
        static let hours = ScreenField.text("hours", example: OpeningHours.example, shown: "always open",
            "opening hours, e.g. `\"\(OpeningHours.example)\"` (docs/power.md, \"Hours\"): outside them the display is off; a touch wakes it for `sleep.after` (\(JSONValue.format(PowerSettings.wakeWithoutSleep)) s without `sleep`)")
        static let brightness = ScreenField.structure("brightness", .block(definition: "powerBrightness", fields: Brightness.all.map(\.name)),
            shown: "`{day: 100, night: 100}`", "the display's brightness in percent inside the hours (`day`) and outside them (`night`), where the panel has a backlight")

        static let all: [any ScreenFieldInfo] = [attract, sleep, hours, brightness]

        /// `power.attract`.
        enum Attract {
            static let after = ScreenField.number("after", 1...86_400, required: true, "seconds without input or a screen-changing command")
            static let screen = ScreenField.screenName("screen", allowsBack: false, required: true, "the screen that shows then, one of the file's")
            static let all: [any ScreenFieldInfo] = [after, screen]
        }

        /// `power.sleep`.
        enum Sleep {
            static let after = ScreenField.number("after", 1...86_400, required: true,
                "seconds without input or a screen-changing command; before `attract.after` is allowed (then the attract screen shows while the display is off)")
            static let all: [any ScreenFieldInfo] = [after]
        }

        /// `power.brightness`.
        enum Brightness {
            static let day = ScreenField.wholeNumber("day", DisplayPower.brightnessRange, default: 100, "percent inside the hours, and always without `hours`")
            static let night = ScreenField.wholeNumber("night", DisplayPower.brightnessRange, shown: "as `day`", "percent outside the hours (while a touch keeps the display on)")
            static let all: [any ScreenFieldInfo] = [day, night]
        }

        /// The schema's definitions of the blocks: name, fields, description.
        static let definitions: [(name: String, fields: [any ScreenFieldInfo], doc: String)] = [
            ("power", all, "The panel's day: attract screen, display sleep, opening hours and brightness (docs/power.md)."),
            ("powerAttract", Attract.all, "After `after` seconds idle, `screen` shows."),
            ("powerSleep", Sleep.all, "After `after` seconds idle, the display goes off."),
            ("powerBrightness", Brightness.all, "The brightness in percent inside and outside the hours."),
        ]
    }
}
