/// Which of the panel's backlights the kiosk drives, and the raw value for a brightness in
/// percent: pure functions of what /sys/class/backlight lists (`Backlight` reads it).
///
/// The kernel's advice (Documentation/ABI/stable/sysfs-class-backlight, `type`): when a panel
/// has several interfaces to one backlight, a `firmware` one (ACPI) is preferred over a
/// `platform` one, which is preferred over a `raw` one (registers written directly). Among
/// devices of the same type the first name in byte order wins, so the choice is the same on
/// every boot whatever order the folder lists them in.
package enum BacklightChoice {
    /// One folder of /sys/class/backlight.
    package struct Device: Equatable, Sendable {
        /// The folder's name ("intel_backlight", "acpi_video0", "10-0045" …).
        package var name: String
        /// Its `type` file: firmware, platform or raw (anything else ranks last).
        package var type: String
        /// Its `max_brightness` file.
        package var maxBrightness: Int

        package init(name: String, type: String, maxBrightness: Int) {
            self.name = name
            self.type = type
            self.maxBrightness = maxBrightness
        }
    }

    /// The rank of a `type`: 0 firmware, 1 platform, 2 raw, 3 anything else.
    package static func rank(ofType type: String) -> Int {
        switch type {
        case "firmware": return 0
        case "platform": return 1
        case "raw": return 2
        default: return 3
        }
    }

    /// The device to drive: the best-ranked type, then the first name; a device whose
    /// `max_brightness` is not positive cannot be dimmed and is never chosen. Nil when none is left.
    package static func pick(_ devices: [Device]) -> Device? {
        devices.filter { $0.maxBrightness > 0 }.min { a, b in
            let ra = rank(ofType: a.type), rb = rank(ofType: b.type)
            return ra != rb ? ra < rb : Array(a.name.utf8).lexicographicallyPrecedes(Array(b.name.utf8))
        }
    }

    /// The raw value for `percent` of `max`: the percent is clamped to 1…100 and rounded to the
    /// nearest step, and never below 1 (a raw 0 turns many panels' light off, which is what
    /// display power is for, not brightness).
    package static func raw(percent: Int, max: Int) -> Int {
        guard max > 0 else { return 0 }
        let p = Swift.min(100, Swift.max(1, percent))
        // p × max cannot overflow: max comes from a file of at most a few digits (checked when read).
        return Swift.max(1, (p * max + 50) / 100)
    }
}
