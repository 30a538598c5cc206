import XCTest
@testable import KioskUICore
@testable import KioskUISDL

/// The feedback click: its waveform on numbers, and a click queued on SDL's dummy audio device.
@MainActor
final class SDLClickTests: XCTestCase {
    func testTheWaveformIsAShortDecayingToneWithinRange() async {
        let s = ClickWaveform.samples(rate: 48_000)
        XCTAssertEqual(s.count, 288, "6 ms at 48 kHz")
        XCTAssertLessThanOrEqual(s.map { abs($0) }.max() ?? 1, 0.5)
        let head = s.prefix(48).map { abs($0) }.max() ?? 0, tail = s.suffix(48).map { abs($0) }.max() ?? 1
        XCTAssertGreaterThan(head, 0.3, "it starts loud")
        XCTAssertLessThan(tail, 0.05, "and dies away, so clicks don't smear into a tone")
        XCTAssertTrue(ClickWaveform.samples(rate: 0).isEmpty)
    }

    func testAClickIsQueuedOnTheAudioDeviceAndABacklogIsNotBuilt() async throws {
        setenv("SDL_AUDIODRIVER", "dummy", 1)
        let sound: SDLClickSound
        do { sound = try SDLClickSound.open() } catch {
            throw XCTSkip("no SDL audio driver here: \(error)")
        }
        sound.click()
        let once = sound.queuedBytes
        sound.click()
        XCTAssertLessThanOrEqual(sound.queuedBytes, once, "a second click while one is queued is dropped")
    }
}
