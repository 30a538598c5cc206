extension KUI {
    /// The panel's day, as a screen file's `power` block (docs/power.md): an attract screen after
    /// some idle time, the display off after more and outside opening hours, and the brightness.
    ///
    /// ```swift
    /// KUI.App(start: "home", power: KUI.Power(attract: (after: 120, screen: "attract"), sleepAfter: 900,
    ///                                         hours: "Mo-Fr 07:00-20:00; Sa 09:00-14:00",
    ///                                         brightness: (day: 100, night: 30))) { … }
    /// ```
    public struct Power: Sendable {
        /// Seconds idle, then that screen shows; nil: none.
        public var attract: (after: Double, screen: String)?
        /// Seconds idle, then the display goes off; nil: never.
        public var sleepAfter: Double?
        /// Opening hours (`"Mo-Fr 07:00-20:00; Sa 09:00-14:00"`); nil: always open.
        public var hours: String?
        /// Brightness in percent inside and outside the hours; nil: 100 (night: as day).
        public var brightness: (day: Int, night: Int?)?

        public init(attract: (after: Double, screen: String)? = nil, sleepAfter: Double? = nil, hours: String? = nil,
                    brightness: (day: Int, night: Int?)? = nil) {
            self.attract = attract; self.sleepAfter = sleepAfter; self.hours = hours; self.brightness = brightness
        }

        /// The block as a screen file writes it, through the field declarations.
        func mapping(source: BuilderSource) -> BuilderMapping {
            let F = ScreenFields.Power.self
            func block(_ fields: [(String, BuilderValue?)]) -> BuilderValue { .mapping(BuilderMapping(fields: fields, source: source)) }
            return BuilderMapping(fields: [
                (F.attract.name, attract.map { block([F.Attract.after.entry($0.after), F.Attract.screen.entry($0.screen)]) }),
                (F.sleep.name, sleepAfter.map { block([F.Sleep.after.entry($0)]) }),
                F.hours.entry(hours),
                (F.brightness.name, brightness.map { block([F.Brightness.day.entry($0.day), F.Brightness.night.entry($0.night)]) }),
            ], source: source)
        }
    }
}
