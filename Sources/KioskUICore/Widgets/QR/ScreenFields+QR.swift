/// The fields of `qr`.
extension ScreenFields {
    enum QR {
        static let text = ScreenField.liveText("text", required: true, example: "https://example.com/r/42",
                                               "the code's payload, as UTF-8 (translations optional: an address may differ by language); `{ID}` shows a control's value (`set` with `text` changes it); a text too long for the code at its `correction` is refused, naming the limit")
        static let correction = ScreenChoiceField<QRMatrix.Correction>(
            "correction", QRMatrix.Correction.allCases.map { ($0.rawValue, $0) }, default: "M",
            "error correction: how much of the code may be covered or dirty and still read, `L` about 7 %, `M` 15 %, `Q` 25 %, `H` 30 %; a higher level holds less text: at most 2953, 2331, 1663 and 1273 bytes of UTF-8; 4296, 3391, 2420 and 1852 characters when all are digits, capitals, space or `$%*+-./:`; 7089, 5596, 3993 and 3057 when all are digits")
        static let quietZone = ScreenField.wholeNumber("quietZone", 0...16, default: 4,
                                                       "light modules around the code on each side (the standard's 4; fewer only where the background around it is light and plain)")
        static let all: [any ScreenFieldInfo] = [text, correction, quietZone]
    }
}
