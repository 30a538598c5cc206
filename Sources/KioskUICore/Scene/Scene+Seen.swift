/// The widgets that keep time only while seen (`SeenWatcher`), told whether they are: after each
/// layout pass and when the display goes off or on. In the order they joined, never a set's.
extension Scene {
    /// Adds `w` to the watchers (once); it is told at the next layout pass.
    func watchSeen(_ w: any SeenWatcher) {
        seenWatchers.removeAll { $0.widget == nil }
        guard !seenWatchers.contains(where: { $0.widget === w }) else { return }
        seenWatchers.append(WeakSeenWatcher(widget: w))
    }

    /// Tells each watcher whether it is seen now.
    func reviewSeen() {
        guard !seenWatchers.isEmpty else { return }
        for entry in seenWatchers {
            guard let w = entry.widget else { continue }
            w.seen(displayIsOn && w.isOnScreen(in: self), at: now)
        }
    }
}
