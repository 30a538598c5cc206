import XCTest
@testable import KioskUICore

/// What a QR code takes: every text up to the capacity of its kind at the
/// level — digits, QR's alphanumeric characters, bytes of UTF-8 — is encoded in the largest
/// code, one more is refused with the limit of its kind. 4,663 to 5,596 digits at `M` fit, though
/// over the byte limit.
final class QRCapacityTests: XCTestCase {
    /// A text of `n` characters repeating `pattern`.
    private func text(_ pattern: String, _ n: Int) -> String {
        String(String(repeating: pattern, count: n / pattern.count + 1).prefix(n))
    }

    private let kinds: [(pattern: String, kind: QRMatrix.TextKind, described: String)] = [
        ("0123456789", .digits, "digits"),
        ("HTTPS://EXAMPLE.COM/R/42 $5%*+-", .alphanumeric, "characters of 0–9, A–Z, space and $%*+-./: (QR's alphanumeric set)"),
        ("receipt?id=abc&sum=xyz", .bytes, "bytes of UTF-8"),
    ]

    func testEveryTextUpToItsKindsCapacityIsEncodedAndOneMoreIsRefusedWithThatLimit() throws {
        for c in QRMatrix.Correction.allCases {
            for k in kinds {
                let limit = c.limit(k.kind)
                let what = "\(k.kind) at \(c.rawValue)"
                XCTAssertEqual(QRMatrix.TextKind(Array(text(k.pattern, limit).utf8)), k.kind, what)
                let full = try QRMatrix(text(k.pattern, limit), correction: c)
                XCTAssertEqual(full.count, 177, "\(what): \(limit) fill version 40")
                XCTAssertEqual(try QRMatrix(text(k.pattern, limit - 1), correction: c).count, 177, what)
                XCTAssertThrowsError(try QRMatrix(text(k.pattern, limit + 1), correction: c), what) { e in
                    XCTAssertTrue("\(e)".hasPrefix("is \(limit + 1) \(k.described), too long for a QR code: at correction \(c.rawValue) it holds at most \(limit) \(k.kind.unit(limit))"),
                                  "\(what): \(e)")
                }
            }
        }
    }

    func testDigitsTheByteLimitUsedToRefuseAreEncodedAndTheRefusalPastThemNamesDigits() throws {
        // The figures the issue measured at M: 4,663 digits (over twice 2331 bytes) up to 5,596.
        // Versions 37, 38 and 40 (17 + 4 × version modules a side).
        for (n, modules) in [(4663, 165), (5000, 169), (5596, 177)] {
            XCTAssertEqual(try QRMatrix(text("31415926535", n), correction: .M).count, modules, "\(n) digits")
        }
        XCTAssertThrowsError(try QRMatrix(text("31415926535", 5597), correction: .M)) { e in
            XCTAssertEqual("\(e)", "is 5597 digits, too long for a QR code: at correction M it holds at most 5596 digits; correction L holds up to 7089")
        }
        // Capitals past the alphanumeric limit are not said to be bytes.
        XCTAssertThrowsError(try QRMatrix(text("ABC", 3392), correction: .M)) { e in
            XCTAssertTrue("\(e)".contains("at correction M it holds at most 3391 characters; correction L holds up to 4296"), "\(e)")
        }
        // Longer than any code holds: refused before the encoder runs, with its kind's limit.
        XCTAssertThrowsError(try QRMatrix(text("x", 1_000_000), correction: .L)) { e in
            XCTAssertEqual("\(e)", "is 1000000 bytes of UTF-8, too long for a QR code: at correction L it holds at most 2953 bytes")
        }
    }

    func testAMixedTextWithinTheByteLimitIsTakenWhereTheEncodersSplitAloneWouldNotFitIt() throws {
        // libqrencode's split packs each 7-digit run as numbers, which costs more than bytes here:
        // on its own it fits 2132 of these bytes at M; as one 8-bit segment all 2331 fit.
        XCTAssertEqual(try QRMatrix(text("a1234567", 2331), correction: .M).count, 177)
        XCTAssertThrowsError(try QRMatrix(text("a1234567", 2332), correction: .M)) { e in
            XCTAssertTrue("\(e)".contains("is 2332 bytes of UTF-8, too long for a QR code: at correction M it holds at most 2331 bytes"), "\(e)")
        }
        // A mix the split packs smaller than bytes holds more than the byte limit: taken.
        XCTAssertEqual(try QRMatrix(text("a123456789012", 2800), correction: .M).count, 177)
    }
}
