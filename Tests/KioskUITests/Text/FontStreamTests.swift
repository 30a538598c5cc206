import CSDL
import XCTest
@testable import KioskUICore
@testable import KioskUISDL

/// The font file stream SDL_ttf reads through (`kiosk_font_stream_open`, CSDL/fontstream.h):
/// every seek and read answers what the file holds, and the fonts opened through it measure
/// what fonts SDL_ttf opens by path measure.
@MainActor
final class FontStreamTests: XCTestCase {
    private func fontPath() throws -> String {
        let fonts = try FontSet(fontPath: nil)
        return fonts.regular.path
    }

    func testSeeksAndReadsAnswerTheFilesBytes() async throws {
        let path = try fontPath()
        let file = try XCTUnwrap(FileSystem.contents(atPath: path))
        let rw = try XCTUnwrap(kiosk_font_stream_open(path))
        defer { SDL_RWclose(rw) }
        XCTAssertEqual(SDL_RWsize(rw), Int64(file.count))

        // Small reads inside a block, across a block's end, as large as the buffer and larger,
        // backwards, and from the end: each the file's bytes at that place.
        let reads: [(offset: Int, count: Int)] = [(0, 12), (4090, 12), (100, 4096), (9000, 30_000), (8, 4), (4096, 1),
                                                  (file.count - 10, 10), (12_345, 3), (12_000, 700)]
        for (offset, count) in reads {
            XCTAssertEqual(SDL_RWseek(rw, Int64(offset), RW_SEEK_SET), Int64(offset))
            var got = [UInt8](repeating: 0, count: count)
            let n = got.withUnsafeMutableBytes { SDL_RWread(rw, $0.baseAddress, 1, count) }
            XCTAssertEqual(n, count, "read \(count) at \(offset)")
            XCTAssertEqual(got, Array(file[offset..<offset + count]), "read \(count) at \(offset)")
            XCTAssertEqual(SDL_RWtell(rw), Int64(offset + count))
        }

        // Relative and end-based seeks; a read past the end gives what there is; a seek before
        // the start is refused and leaves the position.
        XCTAssertEqual(SDL_RWseek(rw, -4, RW_SEEK_END), Int64(file.count - 4))
        var tail = [UInt8](repeating: 0, count: 16)
        XCTAssertEqual(tail.withUnsafeMutableBytes { SDL_RWread(rw, $0.baseAddress, 1, 16) }, 4)
        XCTAssertEqual(Array(tail[0..<4]), Array(file[(file.count - 4)...]))
        XCTAssertEqual(tail.withUnsafeMutableBytes { SDL_RWread(rw, $0.baseAddress, 1, 16) }, 0, "at the end")
        XCTAssertEqual(SDL_RWseek(rw, 100, RW_SEEK_SET), 100)
        XCTAssertEqual(SDL_RWseek(rw, -50, RW_SEEK_CUR), 50)
        XCTAssertEqual(SDL_RWseek(rw, -51, RW_SEEK_CUR), -1)
        XCTAssertEqual(SDL_RWtell(rw), 50)
        // Objects larger than a byte: whole objects only.
        var words = [UInt32](repeating: 0, count: 3)
        XCTAssertEqual(words.withUnsafeMutableBytes { SDL_RWread(rw, $0.baseAddress, 4, 3) }, 3)
        XCTAssertEqual(words.withUnsafeBytes { Array($0) }, Array(file[50..<62]))
        XCTAssertEqual(SDL_RWwrite(rw, words, 4, 1), 0, "a font file is only read")
    }

    func testAMissingFileIsRefusedWithItsPath() async {
        XCTAssertNil(kiosk_font_stream_open("/nonexistent/font.ttf"))
        XCTAssertEqual(SDLCall.lastError, "Couldn't open /nonexistent/font.ttf")
    }

    func testFontsOpenedThroughTheStreamMeasureAsFontsOpenedByPath() async throws {
        let path = try fontPath()
        let library = try TTFLibrary()
        for size in [11, 20, 37] {
            let font = try XCTUnwrap(TTFFont(face: FontFace(path: path), pixelSize: size, library: library))
            let byPath = try XCTUnwrap(TTF_OpenFont(path, Int32(size)))
            defer { TTF_CloseFont(byPath) }
            XCTAssertEqual(font.height, Int(TTF_FontHeight(byPath)))
            XCTAssertEqual(font.lineSkip, Int(TTF_FontLineSkip(byPath)))
            for text in ["Pay 12,50 €", "Grüße aus Köln", "Weiter →", "WAVE ffi"] {
                var w: Int32 = 0, h: Int32 = 0
                XCTAssertEqual(TTF_SizeUTF8(byPath, text, &w, &h), 0)
                XCTAssertEqual(font.width(of: text), Int(w), "\(text) at \(size) px")
            }
        }
    }
}
