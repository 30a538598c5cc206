import Glibc

/// The PNG a panel publishes on its screenshot topic, checked and written to the file
/// `kiosk fleet shot -o` names.
enum FleetScreenshotFile {
    /// The eight bytes every PNG starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func isPNG(_ bytes: [UInt8]) -> Bool { bytes.starts(with: signature) }

    /// The width and height its header (IHDR, the first chunk) gives, or nil.
    static func size(of png: [UInt8]) -> (width: Int, height: Int)? {
        guard png.count >= 24, isPNG(png), Array(png[12..<16]) == Array("IHDR".utf8) else { return nil }
        func word(_ at: Int) -> Int { png[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// Why `path` may not be written (it names a device, FIFO, folder or link), or nil.
    static func refusal(_ path: String) -> String? { FileSystem.refusalToReplace(path) }

    /// Writes `bytes` whole into a file beside `path`, then renames it onto `path`: a tool that
    /// dies while writing never leaves a cut picture, and whatever `path` names that is not a
    /// regular file is refused and left as it is.
    static func write(_ bytes: [UInt8], to path: String) throws(KioskError) {
        func fail(_ why: String) -> KioskError { KioskError("cannot write the screenshot: \(why)", status: .runtime) }
        if let why = refusal(path) { throw fail(why) }
        let slash = path.lastIndex(of: "/")
        let folder = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = folder + "." + name + ".tmp-\(getpid())"
        if let why = FileSystem.refusalToReplace(temporary) { throw fail(why) }
        if let e = FileSystem.writeNewFile(temporary, bytes, mode: 0o644) {
            FileSystem.remove(temporary)
            throw fail("'\(path)' (\(e)); check the folder exists and is writable")
        }
        if let why = refusal(path) { FileSystem.remove(temporary); throw fail(why) }
        if let e = FileSystem.rename(temporary, to: path) {
            FileSystem.remove(temporary)
            throw fail("'\(path)' (\(e))")
        }
    }
}
