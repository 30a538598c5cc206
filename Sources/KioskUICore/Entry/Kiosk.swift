import Glibc

/// An error the command line shows as it is: it names what failed and how to fix it, and the
/// process exits with its status (`ExitStatus`).
public struct KioskError: Error, CustomStringConvertible {
    public let description: String
    public let status: ExitStatus
    package init(_ message: String, status: ExitStatus = .usage) {
        description = message
        self.status = status
    }
}

/// The entry point of the `kiosk` command.
@MainActor
public enum Kiosk {
    /// Runs the screen `load` gives for the saved values (`--state`) on the display `display`
    /// opens; the file and the Swift front end (`Kiosk.run(_:options:)` with a `KUI.App`)
    /// both come through here (the KioskUI module passes SDL's, `Kiosk.display`).
    package static func run(_ options: RunOptions, display: any DisplayProvider, controller: KioskController? = nil,
                    screen load: (_ initialValues: [String: JSONValue]) throws -> Screen) throws -> Int32 {
        var options = options
        try validate(options, display: display)
        // The whole script is checked before anything runs, then read again as it runs. A
        // recording's settings start the run as the session started, unless the command line
        // gives its own.
        if let path = options.replayPath {
            do {
                if let s = try ScriptReader.check(path) { options.take(s) }
            } catch let e as ScriptError { throw KioskError(e.description, status: .input) }
        }
        let events: EventWriter
        do { events = try EventWriter(path: options.eventsPath) } catch let e as ScriptError { throw KioskError(e.description) }

        // Saved values first: the screen starts its controls at them.
        let store = options.statePath.map { StateStore(path: $0) }
        let saved = store?.load() ?? StateStore.Loaded()
        // A fleet's panel shows its newest good content bundle, if it has one (`Kiosk+Bundles`).
        let fleetSettings = try FleetLink.Settings.from(options)
        let bundles = try Kiosk.bundleStore(options, swiftApp: controller != nil)
        var rollbacks: [BundleRollback] = []
        let started = bundles.flatMap { Kiosk.startBundle($0, initialValues: saved.values, language: options.language,
                                                                display: display, rollbacks: &rollbacks) }
        let screen = try started?.screen ?? load(saved.values)
        if let code = options.language {
            do { try screen.app.startLanguage(code) } catch { throw KioskError("--language \(code): \(error)") }
        }
        StartupTrace.mark(.screenRead)
        let fontPath = try options.fontPath ?? fontFile(for: screen, display: display)

        // Before the display opens, so SDL leaves SIGTERM/SIGINT/SIGHUP to us.
        let signals = SignalWatcher()
        // A reader of the events (a pipe, a FIFO) that goes away must not end the kiosk: its
        // writes fail and are dropped (`OutputFile`) instead of the process dying of SIGPIPE.
        ProcessSignals.ignore(SIGPIPE)
        // Removed at the end however the run ends: as asked, by a signal, or with an error.
        let control = try options.controlPath.map { try ControlSocket(path: $0) }
        defer { control?.close() }
        events.control = control
        let fleet: FleetMembership?
        do { fleet = try fleetSettings.map { FleetMembership(link: try FleetLink($0), bundles: bundles, fontFamily: screen.font?.family) } }
        catch let e as MQTTSettingError { throw KioskError(e.description) }
        fleet?.bundleVersion = started?.bundle.version
        fleet?.language = options.language
        fleet?.unsent = rollbacks.map { Runner.bundleEventLine("rolled-back", version: $0.version, reason: $0.reason) }
        defer { fleet?.finish() }
        events.fleet = fleet?.link
        let backend: DisplayBackend
        do {
            backend = try display.open(DisplayRequest(driver: options.driver.name, size: Size(Double(options.width), Double(options.height)),
                                                      fontPath: fontPath, fullscreen: options.fullscreen,
                                                      rotation: options.rotation,
                                                      fbDevice: options.fbDevice, sizeGiven: options.sizeGiven))
        } catch let e as DisplayOpenError {
            throw KioskError(e.description, status: e.cause == .font ? .input : .display)
        } catch {
            throw KioskError("\(error)", status: .display)
        }
        StartupTrace.mark(.displayReady)
        let commandsPath = options.commandsPath ?? (backend.hasInput && options.replayPath == nil ? "-" : nil)
        // Headless, the commands are the input: a FIFO ends the run once its writers have gone.
        let commands = try commandsPath.map { try CommandInput(path: $0, endsWithWriters: !backend.hasInput) }

        var feedback: FeedbackSound?
        var silentBecause: String?
        if options.click {
            do { feedback = try display.openClickSound() } catch { silentBecause = "\(error)" }
        }
        let wakeup = LoopWakeup()
        var config = RunnerConfig(events: events, recordPath: options.recordPath, settableIDs: Set(screen.ids),
                                  state: store, stateIDs: Set(screen.ids), signals: signals, commands: commands,
                                  wakeup: wakeup, control: control,
                                  screenshotDirectory: options.screenshotDirectory,
                                  quitAllowed: QuitPolicy.allowsQuit(fullscreen: options.fullscreen, driver: backend.driverName,
                                                                     screenAllows: screen.allowsQuit),
                                  feedback: feedback, app: screen.app, posted: controller?.posted,
                                  fleet: fleet, notifier: ServiceNotifier.fromEnvironment())
        if let c = options.clock { config.powerClock = .test(startingAt: try LocalWallTime.parse(c)) }
        let scene = Scene(root: screen.root, measurer: backend.measurer, size: backend.size, theme: screen.theme, fontScale: 1)
        scene.pictureFolders = PictureFolders(options.imageDirectories)
        let runner: Runner
        do {
            runner = try Runner(scene: scene, backend: backend, config: config)
        } catch let e as ScriptError {
            throw KioskError("--record \(options.recordPath ?? ""): \(e.description)")
        }
        // The Swift app's bindings and callbacks subscribe to this run's events (the bindings
        // first, so a control's `change` reaches its state before the app hears it); untied when it ends.
        controller?.attach(runner)
        let bindings = SwiftBindings(screen.hooks, app: screen.app, runner: runner)
        controller?.listen()
        defer {
            bindings.detach()
            controller?.detach()
        }
        runner.speechSetup = (screen.speech.overridden(by: options), backend.hasInput)
        SpeechMonitor.start(runner.speechSetup.settings, runner: runner, aloud: backend.hasInput)
        defer { runner.speech?.stop() }
        if let why = silentBecause { runner.warn("--click: no sound output (\(why)); running silent") }
        if let p = saved.problem { runner.warn(p) }
        for r in rollbacks { runner.warn(r.warning) }
        for w in screen.stateWarnings { runner.warn(w) }
        runner.dispatch(.fontScale(options.fontScale))
        scene.standardFontScale = scene.fontScale
        scene.setSplit(options.split)

        // Wakes the loop from any thread: the display's event wait and the headless loop's sleep.
        let wake: @Sendable () -> Void = { [backend, wakeup] in
            backend.wake()
            wakeup.raise()
        }
        signals.onSignal(wake)
        runner.pictureWake = wake
        // Saves are written on a thread of their own; however the run ends, the last one is
        // waited for (an error ends it without `finishStateSaves`).
        if let store { store.writeInBackground(StateWriter(path: store.path), wake: wake) }
        defer { store?.writer?.finish(timeout: Runner.finalSaveTimeout) }
        commands?.start(wake: wake)
        control?.start(wake: wake)
        fleet?.link.start(wake: wake)
        controller?.posted.setWake(wake)

        if options.replayPath != nil {
            do {
                try runner.runReplay(try ScriptReader(path: options.replayPath!), clock: VirtualClock())
            } catch let e as ScriptError {
                events.writeError(e.description, atMs: scene.now * 1000)   // when it happened on the replay's clock
                throw KioskError(e.description, status: .input)
            }
        } else if !backend.hasInput && commands == nil && control == nil && fleet == nil {
            // Headless with nothing to replay and no commands: draw the first frame and stop.
            runner.announce()
            runner.drawFrame()
        } else {
            runner.runLive(clock: RealClock(), duration: options.duration)
            config.notifier?.stopping(status: signals.signal.map { "stopping on signal \($0)" } ?? "stopping")
        }
        // What still moves lands where it was going (a ruler gliding to a value `set` a moment
        // ago), so the state saved is what was asked for.
        scene.finishAllMotion()
        // Pictures still decoding are drawn (so --screenshot shows them), unless a signal ended
        // the run: then nothing waits for them.
        if signals.signal == nil { runner.settlePictures() }
        runner.drawFrame()
        runner.finishStateSaves()
        if let s = signals.signal {
            OutputFile.standardError.write(ShutdownReport.line(signal: s, state: store, saveFailed: runner.stateSaveFailed) + "\n")
        }
        if let path = options.screenshotPath {
            do { try backend.screenshot(to: path) } catch { throw KioskError("\(error)", status: .runtime) }
            Runner.say("screenshot written to \(path)")
        } else if !backend.hasInput && options.replayPath == nil && commands == nil && control == nil && fleet == nil {
            Runner.say("headless: drew the first frame; add --screenshot FILE.png to keep it")
        }
        if let why = runner.refusedInput, !backend.hasInput, control == nil, fleet == nil {
            // Headless, the commands were the run; input that is not JSON lines is a bad file.
            throw KioskError(why, status: .input)
        }
        if options.stats {
            Runner.say("driver=\(backend.driverName) frames=\(runner.framesDrawn)")
        }
        return 0
    }

    /// Refuses options a run on `display` would refuse, without opening anything
    /// (`Kiosk.checkOptions` in the KioskUI module asks SDL's).
    package static func validate(_ options: RunOptions, display: any DisplayProvider) throws {
        guard options.width > 0, options.height > 0, options.width <= 16384, options.height <= 16384 else {
            throw KioskError("--size \(options.width)x\(options.height) is not usable: give a width and height between 1 and 16384, e.g. --size 1280x800")
        }
        if let why = PanelLimits.problem(width: Double(options.width), height: Double(options.height)) {
            throw KioskError("--size \(why); give a panel's size, e.g. --size 1920x1080")
        }
        if let d = options.duration, !(d.isFinite && d > 0) {
            throw KioskError("--duration \(JSONValue.format(d)) is not usable: give a number of seconds above 0, e.g. --duration 30")
        }
        guard options.fontScale.isFinite else {
            throw KioskError("--font-scale \(options.fontScale) is not a number: give a text size multiplier from \(JSONValue.format(FontScale.range.lowerBound)) to \(JSONValue.format(FontScale.range.upperBound)), e.g. --font-scale 1.5")
        }
        do {
            try display.validateDriver(options.driver.name)
        } catch {
            throw KioskError("--driver \(options.driver.name): \(error)")
        }
        guard options.split.isFinite, options.split > 0, options.split <= 1 else {
            throw KioskError("--split \(options.split) is not usable: give a fraction of the width above 0 and at most 1, e.g. --split 0.5")
        }
        if let dir = options.screenshotDirectory {
            guard FileSystem.isDirectory(dir) else {
                throw KioskError("--screenshot-dir \(dir) is not a folder: create it first (screenshot commands are written only inside it)")
            }
        }
        for dir in options.imageDirectories where !FileSystem.isDirectory(dir) {
            throw KioskError("--image-dir \(dir) is not a folder: give a folder that exists (commands may show the pictures inside it)")
        }
        try SpeechSettings.check(options)
        _ = try FleetLink.Settings.from(options)
        if options.replayPath != nil && options.commandsPath != nil {
            throw KioskError("--commands and --replay cannot be combined: a replay runs on a virtual clock; put the commands in the script")
        }
        if options.replayPath != nil && options.controlPath != nil {
            throw KioskError("--control and --replay cannot be combined: a replay runs on a virtual clock and takes no commands; put them in the script")
        }
    }

    /// The screen at `path`, or the demo (its file, else the same tree built in code).
    package static func loadScreen(_ path: String?, initialValues: [String: JSONValue]) throws -> Screen {
        let file = path ?? DemoScreenFile.locate()
        guard let file else {
            OutputFile.standardError.write("kiosk: note: \(DemoScreenFile.relativePath) not found; showing the demo built into the program\n")
            return Screen.builtInDemo()
        }
        do {
            return try Screen.load(path: file, initialValues: initialValues)
        } catch let e as ScreenError {
            throw KioskError(e.description + "\n(\(e.issues.count) problem\(e.issues.count == 1 ? "" : "s") in the screen file; the schema is in docs/screens.md)",
                             status: .input)
        }
    }

    /// The font file for the screen's font family: nil for the default family (the backend finds
    /// it with its bold face), else the display system's file for it. Throws when it is not installed.
    static func fontFile(for screen: Screen, display: any DisplayProvider) throws -> String? {
        guard let f = screen.font, f.family.lowercased() != "dejavu sans" else { return nil }
        guard let path = display.fontFile(family: f.family) else {
            throw KioskError("\(screen.file):\(f.line): font: the family \"\(f.family)\" is not installed on this machine; install it (fc-list : family lists what is), name another family, or pass --font FILE", status: .input)
        }
        return path
    }
}
