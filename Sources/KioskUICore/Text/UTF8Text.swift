/// Bytes read from a file as text, the one way every reader takes them.
package enum UTF8Text {
    /// The text of `bytes` when they are UTF-8, without a leading byte-order mark (EF BB BF, as
    /// editors on Windows write it); nil when they are not UTF-8 (`UTF8Check` tells where).
    package static func decode(_ bytes: [UInt8]) -> String? {
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes[3...] : bytes[...]
        return String(validating: body, as: UTF8.self)
    }
}
