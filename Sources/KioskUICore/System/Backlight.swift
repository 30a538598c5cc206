import Glibc

/// The panel's backlight through sysfs: `bl_power` turns it off and on, `brightness` dims it
/// (`BacklightChoice` picks the device and maps percent to its steps).
///
/// The folder is read once, at the first call: a panel without a backlight (a VM, a monitor on
/// HDMI, a desk) is said once on stderr as a warning, and so is a file the kiosk's user may not
/// write (the package's udev rule gives the group video write access); neither is fatal, the
/// display still goes off by DPMS or a black frame. Each write is one short write(2) to a sysfs
/// attribute (the driver sets a register or an ACPI method: well under a frame), made only when
/// the display's power or brightness changes, never in a frame.
@MainActor
package final class Backlight {
    /// The folder that lists the backlights (/sys/class/backlight; tests give a fake tree).
    package let root: String
    private let warn: (String) -> Void
    private var looked = false
    private var chosen: BacklightChoice.Device?
    private var warned = false

    /// `warn` gets the one warning (default: stderr, "kiosk: warning: …").
    package init(root: String = "/sys/class/backlight", warn: @escaping (String) -> Void = { Runner.say("warning: \($0)") }) {
        self.root = root
        self.warn = warn
    }

    /// The device driven, or nil when there is none (read at the first call).
    package var device: BacklightChoice.Device? {
        if !looked {
            looked = true
            chosen = BacklightChoice.pick(Backlight.devices(in: root))
            if chosen == nil {
                warnOnce("no backlight in \(root): the display's power and brightness are not changed through one (the display "
                         + "still goes off by DPMS or a black frame)")
            }
        }
        return chosen
    }

    /// `bl_power`: 0 lit (FB_BLANK_UNBLANK), 4 off (FB_BLANK_POWERDOWN).
    package func setPower(_ on: Bool) {
        guard let d = device else { return }
        write(on ? "0" : "4", to: d, attribute: "bl_power")
    }

    /// `brightness`: `percent` (1…100) of `max_brightness`.
    package func setBrightness(_ percent: Int) {
        guard let d = device else { return }
        write(String(BacklightChoice.raw(percent: percent, max: d.maxBrightness)), to: d, attribute: "brightness")
    }

    /// The backlights listed in `root`, in name order; a folder whose `max_brightness` is not a
    /// number (or absurdly large) gets 0 (never chosen).
    package static func devices(in root: String) -> [BacklightChoice.Device] {
        let names = (FileSystem.entries(ofDirectory: root) ?? []).sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }
        return names.map { name in
            // A sysfs attribute is at most a page; anything else there (a FIFO, a big file in a
            // test's tree) is read as nothing, without waiting.
            func read(_ file: String) -> String {
                guard case let .success(bytes) = FileSystem.regularFileContents(atPath: "\(root)/\(name)/\(file)", maxBytes: 4096,
                                                                                 what: "a backlight attribute"),
                      let text = UTF8Text.decode(bytes) else { return "" }
                return String(text.filter { !$0.isWhitespace })
            }
            let max = read("max_brightness")
            let value = max.utf8.count <= 9 ? Int(max) ?? 0 : 0
            return BacklightChoice.Device(name: name, type: read("type"), maxBrightness: value)
        }
    }

    private func write(_ value: String, to d: BacklightChoice.Device, attribute: String) {
        let path = "\(root)/\(d.name)/\(attribute)"
        switch FileDescriptor.open(path, O_WRONLY | O_TRUNC | O_CLOEXEC | O_NOCTTY | O_NONBLOCK) {
        case .failure(let e):
            warnOnce("cannot write \(path) (\(e)): the backlight is not changed; the kioskui package's udev rule "
                     + "(/usr/lib/udev/rules.d/70-kioskui-backlight.rules) lets the group video write it: is the kiosk's user in video?")
        case .success(let fd):
            defer { fd.close() }
            let bytes = Array((value + "\n").utf8)
            if let e = bytes.withUnsafeBytes({ fd.writeAll($0) }) {
                warnOnce("cannot write \(value) to \(path) (\(e)): the backlight is not changed")
            }
        }
    }

    private func warnOnce(_ message: String) {
        guard !warned else { return }
        warned = true
        warn(message)
    }
}
