import Glibc

/// A text field's `pattern`: a POSIX extended regular expression (regcomp(3) with `REG_EXTENDED`,
/// the C library's own, so no regex engine is linked) that the *whole* value must match before
/// `submit` is allowed: `[A-Z]{1,3} [0-9]{1,4}` takes "AB 123", not "xAB 123" or "AB 1234x"
/// (it is matched as `^(pattern)$`).
///
/// It is compiled and matched in the C.UTF-8 locale (set for the calling thread only, with
/// uselocale(3)), so `.` and a bracket expression take a whole character, not a byte of one:
/// `[أبت]` is one of three Arabic letters. A range of characters outside ASCII (`[أ-ي]`) is
/// refused by glibc 2.36 ("Invalid collation character"): list them. `kiosk check` compiles the
/// pattern and reports the C library's own message at the field's line.
struct TextPattern: Equatable, Sendable {
    /// The expression as written in the screen file.
    let source: String

    /// Compiles `source`; throws the C library's message when it is no regular expression.
    init(_ source: String) throws(TextPatternError) {
        self.source = source
        if let problem = TextPattern.withCompiled(source, { _ in nil as String? }, failure: { $0 }) {
            throw TextPatternError(message: problem)
        }
    }

    /// Whether all of `text` matches.
    func matches(_ text: String) -> Bool {
        TextPattern.withCompiled(source, { re in regexec(&re, text, 0, nil, 0) == 0 }, failure: { _ in false })
    }

    /// Runs `body` on the compiled expression (anchored) in the C.UTF-8 locale, freeing it after;
    /// `failure` gets regerror's message when it does not compile.
    private static func withCompiled<T>(_ source: String, _ body: (inout regex_t) -> T, failure: (String) -> T) -> T {
        let utf8 = newlocale(LC_CTYPE_MASK, "C.UTF-8", nil)
        let previous = utf8.map { uselocale($0) }
        defer {
            if let previous { uselocale(previous) }
            if let utf8 { freelocale(utf8) }
        }
        var re = regex_t()
        let status = regcomp(&re, "^(\(source))$", REG_EXTENDED | REG_NOSUB)
        guard status == 0 else {
            var buffer = [CChar](repeating: 0, count: 256)
            regerror(status, &re, &buffer, buffer.count)
            return failure(String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        defer { regfree(&re) }
        return body(&re)
    }
}

/// Why a `pattern` is no regular expression: the C library's words ("Unmatched [, [^, [:, [., or [=").
struct TextPatternError: Error, Equatable, CustomStringConvertible {
    let message: String
    var description: String { message }
}
