/// What a screen file's `power` block asks for (docs/power.md): an attract screen after some
/// idle time, the display off after more, opening hours outside which it is off, and the
/// brightness inside and outside them. Each part is optional; a file without `power` keeps the
/// display on at full brightness, as before.
struct PowerSettings: Equatable, Sendable {
    /// Seconds idle, then the named screen shows (`attract`).
    struct Attract: Equatable, Sendable {
        var after: Double
        var screen: String
    }

    var attract: Attract?
    /// Seconds idle, then the display goes off (`sleep.after`).
    var sleepAfter: Double?
    /// When the panel is open; outside them the display is off but for a touch (`hours`).
    var hours: OpeningHours?
    /// The brightness in percent inside the hours (always, without hours) and outside them.
    var dayBrightness = 100
    var nightBrightness = 100

    /// How long a touch outside the hours keeps the display on when there is no `sleep`.
    static let wakeWithoutSleep = 60.0

    /// How long the display stays on after the last input outside the hours.
    var wakeSpan: Double { sleepAfter ?? PowerSettings.wakeWithoutSleep }

    /// The brightness in percent whether the hours are open.
    func brightness(open: Bool) -> Int { open ? dayBrightness : nightBrightness }
}
