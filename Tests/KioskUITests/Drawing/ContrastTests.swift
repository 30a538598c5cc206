import XCTest
@testable import KioskUICore

final class ContrastTests: XCTestCase {
    func testBlackOnWhiteIsTwentyOneToOne() async throws {
        XCTAssertEqual(Contrast.ratio(.black, .white), 21, accuracy: 1e-9)
        XCTAssertEqual(Contrast.ratio(.white, .black), 21, accuracy: 1e-9, "the order of the colours does not matter")
    }

    func testAColourAgainstItselfIsOneToOne() async throws {
        let c = Color(hex: 0x1565C0)
        XCTAssertEqual(Contrast.ratio(c, c), 1, accuracy: 1e-12)
    }

    func testLuminanceOfPrimariesAndGreys() async throws {
        XCTAssertEqual(Contrast.luminance(.black), 0, accuracy: 1e-12)
        XCTAssertEqual(Contrast.luminance(.white), 1, accuracy: 1e-12)
        XCTAssertEqual(Contrast.luminance(Color(hex: 0xFF0000)), 0.2126, accuracy: 1e-12)
        XCTAssertEqual(Contrast.luminance(Color(hex: 0x00FF00)), 0.7152, accuracy: 1e-12)
        XCTAssertEqual(Contrast.luminance(Color(hex: 0x0000FF)), 0.0722, accuracy: 1e-12)
        // Mid grey #808080 is about a fifth as bright, not half: sRGB is not linear.
        XCTAssertEqual(Contrast.luminance(Color(hex: 0x808080)), 0.2159, accuracy: 1e-4)
    }

    func testKnownPairsFromWCAGTools() async throws {
        // #777 on white is the classic "just fails AA" grey; #767676 the lightest grey that passes.
        XCTAssertEqual(Contrast.ratio(Color(hex: 0x777777), .white), 4.48, accuracy: 0.01)
        XCTAssertLessThan(Contrast.ratio(Color(hex: 0x777777), .white), Contrast.text)
        XCTAssertEqual(Contrast.ratio(Color(hex: 0x767676), .white), 4.54, accuracy: 0.01)
        XCTAssertGreaterThanOrEqual(Contrast.ratio(Color(hex: 0x767676), .white), Contrast.text)
        XCTAssertEqual(Contrast.ratio(Color(hex: 0xFF0000), .white), 4.00, accuracy: 0.01)
        XCTAssertEqual(Contrast.ratio(Color(hex: 0x0000FF), .white), 8.59, accuracy: 0.01)
        XCTAssertEqual(Contrast.ratio(Color(hex: 0xFFFF00), .black), 19.56, accuracy: 0.01)
    }

    func testATranslucentColourOverAnotherIsTheirMixByItsAlpha() async throws {
        // A scrim of black at alpha 110 over white leaves 145/255 of the white.
        XCTAssertEqual(Contrast.composite(Color(hex: 0x000000, alpha: 110), over: .white), Color(hex: 0x919191))
        XCTAssertEqual(Contrast.composite(Color(hex: 0x1565C0, alpha: 0), over: .white), .white, "nothing shows of a clear colour")
        XCTAssertEqual(Contrast.composite(Color(hex: 0x1565C0), over: .white), Color(hex: 0x1565C0), "an opaque one hides what is under it")
        XCTAssertEqual(Contrast.composite(Color(hex: 0x000000, alpha: 110), over: Color(hex: 0x123456, alpha: 7)).a, 255, "what the eye sees is opaque")
    }

    func testAlphaIsIgnored() async throws {
        XCTAssertEqual(Contrast.luminance(Color(hex: 0x777777, alpha: 10)), Contrast.luminance(Color(hex: 0x777777)))
    }
}
