/// What one state file may hold, so that every save stays under the size the next start reads
/// (`StateStore.maxFileBytes`, 1 MiB) and no change can make the file unreadable.
///
/// Sizes are counted as the file writes them (JSON, UTF-8): a control character in a text or a
/// list key takes 6 bytes (`\u0008`), so a 400,000-character key of backspaces
/// makes a 2.4 MB file, which a start sets aside with every other saved value in it. A command whose change would break a limit is refused and undone
/// (`Runner.keepingStateBounded`); a save never writes a value over its limit
/// (`StateStore.save`), and never a file over the cap.
enum StateLimits {
    /// The most bytes one saved value may take in the file: a text field's 20,000 characters
    /// (`ScreenLimits.maxTextLength`), each written as a 6-byte escape, still fit.
    static let maxValueBytes = 128 << 10
    /// The most bytes of one id (a screen's ids have at most 64 characters).
    static let maxIDBytes = 256
    /// The most values one file holds: more controls than any screen has.
    static let maxEntries = 10_000

    /// The bytes `value` takes in the file.
    static func bytes(of value: JSONValue) -> Int { value.serialized.utf8.count }

    /// At most the bytes `value` takes in the file, counted without writing it: 6 a byte of
    /// text (a control character's escape is the longest), quotes and commas; nil for a value
    /// that is not a text, a number, true, false or a list of texts.
    static func mostBytes(of value: JSONValue) -> Int? {
        switch value {
        case let .string(s): return 6 * s.utf8.count + 2
        case .number, .bool: return 32
        case let .array(a):
            var n = 2
            for v in a {
                guard case let .string(s) = v else { return nil }
                n += 6 * s.utf8.count + 3
            }
            return n
        default: return nil
        }
    }

    /// Why the value of `id` may not be saved (over its limits), or nil. Writes the value only
    /// when it may be over (`mostBytes`), so checking every value of each save costs little.
    static func breach(id: String, value: JSONValue) -> String? {
        if id.utf8.count > maxIDBytes {
            return "the id \"\(ScreenLimits.shortened(id))\" is \(id.utf8.count) bytes, over the \(maxIDBytes) an id of the state file may have"
        }
        if let most = mostBytes(of: value), most <= maxValueBytes { return nil }
        let size = bytes(of: value)
        guard size > maxValueBytes else { return nil }
        return "the value of \"\(ScreenLimits.shortened(id))\" would take \(size) bytes in the state file, over the \(maxValueBytes) (\(maxValueBytes >> 10) KiB) one value may take (a control character takes 6)"
    }

    /// Why a file of `count` values and `size` bytes may not be written, or nil.
    static func breach(count: Int, size: Int) -> String? {
        if count > maxEntries {
            return "the state file would hold \(count) values, over the \(maxEntries) it may hold"
        }
        guard size > StateStore.maxFileBytes else { return nil }
        return "the state file would be \(size) bytes, over the \(StateStore.maxFileBytes) (\(StateStore.maxFileBytes >> 20) MiB) the next start reads"
    }
}
