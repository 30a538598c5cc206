/// Drives a scene on a backend: the loop `poll input → dispatch → update → layout (only when dirty)
/// → draw list → render damaged region → present`. Live runs use the real clock and sleep in the OS
/// when nothing is dirty or animating; replays run a script on a virtual clock at 60 fps, as fast as
/// the machine allows, and end when the script has ended and nothing animates.
@MainActor
package final class Runner {
    /// The scene shown; replaced as a whole when a content bundle switches the screen
    /// (`Runner+ScreenSwitch`).
    var scene: Scene
    let backend: DisplayBackend
    /// What the run was given: event output, commands, state, signals, quit policy, feedback (the
    /// screen's own parts change with a switched screen).
    var config: RunnerConfig
    /// Where real input is written as a script (`config.recordPath` opened); nil records nothing.
    let recorder: OutputFile?
    /// What the recording leaves out: input into a secure field, and the gap it leaves.
    var withholding = SecureInputFilter()
    /// Frames rendered and presented (a frame with nothing changed is not counted: it is not drawn).
    private(set) var framesDrawn = 0
    /// The run ends after this frame: the display asked (when allowed), or the app (`KioskController.quit`).
    var quitRequested = false
    /// Wakes the live loop when a picture decoded off its thread is ready (`Runner+Pictures.swift`);
    /// nil until the run has a wake (and in tests).
    var pictureWake: (@Sendable () -> Void)?
    /// Speech (`--speech`), told after each frame what it brought; nil when speech is off.
    var speech: SpeechMonitor?
    /// How speech runs when turned on: the file's and the command line's rate, volume and voice,
    /// and whether it is heard (a display) or only written as events (headless).
    var speechSetup = (settings: SpeechSettings(), aloud: false)
    /// A control changed since the state was last saved.
    var stateDirty = false
    var stateSaveFailed = false
    /// Why the command input was refused as a whole (not JSON lines); a headless run, which ends
    /// with its input, then exits with status 3.
    var refusedInput: String?
    /// Whom the answers of the line being carried out go to, with its `ref` (`CommandReply`);
    /// nil (no line, an app's own question): every output, no `ref`.
    var answering: CommandReply?
    /// Whether the display is on, its backlight, and the waking press being swallowed
    /// (`Runner+Display`).
    var power = DisplayPower()

    static let frameInterval = 1.0 / 60.0

    /// A runner for `scene` on `backend`. Throws when `config.recordPath` cannot be written.
    init(scene: Scene, backend: DisplayBackend, config: RunnerConfig = RunnerConfig()) throws {
        self.scene = scene
        self.backend = backend
        self.config = config
        if let path = config.recordPath {
            guard let h = OutputFile(creatingAtPath: path) else {
                throw ScriptError.message("cannot write the recording to '\(path)': check the folder exists and is writable")
            }
            recorder = h
        } else {
            recorder = nil
        }
        listen(to: scene)
    }

    /// The run's output hears each event of `scene` first: the JSON line, the click, the state to save.
    func listen(to scene: Scene) {
        scene.events.subscribe(.output) { [weak self] e, _ in
            guard let self else { return }
            if let reply = e.reply {
                self.config.events?.write(e, replying: reply)   // an answer: only to whoever asked
            } else {
                self.config.events?.write(e)
            }
            if case .tick = e.kind { self.config.feedback?.click() }
            if case .key = e.kind { self.config.feedback?.click() }   // the on-screen keyboard's keys
            if e.kind.isSettling { self.stateDirty = true }
        }
        scene.events.onRunaway = { [weak self] in self?.warn($0) }
    }

    /// Sends the `ready` event, then lays the screen out: what the first layout sends (a page
    /// container's `appear` of its first page) comes after `ready`, the run's first line.
    func announce() {
        scene.send(.ready(size: scene.bounds.size, driver: backend.driverName))
        scene.layoutIfNeeded()
        startPower()
        StartupTrace.mark(.firstLayout)
    }

    /// Lays out and draws what changed, and presents it. Returns whether a frame was drawn.
    @discardableResult
    func drawFrame() -> Bool {
        runPostedWork()
        // Speech says what the frame brought; what the app's threads posted meanwhile is carried
        // out before the next input.
        defer {
            speech?.frameDone()
            runPostedWork()
        }
        // Off: nothing is drawn; what changed meanwhile is drawn in full on wake.
        guard power.state == .on else { return false }
        let started = config.fleet != nil ? RealClock.monotonic() : 0
        guard let (list, damage) = scene.render() else { return false }
        backend.present(list, damage: damage)
        if let f = config.fleet { f.frameTimes.add((RealClock.monotonic() - started) * 1000) }
        if framesDrawn == 0 { StartupTrace.mark(.firstFrame) }
        framesDrawn += 1
        return true
    }

    // MARK: Input

    /// Dispatches one input event (window resizes also resize the backend's target). Input from
    /// the user (real, or a replay's) restarts the application's idle and return timers; a
    /// command's (`fromUser` false) does not.
    func dispatch(_ e: InputEvent, fromUser: Bool = true) {
        // The display's waking press first: the power rules then see a display already on.
        let passes = passesDisplayPower(e)
        // A press that left the attract screen reaches nothing else either (`KioskApp+Power`).
        let leftAttract = fromUser && config.app?.noteInput(e, at: scene.now) == true
        if leftAttract { _ = power.hold(e) }
        guard passes, !leftAttract else { return runPostedWork() }
        switch e {
        case .quit:
            if config.quitAllowed { quitRequested = true } else { warn(QuitPolicy.ignoredWarning) }
        case let .fontScale(f) where FontScale.clamp(f) != f:
            warn("font scale \(JSONValue.format(f)) is outside \(FontScale.range.lowerBound)…\(FontScale.range.upperBound); using \(JSONValue.format(FontScale.clamp(f)))")
        default: break
        }
        scene.handle(e)
        runPostedWork()
    }

    /// Carries out what the Swift app's threads posted (`KioskController.post`), in order: after
    /// each input event, script line and command, and around each frame. The events a piece of
    /// work sends reach their subscribers (the app's callbacks among them) while it runs. Nothing,
    /// when called from inside a subscriber (a callback's `perform`): events are being delivered,
    /// and the work waits for the next turn of the loop.
    func runPostedWork() {
        guard !scene.events.isDelivering, let work = config.posted?.take(), !work.isEmpty else { return }
        for w in work { w() }
    }

    func warn(_ message: String) {
        Runner.say("warning: \(message)")
        config.fleet?.lastError = message
        scene.send(.warning(message))
    }

    /// Writes `PROGRAM: message` on stderr (`kiosk`, or an app's own executable's name).
    package static func say(_ message: String) {
        OutputFile.standardError.write("\(Kiosk.programName): \(message)\n")
    }

    // MARK: Replay

    /// Runs a script on the virtual clock at 60 fps, reading its lines as they are due. Throws
    /// (naming the file and line) when a line cannot be read or carried out, for example a target
    /// id that does not exist.
    func runReplay(_ script: ScriptReader, clock: VirtualClock) throws {
        announce()
        var frame = 0
        drawFrame()
        while true {
            let frameTime = Double(frame) * Runner.frameInterval
            while let line = try script.peek(), SceneClock.isDue(line.at / 1000, at: frameTime) {
                let t = line.at / 1000
                clock.set(t)
                scene.advance(to: t)
                answering = CommandReply(client: nil, ref: line.ref)
                defer { answering = nil }
                if case let .withheld(gap) = line.action { warn(gap.replayMessage(at: "\(script.path):\(line.line)")) }
                do {
                    try apply(line.action, at: t)
                } catch let e as PartNotShown {
                    // The panel folded a picker the recording tapped: said, and the replay goes on.
                    warn("\(script.path):\(line.line): \(e.description); this line is skipped and the replay goes on")
                } catch let e as ScriptError {
                    throw ScriptError.atLine(file: script.path, line: line.line, message: e.description)
                }
                _ = try script.next()
            }
            clock.set(frameTime)
            scene.advance(to: frameTime)
            drawFrame()
            saveStateIfNeeded()
            if quitRequested || config.signals?.signal != nil { break }
            let busy = wantsFrames
            let upcoming = try script.peek()
            if upcoming == nil && !busy && !scene.awaitsTimer { break }
            // Skip idle frames: jump to the next script line or timer when nothing animates.
            var next = frame + 1
            if !busy {
                var t = Double.infinity
                if let u = upcoming { t = u.at / 1000 }
                if let w = scene.nextWakeTime { t = min(t, w) }
                if t.isFinite { next = max(next, Int((t / Runner.frameInterval - 1e-9).rounded(.up))) }
            }
            frame = next
        }
    }

    /// Carries out one script action at time `t` (seconds). `fromUser`: a replay's line stands for
    /// a person (its input restarts the idle timer); a command's does not.
    func apply(_ action: ScriptAction, at t: Double, fromUser: Bool = true) throws {
        switch action {
        case let .pointer(phase, id, device, target):
            let p = try resolve(target)
            dispatch(.pointer(PointerEvent(phase: phase, id: id, location: p, device: device, time: t)), fromUser: fromUser)
        case let .key(k):
            dispatch(.key(k, down: true), fromUser: fromUser); dispatch(.key(k, down: false), fromUser: fromUser)
        case let .button(b, down): dispatch(.gamepadButton(b, down: down), fromUser: fromUser)
        case let .axis(a, v): dispatch(.gamepadAxis(a, value: v), fromUser: fromUser)
        case let .wheel(dx, dy, at):
            let p = try at.map(resolve) ?? scene.bounds.center
            dispatch(.wheel(dx: dx, dy: dy, at: p), fromUser: fromUser)
        case let .resize(s):
            backend.resize(to: s)
            dispatch(.resize(backend.size))
        case let .fontScale(f): dispatch(.fontScale(f))
        case let .theme(choice): scene.switchTheme(choice)
        case let .textSize(step): scene.stepTextSize(step)
        case let .speech(on): setSpeech(on)
        case let .display(state):
            setDisplay(state, reason: .command)
            // Turned on: as much use as a `show` for the power rules (outside the hours it stays on
            // for their wake span, not all night).
            if state == .on { config.app?.noteCommandActivity(at: scene.now) }
        case let .brightness(percent): setBrightness(percent)
        case let .power(block): try setPower(block)
        case let .split(f): dispatch(.split(f))
        case .settings: break   // taken before the run started (`Kiosk.run`)
        case .withheld: break   // said by the replay with its line (`runReplay`); nothing to type
        case let .type(text): dispatch(.text(text), fromUser: fromUser)
        case let .focus(id):
            scene.layoutIfNeeded()
            guard let w = scene.widget(id: id) else { throw ScriptError.message(unknownID(id)) }
            guard w.isFocusable, w.isOnScreen(in: scene), !w.frame.isEmpty else {
                throw ScriptError.message("widget \"\(id)\" (\(w.typeName)) cannot take focus now: it is no control focus can reach, or not on screen")
            }
            scene.focus.setFocus(w, scene: scene)
            // As a tap on the field does: keys put away while it kept focus come back.
            if w === scene.keyboard.target { scene.keyboard.bringBack() }
        case .set, .show, .reset, .dialog, .language:
            try applyToApp(action)
        case let .screenshot(path):
            // What it shows is the same every run: pictures still decoding are decoded first.
            let settled = settlePictures()
            drawFrame()
            if settled { decodePicturesInBackground() }
            try backend.screenshot(to: path)
            if let f = config.fleet, f.isScreenshotFile(path) {
                // Asked for by the broker: the PNG goes out first, and the answer names its topic
                // (the file it passed through is gone).
                try f.publishScreenshot(at: path)
                answer(.screenshot(path: f.topics.screenshot))
            } else {
                answer(.screenshot(path: path))
            }
        case let .query(what):
            guard what == "layout" else {
                throw ScriptError.message("unknown query \"\(what)\"; expected \"layout\"")
            }
            answer(.layout(layoutAnswer()))
        }
        runPostedWork()
    }

    /// Sends an answer event to whom `answering` names, with its `ref`; as any event when nil.
    func answer(_ kind: KioskEvent.Kind) {
        var e = KioskEvent(at: scene.eventTime, kind: kind)
        e.reply = answering
        scene.events.publish(e, from: nil)
    }

    /// What a `layout` query answers now, with the screen showing.
    func layoutAnswer() -> JSONValue {
        var extra: [(String, JSONValue)] = config.app.map { [("screen", .string($0.currentScreen))] } ?? []
        if let l = config.app?.language { extra.append(("language", .string(l.rawValue))) }
        extra += [("display", .string(power.state.rawValue)), ("brightness", .number(Double(power.brightness)))]
        return scene.layoutQuery(extra: extra)
    }

    /// The window point a pointer target names: a point, or the centre of a widget or of its part.
    func resolve(_ target: PointerTarget) throws -> Point {
        switch target {
        case let .point(p): return p
        case let .widget(id, part):
            scene.layoutIfNeeded()
            guard let w = scene.widget(id: id) else { throw ScriptError.message(unknownID(id)) }
            if w.isHidden || w.ancestorHidden {
                throw ScriptError.message("widget \"\(id)\" is not on screen now (it is hidden, or on a hidden screen, page or form)")
            }
            scene.bringIntoView(w)
            if let n = part {
                guard let r = w.partFrame(n) else {
                    if let compact = PartNotShown.compact(w, id: id, part: n) { throw compact }
                    throw ScriptError.message("widget \"\(id)\" (\(w.typeName)) has no part #\(n)")
                }
                return r.center
            }
            return w.frame.center
        case let .namedPart(id, name):
            scene.layoutIfNeeded()
            guard let w = scene.widget(id: id) else { throw ScriptError.message(unknownID(id)) }
            guard !w.isHidden && !w.ancestorHidden, let r = w.partFrame(named: name) else {
                throw ScriptError.message("widget \"\(id)\" (\(w.typeName)) has no part named \"\(name)\" on screen now")
            }
            return r.center
        }
    }

    func unknownID(_ id: String) -> String {
        let ids = scene.widgetsWithIDs().compactMap(\.id)
        return "no widget with id \"\(id)\"; ids on this screen: \(ids.joined(separator: ", "))"
    }
}
