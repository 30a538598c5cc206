import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// A live run's recording (`--record`) with service mode: it keeps what the customer's screen
/// got, and nothing of the service session: no digit of the PIN, not its length, not the gesture.
@MainActor
final class ServiceRecordingTests: XCTestCase {
    func testARecordingHoldsNothingOfTheGestureOrThePINEntryOnlyTheCustomersTaps() async throws {
        let path = KioskProcess.temporaryFile("service-record.jsonl").path
        let screen = try Screen.parse("""
        root:
          type: column
          align: start
          children:
            - {type: button, id: corner, title: Help}
            - {type: button, id: buy, title: Buy}
        """, file: "service.yaml")
        let measurer = try SDLTestBackend.open().measurer
        let size = Size(800, 480)
        let scene = Scene(root: screen.root, measurer: measurer, size: size, theme: screen.theme)
        var config = RunnerConfig(app: screen.app)
        config.recordPath = path
        let runner = try Runner(scene: scene, backend: QuietBackend(measurer: measurer, size: size), config: config)
        let pin = "482916"
        runner.service = ServiceMode(hash: try ServicePIN.hash(Array(pin.utf8)), wake: nil)
        scene.layoutIfNeeded()
        var now = 0.0
        func wait(until t: Double) {
            while now < t { now = min(t, now + 1.0 / 60); runner.scene.advance(to: now); runner.drawFrame() }
        }
        func tap(_ p: Point) {
            for phase in [PointerPhase.down, .up] {
                runner.dispatchRecorded(.pointer(PointerEvent(phase: phase, id: 1, location: p, device: .touch, time: now)), at: now)
                wait(until: now + 0.1)
            }
        }
        let buy = try XCTUnwrap(scene.widget(id: "buy")).frame.center
        tap(buy)
        // The corner held 5 s: the PIN entry, the keyboard up.
        runner.dispatchRecorded(.pointer(PointerEvent(phase: .down, id: 2, location: Point(10, 10), device: .touch, time: now)), at: now)
        wait(until: now + 5.1)
        XCTAssertEqual(runner.service?.stage, .pin)
        runner.dispatchRecorded(.pointer(PointerEvent(phase: .up, id: 2, location: Point(10, 10), device: .touch, time: now)), at: now)
        wait(until: now + 1)
        // Three digits on the on-screen keyboard, three typed on a USB keyboard, then Done.
        let keyboard = runner.scene.keyboard
        for digit in pin.prefix(3) {
            let key = try XCTUnwrap(keyboard.geometry.keys.first { $0.key.action == .text(String(digit)) })
            tap(Point(keyboard.frame.minX + key.frame.midX, keyboard.frame.minY + key.frame.midY))
        }
        runner.dispatchRecorded(.text(String(pin.dropFirst(3))), at: now)
        runner.dispatchRecorded(.key(.enter, down: true), at: now)
        wait(until: now + 0.5)
        XCTAssertEqual(runner.service?.stage, .diagnostics, "the PIN typed both ways was taken")
        tap(try XCTUnwrap(runner.scene.widget(id: ServiceScreens.leave)).frame.center)
        XCTAssertEqual(runner.service?.stage, .closed)
        XCTAssertTrue(runner.scene === scene, "the customer's scene is back")
        tap(buy)
        runner.closeRecording()
        let lines = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 4, "the two taps on Buy, and nothing else: \(lines)")
        XCTAssertTrue(lines.allSatisfy { $0.contains(#""pointer":"#) }, "\(lines)")
        XCTAssertEqual(Set(lines.map { $0.replacing(/"at":[0-9]+,"pointer":"(down|up)",/, with: "") }).count, 1, "all at Buy: \(lines)")
        XCTAssertFalse(lines.joined().contains("withheld"), "no gap either: it would tell the PIN's length")
    }
}
