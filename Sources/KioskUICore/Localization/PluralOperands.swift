/// A number as a text shows it, taken apart the way CLDR's plural rules read it (UTS #35, "Plural
/// Operand Meanings"): `n` its absolute value, `i` its whole part, `v` how many fraction digits
/// it shows, `f` those digits as a whole number, `t` the same without trailing zeros. "1" and
/// "1.0" are the same number but not the same operands (v = 0 and v = 1): English says "1 ticket"
/// and "1.0 tickets".
///
/// Read from the text a value shows, as the language writes it: digits 0–9 or any of the
/// `Digits` a screen may ask for (Arabic-Indic, Devanagari …), a decimal point, comma or Arabic
/// decimal separator "٫", and a sign. Anything else (a picker's title "Adult") is no number.
struct PluralOperands: Equatable, Sendable {
    /// The absolute value.
    var n: Double
    /// The whole part (absolute), as far as it fits.
    var i: Int
    /// The number of fraction digits shown, trailing zeros included.
    var v: Int
    /// The fraction digits shown, as a whole number (trailing zeros included).
    var f: Int
    /// The fraction digits shown without trailing zeros, as a whole number.
    var t: Int

    /// Whether `n` has no fraction (so it can match a range such as `3..10`).
    var isWhole: Bool { n == n.rounded(.towardZero) }

    /// Operands given one by one.
    init(n: Double, i: Int, v: Int, f: Int, t: Int) {
        self.n = n; self.i = i; self.v = v; self.f = f; self.t = t
    }

    /// The operands of a whole number: `i` = `n`, no fraction digits.
    init(_ whole: Int) {
        n = Double(whole.magnitude); i = Int(whole.magnitude); v = 0; f = 0; t = 0
    }

    /// The operands of `shown`, the text of a number (spaces around it are allowed); nil when the
    /// text is not a number.
    init?(shown: String) {
        var whole: [Int] = []
        var fraction: [Int] = []
        var inFraction = false
        var signAllowed = true
        for u in shown.trimmingSpaces.unicodeScalars {
            if signAllowed, u == "-" || u == "+" || u == "\u{2212}" { signAllowed = false; continue }
            signAllowed = false
            if let d = PluralOperands.digit(u) {
                if inFraction { fraction.append(d) } else { whole.append(d) }
            } else if !inFraction, !whole.isEmpty, u == "." || u == "," || u == "\u{066B}" {
                inFraction = true
            } else {
                return nil
            }
        }
        guard !whole.isEmpty, !inFraction || !fraction.isEmpty else { return nil }
        func value(_ digits: some Sequence<Int>) -> Int {
            digits.reduce(0) { r, d in r > (Int.max - 9) / 10 ? r : r * 10 + d }
        }
        i = value(whole)
        v = fraction.count
        f = value(fraction.prefix(18))
        var trimmed = fraction.prefix(18)
        while trimmed.last == 0 { trimmed.removeLast() }
        t = value(trimmed)
        n = Double(i) + (fraction.isEmpty ? 0 : Double(f) / pow10(min(v, 18)))
    }

    /// The value of a decimal digit in any of the digit sets numbers are written in.
    private static func digit(_ u: Unicode.Scalar) -> Int? {
        for d in Digits.allCases where u.value >= d.zero.value && u.value <= d.zero.value + 9 {
            return Int(u.value - d.zero.value)
        }
        return nil
    }
}

/// 10 to the power `e`, for a fraction's digits.
private func pow10(_ e: Int) -> Double {
    var out = 1.0
    for _ in 0..<e { out *= 10 }
    return out
}
