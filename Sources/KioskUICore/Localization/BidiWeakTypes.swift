/// Rules W1–W7 of UAX #9: numbers, separators and marks take a type from their neighbours.
///
/// Works on the classes of one isolating run sequence, in order (characters X9 removed are not
/// in it, so "adjacent" skips them as the rules ask).
enum BidiWeakTypes {
    static func resolve(_ t: inout [BidiClass], sos: BidiClass) {
        let n = t.count
        // W1: a mark takes the type of the character before it (ON after an isolate).
        var previous = sos
        for i in 0..<n {
            if t[i] == .NSM { t[i] = previous.isIsolateInitiator || previous == .PDI ? .ON : previous }
            previous = t[i]
        }
        // W2: European digits after Arabic letters are Arabic numbers. W3: AL is R.
        var lastStrong = sos
        for i in 0..<n {
            switch t[i] {
            case .L, .R: lastStrong = t[i]
            case .AL: lastStrong = .AL; t[i] = .R
            case .EN where lastStrong == .AL: t[i] = .AN
            default: break
            }
        }
        // W4: one separator between two numbers of a kind joins them.
        if n >= 3 {
            for i in 1..<(n - 1) {
                let a = t[i - 1], b = t[i + 1]
                if t[i] == .ES, a == .EN, b == .EN { t[i] = .EN }
                else if t[i] == .CS, a == b, a == .EN || a == .AN { t[i] = a }
            }
        }
        // W5: terminators (currency, percent) next to European digits are digits.
        var i = 0
        while i < n {
            guard t[i] == .ET else { i += 1; continue }
            var j = i
            while j < n && t[j] == .ET { j += 1 }
            if (i > 0 && t[i - 1] == .EN) || (j < n && t[j] == .EN) {
                for k in i..<j { t[k] = .EN }
            }
            i = j
        }
        // W6: other separators and terminators are neutral.
        for k in 0..<n where t[k] == .ES || t[k] == .ET || t[k] == .CS { t[k] = .ON }
        // W7: European digits in left-to-right context are left to right.
        lastStrong = sos
        for k in 0..<n {
            switch t[k] {
            case .L, .R: lastStrong = t[k]
            case .EN where lastStrong == .L: t[k] = .L
            default: break
            }
        }
    }
}
