/// The translations of one gettext `.po` file: each `msgid` (a text in the screen's default
/// language, exactly as the screen writes it) and its `msgstr`, with the line of the `msgstr`.
///
/// What is read: `msgid "…"` then `msgstr "…"`, each string continued on the lines after it
/// (`"…"` lines are joined), with C escapes (`\n`, `\t`, `\"`, `\\` …). Comments (`#`), the header
/// (`msgid ""`) and obsolete entries (`#~`) are skipped. Left out of the table, as gettext's
/// tools leave them out of a program: entries flagged `#, fuzzy` (a translator has to look at them
/// again), untranslated ones (`msgstr ""`, or a plural entry with an empty `msgstr[k]`), and
/// entries with a context (`msgctxt`), which a screen does not use. A mistake stops reading with
/// its line.
///
/// Plural entries (`msgid`, `msgid_plural`, then `msgstr[0]` … `msgstr[N-1]`) translate a
/// screen's plural forms: `msgid` is its `one` text, `msgid_plural` its `other` text. The
/// header's `Plural-Forms: nplurals=N; plural=EXPR;` says how many forms each has and which one
/// a number shows (`PluralForms`, gettext's semantics); a file with plural entries needs it, and
/// each entry needs exactly N forms.
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

    /// A plural entry: its `msgid_plural`, its `msgstr[k]` in order, and the line of its msgid.
    struct PluralEntry: Equatable, Sendable {
        var plural: String
        var forms: [String]
        var line: Int
    }

    /// The translations by msgid. Looked up only, never listed.
    private(set) var entries: [String: Entry] = [:]
    /// The plural translations by msgid. Looked up only, never listed.
    private(set) var plurals: [String: PluralEntry] = [:]
    /// The header's `Plural-Forms`, if it has one.
    private(set) var pluralForms: PluralForms?
    /// Every plural entry's msgid line and number of forms (used or not), checked against
    /// `nplurals` once the file is read.
    private var pluralShapes: [(line: Int, count: Int)] = []
    /// The msgids of entries flagged `#, fuzzy`, with the line of their msgid: not used, but a
    /// missing translation that has one is reported as fuzzy, not as missing.
    private(set) var fuzzy: [String: Int] = [:]

    /// The translation of `msgid`, if the file has a usable one.
    subscript(msgid: String) -> Entry? { entries[msgid] }

    /// The plural translation of `msgid` (a screen's `one` text), if the file has a usable one.
    func plural(_ msgid: String) -> PluralEntry? { plurals[msgid] }

    /// A table made in code: each text in the default language and its translation, all on `line`
    /// (empty ones are left out, as untranslated entries of a file are).
    init(_ table: [String: String], line: Int) {
        for (id, text) in table where !id.isEmpty && !text.isEmpty { entries[id] = Entry(text: text, line: line) }
    }

    /// Reads the text of a `.po` file. Throws the first mistake.
    /// `maxTextLength`: the longest translation, in characters (a screen file's texts have the
    /// same bound, `ScreenLimits.maxTextLength`); a longer one is refused at its line.
    init(parsing text: String, maxTextLength: Int = .max) throws(Problem) {
        var text = text
        // The file is read in its UTF-8 bytes, never by Character: lines, keywords, quotes and
        // escapes are ASCII, and a String is made only for each msgid and msgstr. A walk by
        // Character (grapheme breaking) would be most of a start's time in the translations.
        let read: Result<POCatalog, Problem> = text.withUTF8 { bytes in
            do throws(Problem) { return .success(try POCatalog(bytes: bytes, maxTextLength: maxTextLength)) }
            catch { return .failure(error) }
        }
        self = try read.get()
    }

    private init(bytes b: UnsafeBufferPointer<UInt8>, maxTextLength: Int) throws(Problem) {
        var reader = Reader()
        reader.maxTextLength = maxTextLength
        var number = 0
        var start = 0
        // A byte-order mark before the first line is dropped.
        if b.count >= 3, b[0] == 0xEF, b[1] == 0xBB, b[2] == 0xBF { start = 3 }
        while true {
            // A line ends at "\n"; a Windows line end ("\r\n") ends it too, without its "\r".
            var newline = start
            while newline < b.count, b[newline] != UInt8(ascii: "\n") { newline += 1 }
            var end = newline
            if end > start, b[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            number += 1
            let line = POLine(bytes: b, start: start, end: end)
            try POCatalog.refuseControlCharacters(in: line, line: number)
            try reader.read(line.droppingBlanks, line: number, into: &self)
            guard newline < b.count else { break }
            start = newline + 1
        }
        try reader.finish(into: &self)
        try checkPlurals()
    }

    /// Plural entries need the header's `Plural-Forms`, and each exactly `nplurals` forms.
    private func checkPlurals() throws(Problem) {
        guard let first = pluralShapes.first else { return }
        guard let forms = pluralForms else {
            throw Problem(line: first.line, message: "a plural entry (msgid_plural) needs the header's Plural-Forms; add \"Plural-Forms: nplurals=2; plural=(n != 1);\\n\" (your language's) to the msgstr of msgid \"\"")
        }
        for shape in pluralShapes where shape.count != forms.count {
            throw Problem(line: shape.line, message: "this plural entry has \(shape.count) msgstr[k], but Plural-Forms says nplurals=\(forms.count); give msgstr[0] … msgstr[\(forms.count - 1)]")
        }
    }
}

extension POCatalog {
    /// A raw control character (NUL, ESC, DEL …; a tab and a carriage return are fine) is refused
    /// at its line, as YAML refuses them in a screen file, so a raw NUL never ends up in a title.
    /// Escapes (`\t`, `\n`) are the way to write one into a text.
    static func refuseControlCharacters(in line: POLine, line number: Int) throws(Problem) {
        // Bytes: a control character is one ASCII byte, and no byte of a longer UTF-8 sequence is
        // below 0x80. Its column (in characters, as an editor counts) only when there is one.
        var at = line.start
        while at < line.end {
            let v = line.bytes[at]
            if (v < 0x20 && v != 9 && v != 13) || v == 0x7F { break }
            at += 1
        }
        guard at < line.end else { return }
        let v = line.bytes[at]
        let column = line.prefix(upTo: at).string.unicodeScalars.count
        let code = String(v, radix: 16, uppercase: true)
        throw Problem(line: number, message: "a control character (U+\(String(repeating: "0", count: 4 - code.count) + code)\(v == 0 ? ", NUL" : "")) at column \(column + 1); a .po file holds text: write \\t or \\n inside quotes, and nothing else below U+0020")
    }

    /// The entry being read, line by line.
    private struct Reader {
        var maxTextLength = Int.max
        private var context: String?
        private var msgid: (text: String, line: Int)?
        private var plural = false
        private var msgidPlural = ""
        private var msgstr: (text: String, line: Int)?
        /// The pieces of the msgstr, each with its line (to place the header's Plural-Forms).
        private var pieces: [(text: String, line: Int)] = []
        /// A plural entry's msgstr[k], in order.
        private var forms: [String] = []
        private var fuzzy = false
        /// The string the next `"…"` line continues.
        private var field: Field?

        private enum Field { case context, id, plural, str, pluralStr }

        mutating func read(_ s: POLine, line: Int, into catalog: inout POCatalog) throws(Problem) {
            // The first byte decides (ASCII).
            let first = s.first
            if first == nil {
                try finish(into: &catalog)
            } else if first == UInt8(ascii: "#") {
                if msgstr != nil { try finish(into: &catalog) }
                let second = s.count > 1 ? s.bytes[s.start + 1] : nil
                if let id = msgid, second != UInt8(ascii: "~") {
                    throw Problem(line: line, message: "a comment between msgid (line \(id.line)) and its msgstr; put comments before msgid")
                }
                if second == UInt8(ascii: ","),
                   s.string.dropFirst(2).split(separator: ",").contains(where: { String($0).trimmingSpaces == "fuzzy" }) {
                    fuzzy = true
                }
            } else if first == UInt8(ascii: "\"") {
                guard let field else {
                    throw Problem(line: line, message: "a string with no msgid or msgstr before it; an entry is msgid \"…\" then msgstr \"…\"")
                }
                append(try POCatalog.string(s, line: line), to: field, line: line)
            } else {
                try keyword(s, line: line, into: &catalog)
            }
        }

        private mutating func keyword(_ s: POLine, line: Int, into catalog: inout POCatalog) throws(Problem) {
            // The keyword ends at the first space, tab or quote.
            var end = s.start
            while end < s.end, s.bytes[end] != UInt8(ascii: " "), s.bytes[end] != UInt8(ascii: "\t"),
                  s.bytes[end] != UInt8(ascii: "\"") { end += 1 }
            let word = s.prefix(upTo: end)
            let value = try POCatalog.string(s.suffix(from: end).droppingBlanks, line: line)
            if word.equals("msgctxt") || word.equals("msgid") {
                if msgstr != nil { try finish(into: &catalog) }
                if let id = msgid {
                    throw Problem(line: line, message: "the msgid on line \(id.line) has no msgstr; give each msgid its msgstr \"…\" (\"\" when not translated yet)")
                }
                if word.equals("msgctxt") {
                    guard context == nil else { throw Problem(line: line, message: "a second msgctxt for one entry; keep one") }
                    context = value; field = .context
                } else {
                    msgid = (value, line); field = .id
                }
            } else if word.equals("msgid_plural") {
                guard msgid != nil, msgstr == nil, !plural else {
                    throw Problem(line: line, message: "msgid_plural belongs right after a msgid")
                }
                plural = true; field = .plural
                msgidPlural = value
            } else if word.equals("msgstr") {
                guard let id = msgid else { throw Problem(line: line, message: "msgstr without a msgid before it; an entry is msgid \"…\" then msgstr \"…\"") }
                guard msgstr == nil else { throw Problem(line: line, message: "a second msgstr for the msgid on line \(id.line); keep one") }
                guard !plural else { throw Problem(line: line, message: "an entry with msgid_plural has msgstr[0], msgstr[1] …, not msgstr") }
                msgstr = (value, line); field = .str
                pieces = [(value, line)]
            } else {
                let word = word.string
                guard word.hasPrefix("msgstr["), word.hasSuffix("]"), Int(word.dropFirst(7).dropLast()) != nil else {
                    throw Problem(line: line, message: "\"\(POCatalog.shown(word))\" is not a .po keyword; an entry is msgid \"…\" then msgstr \"…\" (comments start with #)")
                }
                guard plural else { throw Problem(line: line, message: "\(word) belongs to an entry with msgid_plural; write msgstr \"…\"") }
                guard Int(word.dropFirst(7).dropLast()) == forms.count else {
                    throw Problem(line: line, message: "\(word) out of order; a plural entry gives msgstr[0], msgstr[1] … in turn, here msgstr[\(forms.count)]")
                }
                msgstr = msgstr ?? ("", line); field = .pluralStr
                forms.append(value)
            }
        }

        private mutating func append(_ s: String, to field: Field, line: Int) {
            switch field {
            case .context: context?.append(s)
            case .id: msgid?.text += s
            case .str: msgstr?.text += s; pieces.append((s, line))
            case .plural: msgidPlural += s
            case .pluralStr: forms[forms.count - 1] += s
            }
        }

        /// Ends the entry read so far: keeps it when it is a usable translation.
        mutating func finish(into catalog: inout POCatalog) throws(Problem) {
            defer {
                let limit = maxTextLength
                self = Reader()
                maxTextLength = limit
            }
            guard let id = msgid else { return }
            guard let str = msgstr else {
                throw Problem(line: id.line, message: "this msgid has no msgstr; give it msgstr \"…\" (\"\" when not translated yet)")
            }
            if id.text.isEmpty, context == nil, !plural { try readHeader(into: &catalog) }
            if plural, !id.text.isEmpty { catalog.pluralShapes.append((id.line, forms.count)) }
            if fuzzy, context == nil, !id.text.isEmpty { catalog.fuzzy[id.text] = id.line }
            if plural, !fuzzy, context == nil, !id.text.isEmpty, !forms.contains(where: \.isEmpty) {
                try keep(PluralEntry(plural: msgidPlural, forms: forms, line: id.line), msgid: id.text, into: &catalog)
            }
            guard !fuzzy, context == nil, !plural, !id.text.isEmpty, !str.text.isEmpty else { return }
            if str.text.utf8.count > maxTextLength, case let n = str.text.count, n > maxTextLength {
                throw Problem(line: str.line, message: "this translation is \(n) characters; a text is at most \(maxTextLength) characters: shorten it")
            }
            if let first = catalog.entries[id.text] ?? catalog.plurals[id.text].map({ Entry(text: "", line: $0.line) }) {
                throw Problem(line: id.line, message: "\"\(POCatalog.shown(id.text))\" is translated already (msgstr on line \(first.line)); keep one entry per msgid")
            }
            catalog.entries[id.text] = Entry(text: str.text, line: str.line)
        }

        /// Keeps a usable plural entry (each form no longer than a text may be).
        private func keep(_ entry: PluralEntry, msgid: String, into catalog: inout POCatalog) throws(Problem) {
            for f in entry.forms where f.utf8.count > maxTextLength && f.count > maxTextLength {
                throw Problem(line: entry.line, message: "a form of this entry is \(f.count) characters; a text is at most \(maxTextLength) characters: shorten it")
            }
            if let first = catalog.entries[msgid]?.line ?? catalog.plurals[msgid]?.line {
                throw Problem(line: entry.line, message: "\"\(POCatalog.shown(msgid))\" is translated already (line \(first)); keep one entry per msgid")
            }
            catalog.plurals[msgid] = entry
        }

        /// The header (msgid ""): its `Plural-Forms: …` line, if any, read at the line it is on.
        private func readHeader(into catalog: inout POCatalog) throws(Problem) {
            let key = "Plural-Forms:"
            guard let str = msgstr else { return }
            for field in str.text.split(separator: "\n").map({ String($0).trimmingSpaces }) where field.hasPrefix(key) {
                let line = pieces.first { $0.text.contains(key) }?.line ?? str.line
                do {
                    catalog.pluralForms = try PluralForms(parsing: String(field.dropFirst(key.count)))
                } catch {
                    throw Problem(line: line, message: "Plural-Forms: \(error.description)")
                }
            }
        }
    }

    /// A quoted string with C escapes; nothing but spaces may follow it.
    static func string(_ s: POLine, line: Int) throws(Problem) -> String {
        guard s.first == UInt8(ascii: "\"") else {
            throw Problem(line: line, message: "expected a quoted string, found \(s.count == 0 ? "nothing" : "\"\(POCatalog.shown(s.string))\""); write e.g. msgstr \"Bezahlen\"")
        }
        // Quotes, backslashes and escape letters are ASCII; every other byte is copied as it is.
        // A string without escapes is made from its bytes at once.
        let b = s.bytes
        var i = s.start + 1
        var out: [UInt8]? = nil
        var copied = i
        while i < s.end {
            let c = b[i]
            if c == UInt8(ascii: "\"") {
                var rest = i + 1
                while rest < s.end, b[rest] == UInt8(ascii: " ") || b[rest] == UInt8(ascii: "\t") { rest += 1 }
                guard rest == s.end else {
                    throw Problem(line: line, message: "text after the closing quote; put a string's continuation on the next line, in quotes")
                }
                guard var built = out else { return String(decoding: UnsafeBufferPointer(rebasing: b[copied..<i]), as: UTF8.self) }
                built.append(contentsOf: UnsafeBufferPointer(rebasing: b[copied..<i]))
                return String(decoding: built, as: UTF8.self)
            }
            guard c == UInt8(ascii: "\\") else { i += 1; continue }
            guard i + 1 < s.end else { break }
            guard let unescaped = unescaped(b[i + 1]) else {
                let escaped = POLine(bytes: b, start: i + 1, end: s.end).string.first.map(String.init) ?? ""
                throw Problem(line: line, message: "unknown escape \\\(escaped); write \\\\ for a backslash, \\\" for a quote, \\n for a new line")
            }
            var built = out ?? []
            built.append(contentsOf: UnsafeBufferPointer(rebasing: b[copied..<i]))
            built.append(unescaped)
            out = built
            i += 2
            copied = i
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

    /// The byte a C escape letter of a `.po` string stands for (`n`: a line break), nil for a
    /// letter that is not one.
    private static func unescaped(_ letter: UInt8) -> UInt8? {
        switch letter {
        case UInt8(ascii: "n"): 0x0A
        case UInt8(ascii: "t"): 0x09
        case UInt8(ascii: "r"): 0x0D
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "'"), UInt8(ascii: "?"): letter
        case UInt8(ascii: "a"): 0x07
        case UInt8(ascii: "b"): 0x08
        case UInt8(ascii: "f"): 0x0C
        case UInt8(ascii: "v"): 0x0B
        default: nil
        }
    }
}

/// A stretch of one line of a `.po` file's UTF-8 bytes (the file is read in bytes, `POCatalog`).
struct POLine {
    let bytes: UnsafeBufferPointer<UInt8>
    var start: Int
    var end: Int

    var count: Int { end - start }
    var first: UInt8? { start < end ? bytes[start] : nil }
    /// The line without the spaces and tabs it starts with.
    var droppingBlanks: POLine {
        var s = self
        while s.start < s.end, s.bytes[s.start] == UInt8(ascii: " ") || s.bytes[s.start] == UInt8(ascii: "\t") { s.start += 1 }
        return s
    }
    func prefix(upTo i: Int) -> POLine { POLine(bytes: bytes, start: start, end: i) }
    func suffix(from i: Int) -> POLine { POLine(bytes: bytes, start: i, end: end) }
    /// Whether the bytes are `word`'s (ASCII).
    func equals(_ word: StaticString) -> Bool {
        guard word.utf8CodeUnitCount == count else { return false }
        let w = word.utf8Start
        for k in 0..<count where bytes[start + k] != w[k] { return false }
        return true
    }
    /// The bytes as a String (for messages and the rare comment flags).
    var string: String { String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self) }
}
