/// A widget that keeps time of its own only while it is seen (a slideshow): it joins the scene's
/// watchers (`Scene.watchSeen`), and the scene tells it after every layout pass (a screen, page or
/// `hidden` change lays the tree out) and whenever the display goes off or on whether it is seen
/// now: attached, neither it nor an ancestor hidden, and the display on. Told often; it acts on
/// a change.
protocol SeenWatcher: Widget {
    func seen(_ seen: Bool, at now: Double)
}

/// A watcher held weakly: a widget removed from the tree leaves the scene's list with it.
struct WeakSeenWatcher {
    weak var widget: (any SeenWatcher)?
}
