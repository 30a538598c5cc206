/// A content bundle's manifest: what it is (its `version`, its screen file) and what it holds,
/// in the order its files' bytes follow it. Lines of UTF-8 text, each ended by a line feed:
///
///     format 1
///     version 2026-11-29.1
///     screen screen.yaml
///     dir pictures
///     file 1234 pictures/logo.png
///     file 812 screen.yaml
///
/// `format` comes first; `version` (1–64 of `A–Z a–z 0–9 . _ + -`, not starting with `.`) and
/// `screen` (the path of one of its `file`s) once each; then a `dir` or `file` line per entry,
/// a file's size in decimal bytes before its path (the rest of the line: spaces allowed). Paths
/// obey `BundlePath`. A link, a device or any other kind of entry is refused.
struct BundleManifest: Equatable, Sendable {
    /// One thing a bundle holds.
    struct Entry: Equatable, Sendable {
        enum Kind: Equatable, Sendable {
            case folder
            /// A regular file of `size` bytes.
            case file(size: Int)
        }
        var kind: Kind
        var path: String
    }

    /// The one format this kiosk reads and writes.
    static let format = 1

    var version: String
    /// The screen file's path inside the bundle.
    var screen: String
    var entries: [Entry]

    /// The files' sizes added up.
    var fileBytes: Int {
        entries.reduce(0) { sum, e in if case .file(let n) = e.kind { sum + n } else { sum } }
    }

    /// How many regular files it lists.
    var fileCount: Int {
        entries.reduce(0) { n, e in if case .file = e.kind { n + 1 } else { n } }
    }

    /// The manifest's text, as `parse` reads it.
    var text: String {
        var lines = ["format \(Self.format)", "version \(version)", "screen \(screen)"]
        for e in entries {
            switch e.kind {
            case .folder: lines.append("dir \(e.path)")
            case .file(let size): lines.append("file \(size) \(e.path)")
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// Why `version` cannot name a bundle, or nil when it can.
    static func versionRefusal(_ version: String) -> String? {
        let ok = !version.isEmpty && version.utf8.count <= BundleLimits.maxVersionBytes && !version.hasPrefix(".")
            && version.utf8.allSatisfy { c in
                (c >= 0x30 && c <= 0x39) || (c | 0x20 >= 0x61 && c | 0x20 <= 0x7A) || c == 0x2E || c == 0x5F || c == 0x2B || c == 0x2D
            }
        return ok ? nil : "version \(BundlePath.quoted(version)) is not 1 to \(BundleLimits.maxVersionBytes) of A-Z a-z 0-9 . _ + - (not starting with .), e.g. 2026-11-29.1"
    }

    /// Entry words that name what a bundle never holds, refused as unsafe rather than unknown.
    private static let refusedKinds: Set<Substring> = ["link", "symlink", "hardlink", "char", "block", "device", "fifo", "socket"]

    /// Reads manifest `bytes` (at most `BundleLimits.maxManifestBytes`, checked by the caller),
    /// checking every line, every path, duplicates, and the limits on entries; file sizes are
    /// added up and refused past `maxFileBytes` (what follows the manifest), before anything is unpacked.
    static func parse(_ bytes: ArraySlice<UInt8>, maxFileBytes: Int) throws(BundleRefusal) -> BundleManifest {
        guard let text = UTF8Text.decode(Array(bytes)) else { throw BundleRefusal(.malformed, "the manifest is not UTF-8 text; make the bundle again with kiosk bundle make") }
        guard text.hasSuffix("\n") else { throw BundleRefusal(.malformed, "the manifest's last line has no line feed; make the bundle again with kiosk bundle make") }
        var version: String?, screen: String?
        var entries: [Entry] = []
        var seen: Set<String> = []
        var total = 0
        for (i, line) in text.dropLast().split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let at = "manifest line \(i + 1)"
            guard let space = line.firstIndex(of: " ") else { throw BundleRefusal(.malformed, "\(at): no value after '\(line.prefix(20))'") }
            let word = line[..<space], rest = line[line.index(after: space)...]
            if i == 0 {
                guard word == "format", rest == "\(format)" else {
                    throw BundleRefusal(.malformed, "\(at): not 'format \(format)' (this kiosk reads bundles of format \(format)); make the bundle with this kiosk's kiosk bundle make")
                }
                continue
            }
            switch word {
            case "version":
                guard version == nil else { throw BundleRefusal(.malformed, "\(at): a second version line") }
                if let why = versionRefusal(String(rest)) { throw BundleRefusal(.malformed, "\(at): \(why)") }
                version = String(rest)
            case "screen":
                guard screen == nil else { throw BundleRefusal(.malformed, "\(at): a second screen line") }
                screen = String(rest)
            case "dir", "file":
                guard entries.count < BundleLimits.maxEntries else {
                    throw BundleRefusal(.tooLarge, "too large: more than \(BundleLimits.maxEntries) files and folders; a bundle may hold at most \(BundleLimits.maxEntries)")
                }
                var path = String(rest)
                var kind = Entry.Kind.folder
                if word == "file" {
                    guard let gap = rest.firstIndex(of: " "), let size = decimal(rest[..<gap]) else {
                        throw BundleRefusal(.malformed, "\(at): a file line is 'file SIZE PATH'")
                    }
                    guard size <= maxFileBytes - total else {
                        throw BundleRefusal(.malformed, "not a kiosk bundle: \(at): its files add up to more than the \(maxFileBytes) bytes after the manifest")
                    }
                    total += size
                    path = String(rest[rest.index(after: gap)...])
                    kind = .file(size: size)
                }
                if let why = BundlePath.refusal(path) { throw BundleRefusal(.unsafePath, why) }
                guard seen.insert(path).inserted else {
                    throw BundleRefusal(.unsafePath, "path \(BundlePath.quoted(path)) is listed twice; a bundle names each file and folder once")
                }
                entries.append(Entry(kind: kind, path: path))
            default:
                if refusedKinds.contains(word) {
                    throw BundleRefusal(.unsafePath, "\(at): a \(word) entry; a bundle holds only regular files and folders")
                }
                throw BundleRefusal(.malformed, "\(at): unknown entry '\(BundlePath.quoted(String(word.prefix(20))))'")
            }
        }
        guard let version else { throw BundleRefusal(.malformed, "the manifest has no version line") }
        guard let screen else { throw BundleRefusal(.malformed, "the manifest has no screen line") }
        let manifest = BundleManifest(version: version, screen: screen, entries: entries)
        if let why = manifest.layoutRefusal() { throw BundleRefusal(.unsafePath, why) }
        return manifest
    }

    /// Why the entries do not make one tree with the screen among its files, or nil: a path that
    /// is a file and also a folder a path is in, or a screen no `file` line names.
    func layoutRefusal() -> String? {
        var files: Set<String> = []
        for e in entries { if case .file = e.kind { files.insert(e.path) } }
        for e in entries {
            for parent in BundlePath.parents(e.path) where files.contains(parent) {
                return "path \(BundlePath.quoted(parent)) is a file and also the folder of \(BundlePath.quoted(e.path))"
            }
        }
        guard files.contains(screen) else {
            return "the screen \(BundlePath.quoted(screen)) is not one of the bundle's files"
        }
        return nil
    }

    /// A size written as decimal digits only (no sign, at most 12 digits).
    private static func decimal(_ s: Substring) -> Int? {
        guard !s.isEmpty, s.count <= 12, s.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else { return nil }
        return Int(s)
    }
}
