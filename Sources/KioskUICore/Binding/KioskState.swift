/// A value a Swift app holds and the screen follows: the ruler or picker bound to it, the text
/// computed from it, the button it enables.
///
/// Both ways, on the UI loop: when the customer moves a bound control, `value` takes the control's
/// value once it settles (its `change` event), before the app's callbacks for that event run; when
/// the app sets `value`, a bound control moves to it as a `set` command moves it (the ruler glides,
/// the marker slides, `change` follows), and every text computed from it is filled in again before
/// the next frame. Setting the value it already has does nothing.
///
/// ```swift
/// let minutes = KioskState(60.0)
/// KUI.Ruler(id: "minutes", min: 15, max: 240, step: 15, value: minutes)
/// KUI.Label(id: "summary") { "\(Int(minutes.value)) min" }
/// minutes.value = 120          // from a callback: the ruler glides to 120
/// ```
///
/// It belongs to the main actor, as the loop does: a callback reads and writes it directly; a
/// thread of the app's own posts the change (`KioskController.post`).
@MainActor
public final class KioskState<Value: Equatable & Sendable> {
    private var stored: Value
    /// The value it was made with: where a reset (the `reset` command, the idle reset) moves a
    /// control bound to it back to, in every run.
    let initial: Value
    /// What follows the value: bound controls, computed text, the app's `onChange` observers.
    private var watchers: [StateWatch] = []
    /// Where the state was made, for messages about it.
    let source: BuilderSource

    /// - Parameters:
    ///   - value: the value at start.
    ///   - fileID, line: where this is written, for error messages; leave them out.
    public init(_ value: Value, fileID: String = #fileID, line: Int = #line) {
        stored = value
        initial = value
        source = BuilderSource(file: fileID, line: line)
    }

    /// The value now. Reading it inside a computed text makes that text follow it.
    public var value: Value {
        get {
            StateTracking.noteRead(self)
            return stored
        }
        set {
            guard newValue != stored else { return }
            stored = newValue
            notify()
        }
    }

    /// Calls `action` with the new value each time the value changes, from the user or the app,
    /// after the screen has been told. For as long as the state lives.
    public func onChange(_ action: @escaping @MainActor (Value) -> Void) {
        watchers.append(StateWatch(owner: nil) { [unowned self] in action(self.stored) })
    }

    /// The value, without making a computed text follow it.
    var untrackedValue: Value { stored }

    /// Calls `changed` after each change while `owner` lives (a run's bindings).
    func watch(owner: AnyObject, _ changed: @escaping @MainActor () -> Void) {
        watchers.append(StateWatch(owner: owner, changed: changed))
    }

    /// Forgets the watchers `owner` added (its run ended).
    func unwatch(owner: AnyObject) {
        watchers.removeAll { $0.isOwned(by: owner) || $0.isOrphaned }
    }

    /// Tells the run's followers first (a bound control moves, computed text goes stale), then
    /// the app's own observers, so they see the screen already told.
    private func notify() {
        watchers.removeAll { $0.isOrphaned }
        // A copy: a watcher may add watchers (a computed text that reads more states now).
        let all = watchers
        for w in all where w.isRuns { w.changed() }
        for w in all where !w.isRuns { w.changed() }
    }
}

/// One follower of a `KioskState`: a run's binding (weakly owned by the run), or the app's own
/// observer (kept as long as the state).
@MainActor
struct StateWatch {
    private weak var owner: AnyObject?
    private let ownedByRun: Bool
    let changed: @MainActor () -> Void

    init(owner: AnyObject?, changed: @escaping @MainActor () -> Void) {
        self.owner = owner
        ownedByRun = owner != nil
        self.changed = changed
    }

    /// A run's watcher whose run is gone.
    var isOrphaned: Bool { ownedByRun && owner == nil }
    /// A run's (a binding, a computed text), not the app's own `onChange`.
    var isRuns: Bool { ownedByRun }

    func isOwned(by o: AnyObject) -> Bool { owner === o }
}

/// Any `KioskState`, for what follows states without knowing their values' type.
@MainActor
protocol AnyKioskState: AnyObject {
    var source: BuilderSource { get }
    func watch(owner: AnyObject, _ changed: @escaping @MainActor () -> Void)
    func unwatch(owner: AnyObject)
}

extension KioskState: AnyKioskState {}
