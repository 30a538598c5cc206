import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUISDL
import KioskUITestSupport

/// Pictures that would hurt the kiosk: a header claiming more pixels
/// than a panel has is refused before decoding, with the reason and the fix; an SVG of too many
/// points is refused as it is counted; a FIFO is refused without waiting; the decoder reads the
/// bytes it checked through the same limits.
@MainActor
final class ImageLimitTests: XCTestCase {
    private func write(_ data: Data, _ name: String) throws -> String {
        let path = KioskProcess.temporaryFolder("image-limits") + "/" + name
        try data.write(to: URL(fileURLWithPath: path))
        return path
    }

    private func refusal(_ path: String) -> ImageHeader.Failure? {
        do { _ = try ImageHeader.read(path: path); return nil } catch { return error }
    }

    func testAPNGClaiming60000SquaredIsRefusedFromItsHeaderWithTheLimitAndTheFix() async throws {
        let path = try write(HostilePictures.png(width: 60_000, height: 60_000), "big.png")
        let e = try XCTUnwrap(refusal(path), "a 3.6 G-pixel PNG was accepted")
        XCTAssertEqual(e.description, "is 60000×60000 pixels; a picture may have at most 33554432 pixels (8192×4096, 128 MiB decoded)")
        XCTAssertEqual(e.fix?.hasPrefix("scale it down"), true)
        // 20000² RGBA (1.59 GB decoded) too; 8192×4096 (a panel's worth) and a 4K photo pass.
        XCTAssertNotNil(refusal(try write(HostilePictures.png(width: 20_000, height: 20_000, bitDepth: 8), "rgba.png")))
        XCTAssertNil(refusal(try write(HostilePictures.png(width: 8192, height: 4096), "panel.png")))
        XCTAssertNil(refusal(try write(HostilePictures.png(width: 3840, height: 2160), "4k.png")))
        XCTAssertNotNil(refusal(try write(HostilePictures.png(width: 8192, height: 4097), "over.png")))
        // Sides of 2³² − 1: their product does not fit an Int, and is refused, not a trap.
        XCTAssertEqual(refusal(try write(HostilePictures.png(width: .max, height: .max), "max.png"))?.description.hasPrefix("is 4294967295×4294967295 pixels"), true)
    }

    func testAJPEGClaiming16000SquaredIsRefusedFromItsFrameHeader() async throws {
        let e = try XCTUnwrap(refusal(try write(HostilePictures.jpeg(width: 16_000, height: 16_000), "big.jpg")))
        XCTAssertTrue(e.description.hasPrefix("is 16000×16000 pixels; a picture may have at most 33554432 pixels"), e.description)
    }

    func testTheDecoderRefusesWhatTheHeaderRefusesWithoutDecoding() async throws {
        // The path checked at `set` may be swapped before drawing: the decoder checks the bytes
        // it reads itself. Without that, libpng allocated 3.5 GB and crashed here.
        let path = try write(HostilePictures.png(width: 60_000, height: 60_000), "swapped.png")
        XCTAssertThrowsError(try ImageTextures.decode(path, format: .png, width: 10, height: 10)) {
            XCTAssertTrue("\($0)".contains("'\(path)' is 60000×60000 pixels"), "\($0)")
        }
    }

    func testAnSVGOfTooManyPointsIsRefusedAsItIsCounted() async throws {
        let many = try write(HostilePictures.svg(points: 300_000), "many.svg")
        let start = Date()
        let e = try XCTUnwrap(refusal(many), "a 300,000-point SVG was accepted")
        let seconds = Date().timeIntervalSince(start)
        print("a 300,000-point SVG refused in \(Int(seconds * 1000)) ms")
        XCTAssertEqual(e.description, "is an SVG of more than 20000 points in its paths and shapes (a curve counts 16)")
        XCTAssertLessThan(seconds, 1, "refused as it is counted, in well under a frame's worth of seconds")
        XCTAssertNil(refusal(try write(HostilePictures.svg(points: 19_000), "fine.svg")), "19,000 lines are within the budget")
        // A curve costs the rasteriser many lines: 2,000 curves (12,000 numbers, repeated
        // without their letter after the first) are over it, 1,000 are not.
        func curves(_ n: Int) -> [UInt8] { Array(("<svg width=\"9\" height=\"9\"><path d=\"M0 0c" + String(repeating: "400 0 -400 400 0 400 ", count: n) + "\"/></svg>").utf8) }
        XCTAssertTrue(curves(2000).withUnsafeBufferPointer { SVGPointBudget.exceeds(SVGPointBudget.maxPoints, $0) })
        XCTAssertFalse(curves(1000).withUnsafeBufferPointer { SVGPointBudget.exceeds(SVGPointBudget.maxPoints, $0) })
        // The count stops past the budget: `1.5.5` is two numbers, and shapes count one each.
        let b = Array(#"<svg width="1" height="1"><rect/><rect/><polyline points="1.5.5 2,3"/></svg>"#.utf8)
        XCTAssertTrue(b.withUnsafeBufferPointer { SVGPointBudget.exceeds(5, $0) }, "4 elements and 2 points")
        XCTAssertFalse(b.withUnsafeBufferPointer { SVGPointBudget.exceeds(6, $0) })
    }

    func testAFIFOIsRefusedAtOnceAsNotARegularFile() async throws {
        let path = KioskProcess.temporaryFolder("image-limits") + "/pipe.png"
        try HostilePictures.fifo(at: path)
        let start = Date()
        XCTAssertEqual(refusal(path)?.description, "is a FIFO, not a regular file")
        XCTAssertEqual(refusal(KioskProcess.temporaryFolder("image-limits"))?.description, "is a folder, not a regular file")
        XCTAssertEqual(refusal("/dev/zero")?.description, "is a character device, not a regular file")
        XCTAssertThrowsError(try ImageTextures.decode(path, format: .png, width: 10, height: 10))
        XCTAssertLessThan(Date().timeIntervalSince(start), 1)
    }

    func testAFileOverTheByteCapIsRefusedBeforeItIsRead() async throws {
        let path = try write(Data(count: 1000), "kilo.png")
        guard case .failure(let e) = FileSystem.openRegularFile(atPath: path, maxBytes: 999, what: "a picture") else {
            return XCTFail("a 1000-byte file passed a 999-byte cap")
        }
        XCTAssertEqual(e.description, "is 1000 bytes; a picture may be at most 999 bytes")
        XCTAssertEqual(try FileSystem.regularFileContents(atPath: path, maxBytes: 1000, what: "a picture").get().count, 1000)
    }

    func testABitmapThatMentionsSVGIsNotTakenForOne() async throws {
        XCTAssertThrowsError(try ImageHeader.parse(Array("BM<svg width=\"10\" height=\"10\">".utf8)))
        XCTAssertEqual(try ImageHeader.parse(Array("\u{FEFF}\n <svg width=\"10\" height=\"10\"/>".utf8)).size, Size(10, 10))
    }
}
