@testable import KioskUICore

/// A display whose input arrives on a virtual clock: each wait moves the clock on by the timeout
/// (or to the next input when idle) and hands out the input due, made then from the scene as it
/// is (a key's frame once the keyboard is up); with none left it asks to quit.
@MainActor
final class DueInputBackend: DisplayBackend {
    let clock: VirtualClock
    var due: [(at: Double, make: () -> [InputEvent])] = []
    init(clock: VirtualClock, size: Size) { self.clock = clock; self.size = size }
    var measurer: TextMeasuring { FixedTextMeasurer() }
    var size: Size
    var driverName: String { "test" }
    var hasInput: Bool { true }
    func waitEvents(timeout: Double?, clock _: FrameClock) -> [InputEvent] {
        guard let next = due.first else {
            clock.advance(by: timeout ?? 1)
            return [.quit]
        }
        if let t = timeout, clock.now + t < next.at { clock.advance(by: t); return [] }
        clock.set(next.at)
        due.removeFirst()
        return next.make()
    }
    func present(_ list: DrawList, damage: Rect) {}
    func resize(to size: Size) { self.size = size }
    func screenshot(to path: String) throws {}
}
