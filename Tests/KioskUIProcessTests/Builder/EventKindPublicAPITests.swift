import Foundation
import XCTest

/// A Swift app names the kinds of events it filters on with `EventKind`, so a misspelt kind does
/// not compile, and holds what `onEvent` returns to cancel it: checked against the public API
/// alone, as `BuilderPublicAPITests` checks the builders.
extension BuilderPublicAPITests {
    func testEventKindsAreTypedAndAnObserversSubscriptionCancels() async throws {
        let typed = FileManager.default.temporaryDirectory.appendingPathComponent("kioskui-kinds-\(UUID().uuidString).swift")
        try Data("""
            import KioskUI
            @MainActor func probe() {
            let kiosk = KioskController()
            let subscription: KioskController.Subscription = kiosk.onEvent(.screen, .idle) { event in
                if event.kind.eventKind == .screen { print(event.kind.name) }
            }
            kiosk.onEvent { _ in }
            kiosk.onIdle {}.cancel()
            subscription.cancel()
            let kinds: [EventKind] = [.tap, .change, .select, .submit]
            let pay = KUI.Button("Pay", id: "pay").onEvent(.tap) { _ in }
            let plate = KUI.Label("Plate", id: "plate").onEvent { _ in }
            _ = (subscription.isCancelled, kinds, pay, plate)
            }
            """.utf8).write(to: typed)
        defer { try? FileManager.default.removeItem(at: typed) }
        let ok = try typecheck(typed)
        XCTAssertEqual(ok.status, 0, ok.output)

        // A typo in a kind is a compile error naming it, on the controller and on an element.
        try assertRefusedOnce("import KioskUI\n@MainActor func probe() { KioskController().onEvent(.tpa) { _ in } }\n", naming: "tpa")
        try assertRefusedOnce("import KioskUI\n@MainActor func probe() { _ = KUI.Button(\"A\", id: \"a\").onEvent(.chnage) { _ in } }\n",
                              naming: "chnage")
    }
}
