/// Service mode on the loop (docs/service.md): the hidden gesture on the customer's screen, then
/// the PIN entry and the diagnostics shown in place of the customer's scene, which comes back as
/// it was. Only with a PIN hash (`--service-pin`); without one nothing here runs.
///
/// Nothing of the service screens reaches the run's output but their speech and the `service`
/// events; their input is not recorded (the recording has the customer's input only, as the
/// customer's screen got it), and the PIN goes from the field to the check and is wiped.
extension Runner {
    /// What service mode does with an input event before the scene gets it: nil leaves it alone;
    /// else the events the scene gets instead (none: held back or swallowed) and whether they are
    /// the customer's input, for the recording.
    func serviceRoute(_ e: InputEvent, fromUser: Bool) -> (events: [InputEvent], customers: Bool)? {
        // A dark panel's waking press is the display's (`passesDisplayPower`): it opens nothing.
        guard let s = service, power.state == .on else { return nil }
        if s.stage != .closed {
            if fromUser { s.lastInput = scene.now }
            if case let .pointer(p) = e, s.gesture.swallows(p) { return ([], false) }
            if s.keyHold.swallows(e) { return ([], false) }
            return ([e], false)
        }
        guard fromUser else { return nil }
        if let passed = s.keyHold.handle(e, at: scene.now) { return (passed, true) }
        guard case let .pointer(p) = e else { return nil }
        switch s.gesture.handle(p) {
        case let .deliver(events):
            return (events.map(InputEvent.pointer), true)
        case .recognised:
            openPINEntry()
            return ([], false)
        }
    }

    /// The next time service mode must look at the clock: the gesture's deadline, a service
    /// screen's idle end, the end of a wrong PIN's wait. With the scene's own wake-ups.
    var nextWakeTime: Double? {
        let own: Double?
        switch service?.stage {
        case nil: own = nil
        case .closed?: own = [service?.gesture.deadline, service?.keyHold.deadline].compactMap { $0 }.min()
        case .checking?: own = nil
        case .pin?, .diagnostics?: own = service.map { $0.lastInput + ServiceMode.idleTimeout }
        }
        guard let own else { return scene.nextWakeTime }
        return min(own, scene.nextWakeTime ?? .infinity)
    }

    /// Carries out what is due: the gesture held long enough, a check's result, what a service
    /// screen's control asked for, the idle close. After each input and before each frame.
    func serviceTurn() {
        guard let s = service, !scene.events.isDelivering else { return }
        let now = scene.now
        if s.stage == .closed {
            if s.gesture.update(now: now) || s.keyHold.update(now: now) { openPINEntry() }
            return
        }
        if s.stage == .checking {
            guard let ok = s.result.take() else { return }
            pinChecked(ok)
            return
        }
        if let r = s.request {
            s.request = nil
            switch r {
            case .submit: submitPIN()
            case .cancel, .leave: closeService()
            case .restart:
                closeService()
                quitRequested = true   // exit 0: the supervisor (kioskui.service, Restart=always) starts it again
            }
            return
        }
        if now - s.lastInput >= ServiceMode.idleTimeout - 1e-6 { closeService() }   // a frame's time is not exact
    }

    // MARK: Screens

    private func openPINEntry() {
        guard let s = service, s.stage == .closed else { return }
        s.gesture.reset()
        s.keyHold.reset()
        s.customer = scene
        let language = ServiceWords.language(after: config.app?.language?.rawValue)
        guard show(ServiceScreens.pinScreen(language: language), language: language) else { s.customer = nil; return }
        s.stage = .pin
        s.lastInput = scene.now
        showPINWait()
        if let field = scene.widget(id: ServiceScreens.pinField) {
            speech?.unsaidChanges = field
            scene.focus.setFocus(field, scene: scene)
            scene.keyboard.bringBack()
        }
        serviceEvent("pin")
    }

    private func openDiagnostics() {
        guard let s = service else { return }
        let language = ServiceWords.language(after: config.app?.language?.rawValue)
        guard show(ServiceScreens.diagnosticsScreen(serviceFacts(), language: language), language: language) else { return closeService() }
        if let slot = scene.widget(id: ServiceScreens.touchSlot) {
            slot.removeAllChildren()
            let pad = TouchTestPad()
            pad.accessibilityLabel = ServiceWords.text("Touch test", in: language)
            slot.add(pad)
            scene.setNeedsLayout()
        }
        s.stage = .diagnostics
        s.lastInput = scene.now
        serviceEvent("open")
    }

    /// What the diagnostics screen shows, now.
    func serviceFacts() -> ServiceScreens.Facts {
        let s = service!
        var broker: String?
        if let f = config.fleet {
            let state = f.link.connectionState
            broker = state.connected ? "connected, \(f.topics.panel)" : (state.problem ?? "not connected")
        }
        return ServiceScreens.Facts(version: Kiosk.version, panel: s.panel, addresses: NetworkAddresses.current(),
                                    kioskUp: RealClock.monotonic() - s.startedMonotonic, systemUp: SystemUptime.seconds(),
                                    driver: backend.driverName, size: backend.size, rotation: s.rotation,
                                    broker: broker, warnings: s.warnings)
    }

    /// Shows a service screen in place of the scene shown; false (and a warning) when it cannot
    /// be built.
    private func show(_ app: KUI.App, language: String) -> Bool {
        guard let s = service, let base = s.customer else { return false }
        let screen: Screen
        do {
            screen = try app.screen()
            try screen.app.startLanguage(language)
        } catch {
            warn("service: the service screen could not be built: \(error)")
            return false
        }
        let new = Scene(root: screen.root, measurer: backend.measurer, size: backend.size, theme: screen.theme, fontScale: base.fontScale)
        new.standardFontScale = base.standardFontScale
        new.advance(to: scene.now)
        if let t = s.subscription { scene.events.unsubscribe(t) }
        speech?.stop(waiting: false)
        speech = nil
        scene = new
        s.subscription = new.events.subscribe(.output) { [weak self] e, _ in self?.heardOnService(e) }
        if speechSetup.settings.isOn { SpeechMonitor.start(speechSetup.settings, runner: self, aloud: speechSetup.aloud) }
        new.layoutIfNeeded()
        new.setNeedsDisplayAll()
        return true
    }

    /// A service screen's event: its controls' asks are noted for `serviceTurn`; its speech,
    /// warnings and the answers to commands go out as the customer's do (a `layout` only on the
    /// diagnostics); nothing of its controls is written.
    private func heardOnService(_ e: KioskEvent) {
        guard let s = service else { return }
        switch (e.id, e.kind) {
        case (ServiceScreens.pinField?, .submit): s.request = .submit
        case (ServiceScreens.cancel?, .tap): s.request = .cancel
        case (ServiceScreens.leave?, .tap): s.request = .leave
        case (ServiceScreens.restart?, .tap): s.request = .restart
        case (_, .layout) where s.stage != .diagnostics:
            // The PIN field's entry in it would tell how long the PIN is so far.
            var refusal = KioskEvent(at: e.at, kind: .error(ServiceMode.pinEntryRefusal("layout")))
            refusal.reply = e.reply
            serviceOutput(refusal)
        case (nil, .speech), (nil, .warning), (nil, .error), (nil, .screenshot), (nil, .layout): serviceOutput(e)
        default: break
        }
    }

    /// Refuses a command that would show the PIN entry (a screenshot: its dots tell how long the
    /// PIN is so far) while it shows.
    func refuseDuringPINEntry(_ what: String) throws {
        guard let s = service, s.stage == .pin || s.stage == .checking else { return }
        throw ScriptError.message(ServiceMode.pinEntryRefusal(what))
    }

    /// Writes a service screen's event that goes out: an answer only to whoever asked.
    private func serviceOutput(_ e: KioskEvent) {
        if let reply = e.reply { config.events?.write(e, replying: reply) } else { config.events?.write(e) }
    }

    /// The customer's scene back, as it was, in the window as it is now.
    func closeService() {
        guard let s = service, let customer = s.customer else { return }
        if let t = s.subscription { scene.events.unsubscribe(t) }
        s.subscription = nil
        speech?.stop(waiting: false)
        speech = nil
        let now = scene.now
        if customer.windowSize != scene.windowSize { customer.resize(scene.windowSize) }
        if customer.fontScale != scene.fontScale { customer.setFontScale(scene.fontScale) }
        scene = customer
        s.customer = nil
        s.stage = .closed
        s.request = nil
        s.gesture.reset()
        s.keyHold.reset()
        customer.advance(to: now)
        customer.setNeedsDisplayAll()
        if speechSetup.settings.isOn { SpeechMonitor.start(speechSetup.settings, runner: self, aloud: speechSetup.aloud) }
        serviceEvent("closed")
    }

    /// `{"event":"service","state":…}` on the customer's scene (whose output and Swift app
    /// hear it), at the time shown.
    private func serviceEvent(_ state: String) {
        let e = KioskEvent(at: scene.eventTime, kind: .service(state: state))
        (service?.customer ?? scene).events.publish(e, from: nil)
    }

    // MARK: The PIN

    /// Takes the PIN out of the field (which is emptied) and checks it, unless a wrong one's wait
    /// has not ended.
    private func submitPIN() {
        guard let s = service, s.stage == .pin, let field = scene.widget(id: ServiceScreens.pinField) as? TextBinding else { return }
        var pin = Array(field.text.utf8)
        field.setText("")
        defer { ServicePIN.wipe(&pin) }
        guard !pin.isEmpty else { return }
        guard scene.now >= s.retryAt else { return showPINWait() }
        s.stage = .checking
        setServiceMessage("Checking…")
        s.startCheck(pin)
        serviceTurn()   // a check on the loop's thread has its result already
    }

    private func pinChecked(_ ok: Bool) {
        guard let s = service else { return }
        s.lastInput = scene.now
        if ok {
            s.failures = 0
            s.retryAt = -.infinity
            return openDiagnostics()
        }
        s.failures += 1
        let wait = ServiceMode.delay(afterFailures: s.failures)
        s.retryAt = scene.now + wait
        s.stage = .pin
        warn("service: a wrong service PIN was entered (\(s.failures) in a row); the next one is checked after \(Int(wait)) s")
        showPINWait()
    }

    /// Says on the PIN entry how long a wrong PIN's wait still lasts (nothing when none).
    private func showPINWait() {
        guard let s = service, s.failures > 0 else { return setServiceMessage("Enter the service PIN") }
        let left = max(0, Int((s.retryAt - scene.now).rounded(.up)))
        let language = ServiceWords.language(after: config.app?.language?.rawValue)
        let text = left > 0 ? ServiceWords.text("Wrong PIN. Try again in %d s", in: language).replacing("%d", with: "\(left)")
                            : ServiceWords.text("Wrong PIN", in: language)
        setServiceMessage(text, translated: true)
    }

    private func setServiceMessage(_ text: String, translated: Bool = false) {
        let language = ServiceWords.language(after: config.app?.language?.rawValue)
        try? scene.widget(id: ServiceScreens.message)?.set(.text(translated ? text : ServiceWords.text(text, in: language)))
    }
}
