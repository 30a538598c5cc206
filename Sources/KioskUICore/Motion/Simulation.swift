/// A one-dimensional motion that a widget samples once per frame.
///
/// Every simulation in `Motion/` answers the same three questions for a time `t`, so a widget can
/// hold any of them and just sample it: where is it, how fast is it moving, and is it over.
/// Unless a type says otherwise, `t` is seconds since the motion started (local time);
/// `ScrollSimulation` is the exception and takes frame-clock time.
protocol Simulation {
    /// The position at time `t`.
    func position(at t: Double) -> Double
    /// The velocity (units per second) at time `t`.
    func velocity(at t: Double) -> Double
    /// Whether the motion is over at time `t`: from then on `position(at:)` no longer changes.
    func isDone(at t: Double) -> Bool
}
