/// `kiosk bundle make`: every regular file and folder under a folder, in a signed bundle. A link
/// or anything else inside the folder is refused with its path, as is a path a bundle may not
/// hold (`BundlePath`) and a folder over the limits; nothing is written until all is read.
enum BundleMaker {
    /// The screen file a bundle's folder has at its top when `--screen` does not name one.
    static let defaultScreens = ["screen.yaml", "screen.json"]

    /// The screen file inside `folder`: `screen` when given, else the one of `defaultScreens` there.
    static func screen(in folder: String, named screen: String?) throws(BundleToolError) -> String {
        if let screen {
            if let why = BundlePath.refusal(screen) { throw BundleToolError("--screen: \(why)") }
            guard (try? FileSystem.linkStatus(atPath: folder + "/" + screen).get())?.kind == .regular else {
                throw BundleToolError("\(folder)/\(screen) is not a regular file; --screen names the screen file inside the folder, e.g. --screen kiosk.yaml")
            }
            return screen
        }
        let found = defaultScreens.filter { (try? FileSystem.linkStatus(atPath: folder + "/" + $0).get())?.kind == .regular }
        guard found.count == 1 else {
            throw BundleToolError(found.isEmpty
                ? "\(folder) has no screen.yaml or screen.json at its top; add one, or name the screen file with --screen NAME"
                : "\(folder) has both screen.yaml and screen.json; name the one to show with --screen NAME")
        }
        return found[0]
    }

    /// The entries under `folder` (sorted by path, folders before what they hold) and each file's
    /// bytes, refusing a link, a device, a FIFO or a socket, and stopping at the limits.
    static func collect(_ folder: String, maxBytes: Int) throws(BundleToolError) -> (entries: [BundleManifest.Entry], files: [[UInt8]]) {
        var entries: [BundleManifest.Entry] = []
        var files: [[UInt8]] = []
        var total = 0
        func walk(_ relative: String) throws(BundleToolError) {
            let here = relative.isEmpty ? folder : folder + "/" + relative
            guard let names = FileSystem.entries(ofDirectory: here) else { throw BundleToolError("\(here) cannot be read as a folder") }
            for name in names.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
                let path = relative.isEmpty ? name : relative + "/" + name
                let full = folder + "/" + path
                if let why = BundlePath.refusal(path) { throw BundleToolError("\(full): \(why); rename it") }
                guard entries.count < BundleLimits.maxEntries else {
                    throw BundleToolError("\(folder) holds more than \(BundleLimits.maxEntries) files and folders, the most a bundle may hold; split it")
                }
                let status: FileStatus
                switch FileSystem.linkStatus(atPath: full) {
                case .success(let s): status = s
                case .failure(let e): throw BundleToolError("\(full) cannot be read (\(e))")
                }
                switch status.kind {
                case .directory:
                    entries.append(BundleManifest.Entry(kind: .folder, path: path))
                    try walk(path)
                case .regular:
                    let bytes: [UInt8]
                    switch FileSystem.regularFileContents(atPath: full, maxBytes: maxBytes - total, what: "a bundle") {
                    case .success(let b): bytes = b
                    case .failure(let f): throw BundleToolError("\(full) \(f.description); a bundle may be at most \(maxBytes) bytes in all")
                    }
                    total += bytes.count
                    entries.append(BundleManifest.Entry(kind: .file(size: bytes.count), path: path))
                    files.append(bytes)
                case .symbolicLink:
                    throw BundleToolError("\(full) is a symbolic link; a bundle holds only regular files and folders: copy the file in its place")
                case .fifo, .socket, .characterDevice, .blockDevice, .other:
                    throw BundleToolError("\(full) is \(status.kind.words), not a regular file or folder; take it out of the folder")
                }
            }
        }
        try walk("")
        return (entries, files)
    }

    /// The signed bundle of everything under `folder`, showing `screen` (a path inside it),
    /// at most `maxBytes` in all, and its manifest.
    static func make(folder: String, screen: String, version: String, secretKey: [UInt8],
                     maxBytes: Int = BundleLimits.defaultMaxBytes) throws(BundleToolError) -> (bytes: [UInt8], manifest: BundleManifest) {
        if let why = BundleManifest.versionRefusal(version) { throw BundleToolError("--version: \(why)") }
        let (entries, files) = try collect(folder, maxBytes: maxBytes)
        let manifest = BundleManifest(version: version, screen: screen, entries: entries)
        if let why = manifest.layoutRefusal() { throw BundleToolError("\(folder): \(why)") }
        let bytes: [UInt8]
        do { bytes = try BundleFormat.write(manifest, files: files, secretKey: secretKey) } catch { throw BundleToolError(error.description) }
        guard bytes.count <= maxBytes else {
            throw BundleToolError("\(folder) makes a bundle of \(bytes.count) bytes, over the limit of \(maxBytes); leave pictures out or shrink them")
        }
        return (bytes, manifest)
    }
}
