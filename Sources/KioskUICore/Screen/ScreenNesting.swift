/// A quick look at YAML text for how deep it nests, before the YAML parser sees it: a tree ten
/// thousand levels deep would overflow the stack when it is walked or freed, and parsing it would
/// only be wasted (aliases that nest are stopped by `YAMLComposer` itself).
///
/// The result is meant as an upper bound of what the parser will nest (over-estimates only cost
/// a refusal far above any real screen, see `ScreenLimits.maxScannedDepth`):
/// - flow nesting: `[` and `{` not inside a quoted scalar or a comment, minus their closers;
/// - block nesting: a stack of the columns where nodes start (the first token of a line, and the
///   token after `- `, `? ` or `: `), popped when a line starts further left; every column may
///   hold a mapping and a list that shares it (`key:` then `- item` below it), so it counts twice.
/// Quoted scalars start only where a node may start (an apostrophe inside `Don't` is text), and
/// the lines of a block scalar (`|`, `>`) are skipped as text. A quote that only looks like the
/// start of a quoted scalar (the second line of a plain scalar may start with one) must not hide
/// brackets, so the text is scanned twice, with and without quotes, and the larger bound wins.
enum ScreenNesting {
    /// The bound and the (1-based) line where it is first reached.
    static func deepest(in text: String) -> (depth: Int, line: Int) {
        let bytes = Array(text.utf8)
        var quoted = Scanner(bytes, honoursQuotes: true)
        quoted.run()
        var plain = Scanner(bytes, honoursQuotes: false)
        plain.run()
        return quoted.best >= plain.best ? (quoted.best, quoted.bestLine) : (plain.best, plain.bestLine)
    }

    private struct Scanner {
        let b: [UInt8]
        let honoursQuotes: Bool
        var i = 0
        var line = 1
        var best = 0
        var bestLine = 1
        var flow = 0
        var columns: [Int] = []
        /// The indentation of the line that opened a block scalar; its content lines are deeper.
        var blockScalarParent: Int?

        init(_ bytes: [UInt8], honoursQuotes: Bool) { b = bytes; self.honoursQuotes = honoursQuotes }

        static let space: UInt8 = 0x20, tab: UInt8 = 0x09, newline: UInt8 = 0x0A, cr: UInt8 = 0x0D

        mutating func note() {
            let d = 2 * columns.count + flow
            if d > best { best = d; bestLine = line }
        }

        mutating func run() {
            while i < b.count { scanLine() }
        }

        /// One physical line (or more, when a quoted scalar spans lines).
        mutating func scanLine() {
            var col = 0
            while i < b.count, b[i] == Self.space || b[i] == Self.tab { i += 1; col += 1 }
            if i >= b.count { return }
            if b[i] == Self.newline || b[i] == Self.cr || b[i] == 0x23 {   // blank or comment line
                skipRestOfLine(); return
            }
            if let parent = blockScalarParent {
                if col > parent { skipRestOfLine(); return }
                blockScalarParent = nil
            }
            if flow == 0 {
                while let top = columns.last, top > col { columns.removeLast() }
            }
            scanTokens(startColumn: col, lineIndent: col)
        }

        /// The tokens of a line from column `col`, where a node may start.
        mutating func scanTokens(startColumn: Int, lineIndent: Int) {
            var col = startColumn
            var nodeStart = true
            while i < b.count {
                let c = b[i]
                if c == Self.newline { i += 1; line += 1; return }
                if c == Self.space || c == Self.tab || c == Self.cr { i += 1; col += 1; continue }
                if c == 0x23, i == 0 || b[i - 1] == Self.space || b[i - 1] == Self.tab {   // comment
                    skipRestOfLine(); return
                }
                if nodeStart && flow == 0 { push(col) }
                if honoursQuotes && nodeStart && (c == 0x27 || c == 0x22) {   // ' or ": a quoted scalar
                    skipQuoted(c); col += 1; nodeStart = false; continue
                }
                if nodeStart && flow == 0 && (c == 0x7C || c == 0x3E) {   // | or >: a block scalar
                    blockScalarParent = lineIndent
                    skipRestOfLine(); return
                }
                i += 1; col += 1
                switch c {
                case 0x5B, 0x7B: flow += 1; note(); nodeStart = true        // [ {
                case 0x5D, 0x7D: flow = max(0, flow - 1); nodeStart = false // ] }
                case 0x2C: nodeStart = flow > 0                              // ,
                case 0x2D, 0x3F, 0x3A:                                       // - ? :
                    // An indicator only when followed by a space or the end of the line.
                    let next = i < b.count ? b[i] : Self.newline
                    let isIndicator = next == Self.space || next == Self.tab || next == Self.newline || next == Self.cr
                        || (c == 0x3A && flow > 0)
                    nodeStart = isIndicator && (c != 0x2D || nodeStart || flow > 0)
                default: nodeStart = false
                }
            }
        }

        mutating func push(_ col: Int) {
            if columns.last.map({ col > $0 }) ?? true { columns.append(col) }
            note()
        }

        /// Past the closing quote (a quoted scalar may span lines: they are counted).
        mutating func skipQuoted(_ q: UInt8) {
            i += 1
            while i < b.count {
                let c = b[i]
                if c == Self.newline { line += 1 }
                if q == 0x22 && c == 0x5C {   // backslash escape in "…"
                    if i + 1 < b.count, b[i + 1] == Self.newline { line += 1 }
                    i += 2; continue
                }
                if c == q {
                    if q == 0x27, i + 1 < b.count, b[i + 1] == 0x27 { i += 2; continue }   // '' in '…'
                    i += 1; return
                }
                i += 1
            }
        }

        mutating func skipRestOfLine() {
            while i < b.count, b[i] != Self.newline { i += 1 }
            if i < b.count { i += 1; line += 1 }
        }
    }
}
