import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// A PIN entered in a real X11 window — clicks on the pad's keys, digits and Backspace from the
/// keyboard (xdotool under Xvfb) — is not in the run's recording in any form:
/// only its gap, with its length; the click on Done and the name typed elsewhere are.
@MainActor
final class XvfbSecureRecordingTests: XCTestCase {
    // Not isolated, checked by hand: XCTest calls setUp, the test and tearDown one after another
    // on the main thread, and nothing else touches it.
    nonisolated(unsafe) private var xvfb: XvfbServer?
    private var display: String { xvfb?.display ?? "" }

    override func setUpWithError() throws {
        xvfb = try XvfbServer.start(base: 600, width: 800, height: 900)
    }

    override func tearDown() {
        xvfb?.stop()
    }

    private func xdotool(_ args: [String]) { _ = XvfbSmokeTests.shell(["xdotool"] + args, display: display) }

    func testAPINClickedAndTypedInARealWindowIsNotInTheRecording() async throws {
        let dir = KioskProcess.temporaryFolder("xvfb-record-pin")
        let screen = dir + "/pin.yaml"
        try RecordingReplayTests.pinScreen.write(toFile: screen, atomically: true, encoding: .utf8)
        let (keys, nodes) = try RecordingReplayTests.pinPad(screen, in: dir)
        func centre(_ f: [Double]?) -> [String] { f.map { ["\(Int($0[0] + $0[2] / 2))", "\(Int($0[1] + $0[3] / 2))"] } ?? ["0", "0"] }
        let recording = dir + "/session.jsonl"
        let run = try XCTUnwrap(xvfb).launch(["run", screen, "--driver", "x11", "--size", "480x800", "--record", recording])
        defer { run.stop() }
        let window = run.window
        usleep(500_000)
        func click(_ f: [Double]?) {
            xdotool(["mousemove", "--window", window] + centre(f) + ["click", "1"])
            usleep(150_000)
        }
        click(nodes["pin"]?["frame"] as? [Double])
        usleep(600_000)   // the pad slides up
        for k in ["2", "5", "9"] { click(keys[k]) }
        xdotool(["key", "--clearmodifiers", "BackSpace"])
        xdotool(["type", "--delay", "50", "80"])
        usleep(200_000)
        click(keys["done"])
        click(nodes["name"]?["frame"] as? [Double])
        xdotool(["type", "--delay", "50", "Ada"])
        XCTAssertNotNil(run.events.wait(for: #""event":"submit","id":"pin","secure":true"#, timeout: 5), "Done submitted the PIN")
        XCTAssertNotNil(run.events.wait(for: #""event":"change","id":"name","value":"Ada""#, timeout: 5))
        run.stop()   // SIGTERM: the run ends cleanly, its recording closed
        RecordingReplayTests.assertNoPIN(in: try String(contentsOfFile: recording, encoding: .utf8), keys: keys)
    }
}
