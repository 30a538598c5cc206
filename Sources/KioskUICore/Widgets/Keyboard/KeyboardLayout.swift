/// One on-screen keyboard layout as data: its rows of keys for the letters and the symbols page,
/// whether its script has case (shift upper-cases) or a shift layer of its own (InScript), and
/// how it is drawn (a pad's large digits). Pure values: `KeyboardLayouts` makes them,
/// `KeyboardGeometry` turns a page into key frames, the `OnScreenKeyboard` widget shows one.
struct KeyboardLayout: Hashable, Sendable {
    /// The name the `layout` query reports (`en-qwerty`, `de-qwertz`, `ar`, `hi-inscript`, `pin`…).
    let name: String
    /// The language its keys are written in: their text is shaped and drawn in its direction.
    let language: LanguageCode?
    /// The letters page, rows top to bottom, each key left to right as on the panel.
    let letters: [[KeyboardKey]]
    /// The letters page with shift held, for a script with a shift layer of its own (InScript's
    /// aspirates and full vowels); nil: shift upper-cases the letters (when `hasCase`).
    let shiftLayer: [[KeyboardKey]]?
    /// Whether the script has case: shift and caps lock upper-case the letters.
    let hasCase: Bool
    /// The symbols page (digits and punctuation); nil for a pad, which has no second page.
    let symbols: [[KeyboardKey]]?
    /// A pad (number, PIN, phone, plate): wider keys, no cap on the key width of a text layout.
    let isPad: Bool
    /// The PIN pad: the digits drawn large.
    let largeLabels: Bool

    /// Whether the layout has a shift key.
    var hasShift: Bool { hasCase || shiftLayer != nil }

    /// The rows of `page`, with shift (or caps lock) applied when `shifted`.
    func rows(_ page: KeyboardPageKind, shifted: Bool) -> [[KeyboardKey]] {
        switch page {
        case .symbols: return symbols ?? letters
        case .letters:
            guard shifted else { return letters }
            if let layer = shiftLayer { return layer }
            guard hasCase else { return letters }
            return letters.map { $0.map(KeyboardLayout.upperCased) }
        }
    }

    /// A key's text and variants in upper case. A letter whose capital is two letters (ß → SS)
    /// stays as it is: a key types one character.
    static func upperCased(_ key: KeyboardKey) -> KeyboardKey {
        guard let s = key.text else { return key }
        var k = key
        k.action = .text(upper(s))
        k.variants = key.variants.map(upper)
        return k
    }

    private static func upper(_ s: String) -> String {
        let u = s.uppercased()
        return u.count == s.count ? u : s
    }
}
