import Glibc

/// Writes UI events as JSON lines to stdout, a file or a FIFO, one flushed line per event, so a
/// reader on the other end sees each event as it happens — and the same line to every client of
/// the control socket (`--control`), when there is one. An answer (to a question, the refusal of
/// a command line: `CommandReply`) goes to whoever asked alone: a control client, or this output.
final class EventWriter {
    private let handle: OutputFile
    /// The control socket whose clients get every event line too; nil without `--control`.
    var control: ControlSocket?
    /// The broker link whose events topic gets every event line too; nil without `--mqtt`.
    var fleet: FleetLink?

    /// `path` "-" is stdout; anything else is created (or truncated), or opened as is when it is a FIFO.
    init(path: String) throws {
        if path == "-" {
            handle = .standardOutput
            return
        }
        // A FIFO or device is opened as it is; a regular file (or none) is created anew.
        let kind = (try? FileSystem.status(atPath: path).get())?.kind
        if kind == nil || kind == .regular {
            guard let h = OutputFile(creatingAtPath: path) else {
                throw ScriptError.message("cannot write events to '\(path)': check the folder exists and is writable, or use --events - for stdout")
            }
            handle = h
        } else {
            guard let h = OutputFile(forWritingAtPath: path) else {
                throw ScriptError.message("cannot open '\(path)' for events: check its permissions, or use --events - for stdout")
            }
            handle = h
        }
    }

    func write(_ event: KioskEvent) {
        let line = event.json.serialized
        writeLine(line)
        control?.broadcast(line)
        fleet?.publishEvent(line)
    }

    /// Writes `event` to one control client only, not to the output or the other clients.
    func write(_ event: KioskEvent, to client: ControlClient) {
        control?.send(event.json.serialized, to: client)
    }

    /// Writes `event` to the output only (stdout, the file or FIFO), not to the control clients:
    /// an answer to stdin, `--commands` or a replay.
    func writeToOutput(_ event: KioskEvent) {
        writeLine(event.json.serialized)
    }

    /// Writes an answer to whom `reply` names: the control client that asked, or the output.
    func write(_ event: KioskEvent, replying reply: CommandReply) {
        if reply.viaBroker {
            fleet?.publishEvent(event.json.serialized)
        } else if let client = reply.client {
            write(event, to: client)
        } else {
            writeToOutput(event)
        }
    }

    /// An `error` event: something outside (a script or command line) was wrong; the UI goes on.
    func writeError(_ message: String, atMs: Double = 0) {
        write(KioskEvent(at: atMs, kind: .error(message)))
    }

    private func writeLine(_ s: String) {
        handle.write(s + "\n")
    }
}
