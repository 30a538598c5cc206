/// Cuts the bytes of a command input into numbered lines in linear time, refusing lines over a
/// limit without holding them.
///
/// Each byte is looked at once: the search for the next newline starts in the bytes just read,
/// never again from the start of a long line. A line longer than `limit` bytes is not kept: its
/// bytes are counted up to its newline and it comes out as a refused line with its length, so
/// one runaway writer cannot exhaust memory and the lines after it still work.
///
/// A line that is not UTF-8 is not decoded with U+FFFD in place of its bad bytes (a command the
/// sender did not write): it comes out refused, with where its first bad byte is (`UTF8Check`,
/// as a replay script names it).
///
/// A line that starts as a `set` of a list's items (`ItemsLine.startsWithItems`: `items`,
/// `insert` or `update`) may run on to `itemsLimit`: 10,000 items with Arabic names are 1.3 MB.
struct CommandLineSplitter {
    /// The longest command line, in bytes without its newline: 1 MiB.
    static let defaultLimit = 1 << 20
    /// The longest line of a list's items: 4 MiB.
    static let defaultItemsLimit = 4 << 20

    let limit: Int
    /// The longest line of a list's items (never below `limit`).
    let itemsLimit: Int
    /// Why the input is not JSON lines at all (a NUL byte, or a line past `runawayLimit` bytes
    /// without a newline), once it is seen: the splitter then takes nothing more, and its owner
    /// stops reading (else `/dev/zero` would keep a core busy refusing 1 MiB "lines" for ever).
    private(set) var notLines: String?
    /// A line this long without a newline is not a command that was too long but input that is
    /// not lines (16 × `limit`).
    var runawayLimit: Int { limit * 16 }
    private var buffer: [UInt8] = []
    /// The length so far of a line over the limit whose bytes are being dropped; nil otherwise.
    private var overLimit: Int?
    private var number = 0
    /// Where the line being read starts in the input, in bytes from 0.
    private var lineStart = 0

    /// Whether the line being read passed `limit` as a line of items (nil: it has not passed it).
    private var itemsLine: Bool?

    init(limit: Int = CommandLineSplitter.defaultLimit, itemsLimit: Int = CommandLineSplitter.defaultItemsLimit) {
        self.limit = limit
        self.itemsLimit = max(limit, itemsLimit)
    }

    /// The lines that `bytes` completes.
    mutating func feed(_ bytes: ArraySlice<UInt8>) -> [CommandInput.Line] {
        var out: [CommandInput.Line] = []
        guard notLines == nil else { return out }
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let newline = bytes[start...].firstIndex(of: 10)
            let piece = bytes[start..<(newline ?? bytes.endIndex)]
            if let nul = piece.firstIndex(of: 0) {
                notLines = "a NUL byte at column \(currentLength + nul - piece.startIndex + 1): this is binary data, not JSON lines"
                return out
            }
            take(piece)
            if currentLength > runawayLimit {
                notLines = "over \(runawayLimit >> 20) MiB without a newline: this is not JSON lines"
                return out
            }
            guard let nl = newline else { break }
            out.append(endLine())
            start = nl + 1
        }
        return out
    }

    /// The last line when the input ends without a newline, if any.
    mutating func finish() -> [CommandInput.Line] {
        notLines != nil || (buffer.isEmpty && overLimit == nil) ? [] : [endLine()]
    }

    /// The number of the line being read (from 1).
    var lineInProgress: Int { number + 1 }

    /// The bytes of the line being read so far.
    private var currentLength: Int { overLimit ?? buffer.count }

    private mutating func take(_ piece: ArraySlice<UInt8>) {
        if let n = overLimit {
            overLimit = n + piece.count
        } else if buffer.count + piece.count > limit && !(buffer.count + piece.count <= itemsLimit && isItemsLine(piece)) {
            overLimit = buffer.count + piece.count
            buffer = []
        } else {
            buffer.append(contentsOf: piece)
        }
    }

    /// Whether the line being read, with `piece` to come, starts as a `set` of a list's items:
    /// asked once per line, when it passes `limit`, from its first bytes.
    private mutating func isItemsLine(_ piece: ArraySlice<UInt8>) -> Bool {
        if let known = itemsLine { return known }
        let n = ItemsLine.prefixLength
        let head = buffer.count >= n ? buffer[..<n] : ArraySlice(buffer + piece.prefix(n - buffer.count))
        let answer = ItemsLine.startsWithItems(head)
        itemsLine = answer
        return answer
    }

    private mutating func endLine() -> CommandInput.Line {
        number += 1
        let start = lineStart
        lineStart += currentLength + 1
        defer { buffer.removeAll(keepingCapacity: buffer.count <= 65536); overLimit = nil; itemsLine = nil }
        if let n = overLimit { return CommandInput.Line(line: number, text: "", refusedLength: n) }
        if let text = String(validating: buffer, as: UTF8.self) { return CommandInput.Line(line: number, text: text) }
        let bad = UTF8Check.firstInvalidByte(in: buffer).map { $0.located(line: number, lineStart: start) } ?? "line \(number)"
        return CommandInput.Line(line: number, text: "", notUTF8: bad)
    }
}
