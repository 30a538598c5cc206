/// A recording (`--record`) a field session replays from alone: the run's settings first, then
/// every input and every command that was carried out, each at the time it came (issue 27, item 2).
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
        r.write(JSONValue.object([("at", 0), ("settings", .object(settings))]).serialized + "\n")
    }

    /// A command that was carried out, as a recording line at `t` (seconds): its own fields after
    /// `at`, a screenshot's path as it was written (inside `--screenshot-dir`). A refused command is
    /// not recorded: it changed nothing, and a replay refuses a bad line before it starts.
    func recordCommand(_ text: String, at t: Double, screenshotPath: String?) {
        guard let r = recorder, case let .object(pairs)? = try? JSONParser.parse(text) else { return }
        let fields = pairs.map { key, value in key == "screenshot" ? (key, screenshotPath.map(JSONValue.string) ?? value) : (key, value) }
        r.write(JSONValue.object([("at", .number((t * 1000).rounded()))] + fields).serialized + "\n")
    }
}
