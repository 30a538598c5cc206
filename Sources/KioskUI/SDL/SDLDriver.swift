/// The display drivers the SDL backend can run on.
///
/// `headless` uses no SDL video at all: it draws into an in-memory surface with the software
/// renderer, so its pixels are deterministic (tests, replays, screenshots on a build machine).
enum SDLDriver: String, CaseIterable, Sendable {
    case wayland
    case x11
    case kmsdrm
    case headless

    /// Every name `--driver` accepts, for error messages.
    static var validNames: [String] { ["auto"] + allCases.map(\.rawValue) }

    /// The driver for a `--driver` name; `auto` looks at the environment.
    ///
    /// A pure function of its inputs so it can be tested: `auto` picks wayland when `WAYLAND_DISPLAY`
    /// is set, x11 when `DISPLAY` is set, kmsdrm when `/dev/dri` exists, else headless.
    /// An unknown name throws an error listing the valid ones.
    static func choose(_ requested: String, environment: [String: String],
                       fileExists: (String) -> Bool) throws -> SDLDriver {
        let name = requested.lowercased()
        if name == "auto" {
            if let w = environment["WAYLAND_DISPLAY"], !w.isEmpty { return .wayland }
            if let d = environment["DISPLAY"], !d.isEmpty { return .x11 }
            if fileExists("/dev/dri") { return .kmsdrm }
            return .headless
        }
        guard let d = SDLDriver(rawValue: name) else {
            throw SDLError("unknown display driver \"\(requested)\"; use one of: \(validNames.joined(separator: ", "))")
        }
        return d
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
        case .headless:
            return "this is a bug or the machine is out of memory"
        }
    }
}
