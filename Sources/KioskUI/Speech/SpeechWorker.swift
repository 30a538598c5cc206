import Glibc
import Synchronization

/// Speaks utterances through a program (espeak-ng) on a thread of its own, so the loop never
/// waits for speech: `speak` only hands the text over and returns.
///
/// One utterance at a time, the newest wins: `speak` while one is being said terminates the
/// running program (SIGTERM) and the worker starts the new one; utterances handed over while one
/// starts replace each other, so only the last is said. Every program started is reaped (no
/// zombies). `stop()` at the end of the run terminates the one running and ends the thread.
///
/// Runs `program arguments… -- text`. Shared between the loop and its thread, so `Sendable`:
/// `program` is a constant, the rest (the arguments too: the voice follows the language) is in a
/// `Mutex`; the pid a `speak` signals is
/// never reaped before the worker has cleared it under that lock (`SpeechProgram.waitForEnd`
/// leaves the child unreaped), so a signal cannot reach a process that reused the pid.
final class SpeechWorker: Sendable {
    let program: String

    private struct Shared {
        /// What goes before `--` and the text (espeak-ng: volume, rate, voice).
        var arguments: [String]
        /// The utterance to say next, with the arguments it was handed over with (the voice of
        /// the language it is in, even if the language changes before it starts).
        var pending: (text: String, arguments: [String])?
        /// Saying one now (from taking it to reaping its program).
        var busy = false
        /// The program saying it, until it ended.
        var child: pid_t?
        var stopping = false
        /// Whether a failure was written to stderr already (it is written once).
        var failureReported = false
    }
    private let shared: Mutex<Shared>
    private let wakeup = LoopWakeup()
    private let finished = LoopWakeup()

    /// A worker running `program` (a path) with `arguments` before the text; its thread starts now.
    init(program: String, arguments: [String]) {
        self.program = program
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

    /// What goes before `--` and the text now.
    var arguments: [String] { shared.withLock { $0.arguments } }

    /// Says `text` as soon as possible, cutting short what is being said.
    func speak(_ text: String) {
        shared.withLock { s in
            guard !s.stopping else { return }
            s.pending = (text, s.arguments)
            if let pid = s.child { kill(pid, SIGTERM) }
        }
        wakeup.raise()
    }

    /// Whether nothing is being said and nothing waits to be.
    var isIdle: Bool { shared.withLock { $0.pending == nil && !$0.busy } }

    /// Terminates what is being said, drops what waits, and ends the thread, waiting for it at
    /// most `timeout` seconds (the program has been reaped when it returns in time).
    func stop(timeout: Double = 2) {
        let first = shared.withLock { s -> Bool in
            if let pid = s.child { kill(pid, SIGTERM) }
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
        switch SpeechProgram.spawn(program, arguments + ["--", text]) {
        case let .success(p): pid = p
        case let .failure(e): return reportOnce("cannot start \(program): \(e)")
        }
        // A newer utterance (or the stop) that came while it started cuts it short at once.
        let cut = shared.withLock { s -> Bool in
            s.child = pid
            return s.pending != nil || s.stopping
        }
        if cut { kill(pid, SIGTERM) }
        SpeechProgram.waitForEnd(pid)
        shared.withLock { $0.child = nil }
        if let status = SpeechProgram.reap(pid), status != 0 {
            reportOnce("\(program) ended with status \(status); check --speech-voice or the file's accessibility voice (espeak-ng --voices lists them)")
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
