/// How `kiosk run` was asked to run. The command line fills it (`RunArguments`, for `kiosk run`
/// and an app's own executable alike); tests build it directly.
public struct RunOptions: Sendable {
    /// Which display driver (`--driver`).
    public var driver: Driver = .auto
    /// Window size (headless: the target size; windowed: the initial size unless fullscreen).
    public var width: Int = 1280
    public var height: Int = 800
    /// Whether the size was asked for (`--size`): the fb driver then sets the panel's mode of
    /// that size when it has one, else its preferred mode.
    public var sizeGiven: Bool = false
    /// The DRM card or fbdev device `--driver fb` draws on (`--fb-device`); nil finds one.
    public var fbDevice: String?
    public var fontScale: Double = 1
    /// The fraction of the width the UI gets, as in a split screen.
    public var split: Double = 1
    /// A script to replay on the virtual clock (then the run exits).
    public var replayPath: String?
    /// Where to write real input as a script.
    public var recordPath: String?
    /// Where to write a PNG of the last frame when the run ends.
    public var screenshotPath: String?
    /// Where events go: a path, or "-" for stdout.
    public var eventsPath: String = "-"
    /// A TTF/OTF file instead of the fontconfig lookup.
    public var fontPath: String?
    /// Fullscreen on real displays.
    public var fullscreen: Bool = false
    /// Stop a live run after this many seconds (tests, smoke runs); nil runs until quit.
    public var duration: Double?
    /// Write a statistics line (frames drawn, run time) to stderr at the end.
    public var stats: Bool = false
    /// Play a short click through the sound output each time a ruler step passes the centre.
    public var click: Bool = false
    /// The screen file to show (YAML or JSON); nil shows the built-in demo (assets/screens/demo.yaml).
    public var screenPath: String?
    /// Where commands come from while the UI runs: "-" for stdin, or a file or FIFO. Nil: stdin on
    /// a display, none headless (a headless run with commands runs until they end).
    public var commandsPath: String?
    /// Where to listen for control clients (a Unix domain socket, made mode 0600 and removed at the
    /// end): each sends command lines and gets every event line. Nil: no socket. A headless run
    /// with one runs until SIGTERM or `duration`.
    public var controlPath: String?
    /// Where the controls' values are restored from at start and saved to when they settle.
    public var statePath: String?
    /// How the UI is turned on the output (`--rotate`: 0, 90, 180 or 270 degrees clockwise).
    public var rotation: DisplayRotation = .none
    /// The folder `screenshot` commands may write PNGs into; nil refuses them (docs/reliability.md).
    public var screenshotDirectory: String?
    /// More folders (`--image-dir`, repeatable) besides the screen file's that pictures set at run
    /// time (a `set` of `file`, a list item's image) may come from (docs/reliability.md).
    public var imageDirectories: [String] = []
    /// Speech (`--speech`, `--no-speech`): true speaks what has focus and what changes, and writes
    /// each utterance as a `speech` event; nil leaves it to the screen file (off unless it says).
    public var speech: Bool?
    /// Speech rate in words a minute (80…450); nil: the screen file's, else 175.
    public var speechRate: Int?
    /// Speech volume 0…200 (100 is normal); nil: the screen file's, else 100.
    public var speechVolume: Int?
    /// The espeak-ng voice; nil: the screen file's, else `en`.
    public var speechVoice: String?
    /// The language shown at start and after a reset: one of the screen's `languages` by its
    /// code; nil: the screen's default (its first).
    public var language: String?
    /// The local wall time the power rules' test clock starts at (`--clock`, checked when read);
    /// nil: the system's local time.
    public var clock: String?
    /// The broker a fleet's panel joins (`--mqtt mqtt://host[:port]`, `mqtts://` for TLS); nil: none.
    public var mqtt: String?
    /// The CA certificate of an `mqtts://` broker; nil: the system's.
    public var mqttCA: String?
    /// The file with the user and password for the broker (mode 0600).
    public var mqttCredentials: String?
    /// The panel's id on the broker; nil: the host name.
    public var panel: String?
    /// The groups the panel belongs to (`--group`, repeatable).
    public var groups: [String] = []
    /// The topics' prefix.
    public var mqttPrefix: String = "kiosk"
    /// Seconds between telemetry messages; 0 sends none.
    public var telemetry: Double = 60
    /// The public key signed content bundles are checked against; nil refuses bundles.
    public var bundleKey: String?
    /// Where bundles are unpacked and switched.
    public var bundleDirectory: String?

    public init() {}
}
