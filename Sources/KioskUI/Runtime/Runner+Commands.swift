import Foundation

/// Commands on stdin: script lines (`set`, `fontScale`, `split`, `query`, `key`, `pointer` …)
/// carried out as they arrive. A bad one gets an `error` event naming its line; the UI goes on.
/// A `screenshot` command writes only inside `--screenshot-dir` (`CommandScreenshots`).
extension Runner {
    /// Carries out one line of the command input, or refuses it when it was too long to read.
    func runCommand(_ l: CommandInput.Line, at t: Double) {
        guard let length = l.refusedLength else { return runCommand(l.text, line: l.line, at: t) }
        let limit = CommandInput.maxLineBytes
        commandFailed("\(config.commands?.name ?? "stdin"):\(l.line): the line is \(length) bytes, over the limit of \(limit >> 20) MiB (\(limit) bytes) for one command; it was skipped. Send one command per line, each under 1 MiB", at: t)
    }

    /// Parses and carries out one command line at time `t` (seconds). `at` is not needed and is
    /// ignored: a command happens when it arrives.
    func runCommand(_ text: String, line: Int, at t: Double) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return }
        do {
            for (_, parsed) in try Script.parseLine(trimmed, previousAt: 0) {
                var action = parsed
                if case let .screenshot(path) = parsed {
                    action = .screenshot(try CommandScreenshots.resolve(path, in: config.screenshotDirectory))
                }
                if case let .set(id, field) = action, let allowed = config.settableIDs, !allowed.contains(id) {
                    let ids = scene.widgetsWithIDs().filter { $0.id.map(allowed.contains) == true && $0.takes(field) }.compactMap(\.id)
                    throw ScriptError.message("\"\(id)\" is not a control declared in the screen file; ids that take \"\(field.name)\": \(ids.joined(separator: ", "))")
                }
                try apply(action, at: t, fromUser: false)   // commands are not input: no idle restart
            }
        } catch let e as ScriptError {
            commandFailed("\(config.commands?.name ?? "stdin"):\(line): \(e.description)", at: t)
        } catch {
            commandFailed("\(config.commands?.name ?? "stdin"):\(line): \(error)", at: t)
        }
    }

    private func commandFailed(_ message: String, at t: Double) {
        FileHandle.standardError.write(Data("kiosk: command refused: \(message)\n".utf8))
        scene.send(.error(message))
    }
}
