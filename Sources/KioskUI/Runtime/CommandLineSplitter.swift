/// Cuts the bytes of a command input into numbered lines in linear time, refusing lines over a
/// limit without holding them.
///
/// Each byte is looked at once: the search for the next newline starts in the bytes just read,
/// never again from the start of a long line. A line longer than `limit` bytes is not kept: its
/// bytes are counted up to its newline and it comes out as a refused line with its length, so
/// one runaway writer cannot exhaust memory and the lines after it still work.
struct CommandLineSplitter {
    /// The longest command line, in bytes without its newline: 1 MiB.
    static let defaultLimit = 1 << 20

    let limit: Int
    private var buffer: [UInt8] = []
    /// The length so far of a line over the limit whose bytes are being dropped; nil otherwise.
    private var overLimit: Int?
    private var number = 0

    init(limit: Int = CommandLineSplitter.defaultLimit) { self.limit = limit }

    /// The lines that `bytes` completes.
    mutating func feed(_ bytes: ArraySlice<UInt8>) -> [CommandInput.Line] {
        var out: [CommandInput.Line] = []
        var start = bytes.startIndex
        while start < bytes.endIndex {
            let newline = bytes[start...].firstIndex(of: 10)
            let piece = bytes[start..<(newline ?? bytes.endIndex)]
            take(piece)
            guard let nl = newline else { break }
            out.append(endLine())
            start = nl + 1
        }
        return out
    }

    /// The last line when the input ends without a newline, if any.
    mutating func finish() -> [CommandInput.Line] {
        buffer.isEmpty && overLimit == nil ? [] : [endLine()]
    }

    private mutating func take(_ piece: ArraySlice<UInt8>) {
        if let n = overLimit {
            overLimit = n + piece.count
        } else if buffer.count + piece.count > limit {
            overLimit = buffer.count + piece.count
            buffer = []
        } else {
            buffer.append(contentsOf: piece)
        }
    }

    private mutating func endLine() -> CommandInput.Line {
        number += 1
        defer { buffer.removeAll(keepingCapacity: buffer.count <= 65536); overLimit = nil }
        if let n = overLimit { return CommandInput.Line(line: number, text: "", refusedLength: n) }
        return CommandInput.Line(line: number, text: String(decoding: buffer, as: UTF8.self))
    }
}
