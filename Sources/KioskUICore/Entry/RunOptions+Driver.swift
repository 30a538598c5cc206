extension RunOptions {
    /// The display drivers `--driver` names.
    public enum Driver: String, Sendable, CaseIterable {
        /// Wayland, X11, kmsdrm or fb, whichever starts; an error naming each when none does.
        case auto
        /// The same as `auto`, else headless (the demo script, a build machine).
        case autoOrHeadless = "auto,headless"
        /// A window of a Wayland compositor (cage): always full screen.
        case wayland
        /// A window of an X server.
        case x11
        /// A bare panel through SDL's KMS/DRM driver: always full screen.
        case kmsdrm
        /// A bare panel without a GPU: DRM dumb buffers or /dev/fb0 and libinput; always full screen.
        case fb
        /// No display: replays, screenshots and tests.
        case headless

        /// The driver a `--driver` name asks for, in any case and with spaces ignored; nil for a
        /// name that is none of them.
        public init?(name: String) {
            self.init(rawValue: Driver.normalized(name))
        }

        /// A `--driver` name as the drivers are written: lower case, spaces left out (`Auto,
        /// Headless` is `auto,headless`). Character by Character in the standard library, not
        /// `replacing`, whose `_StringProcessing` code a start would otherwise map.
        package static func normalized(_ name: String) -> String {
            name.lowercased().filter { $0 != " " }
        }

        /// Its `--driver` name.
        public var name: String { rawValue }

        /// Whether it always fills the output: a kiosk-mode run (`QuitPolicy`).
        var isAlwaysFullscreen: Bool { self == .wayland || self == .kmsdrm || self == .fb }

        /// The message for a `--driver` name that is none of them, naming the ones there are.
        static func unknown(_ name: String) -> String {
            "--driver \(name): unknown display driver \"\(name)\"; use one of: \(allCases.map(\.name).joined(separator: ", "))"
        }
    }
}
