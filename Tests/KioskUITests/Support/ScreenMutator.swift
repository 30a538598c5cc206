/// Seeded mutations of a valid screen file for `ScreenFuzzTests`: byte and token changes,
/// deleted, repeated, swapped and re-indented lines, values of the wrong type, huge and
/// non-finite numbers (`.nan`, `.inf`), deep nesting, 10,000-character texts, emoji and CJK, and
/// aliases that repeat themselves exponentially ("billion laughs").
enum ScreenMutator {
    static let junk: [String] = [
        "", "{", "}", "[", "]", "\"", "'", ":", ",", "- ", "#", "&a", "*a", "!!str", "!!binary", "1e999", ".nan", ".inf",
        "-.inf", ".NaN", "NaN", "null", "~", "true", "9999999999999999999999", "-0", "0x1F", "1e-320", "😀👍🏽", "界面",
        "\t", "|", ">", "? ", "%YAML 1.2", "---", "...", "@", "`", "\u{0}", "\u{FEFF}", "\r", "\\", "\\u0000", "\u{202E}",
    ]

    static let values: [String] = [
        "[1, 2]", "{a: b}", "\"text\"", "12", "-12", "1e308", "-1e308", "1e-308", "123456789012345678901234567890",
        ".nan", ".inf", "-.inf", "NaN", "Infinity", "null", "~", "true", "\"\"", "[]", "{}", "0.5", "-0.0",
        "\"#12345G\"", "\"#FFFFFFFF\"", "😀", "界", "\"a\\u0000b\"",
    ]

    static func mutate(_ text: String, _ rng: inout SeededRandom) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for _ in 0..<(1 + Int(rng.next() % 3)) {
            guard !lines.isEmpty else { break }
            let i = Int(rng.next() % UInt64(lines.count))
            switch rng.next() % 13 {
            case 0: lines[i] = byteMutation(lines[i], &rng)
            case 1: lines[i] = tokenMutation(lines[i], &rng)
            case 2: lines.remove(at: i)
            case 3: lines.insert(lines[i], at: i)
            case 4: lines.swapAt(i, Int(rng.next() % UInt64(lines.count)))
            case 5: lines[i] = reindent(lines[i], &rng)
            case 6, 7: lines[i] = replaceValue(lines[i], with: pick(values, &rng))
            case 8: lines[i] = replaceValue(lines[i], with: deepNesting(&rng))
            case 9: lines[i] = replaceValue(lines[i], with: longText(&rng))
            case 10: lines[i] = insert(pick(["😀", "👨‍👩‍👧‍👦", "界面文字", "한국어", "عربى", "\u{301}", "🇫🇷"], &rng), into: lines[i], &rng)
            case 11 where rng.next() % 16 == 0: lines = laughs(Int(rng.next() % 12) + 2) + lines   // slow: rare
            default: lines[i] = replaceValue(lines[i], with: pick(["\(Int(rng.next() % 5_000) - 100)", "0", "1", "-1", "0.0001"], &rng))
            }
        }
        return lines.joined(separator: "\n")
    }

    static func pick(_ from: [String], _ rng: inout SeededRandom) -> String { from[Int(rng.next() % UInt64(from.count))] }

    static func byteMutation(_ line: String, _ rng: inout SeededRandom) -> String {
        var s = Array(line.unicodeScalars)
        let i = s.isEmpty ? 0 : Int(rng.next() % UInt64(s.count))
        switch rng.next() % 3 {
        case 0 where !s.isEmpty: s.remove(at: i)
        case 1 where !s.isEmpty: s[i] = Unicode.Scalar(UInt8(rng.next() % 128))
        default: s.insert(Unicode.Scalar(UInt8(rng.next() % 128)), at: i)
        }
        var out = String.UnicodeScalarView()
        out.append(contentsOf: s)
        return String(out)
    }

    /// Replaces one space-separated word (or inserts junk between two).
    static func tokenMutation(_ line: String, _ rng: inout SeededRandom) -> String {
        var words = line.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        let i = Int(rng.next() % UInt64(words.count))
        if rng.next() % 2 == 0 { words[i] = pick(junk, &rng) } else { words.insert(pick(junk, &rng), at: i) }
        return words.joined(separator: " ")
    }

    static func reindent(_ line: String, _ rng: inout SeededRandom) -> String {
        let body = line.drop { $0 == " " }
        return String(repeating: " ", count: Int(rng.next() % 40)) + body
    }

    /// The line with what follows its first ": " replaced (or `value` appended as a list item).
    static func replaceValue(_ line: String, with value: String) -> String {
        guard let r = line.range(of: ": ") else { return line + " " + value }
        return String(line[..<r.upperBound]) + value
    }

    static func insert(_ s: String, into line: String, _ rng: inout SeededRandom) -> String {
        var chars = Array(line)
        chars.insert(contentsOf: s, at: chars.isEmpty ? 0 : Int(rng.next() % UInt64(chars.count + 1)))
        return String(chars)
    }

    /// Flow nesting from 10 to 20,000 levels (sometimes left unclosed), or block nesting up to 700.
    static func deepNesting(_ rng: inout SeededRandom) -> String {
        let depth = [10, 99, 101, 500, 2_000, 20_000][Int(rng.next() % 6)]
        switch rng.next() % 3 {
        case 0: return String(repeating: "[", count: depth) + "1" + String(repeating: "]", count: depth)
        case 1: return String(repeating: "{a: ", count: depth) + "1" + String(repeating: "}", count: rng.next() % 2 == 0 ? depth : 0)
        default: return "\n" + (1...min(depth, 700)).map { String(repeating: " ", count: $0) + "- " }.joined(separator: "\n") + "x"
        }
    }

    /// 10,000 characters of Latin, CJK, emoji or combining marks, quoted or not.
    static func longText(_ rng: inout SeededRandom) -> String {
        let unit = pick(["a", "Ä", "界", "😀", "e\u{301}", "👨‍👩‍👧", " ", "\\n"], &rng)
        let text = String(repeating: unit, count: 10_000)
        return rng.next() % 2 == 0 ? "\"\(text)\"" : "x" + text
    }

    /// `n` anchors, each a list of ten of the one before: 10ⁿ values once expanded.
    static func laughs(_ n: Int) -> [String] {
        var out = ["l0: &l0 [ha, ha, ha, ha, ha, ha, ha, ha, ha, ha]"]
        for k in 1..<n {
            out.append("l\(k): &l\(k) [" + Array(repeating: "*l\(k - 1)", count: 10).joined(separator: ", ") + "]")
        }
        return out
    }
}
