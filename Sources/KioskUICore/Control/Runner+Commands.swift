/// Commands on stdin: script lines (`set`, `fontScale`, `split`, `query`, `key`, `pointer` …)
/// carried out as they arrive. A bad one gets an `error` event naming its line; the UI goes on.
/// A `screenshot` command writes only inside `--screenshot-dir` (`CommandScreenshots`).
/// Lines from a control-socket client are answered (`layout`, `screenshot`) and refused to that
/// client only (`CommandSource`, `CommandReply`), with the line's `ref` when it gave one.
extension Runner {
    /// Carries out one line of the command input, or refuses it when it was too long to read or
    /// is not UTF-8.
    /// `source` nil: stdin or `--commands`.
    func runCommand(_ l: CommandInput.Line, at t: Double, from source: CommandSource? = nil) {
        let source = source ?? inputSource
        if let why = l.notLines {
            let message = "\(source.name):\(l.line): \(why); the rest of the input is not read. Give a file, FIFO or pipe of JSON lines, one command per line (docs/scripting.md)"
            refusedInput = message
            return commandFailed(message, at: t, source: source)
        }
        if let bad = l.notUTF8 {
            // Not decoded with U+FFFD for the bad bytes: that would carry out a command nobody sent.
            return commandFailed("\(source.name):\(l.line): the line is not UTF-8 text: \(bad); it was skipped. Send commands as UTF-8 (convert other text first, e.g. iconv -f LATIN1 -t UTF-8), see docs/scripting.md", at: t, source: source)
        }
        guard let length = l.refusedLength else { return runCommand(l.text, line: l.line, at: t, from: source) }
        let limit = CommandInput.maxLineBytes, items = CommandInput.maxItemsLineBytes
        commandFailed("\(source.name):\(l.line): the line is \(length) bytes, over the limit of \(limit >> 20) MiB (\(limit) bytes) for one command (\(items >> 20) MiB for a list's \"items\", \"insert\" or \"update\"); it was skipped. Send one command per line, each under 1 MiB; more items than one line holds: \"items\" with the first part, then \"insert\" without \"before\" for each further part", at: t, source: source)
    }

    /// Parses and carries out one command line at time `t` (seconds). A command happens when it
    /// arrives: one with `at` is refused. `source` nil: stdin or `--commands`.
    func runCommand(_ text: String, line: Int, at t: Double, from source: CommandSource? = nil) {
        let source = source ?? inputSource
        let trimmed = text.trimmingSpacesAndNewlines
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return }
        var ref: JSONValue?
        defer { answering = nil }
        do {
            // The secure field the line goes into: the recording keeps only the gap it leaves.
            var secret: (any SecureInput)?
            // A screenshot the broker asked for (`{"screenshot":"mqtt"}`): published once written
            // (`apply`), and its file removed here also when the command failed.
            var brokerShot: String?
            defer { if let shot = brokerShot { _ = FileSystem.remove(shot) } }
            let actions = try Script.parseLine(trimmed, form: .command, ref: &ref)
            answering = source.reply(ref: ref)
            for (_, parsed) in actions {
                var action = parsed
                if case let .screenshot(path) = parsed {
                    if path == "mqtt", source.viaBroker, let f = config.fleet {
                        brokerShot = try f.screenshotFile()
                        action = .screenshot(brokerShot!)
                    } else {
                        action = .screenshot(try CommandScreenshots.resolve(path, in: config.screenshotDirectory))
                    }
                }
                if case let .set(id, field) = action, let allowed = config.settableIDs, !allowed.contains(id) {
                    let ids = scene.widgetsWithIDs().filter { $0.id.map(allowed.contains) == true && $0.takes(field) }.compactMap(\.id)
                    throw ScriptError.message("\"\(id)\" is not a control declared in the screen file; ids that take \"\(field.name)\": \(ids.joined(separator: ", "))")
                }
                if recorder != nil, let f = try secureField(for: &action, at: t) { secret = f }
                try apply(action, at: t, fromUser: false)   // commands are not input: no idle restart
            }
            if let f = secret { withheld(into: f, at: t) } else { recordCommand(trimmed, at: t) }
        } catch let e as ScriptError {
            commandFailed("\(source.name):\(line): \(e.description)", at: t, source: source, ref: ref)
        } catch {
            commandFailed("\(source.name):\(line): \(error)", at: t, source: source, ref: ref)
        }
    }

    /// Carries out an action a Swift app asked for (`KioskController`), as a command: refused with
    /// its Swift location (`where`, "File.swift:12") on stderr and as an `error` event.
    func perform(_ action: ScriptAction, from place: String) {
        // The app's own question is answered as any event, even inside a client's command.
        let asked = answering
        answering = nil
        defer { answering = asked }
        do {
            try apply(action, at: scene.now, fromUser: false)
        } catch {
            commandFailed("\(place): \(error)", at: scene.now, source: CommandSource(name: place))
        }
    }

    /// The command input's own source: stdin or the `--commands` path; its answers and refusals
    /// go to the events output.
    private var inputSource: CommandSource { CommandSource(name: config.commands?.name ?? "stdin", answeredOnOutput: true) }

    /// Says a command was refused: on stderr, and as an `error` event to its control client only,
    /// or to the events output only when it came from stdin or `--commands` (the app's own
    /// listeners hear it too); with the line's `ref`, if it gave one, as the last field.
    func commandFailed(_ message: String, at t: Double, source: CommandSource, ref: JSONValue? = nil) {
        Runner.say("command refused: \(message)")
        config.fleet?.lastError = message
        var e = KioskEvent(at: scene.eventTime, kind: .error(message))
        e.reply = source.reply(ref: ref)
        if source.viaBroker {
            config.events?.write(e, replying: e.reply!)
        } else if let client = source.client {
            config.events?.write(e, to: client)
        } else {
            scene.events.publish(e, from: nil)
        }
    }
}

/// Where a command line came from: the name its messages start with, and who hears that it was
/// refused.
struct CommandSource: Equatable {
    /// "stdin", the `--commands` path, or the control client (`control#2`).
    var name: String
    /// The control client that sent it, which alone gets its `error` event; nil: see `answeredOnOutput`.
    var client: ControlClient?
    /// Whether its answers and refusals go to the events output alone (stdin, `--commands`), not to
    /// the control clients; false for a Swift app's own call, whose refusal every output hears.
    var answeredOnOutput = false
    /// Whether it came from the broker (`--mqtt`): its answers and refusals go to the panel's
    /// events topic alone.
    var viaBroker = false

    init(name: String, answeredOnOutput: Bool = false) {
        self.name = name
        self.answeredOnOutput = answeredOnOutput
    }

    init(client: ControlClient) {
        name = client.description
        self.client = client
    }

    /// A command message from the broker (`mqtt#3`), or what the panel does for it ("mqtt state").
    init(broker name: String) {
        self.name = name
        viaBroker = true
    }

    /// Whom the answers to a line from here go to, with the line's `ref`; nil: every output.
    func reply(ref: JSONValue?) -> CommandReply? {
        client != nil || answeredOnOutput || viaBroker ? CommandReply(client: client, ref: ref, viaBroker: viaBroker) : nil
    }
}
