import KioskUICore

/// The display drivers the kiosk can run on.
///
/// `headless` uses no SDL video at all: it draws into an in-memory surface with the software
/// renderer, so its pixels are deterministic (tests, replays, screenshots on a build machine).
/// `fb` uses no SDL video either: the same software renderer, copied into DRM dumb buffers or
/// /dev/fb0, with libinput for input (FB/FBBackend.swift).
enum SDLDriver: String, CaseIterable, Sendable {
    case wayland
    case x11
    case kmsdrm
    case fb
    case headless

    /// Every name `--driver` accepts, for error messages.
    static var validNames: [String] { ["auto", "auto,headless"] + allCases.map(\.rawValue) }

    /// What a `--driver` name asks for: the drivers to try in order, why the others of `auto`
    /// were not tried, and whether headless may stand in when none starts.
    struct Plan: Equatable {
        var candidates: [SDLDriver]
        /// "wayland: WAYLAND_DISPLAY is not set", … (for the error when nothing starts).
        var skipped: [String]
        var fallsBackToHeadless: Bool
    }

    /// The plan for a `--driver` name, as a pure function of the environment.
    ///
    /// `auto` tries wayland when `WAYLAND_DISPLAY` is set, x11 when `DISPLAY` is set, kmsdrm
    /// when `/dev/dri` exists and fb when `/dev/dri` or `/dev/fb0` does (a bare panel without
    /// EGL, where kmsdrm fails), in that order, and fails when none starts: a kiosk that silently
    /// runs headless is a dark panel nobody is told about. `auto,headless` falls back to
    /// headless (the demo script, a build machine). An explicit name tries only that driver.
    /// An unknown name throws an error listing the valid ones.
    static func plan(_ requested: String, environment: [String: String],
                     fileExists: (String) -> Bool) throws -> Plan {
        let name = RunOptions.Driver.normalized(requested)
        if name == "auto" || name == "auto,headless" {
            var plan = Plan(candidates: [], skipped: [], fallsBackToHeadless: name == "auto,headless")
            func consider(_ d: SDLDriver, _ ok: Bool, _ why: String) {
                if ok { plan.candidates.append(d) } else { plan.skipped.append("\(d.rawValue): \(why)") }
            }
            consider(.wayland, !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty, "WAYLAND_DISPLAY is not set")
            consider(.x11, !(environment["DISPLAY"] ?? "").isEmpty, "DISPLAY is not set")
            consider(.kmsdrm, fileExists("/dev/dri"), "/dev/dri does not exist")
            consider(.fb, fileExists("/dev/dri") || fileExists("/dev/fb0"), "neither /dev/dri nor /dev/fb0 exists")
            return plan
        }
        guard let d = SDLDriver(rawValue: name) else {
            throw SDLError("unknown display driver \"\(requested)\"; use one of: \(validNames.joined(separator: ", "))")
        }
        return Plan(candidates: [d], skipped: [], fallsBackToHeadless: false)
    }

    /// The error when no driver of a plan started: each one tried with its reason, each one
    /// skipped with why, and the way to run without a display.
    static func nothingStarted(_ plan: Plan, failures: [String]) -> SDLError {
        let tried = failures.isEmpty ? "no display driver could be tried" : "tried " + failures.joined(separator: "; ")
        let skipped = plan.skipped.isEmpty ? "" : " (not tried: " + plan.skipped.joined(separator: "; ") + ")"
        return SDLError("no display: \(tried)\(skipped). To run without a display use --driver headless, or "
                        + "--driver auto,headless to fall back to headless when no display starts")
    }

    /// Advice shown when this driver cannot start.
    var fix: String {
        switch self {
        case .wayland:
            return "check that WAYLAND_DISPLAY names a running compositor (e.g. cage) and XDG_RUNTIME_DIR is set, or use --driver x11 / --driver headless"
        case .x11:
            return "check that DISPLAY names a running X server (e.g. Xvfb :1) you may connect to, or use --driver headless"
        case .kmsdrm:
            return "run on a text console with access to /dev/dri (the user must be in the video and input groups, and no other program may hold the display), or use --driver headless"
        case .fb:
            return "run on a VT with access to /dev/dri/card* or /dev/fb0 (the video group) and /dev/input (the input group), with no compositor holding the display; name the device with --fb-device, or use --driver headless"
        case .headless:
            return "this is a bug or the machine is out of memory"
        }
    }
}
