import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUISDL
import KioskUITestSupport

/// Pictures decoded off the loop's thread (`PictureDecodes`, issue 45 item 2): a picture is not
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
        backend.present(frame(new), damage: whole)   // the picture's file was set again
        XCTAssertTrue(arrival(backend, woken), "the old decode comes back and wakes the loop")
        backend.present(frame(new), damage: whole)
        XCTAssertEqual(backend.executor.images.count, 0, "the old picture's pixels were dropped, not kept")
        XCTAssertEqual(try backend.capture()[10, 50], .white)
        XCTAssertTrue(arrival(backend, woken), "the new picture is decoded next")
        backend.present(frame(new), damage: whole)
        XCTAssertEqual(try backend.capture()[10, 50], ImageRenderTests.red, "the new picture is drawn")
        XCTAssertEqual(backend.executor.images.count, 1)
        XCTAssertEqual(backend.executor.images.decoded, 1, "only the picture still drawn became a texture")
        XCTAssertFalse(backend.picturesWaiting)
    }
}
