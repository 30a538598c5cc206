/// The options of `kiosk run`, declared once (`RunArguments.all`): the `kiosk` command line and an
/// app's own executable (`Kiosk.main`) read the same names with the same help, so an app's binary
/// is scripted, replayed and tested exactly as `kiosk run` is (docs/scripting.md). The screen file
/// is not among them: `kiosk run` takes it as its argument, and an app has its screen in code.
/// A value holds what a command line gave them; `options()` turns it into `RunOptions`.
public struct RunArguments: Sendable {
    package static let driver = CommandOption("driver", .text, help: "Display driver: auto (wayland, x11, kmsdrm or fb, whichever starts; an error naming each when none does), auto,headless (the same, else headless), wayland, x11, kmsdrm, fb (a bare panel: DRM dumb buffers or /dev/fb0, libinput; no GPU) or headless.", default: "auto")
    package static let size = CommandOption("size", .text, help: "Window size as WxH, e.g. 1280x800 (the default). With --driver fb, the panel's mode of that size, else its preferred mode.", takesDashValue: true)
    package static let fbDevice = CommandOption("fb-device", .text, help: "The device --driver fb draws on: a DRM card (/dev/dri/card1) or an fbdev (/dev/fb0); default: the first card with a connected display, else /dev/fb0.")
    package static let fontScale = CommandOption("font-scale", .number, help: "Text size multiplier (like Dynamic Type), 0.5 to 4.", default: "1.0")
    package static let split = CommandOption("split", .number, help: "Fraction of the width the UI gets, as in a split screen (0 < F <= 1).", default: "1.0")
    package static let replay = CommandOption("replay", .text, help: "Replay an input script (JSON lines) on a virtual clock, then exit.")
    package static let record = CommandOption("record", .text, help: "Record real input to a script file.")
    package static let screenshot = CommandOption("screenshot", .text, help: "Write a PNG of the last frame when the run ends.")
    package static let events = CommandOption("events", .text, help: "Write events as JSON lines to FILE, or - for stdout.", default: "-")
    package static let font = CommandOption("font", .text, help: "A TTF/OTF font file instead of the fontconfig lookup of DejaVu Sans.")
    package static let fullscreen = CommandOption("fullscreen", .flag, help: "Fill the whole output (default on wayland and kmsdrm).")
    package static let duration = CommandOption("duration", .number, help: "Stop a live run after this many seconds.")
    package static let stats = CommandOption("stats", .flag, help: "Print frames drawn and the driver to stderr at the end.")
    package static let click = CommandOption("click", .flag, help: "Click through the sound output as a ruler passes each step (selection feedback).")
    package static let commands = CommandOption("commands", .text, help: "Read commands (JSON lines) from FILE or FIFO, or - for stdin. Default: stdin on a display, none headless; a headless run with commands runs until they end.")
    package static let control = CommandOption("control", .text, help: "Listen on a Unix socket at PATH (made mode 0600, removed at exit; a stale one is replaced): each client sends commands and gets every event line, a bad command's error goes to its sender only. Headless, the run lasts until SIGTERM or --duration.")
    package static let state = CommandOption("state", .text, help: "Restore the controls' values from FILE at start and save them there (atomically) when they settle.")
    package static let rotate = CommandOption("rotate", .integer, help: "Turn the UI on the output by 0, 90, 180 or 270 degrees clockwise; drawing and touch turn together (--size stays the output's size).", default: "0")
    package static let screenshotDir = CommandOption("screenshot-dir", .text, help: "Let screenshot commands (stdin, --commands) write PNGs inside DIR; without it they are refused.")
    package static let imageDir = CommandOption("image-dir", .text, help: "Let commands show pictures (set file, a list item's image) from DIR too, besides the screen file's folder; repeat it for more folders. Any other path is refused.", repeats: true)
    package static let speech = CommandOption("speech", .invertibleFlag, help: "Speak what has focus and what changes (espeak-ng), and write each utterance as a speech event (headless: the events only). --no-speech turns off a screen file's accessibility: {speech: true}.")
    package static let speechRate = CommandOption("speech-rate", .integer, help: "Speech rate in words a minute, 80 to 450 (default 175, or the screen file's accessibility rate).")
    package static let speechVolume = CommandOption("speech-volume", .integer, help: "Speech volume, 0 to 200 (100 is normal; default 100, or the screen file's).")
    package static let speechVoice = CommandOption("speech-voice", .text, help: "The espeak-ng voice, e.g. en, en-gb, de (espeak-ng --voices lists them; default en, or the screen file's).")
    package static let language = CommandOption("language", .text, help: "Start in this language, one of the screen's languages by its code (e.g. de), and return to it on a reset; default: the screen's first.")
    package static let clock = CommandOption("clock", .text, help: "A test clock for the screen's power hours: the local wall time at start, as YYYY-MM-DDTHH:MM:SS (e.g. 2026-11-29T19:59:50); it then advances with the run's clock (a replay's virtual clock). Default: the system's local time.")
    package static let mqtt = CommandOption("mqtt", .text, help: "Join a fleet through the MQTT broker at URL (mqtt://HOST[:PORT], mqtts://HOST[:PORT] for TLS): commands, desired state and bundles in; events, a retained status with a will, telemetry and screenshots out (docs/fleet.md). The panel runs normally while the broker is away and reconnects. Headless, the run lasts until SIGTERM or --duration.")
    package static let mqttCA = CommandOption("mqtt-ca", .text, help: "The CA certificate (PEM) an mqtts:// broker's certificate is checked against; default: the system's.")
    package static let mqttCredentials = CommandOption("mqtt-credentials", .text, help: "A file of two lines, user=NAME and password=SECRET, mode 0600: the broker's login (never on the command line).")
    package static let panel = CommandOption("panel", .text, help: "The panel's id on the broker (letters, digits, - _ .); default: the host name.")
    package static let group = CommandOption("group", .text, help: "A group the panel belongs to: it takes the group's commands, state and bundles; repeat it for more.", repeats: true)
    package static let mqttPrefix = CommandOption("mqtt-prefix", .text, help: "The first level of every topic.", default: "kiosk")
    package static let telemetry = CommandOption("telemetry", .number, help: "Seconds between telemetry messages on the broker; 0 sends none.", default: "60")
    package static let bundleKey = CommandOption("bundle-key", .text, help: "The public key (kiosk bundle keygen) content bundles from the broker must be signed with; without it bundles are refused.")
    package static let bundleDir = CommandOption("bundle-dir", .text, help: "Where bundles are unpacked and switched (kept across restarts: the newest good bundle is shown at start).")

    /// Every option of `kiosk run` but `--check-options`, in the order the help lists them.
    package static let all = [driver, size, fbDevice, fontScale, split, replay, record, screenshot, events, font,
                              fullscreen, duration, stats, click, commands, control, state, rotate, screenshotDir,
                              imageDir, speech, speechRate, speechVolume, speechVoice, language, clock,
                              mqtt, mqttCA, mqttCredentials, panel, group, mqttPrefix, telemetry, bundleKey, bundleDir]

    /// The run options as a program of their own (an app's executable): its help and usage name it.
    package static func program(named name: String) -> CommandDescription {
        CommandDescription(name: name, options: all)
    }

    /// What the command line gave; it may be `kiosk run`'s, which has these options and more.
    let parsed: ParsedCommandLine

    /// The defaults of `kiosk run`: no option given.
    public init() {
        let program = Self.program(named: "kiosk")
        parsed = ParsedCommandLine(command: program, values: Array(repeating: [], count: program.options.count), arguments: [])
    }

    /// The run options of a command line read against `all` (and any other options of its command).
    package init(_ parsed: ParsedCommandLine) {
        self.parsed = parsed
    }

    /// The options these arguments ask for, `screenPath` left nil. Throws a `KioskError` with
    /// `ExitStatus.usage` when `--size` is not WxH, `--driver` names no driver or `--rotate` is
    /// not 0, 90, 180 or 270 (what the typed options cannot hold); the other values are checked
    /// when the run starts (`Kiosk.run`), as for `kiosk run`.
    public func options() throws -> RunOptions {
        let size = parsed.text(Self.size) ?? "1280x800"
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw KioskError("--size '\(size)' is not WxH: give a width and height between 1 and 16384, e.g. --size 1280x800", status: .usage)
        }
        let driverName = parsed.text(Self.driver) ?? "auto"
        guard let driver = RunOptions.Driver(name: driverName) else { throw KioskError(RunOptions.Driver.unknown(driverName)) }
        let rotate = parsed.integer(Self.rotate) ?? 0
        guard let rotation = DisplayRotation(degrees: rotate) else {
            throw KioskError("--rotate \(rotate) is not usable: give 0, 90, 180 or 270 (degrees clockwise)")
        }
        var o = RunOptions()
        o.driver = driver
        o.width = w
        o.height = h
        o.sizeGiven = parsed.isGiven(Self.size)
        o.fbDevice = parsed.text(Self.fbDevice)
        o.fontScale = parsed.number(Self.fontScale) ?? 1
        o.split = parsed.number(Self.split) ?? 1
        o.replayPath = parsed.text(Self.replay)
        o.recordPath = parsed.text(Self.record)
        o.screenshotPath = parsed.text(Self.screenshot)
        o.eventsPath = parsed.text(Self.events) ?? "-"
        o.fontPath = parsed.text(Self.font)
        o.fullscreen = parsed.flag(Self.fullscreen) || driver.isAlwaysFullscreen
        o.duration = parsed.number(Self.duration)
        o.stats = parsed.flag(Self.stats)
        o.click = parsed.flag(Self.click)
        o.commandsPath = parsed.text(Self.commands)
        o.controlPath = parsed.text(Self.control)
        o.statePath = parsed.text(Self.state)
        o.rotation = rotation
        o.screenshotDirectory = parsed.text(Self.screenshotDir)
        o.imageDirectories = parsed.texts(Self.imageDir)
        o.speech = parsed.invertibleFlag(Self.speech)
        o.speechRate = parsed.integer(Self.speechRate)
        o.speechVolume = parsed.integer(Self.speechVolume)
        o.speechVoice = parsed.text(Self.speechVoice)
        o.language = parsed.text(Self.language)
        if let c = parsed.text(Self.clock) {
            do { _ = try LocalWallTime.parse(c) } catch { throw KioskError("\(error)", status: .usage) }
            o.clock = c
        }
        o.mqtt = parsed.text(Self.mqtt)
        o.mqttCA = parsed.text(Self.mqttCA)
        o.mqttCredentials = parsed.text(Self.mqttCredentials)
        o.panel = parsed.text(Self.panel)
        o.groups = parsed.texts(Self.group)
        o.mqttPrefix = parsed.text(Self.mqttPrefix) ?? "kiosk"
        o.telemetry = parsed.number(Self.telemetry) ?? 60
        o.bundleKey = parsed.text(Self.bundleKey)
        o.bundleDirectory = parsed.text(Self.bundleDir)
        return o
    }
}
