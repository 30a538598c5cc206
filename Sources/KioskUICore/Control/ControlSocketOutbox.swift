/// The event bytes waiting to go to one control-socket client, with a bound.
///
/// The loop appends whole lines; the socket's thread sends from the front as the client reads and
/// marks what went out with `sent(_:)`. A client that stops reading makes its outbox grow: the
/// line that would take it past `limit` bytes is refused (`append` returns false) and the client
/// is dropped, so one stuck reader costs at most `limit` bytes and never slows the UI.
///
/// Sent bytes are not moved on each send: the front is an index, and the bytes before it are
/// discarded when the box empties or when they are both over 64 KiB and over half of it, so each
/// byte is copied a bounded number of times (amortised linear).
struct ControlOutbox {
    /// The most bytes a client may have waiting: 1 MiB.
    static let defaultLimit = 1 << 20

    let limit: Int
    private var bytes: [UInt8] = []
    /// How many bytes at the front of `bytes` were sent already.
    private var head = 0
    /// Whether the last byte sent ended a line (nothing sent yet counts as a line's end).
    private var sentWholeLines = true

    init(limit: Int = ControlOutbox.defaultLimit) { self.limit = limit }

    /// Bytes appended and not yet sent.
    var pending: Int { bytes.count - head }
    var isEmpty: Bool { pending == 0 }

    /// Adds `line` (its newline included) unless that takes the pending bytes past `limit`; then
    /// nothing is added and the answer is false.
    mutating func append(_ line: [UInt8]) -> Bool {
        guard pending + line.count <= limit else { return false }
        bytes.append(contentsOf: line)
        return true
    }

    /// The bytes not yet sent, front first, for one `send(2)`.
    func withUnsent<R>(_ body: (UnsafeRawBufferPointer) -> R) -> R {
        bytes.withUnsafeBytes { body(UnsafeRawBufferPointer(rebasing: $0[head...])) }
    }

    /// Marks the first `count` unsent bytes as sent.
    mutating func sent(_ count: Int) {
        precondition(count >= 0 && count <= pending, "sent \(count) of \(pending) pending bytes")
        if count > 0 { sentWholeLines = bytes[head + count - 1] == 10 }
        head += count
        bytes.dropConsumedPrefix(head: &head, keepCapacity: 65536, compactAfter: 65536)
    }

    /// Drops every unsent line but the rest of the one being sent (none when the last byte sent
    /// ended a line), so what the client already got part of can still be finished and nothing
    /// after it starts.
    mutating func keepLineInProgress() {
        guard !sentWholeLines, let end = bytes[head...].firstIndex(of: 10) else {
            bytes.removeAll()
            head = 0
            return
        }
        bytes.removeSubrange((end + 1)...)
    }

    /// The unsent bytes as an array (tests).
    var unsent: [UInt8] { withUnsent { Array($0) } }
}
