import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUI
import KioskUITestSupport

/// `Kiosk.run` gets its display only through a `DisplayProvider`: a run goes through on a display
/// that is not SDL, and the provider's failures keep their exit statuses and words.
@MainActor
final class DisplayProviderTests: XCTestCase {
    /// A provider whose display draws nowhere, or fails as told.
    private final class FakeDisplay: DisplayProvider {
        var failure: DisplayOpenError?
        private(set) var requests: [DisplayRequest] = []
        private(set) var backend: FakeBackend?

        func validateDriver(_ name: String) throws {
            if name == "x11" { throw KioskError("this display has no x11 driver") }
        }
        func fontFile(family: String) -> String? { nil }
        func open(_ request: DisplayRequest) throws -> DisplayBackend {
            requests.append(request)
            if let failure { throw failure }
            let b = FakeBackend()
            backend = b
            return b
        }
        func openClickSound() throws -> FeedbackSound { throw KioskError("no audio here") }
    }

    private final class FakeBackend: DisplayBackend {
        var measurer: TextMeasuring { FixedTextMeasurer() }
        var size = Size(320, 240)
        var driverName: String { "fake" }
        var hasInput: Bool { false }
        private(set) var framesPresented = 0
        func waitEvents(timeout: Double?, clock: FrameClock) -> [InputEvent] { [] }
        func present(_ list: DrawList, damage: Rect) { framesPresented += 1 }
        func resize(to size: Size) { self.size = size }
        func screenshot(to path: String) throws {}
    }

    private func options(_ driver: RunOptions.Driver = .headless, events: URL) -> RunOptions {
        var o = RunOptions()
        o.driver = driver
        o.width = 640
        o.height = 480
        o.rotation = .cw90
        o.click = true
        o.eventsPath = events.path
        return o
    }

    func testARunDrawsOnTheDisplayTheProviderOpens() async throws {
        let events = KioskProcess.temporaryFile("provider-events-\(UUID().uuidString).jsonl")
        let display = FakeDisplay()
        let status = try Kiosk.run(options(events: events), display: display) { _ in Screen.builtInDemo() }
        XCTAssertEqual(status, 0)
        XCTAssertEqual(display.requests, [DisplayRequest(driver: "headless", size: Size(640, 480), fontPath: nil,
                                                         fullscreen: false, rotation: .cw90)])
        XCTAssertEqual(display.backend?.framesPresented, 1, "the first frame, headless with nothing to replay")
        let lines = try String(contentsOf: events, encoding: .utf8).split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, #"{"at":0,"event":"warning","message":"--click: no sound output (no audio here); running silent"}"#)
        XCTAssertEqual(lines.dropFirst().first, #"{"at":0,"event":"ready","size":[320,240],"driver":"fake"}"#)
        XCTAssertEqual(lines.last, #"{"at":0,"event":"appear","id":"pages","page":"Home","index":0}"#, "the first layout's, after ready")
    }

    func testABadFontExits3ABrokenDisplayExits4AndABadDriverExits2() async throws {
        let events = KioskProcess.temporaryFile("provider-fail-\(UUID().uuidString).jsonl")
        let display = FakeDisplay()
        for (cause, status) in [(DisplayOpenError.Cause.font, ExitStatus.input), (.display, .display)] {
            display.failure = DisplayOpenError(cause: cause, description: "it did not open")
            XCTAssertThrowsError(try Kiosk.run(options(events: events), display: display) { _ in Screen.builtInDemo() }) { e in
                XCTAssertEqual((e as? KioskError)?.status, status)
                XCTAssertEqual((e as? KioskError)?.description, "it did not open")
            }
        }
        XCTAssertThrowsError(try Kiosk.run(options(.x11, events: events), display: display) { _ in Screen.builtInDemo() }) { e in
            XCTAssertEqual((e as? KioskError)?.status, .usage)
            XCTAssertEqual((e as? KioskError)?.description, "--driver x11: this display has no x11 driver")
        }
        XCTAssertEqual(display.requests.count, 2, "a driver the display refuses is refused before any display opens")
    }
}
