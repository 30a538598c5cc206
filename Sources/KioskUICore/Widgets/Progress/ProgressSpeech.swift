/// When speech says a progress bar's percentage: as it changes, but at most once every
/// `interval` seconds a bar, so a bar a controller moves every 100 ms is not a stream of numbers.
///
/// A change inside the interval waits: the newest percentage is said when the interval is over
/// (the bar is woken then, without holding a replay open), unless it is the percentage said last.
/// A bar that is not on screen says nothing, nor does an indeterminate one (it has no percentage).
@MainActor
struct ProgressSpeech {
    /// The least seconds between two percentages of one bar.
    static let interval = 3.0

    private struct Entry {
        var bar: WeakWidget
        var saidAt: Double?
        var said: SpokenValue?
        var pending: Bool
    }
    /// The bars heard from, in the order first heard (never a dictionary's order).
    private var entries: [Entry] = []

    /// A bar's value changed.
    mutating func note(_ bar: Widget) {
        entries.removeAll { $0.bar.widget == nil }
        if let i = entries.firstIndex(where: { $0.bar.widget === bar }) {
            entries[i].pending = true
        } else {
            entries.append(Entry(bar: WeakWidget(widget: bar), pending: true))
        }
    }

    /// The bars whose percentage is due at `now` (marked said); a pending one not due yet is
    /// woken when it is. `quiet`: nothing may be said this frame (a screen appeared, whose
    /// values are no news), so pending percentages are dropped.
    mutating func due(at now: Double, in scene: Scene, quiet: Bool) -> [Widget] {
        var out: [Widget] = []
        for i in entries.indices where entries[i].pending {
            guard let bar = entries[i].bar.widget, bar.isOnScreen(in: scene), !quiet,
                  let value = (bar as? AccessibleWidget)?.spokenValue, value != entries[i].said else {
                entries[i].pending = false
                continue
            }
            if let at = entries[i].saidAt, now < at + ProgressSpeech.interval - SceneClock.slack {
                scene.wake(bar, at: at + ProgressSpeech.interval, holdsRun: false)
                continue
            }
            entries[i].pending = false
            entries[i].saidAt = now
            entries[i].said = value
            out.append(bar)
        }
        return out
    }
}
