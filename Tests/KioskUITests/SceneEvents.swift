@testable import KioskUI

extension Scene {
    /// Hears every event the scene sends, after the run's own output (the JSON line): how a test
    /// watches what the JSON lines would say. Returns the subscription, to take it off again.
    @discardableResult
    func watchEvents(_ run: @escaping @MainActor (KioskEvent) -> Void) -> EventBus.Token {
        events.subscribe(.output) { e, _ in run(e) }
    }
}
