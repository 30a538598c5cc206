/// The `plural=` of a `.po` header's `Plural-Forms: nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : …);`:
/// a C expression of `n` that gives the index of the `msgstr[k]` to show, as gettext evaluates it.
///
/// What it may hold: `n`, whole-number literals, `!`, `* / %`, `+ -`, `< > <= >=`, `== !=`, `&&`,
/// `||`, `?:` and parentheses, with C's precedence and grouping (`?:` to the right). Anything
/// else is refused with the place of the mistake. Arithmetic is C's on unsigned long: whole
/// numbers, `/` dropping the fraction; a division by zero gives no index (`evaluate` is nil).
indirect enum PluralFormsExpression: Equatable, Sendable {
    case n
    case literal(Int)
    case not(PluralFormsExpression)
    case binary(String, PluralFormsExpression, PluralFormsExpression)
    case conditional(PluralFormsExpression, PluralFormsExpression, PluralFormsExpression)

    /// A mistake in the expression, worded for the `.po` file's error line.
    struct Problem: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// Parses `text`. Throws the first mistake.
    init(parsing text: String) throws(Problem) {
        var p = Parser(tokens: try Parser.tokens(text))
        let e = try p.conditional()
        guard p.at == p.tokens.count else {
            throw Problem(description: "\"\(p.tokens[p.at])\" after a complete expression; an operator or a \";\" is missing")
        }
        self = e
    }

    /// The value for `n`; nil on a division by zero.
    func evaluate(_ n: Int) -> Int? {
        switch self {
        case .n: return n
        case let .literal(v): return v
        case let .not(e): return e.evaluate(n).map { $0 == 0 ? 1 : 0 }
        case let .conditional(c, a, b):
            guard let v = c.evaluate(n) else { return nil }
            return v != 0 ? a.evaluate(n) : b.evaluate(n)
        case let .binary(op, a, b):
            guard let x = a.evaluate(n) else { return nil }
            // && and || do not evaluate their right side when the left decides (C).
            if op == "&&" && x == 0 { return 0 }
            if op == "||" && x != 0 { return 1 }
            guard let y = b.evaluate(n) else { return nil }
            switch op {
            case "*": return x &* y
            case "/": return y == 0 ? nil : x / y
            case "%": return y == 0 ? nil : x % y
            case "+": return x &+ y
            case "-": return x &- y
            case "<": return x < y ? 1 : 0
            case ">": return x > y ? 1 : 0
            case "<=": return x <= y ? 1 : 0
            case ">=": return x >= y ? 1 : 0
            case "==": return x == y ? 1 : 0
            case "!=": return x != y ? 1 : 0
            default: return y != 0 ? 1 : 0   // && and || with the left side not deciding
            }
        }
    }

    /// A recursive-descent reader over the expression's tokens.
    private struct Parser {
        let tokens: [String]
        var at = 0

        /// The binary operators by precedence, weakest first (C's table).
        static let levels: [[String]] = [["||"], ["&&"], ["==", "!="], ["<", ">", "<=", ">="], ["+", "-"], ["*", "/", "%"]]

        static func tokens(_ text: String) throws(Problem) -> [String] {
            var out: [String] = []
            let s = Array(text.unicodeScalars)
            var i = 0
            while i < s.count {
                let c = s[i]
                if c == " " || c == "\t" { i += 1; continue }
                if ("0"..."9").contains(c) {
                    var digits = ""
                    while i < s.count, ("0"..."9").contains(s[i]) { digits.unicodeScalars.append(s[i]); i += 1 }
                    guard digits.count <= 9 else { throw Problem(description: "the number \(digits) is too large") }
                    out.append(digits)
                    continue
                }
                let two = i + 1 < s.count ? String(String.UnicodeScalarView([c, s[i + 1]])) : ""
                if ["&&", "||", "==", "!=", "<=", ">="].contains(two) { out.append(two); i += 2; continue }
                guard "n!*/%+-<>?:()".unicodeScalars.contains(c) else {
                    throw Problem(description: "\"\(c)\" is not allowed; plural= is a C expression of n with numbers, ! * / % + - < > <= >= == != && || ?: and parentheses")
                }
                out.append(String(c)); i += 1
            }
            return out
        }

        var next: String? { at < tokens.count ? tokens[at] : nil }

        mutating func conditional() throws(Problem) -> PluralFormsExpression {
            let c = try binary(0)
            guard next == "?" else { return c }
            at += 1
            let a = try conditional()
            guard next == ":" else { throw Problem(description: "\"?\" without its \":\"; write CONDITION ? A : B") }
            at += 1
            return .conditional(c, a, try conditional())
        }

        mutating func binary(_ level: Int) throws(Problem) -> PluralFormsExpression {
            guard level < Parser.levels.count else { return try unary() }
            var e = try binary(level + 1)
            while let op = next, Parser.levels[level].contains(op) {
                at += 1
                e = .binary(op, e, try binary(level + 1))
            }
            return e
        }

        mutating func unary() throws(Problem) -> PluralFormsExpression {
            guard let t = next else { throw Problem(description: "the expression ends where a value is missing") }
            at += 1
            if t == "!" { return .not(try unary()) }
            if t == "n" { return .n }
            if let v = Int(t) { return .literal(v) }
            if t == "(" {
                let e = try conditional()
                guard next == ")" else { throw Problem(description: "\"(\" is not closed with \")\"") }
                at += 1
                return e
            }
            throw Problem(description: "\"\(t)\" where a value (n, a number or a parenthesis) belongs")
        }
    }
}

/// A `.po` file's `Plural-Forms` header: how many forms each plural entry gives, and which one a
/// number shows.
struct PluralForms: Equatable, Sendable {
    /// `nplurals`: the number of `msgstr[k]` of each plural entry.
    var count: Int
    /// `plural`: the index for `n`.
    var expression: PluralFormsExpression

    /// Reads `nplurals=N; plural=EXPR;` (the header line's value). Throws the first mistake.
    init(parsing text: String) throws(PluralFormsExpression.Problem) {
        var count: Int?
        var expression: PluralFormsExpression?
        for part in text.split(separator: ";") {
            let kv = part.split(separator: "=", maxSplits: 1)
            let key = kv.first.map { String($0).trimmingSpaces } ?? ""
            let value = kv.count == 2 ? String(kv[1]).trimmingSpaces : ""
            switch key {
            case "": continue
            case "nplurals":
                guard let c = Int(value), (1...6).contains(c) else {
                    throw .init(description: "nplurals must be a number from 1 to 6, found \"\(value)\"")
                }
                count = c
            case "plural":
                expression = try PluralFormsExpression(parsing: value)
            default:
                throw .init(description: "\"\(key)\" is not part of Plural-Forms; write nplurals=N; plural=EXPRESSION;")
            }
        }
        guard let count, let expression else {
            throw .init(description: "needs both nplurals and plural, e.g. Plural-Forms: nplurals=2; plural=(n != 1);")
        }
        // As msgfmt --check does: every index the expression gives must have its msgstr[k].
        for n in 0...1000 {
            guard let k = expression.evaluate(n) else { throw .init(description: "plural= divides by zero for n = \(n)") }
            guard (0..<count).contains(k) else {
                throw .init(description: "plural= gives \(k) for n = \(n), but nplurals=\(count) allows 0…\(count - 1)")
            }
        }
        self.count = count
        self.expression = expression
    }

    /// The index of the form for the number `shown`: gettext's `plural=` sees whole numbers only,
    /// so a number shown with decimals ("1,5") chooses by its whole part, as a C program passing
    /// it to `ngettext` would. A text that is no number shows the last form (gettext's most
    /// general one).
    func index(of shown: String) -> Int {
        guard let n = PluralOperands(shown: shown)?.i else { return count - 1 }
        guard let k = expression.evaluate(n), (0..<count).contains(k) else { return 0 }
        return k
    }
}
