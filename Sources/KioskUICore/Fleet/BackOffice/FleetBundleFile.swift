/// The bundle file `kiosk fleet push` sends: read whole (a regular file, at most `maxBytes`) and
/// the version it carries.
enum FleetBundleFile {
    /// The largest bundle pushed. A panel takes a message only up to its own packet limit, and a
    /// broker up to its `message_size_limit`.
    static let maxBytes = 64 << 20

    /// The file's bytes, or why it cannot be pushed (naming the file and the fix).
    static func read(_ path: String) -> Result<[UInt8], KioskError> {
        FileSystem.regularFileContents(atPath: path, maxBytes: maxBytes, what: "a bundle").mapError { e in
            KioskError("\(path): \(e.description); give a bundle file made by kiosk bundle make", status: .input)
        }
    }

    /// The version the bundle names, or nil when it cannot be read from the file here: then
    /// `kiosk fleet push` takes `--version V`.
    ///
    /// MERGE POINT: this is where the bundle format's own reader (`kiosk bundle make`'s manifest)
    /// is called, once it is in the library; until then the version comes from `--version`.
    static func bundleVersion(of bytes: [UInt8]) -> String? {
        nil
    }

    /// The version to report: the bundle's own, `--version`'s when the bundle names none, or why
    /// neither can be used.
    static func version(of bytes: [UInt8], path: String, given: String?) -> Result<String, KioskError> {
        let read = bundleVersion(of: bytes)
        if let read, let given, read != given {
            return .failure(KioskError("\(path) is version \(read), not \(given) as --version says; leave --version out or give \(read)", status: .input))
        }
        guard let version = read ?? given else {
            return .failure(KioskError("cannot read the version of \(path); give it with --version V (the version kiosk bundle make was given)"))
        }
        guard !version.isEmpty, version.utf8.count <= 128,
              version.unicodeScalars.allSatisfy({ !$0.properties.isWhitespace || $0 == " " }),
              !version.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            return .failure(KioskError("--version \"\(FleetStatusTable.cell(version))\": give 1 to 128 printable characters, e.g. --version 2026-11-29"))
        }
        return .success(version)
    }
}
