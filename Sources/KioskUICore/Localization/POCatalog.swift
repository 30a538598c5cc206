/// The translations of one gettext `.po` file: each `msgid` (a text in the screen's default
/// language, exactly as the screen writes it) and its `msgstr`, with the line of the `msgstr`.
///
/// What is read: `msgid "…"` then `msgstr "…"`, each string continued on the lines after it
/// (`"…"` lines are joined), with C escapes (`\n`, `\t`, `\"`, `\\` …). Comments (`#`), the header
/// (`msgid ""`) and obsolete entries (`#~`) are skipped. Left out of the table, as gettext's
/// tools leave them out of a program: entries flagged `#, fuzzy` (a translator has to look at them
/// again), untranslated ones (`msgstr ""`), and entries with a context (`msgctxt`) or plural forms
/// (`msgid_plural`), which a screen does not use. A mistake stops reading with its line.
struct POCatalog: Sendable {
    /// A translation and the line of its `msgstr`.
    struct Entry: Equatable, Sendable {
        var text: String
        var line: Int
    }

    /// A mistake in the file, with its line and the fix.
    struct Problem: Error, Equatable, CustomStringConvertible {
        var line: Int
        var message: String
        var description: String { "line \(line): \(message)" }
    }

    /// The translations by msgid. Looked up only, never listed.
    private(set) var entries: [String: Entry] = [:]
    /// The msgids of entries flagged `#, fuzzy`, with the line of their msgid: not used, but a
    /// missing translation that has one is reported as fuzzy, not as missing.
    private(set) var fuzzy: [String: Int] = [:]

    /// The translation of `msgid`, if the file has a usable one.
    subscript(msgid: String) -> Entry? { entries[msgid] }

    /// A table made in code: each text in the default language and its translation, all on `line`
    /// (empty ones are left out, as untranslated entries of a file are).
    init(_ table: [String: String], line: Int) {
        for (id, text) in table where !id.isEmpty && !text.isEmpty { entries[id] = Entry(text: text, line: line) }
    }

    /// Reads the text of a `.po` file. Throws the first mistake.
    /// `maxTextLength`: the longest translation, in characters (a screen file's texts have the
    /// same bound, `ScreenLimits.maxTextLength`); a longer one is refused at its line.
    init(parsing text: String, maxTextLength: Int = .max) throws(Problem) {
        var reader = Reader()
        reader.maxTextLength = maxTextLength
        var number = 0
        // "\r\n" is one Character: a Windows line end ends a line too.
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            number += 1
            var line = raw
            if number == 1, line.hasPrefix("\u{FEFF}") { line = line.dropFirst() }
            try POCatalog.refuseControlCharacters(in: line, line: number)
            try reader.read(line.drop { $0 == " " || $0 == "\t" }, line: number, into: &entries, fuzzy: &fuzzy)
        }
        try reader.finish(into: &entries, fuzzy: &fuzzy)
    }
}

extension POCatalog {
    /// A raw control character (NUL, ESC, DEL …; a tab and a carriage return are fine) is refused
    /// at its line, as YAML refuses them in a screen file: a raw NUL used to end up in a title.
    /// Escapes (`\t`, `\n`) are the way to write one into a text.
    static func refuseControlCharacters(in line: Substring, line number: Int) throws(Problem) {
        for (column, u) in line.unicodeScalars.enumerated() {
            let v = u.value
            guard (v < 0x20 && v != 9 && v != 13) || v == 0x7F else { continue }
            let code = String(v, radix: 16, uppercase: true)
            throw Problem(line: number, message: "a control character (U+\(String(repeating: "0", count: 4 - code.count) + code)\(v == 0 ? ", NUL" : "")) at column \(column + 1); a .po file holds text: write \\t or \\n inside quotes, and nothing else below U+0020")
        }
    }

    /// The entry being read, line by line.
    private struct Reader {
        var maxTextLength = Int.max
        private var context: String?
        private var msgid: (text: String, line: Int)?
        private var plural = false
        private var msgstr: (text: String, line: Int)?
        private var fuzzy = false
        /// The string the next `"…"` line continues.
        private var field: Field?

        private enum Field { case context, id, plural, str, pluralStr }

        mutating func read(_ s: Substring, line: Int, into entries: inout [String: Entry], fuzzy fuzzyIDs: inout [String: Int]) throws(Problem) {
            if s.isEmpty {
                try finish(into: &entries, fuzzy: &fuzzyIDs)
            } else if s.hasPrefix("#") {
                if msgstr != nil { try finish(into: &entries, fuzzy: &fuzzyIDs) }
                if let id = msgid, !s.hasPrefix("#~") {
                    throw Problem(line: line, message: "a comment between msgid (line \(id.line)) and its msgstr; put comments before msgid")
                }
                if s.hasPrefix("#,"), s.dropFirst(2).split(separator: ",").contains(where: { String($0).trimmingSpaces == "fuzzy" }) { fuzzy = true }
            } else if s.hasPrefix("\"") {
                guard let field else {
                    throw Problem(line: line, message: "a string with no msgid or msgstr before it; an entry is msgid \"…\" then msgstr \"…\"")
                }
                append(try POCatalog.string(s, line: line), to: field)
            } else {
                try keyword(s, line: line, into: &entries, fuzzy: &fuzzyIDs)
            }
        }

        private mutating func keyword(_ s: Substring, line: Int, into entries: inout [String: Entry], fuzzy fuzzyIDs: inout [String: Int]) throws(Problem) {
            let word = s.prefix { $0 != " " && $0 != "\t" && $0 != "\"" }
            let value = try POCatalog.string(s.dropFirst(word.count).drop { $0 == " " || $0 == "\t" }, line: line)
            switch word {
            case "msgctxt", "msgid":
                if msgstr != nil { try finish(into: &entries, fuzzy: &fuzzyIDs) }
                if let id = msgid {
                    throw Problem(line: line, message: "the msgid on line \(id.line) has no msgstr; give each msgid its msgstr \"…\" (\"\" when not translated yet)")
                }
                if word == "msgctxt" {
                    guard context == nil else { throw Problem(line: line, message: "a second msgctxt for one entry; keep one") }
                    context = value; field = .context
                } else {
                    msgid = (value, line); field = .id
                }
            case "msgid_plural":
                guard msgid != nil, msgstr == nil, !plural else {
                    throw Problem(line: line, message: "msgid_plural belongs right after a msgid")
                }
                plural = true; field = .plural
            case "msgstr":
                guard let id = msgid else { throw Problem(line: line, message: "msgstr without a msgid before it; an entry is msgid \"…\" then msgstr \"…\"") }
                guard msgstr == nil else { throw Problem(line: line, message: "a second msgstr for the msgid on line \(id.line); keep one") }
                guard !plural else { throw Problem(line: line, message: "an entry with msgid_plural has msgstr[0], msgstr[1] …, not msgstr") }
                msgstr = (value, line); field = .str
            default:
                guard word.hasPrefix("msgstr["), word.hasSuffix("]"), Int(word.dropFirst(7).dropLast()) != nil else {
                    throw Problem(line: line, message: "\"\(POCatalog.shown(word))\" is not a .po keyword; an entry is msgid \"…\" then msgstr \"…\" (comments start with #)")
                }
                guard plural else { throw Problem(line: line, message: "\(word) belongs to an entry with msgid_plural; write msgstr \"…\"") }
                msgstr = msgstr ?? ("", line); field = .pluralStr
            }
        }

        private mutating func append(_ s: String, to field: Field) {
            switch field {
            case .context: context?.append(s)
            case .id: msgid?.text += s
            case .str: msgstr?.text += s
            case .plural, .pluralStr: break   // plural forms are not used
            }
        }

        /// Ends the entry read so far: keeps it when it is a usable translation.
        mutating func finish(into entries: inout [String: Entry], fuzzy fuzzyIDs: inout [String: Int]) throws(Problem) {
            defer {
                let limit = maxTextLength
                self = Reader()
                maxTextLength = limit
            }
            guard let id = msgid else { return }
            guard let str = msgstr else {
                throw Problem(line: id.line, message: "this msgid has no msgstr; give it msgstr \"…\" (\"\" when not translated yet)")
            }
            if fuzzy, context == nil, !plural, !id.text.isEmpty { fuzzyIDs[id.text] = id.line }
            guard !fuzzy, context == nil, !plural, !id.text.isEmpty, !str.text.isEmpty else { return }
            if str.text.utf8.count > maxTextLength, case let n = str.text.count, n > maxTextLength {
                throw Problem(line: str.line, message: "this translation is \(n) characters; a text is at most \(maxTextLength) characters: shorten it")
            }
            if let first = entries[id.text] {
                throw Problem(line: id.line, message: "\"\(POCatalog.shown(id.text))\" is translated already (msgstr on line \(first.line)); keep one entry per msgid")
            }
            entries[id.text] = Entry(text: str.text, line: str.line)
        }
    }

    /// A quoted string with C escapes; nothing but spaces may follow it.
    static func string(_ s: Substring, line: Int) throws(Problem) -> String {
        guard s.first == "\"" else {
            throw Problem(line: line, message: "expected a quoted string, found \(s.isEmpty ? "nothing" : "\"\(POCatalog.shown(s))\""); write e.g. msgstr \"Bezahlen\"")
        }
        var out = ""
        var i = s.index(after: s.startIndex)
        while i < s.endIndex {
            let c = s[i]
            i = s.index(after: i)
            if c == "\"" {
                guard s[i...].allSatisfy({ $0 == " " || $0 == "\t" }) else {
                    throw Problem(line: line, message: "text after the closing quote; put a string's continuation on the next line, in quotes")
                }
                return out
            }
            guard c == "\\" else { out.append(c); continue }
            guard i < s.endIndex else { break }
            let e = s[i]
            i = s.index(after: i)
            guard let unescaped = escapes[e] else {
                throw Problem(line: line, message: "unknown escape \\\(e); write \\\\ for a backslash, \\\" for a quote, \\n for a new line")
            }
            out.append(unescaped)
        }
        throw Problem(line: line, message: "the string is not closed with \"; a string ends on its line (continue it on the next line in quotes)")
    }

    /// Text for a message: at most 60 characters.
    private static func shown(_ s: some StringProtocol) -> String { s.count <= 60 ? String(s) : s.prefix(60) + "…" }

    /// `s` as a `.po` file writes it between quotes: `\`, `"`, and line breaks and tabs escaped,
    /// so a `msgid` a message suggests can be pasted into the file as it is.
    static func quoted(_ s: String) -> String {
        var out = "\""
        for c in s {
            switch c {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\r\n": out += "\\r\\n"
            default: out.append(c)
            }
        }
        return out + "\""
    }

    /// The C escapes a `.po` string may hold, and what each stands for.
    private static let escapes: [Character: Character] = [
        "n": "\n", "t": "\t", "r": "\r", "\"": "\"", "\\": "\\", "'": "'", "?": "?",
        "a": "\u{07}", "b": "\u{08}", "f": "\u{0C}", "v": "\u{0B}",
    ]
}
