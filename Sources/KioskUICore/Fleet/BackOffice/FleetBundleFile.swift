/// The bundle file `kiosk fleet push` sends: read whole (a regular file, at most `maxBytes`) and
/// the version it carries.
enum FleetBundleFile {
    /// The largest bundle pushed: the largest a panel takes (`BundleLimits.defaultMaxBytes`).
    /// A broker takes a message only up to its `message_size_limit`.
    static let maxBytes = BundleLimits.defaultMaxBytes

    /// The file's bytes, or why it cannot be pushed (naming the file and the fix).
    static func read(_ path: String) -> Result<[UInt8], KioskError> {
        FileSystem.regularFileContents(atPath: path, maxBytes: maxBytes, what: "a bundle").mapError { e in
            KioskError("\(path): \(e.description); give a bundle file made by kiosk bundle make", status: .input)
        }
    }

    /// The version the bundle's manifest names (`BundleFormat`), or nil when the file is not a
    /// bundle this kiosk reads. The signature is not checked (the tool has no key): the version
    /// is only reported; each panel checks the bundle against its own `--bundle-key`.
    static func bundleVersion(of bytes: [UInt8]) -> String? {
        let start = BundleFormat.signedStart
        guard bytes.starts(with: BundleFormat.magic), bytes.count >= start + 4 else { return nil }
        let length = bytes[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
        let files = start + 4 + length
        guard length <= BundleLimits.maxManifestBytes, files <= bytes.count else { return nil }
        return try? BundleManifest.parse(bytes[(start + 4)..<files], maxFileBytes: bytes.count - files).version
    }

    /// The version to report: the bundle's own, `--version`'s when the bundle names none, or why
    /// neither can be used.
    static func version(of bytes: [UInt8], path: String, given: String?) -> Result<String, KioskError> {
        let read = bundleVersion(of: bytes)
        if let read, let given, read != given {
            return .failure(KioskError("\(path) is version \(read), not \(given) as --version says; leave --version out or give \(read)", status: .input))
        }
        guard let version = read ?? given else {
            return .failure(KioskError("\(path) is not a bundle this kiosk reads (no kiosk-bundle manifest); make it with kiosk bundle make, or give its version with --version V", status: .input))
        }
        if let why = BundleManifest.versionRefusal(version) {
            return .failure(KioskError("--version: \(why)"))
        }
        return .success(version)
    }
}
