/// What a `Runner` is given besides the scene and the display, all at once and fixed for the run.
/// `Kiosk.run` fills it from the options and the screen; tests give only what they exercise.
struct RunnerConfig {
    /// Where events go as JSON lines; nil writes none (tests subscribe to `Scene.events` instead).
    var events: EventWriter?
    /// Where real input is recorded as a script (`--record`); nil records nothing.
    var recordPath: String?
    /// The ids a command may `set`: those the screen file declares. Nil allows every id (replays).
    var settableIDs: Set<String>?
    /// Where control values are saved when they settle (`--state`); nil saves nothing…
    var state: StateStore?
    /// …and which ids are saved (nil: every control's).
    var stateIDs: Set<String>?
    /// SIGTERM / SIGINT / SIGHUP: the loops end cleanly when one arrives.
    var signals: SignalWatcher?
    /// Commands arriving while the UI runs (stdin or a FIFO); nil when there are none.
    var commands: CommandInput?
    /// What a headless live loop sleeps on: raised by the run's one `wake` (a command line, a
    /// control client's line, a signal). Nil: the loop sleeps out its timeouts (tests).
    var wakeup: LoopWakeup?
    /// The control socket (`--control`): clients' command lines come in through it; nil without.
    /// (Its clients get the events through `events`.)
    var control: ControlSocket?
    /// The folder `screenshot` commands may write into (`--screenshot-dir`); nil refuses them
    /// (see `CommandScreenshots`).
    var screenshotDirectory: String?
    /// Whether a quit request from the display (close button, Alt+F4) ends the run; not in kiosk
    /// mode unless the screen allows it (`QuitPolicy`).
    var quitAllowed = true
    /// The click played as a ruler step passes the centre (`--click`); nil for silence.
    var feedback: FeedbackSound?
    /// The application model of the screen (`Screen.app`): screens, live text, idle reset,
    /// dialogs. Nil (tests, the bench) refuses `show` and `dialog`; `set` and `reset` still work on
    /// the widgets, a reset putting back nothing.
    var app: KioskApp?
    /// Work a Swift app's threads post to the loop (`KioskController.post`); nil without a controller.
    var posted: PostedWork?
    /// The panel's place in a fleet (`--mqtt`): broker commands in, events, status and telemetry
    /// out; nil without.
    var fleet: FleetMembership?
    /// The service manager (systemd's `NOTIFY_SOCKET`): told when the first frame shows and fed
    /// its watchdog from the live loop; nil when not under one.
    var notifier: ServiceNotifier?
    /// Where the screen's power rules read the local time (`--clock`, docs/power.md).
    var powerClock = PowerClock.system
}
