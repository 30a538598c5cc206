import XCTest

/// A source comment says what the code does and why; which issue asked for it, and what the code
/// did before, belong in the commit message. This scans every comment in Sources/ (line comments,
/// trailing comments and `/* */` blocks, outside string literals) for a reference to an issue.
final class SourceCommentTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func testNoSourceCommentNamesAnIssue() throws {
        let sources = Self.root.appendingPathComponent("Sources")
        let files = try Self.swiftFiles(under: sources)
        XCTAssertGreaterThan(files.count, 100, "the scan found the Swift sources")
        var found: [String] = []
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            let name = String(file.path.dropFirst(Self.root.path.count + 1))
            for hit in SourceComments.issueReferences(in: text) {
                found.append("\(name):\(hit.line): \(hit.text)")
            }
        }
        XCTAssertTrue(found.isEmpty, "comments that name an issue (say what the code does and why; "
            + "the issue belongs in the commit message):\n" + found.joined(separator: "\n"))
    }

    /// The scanner itself, on text whose answer is known: a reference split over two comment
    /// lines is found, while strings, colour literals, `#if` and Unicode annex numbers are not.
    func testTheScannerFindsReferencesOnlyInComments() {
        let text = """
            let a = "issue 12" // fixed for issue 31
            #if os(Linux)
            /// A colour like #808080 or #1565C0, breaks as UAX #14 says, plurals as UTS #35.
            /// A long sentence that ends in (issue
            /// 45, item 3) on the next line.
            /* a block that names #41 */
            let b = #"issue 7 in a raw string"#
            let c = 3 // see #if above, and issues 4
            """
        let hits = SourceComments.issueReferences(in: text).map(\.line)
        XCTAssertEqual(hits, [1, 4, 6, 8])
    }

    private static func swiftFiles(under folder: URL) throws -> [URL] {
        struct NoFolder: Error {}
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else {
            throw NoFolder()
        }
        return walk.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
            .sorted { $0.path < $1.path }
    }
}

/// The comments of a Swift source and the issue references in them.
enum SourceComments {
    struct Hit: Equatable {
        let line: Int
        let text: String
    }

    /// "issue 31", "issues 4", "issue #12" and "#41" in comments. A `#` followed by six or eight
    /// digits is a colour, and a number after UAX, UTS or TR is a Unicode document, not an issue.
    static func issueReferences(in source: String) -> [Hit] {
        var hits: [Hit] = []
        // Consecutive comment lines are read as one text so that a reference broken over two
        // lines ("(issue" / "45, item 3)") is found; each hit is reported at the line it starts.
        var run = ""
        var starts: [(offset: Int, line: Int)] = []
        func flush() {
            guard !run.isEmpty else { return }
            for offset in referenceOffsets(in: run) {
                let line = starts.last { $0.offset <= offset }?.line ?? 0
                let text = String(run.dropFirst(offset).prefix(24))
                if !hits.contains(where: { $0.line == line }) {
                    hits.append(Hit(line: line, text: text))
                }
            }
            run = ""
            starts = []
        }
        for (line, comment) in comments(in: source) {
            if let last = starts.last, last.line != line - 1 { flush() }
            if !run.isEmpty { run += " " }
            starts.append((run.count, line))
            // A doc comment's third slash, a block's leading stars: not part of the sentence.
            run += comment.drop { $0 == "/" || $0 == "*" || $0 == " " }
        }
        flush()
        return hits.sorted { $0.line < $1.line }
    }

    /// Where references start in `text`, as character offsets.
    private static func referenceOffsets(in text: String) -> [Int] {
        var offsets: [Int] = []
        for match in text.matches(of: /\b[Ii]ssues?\s+#?\d+/) {
            offsets.append(text.distance(from: text.startIndex, to: match.range.lowerBound))
        }
        for match in text.matches(of: /#(\d{2,})\b/) {
            let digits = match.output.1.count
            let before = text[..<match.range.lowerBound]
            let word = before.reversed().drop { $0 == " " }.prefix { $0.isLetter || $0.isNumber }
            let glued = before.last.map { $0.isLetter || $0.isNumber || $0 == "&" || $0 == "#" } ?? false
            let unicodeDocument = before.last == " " && ["UAX", "UTS", "TR", "UTR"].contains(String(word.reversed()))
            if digits == 6 || digits == 8 || glued || unicodeDocument { continue }
            offsets.append(text.distance(from: text.startIndex, to: match.range.lowerBound))
        }
        return offsets.sorted()
    }

    /// Each line's comment text (after `//`, `///` or inside `/* */`), skipping string literals,
    /// raw strings (`#"…"#`) and multi-line strings (`"""`).
    static func comments(in source: String) -> [(line: Int, text: String)] {
        var result: [(line: Int, text: String)] = []
        let chars = Array(source.unicodeScalars)
        var i = 0
        var line = 1
        var current = ""
        var blockDepth = 0
        func emit() {
            if !current.isEmpty { result.append((line, current)) }
            current = ""
        }
        while i < chars.count {
            let c = chars[i]
            let next: Unicode.Scalar? = i + 1 < chars.count ? chars[i + 1] : nil
            if c == "\n" {
                emit()
                line += 1
                i += 1
                continue
            }
            if blockDepth > 0 {
                if c == "*", next == "/" {
                    blockDepth -= 1
                    i += 2
                } else if c == "/", next == "*" {
                    blockDepth += 1
                    i += 2
                } else {
                    current.unicodeScalars.append(c)
                    i += 1
                }
                continue
            }
            if c == "/", next == "/" {
                var j = i + 2
                while j < chars.count, chars[j] != "\n" {
                    current.unicodeScalars.append(chars[j])
                    j += 1
                }
                i = j
                continue
            }
            if c == "/", next == "*" {
                blockDepth = 1
                i += 2
                continue
            }
            if c == "#" || c == "\"" {
                // A string literal: count the `#`s of a raw string, then find the quote that
                // closes it (three for a multi-line string) followed by as many `#`s.
                var j = i
                var hashes = 0
                while j < chars.count, chars[j] == "#" {
                    hashes += 1
                    j += 1
                }
                guard j < chars.count, chars[j] == "\"" else {
                    i = j == i ? i + 1 : j
                    continue
                }
                let multi = j + 2 < chars.count && chars[j + 1] == "\"" && chars[j + 2] == "\""
                let quotes = multi ? 3 : 1
                j += quotes
                while j < chars.count {
                    if chars[j] == "\n" {
                        line += 1
                    } else if chars[j] == "\\", hashes == 0 {
                        j += 2
                        continue
                    } else if chars[j] == "\"" {
                        var k = j
                        var q = 0
                        while k < chars.count, chars[k] == "\"", q < quotes {
                            q += 1
                            k += 1
                        }
                        var h = 0
                        while k < chars.count, chars[k] == "#", h < hashes {
                            h += 1
                            k += 1
                        }
                        if q == quotes, h == hashes {
                            j = k
                            break
                        }
                    }
                    j += 1
                }
                i = j
                continue
            }
            i += 1
        }
        emit()
        return result
    }
}
