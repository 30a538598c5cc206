import ArgumentParser

/// The options of `kiosk run`, declared once: the `kiosk` command line and an app's own
/// executable (`Kiosk.main`) parse the same names with the same help, so an app's binary is
/// scripted, replayed and tested exactly as `kiosk run` is (docs/scripting.md). The screen file
/// is not among them: `kiosk run` takes it as its argument, and an app has its screen in code.
public struct RunArguments: ParsableArguments {
    @Option(help: "Display driver: auto (wayland, x11, kmsdrm or fb, whichever starts; an error naming each when none does), auto,headless (the same, else headless), wayland, x11, kmsdrm, fb (a bare panel: DRM dumb buffers or /dev/fb0, libinput; no GPU) or headless.")
    var driver: String = "auto"

    @Option(parsing: .unconditional, help: "Window size as WxH, e.g. 1280x800 (the default). With --driver fb, the panel's mode of that size, else its preferred mode.")
    var size: String?

    @Option(name: .customLong("fb-device"), help: "The device --driver fb draws on: a DRM card (/dev/dri/card1) or an fbdev (/dev/fb0); default: the first card with a connected display, else /dev/fb0.")
    var fbDevice: String?

    @Option(name: .customLong("font-scale"), parsing: .unconditional, help: "Text size multiplier (like Dynamic Type), 0.5 to 4.")
    var fontScale: Double = 1

    @Option(parsing: .unconditional, help: "Fraction of the width the UI gets, as in a split screen (0 < F <= 1).")
    var split: Double = 1

    @Option(help: "Replay an input script (JSON lines) on a virtual clock, then exit.")
    var replay: String?

    @Option(help: "Record real input to a script file.")
    var record: String?

    @Option(help: "Write a PNG of the last frame when the run ends.")
    var screenshot: String?

    @Option(help: "Write events as JSON lines to FILE, or - for stdout.")
    var events: String = "-"

    @Option(help: "A TTF/OTF font file instead of the fontconfig lookup of DejaVu Sans.")
    var font: String?

    @Flag(help: "Fill the whole output (default on wayland and kmsdrm).")
    var fullscreen = false

    @Option(parsing: .unconditional, help: "Stop a live run after this many seconds.")
    var duration: Double?

    @Flag(help: "Print frames drawn and the driver to stderr at the end.")
    var stats = false

    @Flag(help: "Click through the sound output as a ruler passes each step (selection feedback).")
    var click = false

    @Option(help: "Read commands (JSON lines) from FILE or FIFO, or - for stdin. Default: stdin on a display, none headless; a headless run with commands runs until they end.")
    var commands: String?

    @Option(help: "Listen on a Unix socket at PATH (made mode 0600, removed at exit; a stale one is replaced): each client sends commands and gets every event line, a bad command's error goes to its sender only. Headless, the run lasts until SIGTERM or --duration.")
    var control: String?

    @Option(help: "Restore the controls' values from FILE at start and save them there (atomically) when they settle.")
    var state: String?

    @Option(parsing: .unconditional, help: "Turn the UI on the output by 0, 90, 180 or 270 degrees clockwise; drawing and touch turn together (--size stays the output's size).")
    var rotate: Int = 0

    @Option(name: .customLong("screenshot-dir"), help: "Let screenshot commands (stdin, --commands) write PNGs inside DIR; without it they are refused.")
    var screenshotDir: String?

    @Flag(inversion: .prefixedNo, help: "Speak what has focus and what changes (espeak-ng), and write each utterance as a speech event (headless: the events only). --no-speech turns off a screen file's accessibility: {speech: true}.")
    var speech: Bool?

    @Option(name: .customLong("speech-rate"), parsing: .unconditional, help: "Speech rate in words a minute, 80 to 450 (default 175, or the screen file's accessibility rate).")
    var speechRate: Int?

    @Option(name: .customLong("speech-volume"), parsing: .unconditional, help: "Speech volume, 0 to 200 (100 is normal; default 100, or the screen file's).")
    var speechVolume: Int?

    @Option(name: .customLong("speech-voice"), help: "The espeak-ng voice, e.g. en, en-gb, de (espeak-ng --voices lists them; default en, or the screen file's).")
    var speechVoice: String?
    @Option(help: "Start in this language, one of the screen's languages by its code (e.g. de), and return to it on a reset; default: the screen's first.")
    var language: String?

    /// The defaults of `kiosk run` (ArgumentParser fills the fields when it parses).
    public init() {}

    /// The options these arguments ask for, `screenPath` left nil. Throws a `KioskError` with
    /// `ExitStatus.usage` when `--size` is not WxH, `--driver` names no driver or `--rotate` is
    /// not 0, 90, 180 or 270 (what the typed options cannot hold); the other values are checked
    /// when the run starts (`Kiosk.run`), as for `kiosk run`.
    public func options() throws -> RunOptions {
        let size = self.size ?? "1280x800"
        let parts = size.lowercased().split(separator: "x")
        guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]) else {
            throw KioskError("--size '\(size)' is not WxH: give a width and height between 1 and 16384, e.g. --size 1280x800", status: .usage)
        }
        guard let driver = RunOptions.Driver(name: self.driver) else { throw KioskError(RunOptions.Driver.unknown(self.driver)) }
        guard let rotation = DisplayRotation(degrees: rotate) else {
            throw KioskError("--rotate \(rotate) is not usable: give 0, 90, 180 or 270 (degrees clockwise)")
        }
        var o = RunOptions()
        o.driver = driver
        o.width = w
        o.height = h
        o.sizeGiven = self.size != nil
        o.fbDevice = fbDevice
        o.fontScale = fontScale
        o.split = split
        o.replayPath = replay
        o.recordPath = record
        o.screenshotPath = screenshot
        o.eventsPath = events
        o.fontPath = font
        o.fullscreen = fullscreen || driver.isAlwaysFullscreen
        o.duration = duration
        o.stats = stats
        o.click = click
        o.commandsPath = commands
        o.controlPath = control
        o.statePath = state
        o.rotation = rotation
        o.screenshotDirectory = screenshotDir
        o.speech = speech
        o.speechRate = speechRate
        o.speechVolume = speechVolume
        o.speechVoice = speechVoice
        o.language = language
        return o
    }
}
