import Glibc

/// A text field's `pattern`: a POSIX extended regular expression (regcomp(3) with `REG_EXTENDED`,
/// the C library's own, so no regex engine is linked) that the *whole* value must match before
/// `submit` is allowed: `[A-Z]{1,3} [0-9]{1,4}` takes "AB 123", not "xAB 123" or "AB 1234x".
///
/// The pattern is compiled as written (not wrapped in `^(…)$`: `x)|(.*` stays an unmatched
/// parenthesis, and `\1` is the author's first group), and a text matches when the match found
/// at its start covers all of it. That is exact because POSIX takes, from a start, the longest
/// match: a match of the whole text exists iff the one found is 0..<length (`a|ab` on "ab" finds
/// 0..<2, not the first alternative's 0..<1). The match is tried at the start only (glibc's
/// re_match; regexec would try every start: `[ab]*a[ab]{20}x` on 8,000 letters, 7.5 s instead
/// of 0.18 s), and on texts of at most `TextPatternScan.maxMatchedText` characters.
///
/// It is compiled once, when the screen is loaded, and kept (freed with the last copy of the
/// pattern), after `TextPatternScan` has bounded what compiling and matching it may cost.
/// It is compiled and matched in the C.UTF-8 locale (set for the calling thread only, with
/// uselocale(3)), so `.` and a bracket expression take a whole character, not a byte of one:
/// `[أبت]` is one of three Arabic letters. A range of characters outside ASCII (`[أ-ي]`) is
/// refused by glibc 2.36 ("Invalid collation character"): list them. `kiosk check` compiles the
/// pattern and reports the C library's own message, or the limit it is over, at the field's line.
struct TextPattern: Equatable, Sendable {
    /// The expression as written in the screen file.
    let source: String
    /// The compiled expression, shared by copies of this pattern.
    private let compiled: Compiled

    /// Compiles `source` for a field of at most `maxLength` characters (nil: no limit); throws
    /// the C library's message when it is no regular expression, or the limit it is over.
    init(_ source: String, maxLength: Int? = nil) throws(TextPatternError) {
        self.source = source
        if source.count > TextPatternScan.maxCharacters {
            throw TextPatternError(kind: .limit, message: "is \(source.count) characters long, over the \(TextPatternScan.maxCharacters) allowed: a pattern says the shape of a text in a few dozen, as `[A-Z]{1,3} [0-9]{1,4}`")
        }
        let scan = TextPatternScan(source)
        if let refusal = scan.refusal(maxLength: maxLength) {
            throw TextPatternError(kind: .limit, message: refusal)
        }
        if scan.nested, TextPattern.compileTakesTooLong(source) {
            throw TextPatternError(kind: .limit, message: "took glibc more than \(TextPatternScan.compileTimeLimit) s to compile (repetitions of repetitions, or of something that can match no text, cost it most): write each repetition over letters, as `[A-Z]{1,3}( [A-Z]{1,3})*`, not `(()?{1,9}){2}`")
        }
        switch Compiled.make(source, longestText: scan.backReferences > 0 ? TextPatternScan.maxBackReferenceText : TextPatternScan.maxMatchedText) {
        case let .success(c): compiled = c
        case let .failure(problem): throw problem
        }
    }

    static func == (a: TextPattern, b: TextPattern) -> Bool { a.source == b.source }

    /// Whether compiling `source` takes longer than `TextPatternScan.compileTimeLimit`: tried in
    /// a forked child (`ForkedWork`), killed at the limit, so the kiosk never waits longer. When
    /// no child can be started, the compile is not refused.
    private static func compileTakesTooLong(_ source: String) -> Bool {
        // Made before the fork: the child only calls C (see ForkedWork).
        let expression = Array(source.utf8CString)
        let locale = utf8Locale
        let outcome = ForkedWork().run(timeLimit: TextPatternScan.compileTimeLimit, maxBytes: 0) { _ in
            if let locale { _ = uselocale(locale) }
            var re = regex_t()
            return expression.withUnsafeBufferPointer { regcomp(&re, $0.baseAddress, REG_EXTENDED) } >= 0
        }
        return outcome == .failure(.timedOut)
    }

    /// Whether all of `text` matches.
    func matches(_ text: String) -> Bool {
        compiled.covers(text)
    }

    /// A compiled regex_t, freed once when the last pattern holding it goes.
    ///
    /// Unchecked Sendable: glibc's matching takes the expression's own lock for each match, and
    /// nothing changes it after regcomp; the kiosk matches on its main loop only.
    private final class Compiled: @unchecked Sendable {
        private let regex: UnsafeMutablePointer<regex_t>
        /// The longest text matched, in characters; a longer one matches not.
        private let longestText: Int

        private init(_ regex: UnsafeMutablePointer<regex_t>, longestText: Int) {
            self.regex = regex
            self.longestText = longestText
        }

        deinit {
            regfree(regex)
            regex.deallocate()
        }

        /// Compiles `expression` in C.UTF-8; regerror's message when it does not compile.
        static func make(_ expression: String, longestText: Int) -> Result<Compiled, TextPatternError> {
            let regex = UnsafeMutablePointer<regex_t>.allocate(capacity: 1)
            regex.initialize(to: regex_t())
            let status = inUTF8 { regcomp(regex, expression, REG_EXTENDED) }
            guard status == 0 else {
                var buffer = [CChar](repeating: 0, count: 256)
                regerror(status, regex, &buffer, buffer.count)
                regex.deallocate()
                return .failure(TextPatternError(kind: .syntax, message: String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)))
            }
            return .success(Compiled(regex, longestText: longestText))
        }

        /// Whether the longest match at the start of `text` spans all of it (so any does).
        func covers(_ text: String) -> Bool {
            guard text.count <= longestText else { return false }
            let bytes = Array(text.utf8)
            let length = bytes.count
            guard let reMatch = Compiled.reMatch else {
                // Without re_match (not glibc): the leftmost match, which a NUL ends.
                var match = regmatch_t()
                return !bytes.contains(0) && Compiled.inUTF8 { regexec(regex, text, 1, &match, 0) } == 0
                    && match.rm_so == 0 && Int(match.rm_eo) == length
            }
            return Compiled.inUTF8 {
                bytes.withUnsafeBufferPointer { b in
                    b.withMemoryRebound(to: CChar.self) { reMatch(regex, $0.baseAddress, Int32(length), 0, nil) == Int32(length) }
                }
            }
        }

        /// glibc's `re_match(buffer, string, length, start, registers)`: the length of the longest
        /// match at `start`, or -1 (-2 on an internal error). It works on a regcomp'd regex_t (the
        /// same struct) and is declared only for _GNU_SOURCE, which Swift's Glibc lacks.
        private typealias ReMatch = @convention(c) (UnsafeMutablePointer<regex_t>?, UnsafePointer<CChar>?, Int32, Int32, OpaquePointer?) -> Int32
        private static let reMatch: ReMatch? = dlsym(nil, "re_match").map { unsafeBitCast($0, to: ReMatch.self) }

        /// Runs `body` with the calling thread in the C.UTF-8 locale.
        private static func inUTF8<T>(_ body: () -> T) -> T {
            guard let utf8 = TextPattern.utf8Locale else { return body() }
            let previous = uselocale(utf8)
            defer { if let previous { uselocale(previous) } }
            return body()
        }
    }

    /// C.UTF-8, made once and kept for the process (a locale_t is only read).
    nonisolated(unsafe) private static let utf8Locale: locale_t? = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil)
}

/// Why a `pattern` is refused: the C library's words when it is no regular expression ("Unmatched
/// [, [^, [:, [., or [="), or the limit it is over with a fix (`TextPatternScan`).
struct TextPatternError: Error, Equatable, CustomStringConvertible {
    enum Kind: Equatable { case syntax, limit }
    let kind: Kind
    let message: String
    var description: String { message }
}
