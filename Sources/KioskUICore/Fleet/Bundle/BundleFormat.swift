/// The bytes of a content bundle file:
///
///     "kiosk-bundle\n"          the magic line (13 bytes)
///     signature                 64 bytes: Ed25519 of everything after it
///     manifest length           4 bytes, big-endian
///     manifest                  that many bytes (`BundleManifest`)
///     files                     each `file` line's bytes, in the manifest's order, nothing between
///
/// The signature covers the manifest's length, the manifest and the files: a changed byte
/// anywhere after the magic line is a bad signature. Reading checks, in this order and before
/// anything is written: the size against the limit, the magic line, the signature, then the
/// manifest (its length, every line, path and limit) and that the files' sizes add up to exactly
/// what follows it.
enum BundleFormat {
    static let magic = Array("kiosk-bundle\n".utf8)
    /// Where the signed part starts.
    static let signedStart = magic.count + Ed25519.signatureBytes

    /// A bundle whose signature and layout were checked: its manifest, and where each file's
    /// bytes are in `bytes`.
    struct Verified: Sendable {
        let manifest: BundleManifest
        let bytes: [UInt8]
        /// The manifest as it was signed.
        let manifestRange: Range<Int>
        /// Per entry of `manifest.entries`, its bytes' range (empty for a folder).
        let ranges: [Range<Int>]
    }

    /// Checks `bytes` against `publicKey` and reads its manifest; throws the first refusal.
    /// Costs at most one pass of the signature over `maxBytes` before anything else is read.
    static func read(_ bytes: [UInt8], publicKey: [UInt8], maxBytes: Int) throws(BundleRefusal) -> Verified {
        guard bytes.count <= maxBytes else {
            throw BundleRefusal(.tooLarge, "too large: \(bytes.count) bytes, \(bytes.count - maxBytes) bytes over the limit of \(maxBytes); leave pictures out or shrink them, or raise the limit")
        }
        guard bytes.starts(with: magic) else {
            throw BundleRefusal(.malformed, "not a kiosk bundle: it does not start with the line 'kiosk-bundle'; make one with kiosk bundle make")
        }
        guard bytes.count >= signedStart + 4 else {
            throw BundleRefusal(.malformed, "not a kiosk bundle: cut short at \(bytes.count) bytes, before its manifest")
        }
        guard Ed25519.verify(bytes[magic.count..<signedStart], of: bytes[signedStart...], publicKey: publicKey) else {
            throw BundleRefusal.badSignature
        }
        let length = bytes[signedStart..<signedStart + 4].reduce(0) { $0 << 8 | Int($1) }
        guard length <= BundleLimits.maxManifestBytes else {
            throw BundleRefusal(.tooLarge, "too large: its manifest is \(length) bytes, over the limit of \(BundleLimits.maxManifestBytes)")
        }
        let manifestStart = signedStart + 4
        guard length <= bytes.count - manifestStart else {
            throw BundleRefusal(.malformed, "not a kiosk bundle: its manifest would end past the file")
        }
        let manifestRange = manifestStart..<manifestStart + length
        let manifest = try BundleManifest.parse(bytes[manifestRange], maxFileBytes: bytes.count - manifestRange.upperBound)
        var ranges: [Range<Int>] = []
        var at = manifestRange.upperBound
        for e in manifest.entries {
            if case .file(let size) = e.kind {
                ranges.append(at..<at + size)
                at += size
            } else {
                ranges.append(at..<at)
            }
        }
        guard at == bytes.count else {
            throw BundleRefusal(.malformed, "not a kiosk bundle: \(bytes.count - at) bytes after its last file")
        }
        return Verified(manifest: manifest, bytes: bytes, manifestRange: manifestRange, ranges: ranges)
    }

    /// The bundle of `manifest` and `files` (each `file` entry's bytes, in order), signed with
    /// `secretKey`.
    static func write(_ manifest: BundleManifest, files: [[UInt8]], secretKey: [UInt8]) throws(Ed25519.Unavailable) -> [UInt8] {
        let text = Array(manifest.text.utf8)
        var signed: [UInt8] = [UInt8(text.count >> 24 & 0xFF), UInt8(text.count >> 16 & 0xFF), UInt8(text.count >> 8 & 0xFF), UInt8(text.count & 0xFF)]
        signed.reserveCapacity(4 + text.count + files.reduce(0) { $0 + $1.count })
        signed += text
        for f in files { signed += f }
        let signature = try Ed25519.sign(signed[...], secretKey: secretKey)
        return magic + signature + signed
    }
}
