import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUISDL
import KioskUITestSupport

/// Pictures decoded off the loop's thread (`PictureDecodes`): a picture is not
/// drawn until its pixels come back, the loop is woken when they do, and a picture replaced while
/// it decodes (its file `set` again) has its result dropped: only what is still drawn is kept.
@MainActor
final class PictureDecodesTests: XCTestCase {
    private func frame(_ drawing: ImageDrawing) -> DrawList {
        var l = DrawList()
        l.fill(Rect(x: 0, y: 0, width: 300, height: 300), .white)
        l.image(drawing)
        return l
    }

    /// Waits (up to 30 s) until the backend has a decoded picture back; whether it had.
    private func arrival(_ backend: SDLBackend, _ woken: LoopWakeup) -> Bool {
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if backend.takeDecodedPictures() { return true }
            woken.wait(timeout: 0.05)
        }
        return false
    }

    func testAPictureReplacedWhileItDecodesIsDroppedAndTheNewOneDrawn() async throws {
        let backend = try SDLTestBackend.open(300, 300)
        let woken = LoopWakeup()
        backend.decodePictures(inBackground: { woken.raise() })
        let whole = Rect(x: 0, y: 0, width: 300, height: 300)
        let old = ImageDrawing(path: ImageTests.image("square.svg"), format: .svg, rect: Rect(x: 0, y: 0, width: 200, height: 100))
        let new = ImageDrawing(path: ImageTests.image("two-colour.png"), format: .png, rect: Rect(x: 0, y: 0, width: 200, height: 100))

        backend.present(frame(old), damage: whole)
        XCTAssertEqual(try backend.capture()[10, 50], .white, "not drawn before its pixels are back")
        XCTAssertTrue(backend.picturesWaiting)
        backend.present(frame(new), damage: whole)   // the picture's file was set again: the old decode is cancelled
        XCTAssertEqual(try backend.capture()[10, 50], .white)
        XCTAssertTrue(arrival(backend, woken), "the new picture is decoded next, and wakes the loop")
        backend.present(frame(new), damage: whole)
        XCTAssertEqual(try backend.capture()[10, 50], ImageRenderTests.red, "the new picture is drawn")
        XCTAssertEqual(backend.executor.images.count, 1)
        XCTAssertEqual(backend.executor.images.decoded, 1, "only the picture still drawn became a texture")
        XCTAssertFalse(backend.picturesWaiting)
    }

    /// A frame that redraws where a picture was drawn without it (its file `set` again) kills
    /// the child rasterising its SVG at once: the new picture does not wait for the old one's
    /// time budget (2.5 s), and no core stays busy with a picture nobody draws.
    func testAPictureReplacedWhileItsSVGIsRasterisedHasItsChildKilled() async throws {
        let dir = KioskProcess.temporaryFolder("picture-cancel")
        let slow = dir + "/slow.svg"
        try CrossingStrokesSVG.text().write(toFile: slow, atomically: true, encoding: .utf8)
        let backend = try SDLTestBackend.open(300, 300)
        let woken = LoopWakeup()
        backend.decodePictures(inBackground: { woken.raise() })
        let whole = Rect(x: 0, y: 0, width: 300, height: 300)
        let old = ImageDrawing(path: slow, format: .svg, rect: Rect(x: 0, y: 0, width: 300, height: 300))
        let new = ImageDrawing(path: ImageTests.image("two-colour.png"), format: .png, rect: Rect(x: 0, y: 0, width: 200, height: 100))

        backend.present(frame(old), damage: whole)
        let start = Date()
        var children: [Int32] = []
        repeat {
            children = ProcessTree.children(of: getpid()).filter { ProcessTree.name($0) == "kiosk-picture" }
            if children.isEmpty { usleep(10_000) }
        } while children.isEmpty && Date().timeIntervalSince(start) < 10
        XCTAssertEqual(children.count, 1, "the SVG is rasterised in a child")
        backend.present(frame(new), damage: whole)   // its file was set again
        let switched = Date()
        XCTAssertTrue(arrival(backend, woken), "the new picture is decoded")
        backend.present(frame(new), damage: whole)
        let seconds = Date().timeIntervalSince(switched)
        XCTAssertEqual(try backend.capture()[10, 50], ImageRenderTests.red, "the new picture is drawn")
        XCTAssertLessThan(seconds, 1.25, "not after the old picture's 2.5 s budget")
        // SIGKILL was sent at the switch; a loaded machine may take a moment to end the process.
        let killed = Date()
        while children.contains(where: { ProcessTree.isRunning($0) }) && Date().timeIntervalSince(killed) < 1 { usleep(10_000) }
        XCTAssertFalse(children.contains { ProcessTree.isRunning($0) }, "the old picture's child was killed")
        XCTAssertEqual(backend.executor.images.decoded, 1, "only the picture still drawn became a texture")
    }
}
