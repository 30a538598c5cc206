/// What a `pattern` will cost glibc, read from its text before regcomp(3) ever sees it.
///
/// glibc compiles a bounded repetition by copying what it repeats (`(a{1,500}){1,500}` becomes
/// 250,000 nodes: 15 s and 360 MB each time; `(a{1,1000}){1,1000}` took ~7.9 GB), and some
/// small shapes cost far more than their size: empty matches looped over (`((a*)*){1,125}`,
/// 0.2 s), anchors one after another (`^a?` 330 times: 2.1 s and 300 MB), and back-references,
/// whose matching grows steeply with the text (`(.*)(.*)(.*)(.*)(.*)\5\4\3\2\1x` on 50 letters:
/// 13 s). So the pattern is parsed here as glibc's extended syntax does (groups, bracket
/// expressions, escapes, `* + ? {m,n}`, `|`), counting the expanded size, nested bounds
/// multiplying, and each of those shapes; `TextPattern` refuses one over the limits below with
/// the figure and a fix. The counts over-estimate where unsure, never under.
///
/// Figures: docs/reliability.md, "Limits".
struct TextPatternScan: Equatable {
    /// The longest pattern, in characters. A real one is under 100 (a plate: 20, an e-mail
    /// address: 19); the limits below bound the cost, this bounds the scan and the messages.
    static let maxCharacters = 1_000
    /// The most nodes a pattern may expand to. The costliest measured within these limits,
    /// `(()*){1,20}(|a){1,180}`, compiled in 22 ms and 9 MB; `(|a){1,200}` in 7 ms and 8 MB;
    /// `[^@]{1,64}@[^@]{1,255}[.][^@]{2,63}` is 766.
    static let maxSize = 1_000
    /// The most `^` and `$`, copies counted. Each makes glibc copy what can follow it without a
    /// character, so with one the pattern must be small and loop over nothing empty:
    /// `^(|a){1,200}` takes 5 s and 340 MB, `^(()*){1,20}a` 52 s. The whole text is matched
    /// anyway, so neither is needed.
    static let maxAnchors = 4
    /// The most a pattern with `^` or `$`, or with an unbounded loop over something empty, may
    /// expand to (the worst measured at it: 7 ms; `(|a){,5}{0,30}(|a)(a*)*{2}(a*)*`, 780 parts
    /// of which 12 looped, never finished compiling).
    static let maxAnchoredSize = 100
    /// The most parts repeated without a bound while they can match no text (`(a*)*` is 4),
    /// copies counted: `(|a)*()?{1,9}+|` (40) took 1 s; `(()*){1,166}` 0.26 s.
    static let maxEmptyLoops = 20
    /// The most back-references (`\1`…`\9`), copies counted.
    static let maxBackReferences = 2
    /// The longest text a pattern with back-references may be matched against: a field that
    /// has one needs a `maxLength` of at most this (the worst measured at 16: 43 ms a match).
    static let maxBackReferenceText = 16
    /// The longest text matched against any pattern, in characters; a longer one matches none.
    /// glibc's matching grows with the square of a text outside ASCII: `.*أ.{498}x` took 0.09 s
    /// on 256 Arabic letters, 0.7 s on 400 and 20 s on 1,000. An e-mail address is at most 254.
    static let maxMatchedText = 256

    /// Nodes after expansion (each atom 1, a group 2 more, a repetition its copies × (operand + 1)).
    var size = 0
    /// Whether it can match the empty text.
    var nullable = true
    /// `^` and `$`, copies counted.
    var anchors = 0
    /// The GNU word anchors `\b \B \< \> \` \'`, refused: with them glibc's compile exploded
    /// (`(\b|a|){1,10}((a*)*){1,4}`: 31 s), and a whole-text pattern can do without.
    var wordAnchors = 0
    /// The parts of unbounded repetitions of something nullable, copies counted.
    var emptyLoops = 0
    /// Back-references.
    var backReferences = 0
    /// Whether it has a repetition (`* + ? {m,n}`).
    var repeats = false
    /// Whether a repetition applies to something that can match no text or that repeats itself
    /// (`()?{1,9}{2}`, `(a{2}){3}`): the shapes whose compile time the counts above do not bound
    /// (`()?{1,9}{2}(){2}{2}*a`, 15 parts, took glibc 2 s). Such a pattern is compiled once in a
    /// child process first, and refused when that takes over `compileTimeLimit`.
    var nested = false

    /// The most time a pattern of `nested` repetitions may take to compile, in seconds.
    static let compileTimeLimit = 0.5

    /// Scans `source` (the whole pattern).
    init(_ source: String) {
        var reader = Reader(bytes: Array(source.utf8))
        self = reader.alternation(depth: 0)
    }

    private init() {}

    /// Why the pattern is refused, or nil when it is within every limit; `maxLength` is the
    /// field's (nil: none).
    func refusal(maxLength: Int?) -> String? {
        if size > Self.maxSize {
            return "expands to \(size) parts, over the \(Self.maxSize) allowed (a bounded repetition is copied: `[0-9]{1,500}` is 1,000 parts, nested bounds multiply, and glibc's time and memory grow with the square): use smaller bounds, or `*` and `+`, which are not copied"
        }
        if wordAnchors > 0 {
            return "uses a word anchor (\\b \\B \\< \\> \\` \\'), a GNU extension that makes glibc's compile explode: the whole text is matched anyway, so say what may stand there instead, e.g. `[A-Z]+( [A-Z]+)*`"
        }
        if anchors > Self.maxAnchors || (anchors > 0 && (size > Self.maxAnchoredSize || emptyLoops > 0)) {
            return "has ^ or $, which make glibc copy what can follow each (\(anchors), repetitions counted, in \(size) parts): with them a pattern may have \(Self.maxAnchors) and expand to \(Self.maxAnchoredSize) parts, with no `*` or `+` over something that can match no text; the whole text is matched anyway, so leave ^ and $ out"
        }
        if emptyLoops > Self.maxEmptyLoops || (emptyLoops > 0 && size > Self.maxAnchoredSize) {
            return "repeats without a bound something that can match no text (\(emptyLoops) parts, repetitions counted), over the \(Self.maxEmptyLoops) allowed, or in a pattern of over \(Self.maxAnchoredSize) parts (\(size)) (as `(a*)*`, 4, which glibc compiles slowly, and the slower the more can match nothing around it): write `a*`, not `(a*)*`"
        }
        if backReferences > 0 {
            if backReferences > Self.maxBackReferences {
                return "has \(backReferences) back-references (\\1…\\9, repetitions counted), over the \(Self.maxBackReferences) allowed (matching them takes time that grows steeply): use fewer"
            }
            guard let maxLength, maxLength <= Self.maxBackReferenceText else {
                let has = maxLength.map { "its maxLength is \($0)" } ?? "it has no maxLength"
                return "has a back-reference (\\1…\\9), whose matching time grows steeply with the text, and \(has): give the field `maxLength: \(Self.maxBackReferenceText)` or less, or leave the back-reference out"
            }
        }
        return nil
    }

    // MARK: Combining parts

    /// An atom: a character, `.`, a bracket expression, a class escape.
    private static let atom: TextPatternScan = {
        var s = TextPatternScan(); s.size = 1; s.nullable = false; return s
    }()

    /// Saturating at a value far over every limit, so a hostile bound cannot overflow.
    private static func capped(_ n: Int) -> Int { min(n, 1 << 40) }

    /// `a × b`, saturating as `capped`.
    private static func times(_ a: Int, _ b: Int) -> Int {
        let (product, overflow) = a.multipliedReportingOverflow(by: b)
        return overflow ? 1 << 40 : capped(product)
    }

    private mutating func append(_ next: TextPatternScan) {
        size = Self.capped(size + next.size)
        nullable = nullable && next.nullable
        anchors = Self.capped(anchors + next.anchors)
        wordAnchors = Self.capped(wordAnchors + next.wordAnchors)
        emptyLoops = Self.capped(emptyLoops + next.emptyLoops)
        backReferences = Self.capped(backReferences + next.backReferences)
        repeats = repeats || next.repeats
        nested = nested || next.nested
    }

    /// `self` repeated `min`…`max` times (max nil: no bound), as glibc copies it: `x{m,n}` is n
    /// copies, `x{m,}` m + 1, `x*` one, `x+` two.
    private func repeated(min: Int, max: Int?) -> TextPatternScan {
        let copies = max ?? Self.capped(min + 1)
        var r = TextPatternScan()
        r.size = Self.times(copies, size + 1)
        r.nullable = min == 0 || nullable
        r.anchors = Self.times(copies, anchors)
        r.wordAnchors = Self.times(copies, wordAnchors)
        // A loop over something empty weighs what it loops over: `(){0,30}{1,}{,5}` (5 loops
        // of 90 parts) never finished compiling.
        r.emptyLoops = Self.capped(Self.times(copies, emptyLoops) + (max == nil && nullable ? Swift.max(size, 1) : 0))
        r.backReferences = Self.times(copies, backReferences)
        r.repeats = true
        r.nested = nested || repeats || nullable
        return r
    }

    // MARK: Reading glibc's extended syntax

    private struct Reader {
        let bytes: [UInt8]
        var at = 0
        init(bytes: [UInt8]) { self.bytes = bytes }

        private func peek(_ offset: Int = 0) -> UInt8? { at + offset < bytes.count ? bytes[at + offset] : nil }

        /// Branches separated by `|`, up to a `)` closing `depth` (or the end).
        mutating func alternation(depth: Int) -> TextPatternScan {
            var whole = branch(depth: depth)
            var branches = 1
            while peek() == UInt8(ascii: "|") {
                at += 1
                let next = branch(depth: depth)
                whole.size = TextPatternScan.capped(whole.size + next.size)
                whole.nullable = whole.nullable || next.nullable
                whole.anchors = TextPatternScan.capped(whole.anchors + next.anchors)
                whole.wordAnchors = TextPatternScan.capped(whole.wordAnchors + next.wordAnchors)
                whole.emptyLoops = TextPatternScan.capped(whole.emptyLoops + next.emptyLoops)
                whole.backReferences = TextPatternScan.capped(whole.backReferences + next.backReferences)
                whole.repeats = whole.repeats || next.repeats
                whole.nested = whole.nested || next.nested
                branches += 1
            }
            whole.size = TextPatternScan.capped(whole.size + branches - 1)
            return whole
        }

        /// Pieces one after another, up to `|`, a `)` closing a group, or the end.
        private mutating func branch(depth: Int) -> TextPatternScan {
            var whole = TextPatternScan()
            while let c = peek(), c != UInt8(ascii: "|") {
                if c == UInt8(ascii: ")") {
                    if depth > 0 { break }
                    at += 1  // unmatched: glibc's extended syntax takes it as a character
                    whole.append(repetitions(of: TextPatternScan.atom))
                    continue
                }
                whole.append(repetitions(of: atom(depth: depth)))
            }
            return whole
        }

        /// `* + ? {m,n}` after an atom, each applying to all before it.
        private mutating func repetitions(of operand: TextPatternScan) -> TextPatternScan {
            var r = operand
            while let c = peek() {
                switch c {
                case UInt8(ascii: "*"): at += 1; r = r.repeated(min: 0, max: nil)
                case UInt8(ascii: "+"): at += 1; r = r.repeated(min: 1, max: nil)
                case UInt8(ascii: "?"): at += 1; r = r.repeated(min: 0, max: 1)
                case UInt8(ascii: "{"):
                    guard let (min, max) = bound() else { return r }
                    r = r.repeated(min: min, max: max)
                default: return r
                }
            }
            return r
        }

        /// `{m}`, `{m,}`, `{m,n}` or `{,n}` at `at`, consumed; nil (nothing consumed) when it is
        /// none (glibc refuses that, or takes `{` as a character).
        private mutating func bound() -> (Int, Int?)? {
            var i = at + 1
            func number() -> Int? {
                var n: Int?
                while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") {
                    n = TextPatternScan.capped((n ?? 0) * 10 + Int(bytes[i] - UInt8(ascii: "0")))
                    i += 1
                }
                return n
            }
            let low = number()
            var high = low
            if i < bytes.count, bytes[i] == UInt8(ascii: ",") {
                i += 1
                high = number()
                if low == nil, high == nil { return nil }
            } else if low == nil {
                return nil
            }
            guard i < bytes.count, bytes[i] == UInt8(ascii: "}") else { return nil }
            at = i + 1
            return (low ?? 0, high)
        }

        /// One atom at `at`, consumed: a group, a bracket expression, an escape, an anchor, a character.
        private mutating func atom(depth: Int) -> TextPatternScan {
            let c = bytes[at]
            at += 1
            switch c {
            case UInt8(ascii: "("):
                var inner = alternation(depth: depth + 1)
                if peek() == UInt8(ascii: ")") { at += 1 }
                inner.size = TextPatternScan.capped(inner.size + 2)
                return inner
            case UInt8(ascii: "["):
                skipBracket()
                return TextPatternScan.atom
            case UInt8(ascii: "^"), UInt8(ascii: "$"):
                return TextPatternScan.anchor
            case UInt8(ascii: "\\"):
                guard let e = peek() else { return TextPatternScan.atom }
                at += 1
                switch e {
                case UInt8(ascii: "1")...UInt8(ascii: "9"):
                    var s = TextPatternScan()
                    s.size = 1; s.backReferences = 1  // nullable: what it repeats may be empty
                    return s
                case UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "<"), UInt8(ascii: ">"),
                     UInt8(ascii: "`"), UInt8(ascii: "'"):
                    var s = TextPatternScan()
                    s.size = 1; s.wordAnchors = 1
                    return s
                default:
                    skipContinuation()
                    return TextPatternScan.atom
                }
            default:
                skipContinuation()  // a character written in several UTF-8 bytes is one atom
                return TextPatternScan.atom
            }
        }

        /// Past the bytes continuing a UTF-8 sequence.
        private mutating func skipContinuation() {
            while let b = peek(), b & 0xC0 == 0x80 { at += 1 }
        }

        /// Past a bracket expression's `]`, its opening `[` already read: a `]` first (after `^`)
        /// is a member, and `[:alpha:]`, `[=e=]`, `[.-.]` end at their own `:]`, `=]`, `.]`.
        private mutating func skipBracket() {
            if peek() == UInt8(ascii: "^") { at += 1 }
            if peek() == UInt8(ascii: "]") { at += 1 }
            while let c = peek() {
                at += 1
                if c == UInt8(ascii: "]") { return }
                if c == UInt8(ascii: "["), let kind = peek(),
                   kind == UInt8(ascii: ":") || kind == UInt8(ascii: "=") || kind == UInt8(ascii: ".") {
                    at += 1
                    while at < bytes.count, !(bytes[at] == kind && at + 1 < bytes.count && bytes[at + 1] == UInt8(ascii: "]")) { at += 1 }
                    at = min(at + 2, bytes.count)
                }
            }
        }
    }

    /// `^` or `$`: it matches no character, and each one counts.
    private static let anchor: TextPatternScan = {
        var s = TextPatternScan(); s.size = 1; s.anchors = 1; return s
    }()
}
