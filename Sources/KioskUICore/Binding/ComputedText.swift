/// A Swift app's computed text at run time (a label's text, a button's title): the closure run
/// with the states it reads noted (`StateTracking`); a change of any of them marks the model's
/// live text stale, so the text is filled in again before the next layout check — and a text
/// that comes out the same changes nothing.
@MainActor
final class ComputedText {
    private let source: ComputedTextSource
    private weak var app: KioskApp?
    /// The states followed so far (a closure may read others on another run: `if`).
    private var followed: [any AnyKioskState] = []

    init(_ source: ComputedTextSource, app: KioskApp) {
        self.source = source
        self.app = app
    }

    /// The text now; follows each state it read that it did not follow yet.
    func text() -> String {
        let (text, reads) = StateTracking.track { source.compute() }
        for s in reads where !followed.contains(where: { $0 === s }) {
            followed.append(s)
            s.watch(owner: self) { [weak self] in self?.app?.liveTextStale = true }
        }
        return text
    }

    /// Stops following (the run ended).
    func stop() {
        for s in followed { s.unwatch(owner: self) }
        followed.removeAll()
    }
}
