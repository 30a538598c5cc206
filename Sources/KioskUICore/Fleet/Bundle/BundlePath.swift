/// The one check of a path inside a content bundle, made when a bundle is made and again when
/// one is read: relative, `/` between its names, each name neither empty, `.` nor `..`, no NUL,
/// no other control character, no backslash; at most `BundleLimits.maxPathBytes` bytes and
/// `BundleLimits.maxPathDepth` names. So a path joined to the folder a bundle is unpacked into
/// stays inside it.
enum BundlePath {
    /// Why `path` may not be in a bundle, or nil when it may. The sentence quotes the path (cut
    /// to 80 characters).
    static func refusal(_ path: String) -> String? {
        let shown = quoted(path)
        let bytes = Array(path.utf8)
        if bytes.isEmpty { return "an empty path; every file and folder in a bundle has a name" }
        if bytes.count > BundleLimits.maxPathBytes {
            return "path \(shown) is \(bytes.count) bytes; a path in a bundle may be at most \(BundleLimits.maxPathBytes) bytes"
        }
        if bytes.first == UInt8(ascii: "/") { return "path \(shown) is absolute; paths in a bundle are relative to its top folder" }
        if bytes.contains(0) { return "path \(shown) holds a NUL byte" }
        if bytes.contains(UInt8(ascii: "\\")) { return "path \(shown) holds a backslash; write / between folder names" }
        if bytes.contains(where: { $0 < 0x20 || $0 == 0x7F }) { return "path \(shown) holds a control character" }
        let names = path.split(separator: "/", omittingEmptySubsequences: false)
        if names.contains("..") { return "path \(shown) escapes the bundle (..); name files inside its folder" }
        if names.contains(where: { $0.isEmpty || $0 == "." }) {
            return "path \(shown) has an empty or '.' name; write it as folder/name without // or ./"
        }
        if names.count > BundleLimits.maxPathDepth {
            return "path \(shown) is \(names.count) levels deep; a bundle may nest at most \(BundleLimits.maxPathDepth)"
        }
        return nil
    }

    /// `'path'`, cut to 80 characters with its length when longer.
    static func quoted(_ path: String) -> String {
        let scalars = path.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "?" : String($0) }.joined()
        return scalars.count > 80 ? "'\(scalars.prefix(80))…' (\(path.utf8.count) bytes)" : "'\(scalars)'"
    }

    /// Every folder `path` is in, outermost first: `a`, `a/b` of `a/b/c`.
    static func parents(_ path: String) -> [String] {
        let names = path.split(separator: "/")
        guard names.count > 1 else { return [] }
        return (1..<names.count).map { names[0..<$0].joined(separator: "/") }
    }
}
