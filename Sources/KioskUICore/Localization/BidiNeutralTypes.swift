/// Rules N1–N2 of UAX #9: spaces, punctuation and isolates take the direction around them.
///
/// Not supported: N0, the paired brackets rule (BD16), so a bracket pair takes its direction
/// from N1/N2 like any other neutral (text such as "AB(CD[&ef]!)gh" in a right-to-left
/// paragraph may pair its brackets differently from a browser). Mirrored glyphs (L4) come from
/// the shaper: a right-to-left run is shaped right to left, and HarfBuzz mirrors "(" there.
enum BidiNeutralTypes {
    static func resolve(_ t: inout [BidiClass], sos: BidiClass, eos: BidiClass, level: UInt8) {
        let embedding: BidiClass = level & 1 == 1 ? .R : .L
        /// The direction a resolved character gives its neutral neighbours (numbers count as R).
        func side(_ c: BidiClass) -> BidiClass { c == .L ? .L : c == .R || c == .EN || c == .AN ? .R : embedding }
        let n = t.count
        var i = 0
        while i < n {
            guard t[i].isNeutralOrIsolate else { i += 1; continue }
            var j = i
            while j < n && t[j].isNeutralOrIsolate { j += 1 }
            let before = i == 0 ? sos : side(t[i - 1])
            let after = j == n ? eos : side(t[j])
            let resolved = before == after ? before : embedding   // N1, else N2
            for k in i..<j { t[k] = resolved }
            i = j
        }
    }
}
