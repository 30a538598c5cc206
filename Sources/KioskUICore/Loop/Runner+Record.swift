/// A recording (`--record`) a field session replays from alone: the run's settings first, then
/// every input and every command that was carried out, each at the time it came;
/// input into a secure field only as the gap it leaves (`SecureInputFilter`).
extension Runner {
    /// The run's settings as the recording's first line, at 0 (`{"at":0,"settings":{…}}`): the
    /// window's size (so taps land where they landed), the font scale, the split and the start
    /// language. A replay starts with them as if they were its command line's (`RunOptions.take`),
    /// so its `ready` and everything after are the session's. A theme is not a run setting: one
    /// switched on the panel is recorded as the command or input that switched it.
    func recordSettings() {
        guard let r = recorder else { return }
        var settings: [(String, JSONValue)] = [("size", JSONValue(scene.windowSize)), ("fontScale", .number(scene.fontScale)),
                                              ("split", .number(scene.split))]
        if let app = config.app, let shown = app.language { settings.append(("language", .string(shown.rawValue))) }
        // The local time, so a replay of a screen with opening hours sees them as the session did.
        if config.app?.power?.settings.hours != nil { settings.append(("clock", .string(config.powerClock.startTime.text))) }
        r.write(JSONValue.object([("at", 0), ("settings", .object(settings))]).serialized + "\n")
    }

    /// Dispatches a live input event at `t` (seconds), recorded first, or, when it goes into a
    /// secure field, noted as part of the gap it leaves.
    func dispatchRecorded(_ e: InputEvent, at t: Double) {
        guard recorder != nil else { return dispatch(e) }
        let secret = withholding.field(for: e, in: scene)
        if secret == nil { record(e, at: t) }
        dispatch(e)
        if let secret { withheld(into: secret, at: t) }
    }

    /// An input event as a recording line at `t` (seconds), after the gap before it.
    private func record(_ e: InputEvent, at t: Double) {
        guard let r = recorder, let line = ScriptRecorder.line(for: e, atMs: (t * 1000).rounded()) else { return }
        writeGap()
        r.write(line + "\n")
    }

    /// A command that was carried out, as a recording line at `t` (seconds): its own fields after
    /// `at`, as it was sent (a screenshot's path too, so a replay elsewhere writes it where its
    /// own run says, not into the recording panel's folder). A refused command is not recorded:
    /// it changed nothing, and a replay refuses a bad line before it starts.
    func recordCommand(_ text: String, at t: Double) {
        guard let r = recorder, case let .object(pairs)? = try? JSONParser.parse(text) else { return }
        writeGap()
        r.write(JSONValue.object([("at", .number((t * 1000).rounded()))] + pairs).serialized + "\n")
    }

    /// The secure field a command's action goes into, checked before it is carried out; a
    /// pointer's target is resolved here, once, to the point it is carried out at.
    func secureField(for action: inout ScriptAction, at t: Double) throws -> (any SecureInput)? {
        let event: InputEvent
        switch action {
        case let .pointer(phase, id, device, target):
            let p = try resolve(target)
            action = .pointer(phase, id: id, device: device, target: .point(p))
            event = .pointer(PointerEvent(phase: phase, id: id, location: p, device: device, time: t))
        case let .key(k): event = .key(k, down: true)
        case let .button(b, down): event = .gamepadButton(b, down: down)
        case let .axis(a, v): event = .gamepadAxis(a, value: v)
        case let .type(s): event = .text(s)
        case .set: return SecureInputFilter.field(for: action, in: scene)
        default: return nil
        }
        return withholding.field(for: event, in: scene)
    }

    /// Input at `t` (seconds) went into `field` and was left out: the gap now ends here, with
    /// what the field holds after it. Input into another field first writes that field's gap.
    func withheld(into field: any SecureInput, at t: Double) {
        if let p = withholding.pending, p.field != ObjectIdentifier(field) { writeGap() }
        withholding.pending = (SecureInputGap(id: field.id, length: field.enteredLength), (t * 1000).rounded(), ObjectIdentifier(field))
    }

    /// Writes the gap not yet written (`{"at":…,"withheld":{"id":"pin","length":4}}`).
    private func writeGap() {
        guard let p = withholding.pending, let r = recorder else { return }
        withholding.pending = nil
        r.write(p.gap.line(atMs: p.atMs) + "\n")
    }

    /// Ends the recording: its last gap, then the file closed.
    func closeRecording() {
        writeGap()
        recorder?.close()
    }
}
