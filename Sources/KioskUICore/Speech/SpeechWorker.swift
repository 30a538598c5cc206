import Glibc
import Synchronization

/// Speaks utterances through a program (espeak-ng) on a thread of its own, so the loop never
/// waits for speech: `speak` only hands the text over and returns.
///
/// One utterance at a time, the newest wins: `speak` while one is being said terminates the
/// running program (SIGTERM) and the worker starts the new one; utterances handed over while one
/// starts replace each other, so only the last is said. Every program started is reaped (no
/// zombies). `stop()` at the end of the run terminates the one running and ends the thread. A
/// program still running `killAfter` seconds after its SIGTERM is killed (SIGKILL), with one
/// warning a run (`takeWarning`, and stderr): a program that ignores SIGTERM can neither hold up
/// what is said next nor outlive the kiosk.
///
/// Runs `program arguments… --stdin` with the text on its stdin, never in its argv: any local
/// user reads a process's argv through `ps`, and an utterance may be what a customer entered.
/// Shared between the loop and its thread, so `Sendable`:
/// `program` is a constant, the rest (the arguments too: the voice follows the language) is in a
/// `Mutex`; the pid a `speak` signals is
/// never reaped before the worker has cleared it under that lock (`SpeechProgram.waitForEnd`
/// leaves the child unreaped), so a signal cannot reach a process that reused the pid.
final class SpeechWorker: Sendable {
    let program: String

    private struct Shared {
        /// What goes before `--stdin` (espeak-ng: volume, rate, voice).
        var arguments: [String]
        /// The utterance to say next, with the arguments it was handed over with (the voice of
        /// the language it is in, even if the language changes before it starts).
        var pending: (text: String, arguments: [String])?
        /// Saying one now (from taking it to reaping its program).
        var busy = false
        /// The program saying it, until it ended.
        var child: pid_t?
        /// When the program saying it was sent SIGTERM (`RealClock.monotonic`); nil before.
        var terminatedAt: Double?
        /// A program had to be killed: the warning a run gets, once, until the loop takes it.
        var killWarned = false
        var warning: String?
        var stopping = false
        /// Whether a failure was written to stderr already (it is written once).
        var failureReported = false
    }
    private let shared: Mutex<Shared>
    private let wakeup = LoopWakeup()
    private let finished = LoopWakeup()
    /// How long a program may take to end after SIGTERM before it is killed.
    let killAfter: Double

    /// A worker running `program` (a path) with `arguments` before the text; its thread starts now.
    init(program: String, arguments: [String], killAfter: Double = 1) {
        self.program = program
        self.killAfter = killAfter
        shared = Mutex(Shared(arguments: arguments))
        DetachedThread.start(name: "kiosk-speech") { [self] in run() }
    }

    /// A worker speaking through espeak-ng with the settings' volume, rate and voice; nil when
    /// espeak-ng is not on `searchPath`.
    static func espeak(_ settings: SpeechSettings, searchPath: String? = SpeechProgram.searchPath) -> SpeechWorker? {
        SpeechProgram.locate(SpeechProgram.espeak, searchPath: searchPath).map { SpeechWorker(program: $0, arguments: settings.espeakArguments) }
    }

    /// What goes before the text of the utterances handed over from now on (another voice when the
    /// language changes); what is being said or waits goes on as it was.
    func setArguments(_ arguments: [String]) {
        shared.withLock { $0.arguments = arguments }
    }

    /// What goes before `--stdin` now.
    var arguments: [String] { shared.withLock { $0.arguments } }

    /// Says `text` as soon as possible, cutting short what is being said.
    func speak(_ text: String) {
        shared.withLock { s in
            guard !s.stopping else { return }
            s.pending = (text, s.arguments)
            if let pid = s.child { Self.terminate(pid, &s) }
        }
        wakeup.raise()
    }

    /// Whether nothing is being said and nothing waits to be.
    var isIdle: Bool { shared.withLock { $0.pending == nil && !$0.busy } }

    /// Terminates what is being said, drops what waits, and ends the thread, waiting for it at
    /// most `timeout` seconds (the program has been reaped when it returns in time).
    func stop(timeout: Double = 2) {
        let first = shared.withLock { s -> Bool in
            if let pid = s.child { Self.terminate(pid, &s) }
            s.pending = nil
            defer { s.stopping = true }
            return !s.stopping
        }
        guard first else { return }
        wakeup.raise()
        finished.wait(timeout: timeout)
    }

    // MARK: The thread

    private func run() {
        while true {
            wakeup.wait(timeout: nil)
            while let next = take() { say(next.text, arguments: next.arguments) }
            if shared.withLock({ $0.stopping }) { break }
        }
        finished.raise()
    }

    private func take() -> (text: String, arguments: [String])? {
        shared.withLock { s in
            guard !s.stopping, let next = s.pending else { return nil }
            s.pending = nil
            s.busy = true
            return next
        }
    }

    /// Runs the program for `text` until it ends (or is terminated), and reaps it.
    private func say(_ text: String, arguments: [String]) {
        defer { shared.withLock { $0.busy = false } }
        let pid: pid_t
        // espeak-ng's --stdin reads the whole text to its end (without it, line by line).
        switch ChildProcess.spawn(program, arguments + ["--stdin"], input: text, defaultSignals: true) {
        case let .success(p): pid = p
        case let .failure(e): return reportOnce("cannot start \(program): \(e)")
        }
        // A newer utterance (or the stop) that came while it started cuts it short at once.
        shared.withLock { s in
            s.child = pid
            s.terminatedAt = nil
            if s.pending != nil || s.stopping { Self.terminate(pid, &s) }
        }
        waitForEnd(pid)
        shared.withLock { $0.child = nil }
        if let status = ChildProcess.wait(pid), status != 0 {
            reportOnce("\(program) ended with status \(status); check --speech-voice or the file's accessibility voice (espeak-ng --voices lists them)")
        }
    }

    /// Sends SIGTERM to the program saying something (under the lock, so `pid` is not reaped
    /// yet) and notes when, the first time.
    private static func terminate(_ pid: pid_t, _ s: inout Shared) {
        ProcessSignals.send(SIGTERM, to: pid)
        if s.terminatedAt == nil { s.terminatedAt = RealClock.monotonic() }
    }

    /// Waits until `pid` ended (looking every 20 ms), killing it once it has outlived its SIGTERM
    /// by `killAfter` seconds. It is left unreaped.
    private func waitForEnd(_ pid: pid_t) {
        var killed = false
        while !ChildProcess.hasEnded(pid) {
            if !killed, let since = shared.withLock({ $0.terminatedAt }), RealClock.monotonic() - since >= killAfter {
                ProcessSignals.send(SIGKILL, to: pid)
                killed = true
                let message = "speech: \(program) did not end within \(JSONValue.format(killAfter)) s of SIGTERM and was killed (SIGKILL); check that it ends when told to (espeak-ng does)"
                let first = shared.withLock { s -> Bool in
                    defer { s.killWarned = true }
                    if !s.killWarned { s.warning = message }
                    return !s.killWarned
                }
                if first { OutputFile.standardError.write("\(Kiosk.programName): warning: \(message)\n") }
            }
            ProcessSignals.sleep(microseconds: 20_000)
        }
    }

    /// The warning about a program that had to be killed, once a run; nil when there is none
    /// (the loop sends it as a `warning` event).
    func takeWarning() -> String? {
        shared.withLock { s in
            defer { s.warning = nil }
            return s.warning
        }
    }

    private func reportOnce(_ message: String) {
        let first = shared.withLock { s -> Bool in
            defer { s.failureReported = true }
            return !s.failureReported
        }
        if first { OutputFile.standardError.write("\(Kiosk.programName): warning: speech: \(message)\n") }
    }
}
