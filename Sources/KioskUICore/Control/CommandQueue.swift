/// Command lines read from one source (stdin, a FIFO, one control client) and not yet carried
/// out, oldest first, with their count and bytes, so a source can be bounded.
///
/// Each line may carry a `Stamp`, its place in the order lines of several sources are carried
/// out in (`ControlSocket.next`).
///
/// Taking from the front moves nothing: the front is an index, and the taken lines are let go
/// when the queue empties or when they are over half of it (amortised constant time a line).
struct CommandQueue {
    /// The most lines one source may have waiting: a stdin or FIFO reader stops reading there
    /// (the pipe holds the writer back), a control client over it is dropped (`ControlSocket`).
    static let defaultLimit = 1000

    /// Where a line stands among the lines of every source: the fair-queueing tag (its source's
    /// turn), then the order lines arrived in. Smaller goes first.
    struct Stamp: Comparable {
        var tag = 0
        var arrival = 0
        static func < (a: Stamp, b: Stamp) -> Bool { (a.tag, a.arrival) < (b.tag, b.arrival) }
    }

    private var lines: [(line: CommandInput.Line, stamp: Stamp)] = []
    private var head = 0
    /// The bytes of the waiting lines (each with its newline).
    private(set) var bytes = 0

    var count: Int { lines.count - head }
    var isEmpty: Bool { count == 0 }

    /// The stamp of the oldest waiting line; nil when none waits.
    var firstStamp: Stamp? { head < lines.count ? lines[head].stamp : nil }

    mutating func append(_ line: CommandInput.Line, stamp: Stamp = Stamp()) {
        lines.append((line, stamp))
        bytes += line.text.utf8.count + 1
    }

    mutating func append(contentsOf new: [CommandInput.Line]) {
        for l in new { append(l) }
    }

    /// The oldest waiting line, taken out; nil when none waits.
    mutating func popFirst() -> CommandInput.Line? {
        guard head < lines.count else { return nil }
        let l = lines[head].line
        head += 1
        bytes -= l.text.utf8.count + 1
        lines.dropConsumedPrefix(head: &head, keepCapacity: 4096, compactAfter: 1024)
        return l
    }

    /// Lets every waiting line go.
    mutating func removeAll() {
        lines = []
        head = 0
        bytes = 0
    }
}
