import Glibc

/// Content bundles on a panel's disk, in the folder `--bundle-dir` names:
///
///     DIR/versions/<version>-<n>/manifest    the manifest as signed
///     DIR/versions/<version>-<n>/signature   the signature it came with
///     DIR/versions/<version>-<n>/files/…      the bundle's files
///     DIR/current  -> versions/<version>-<n>  the bundle shown
///     DIR/previous -> versions/<version>-<n>  the one before it (for `rollback`)
///
/// `stage` checks a bundle (size, signature, layout: `BundleFormat.read`) and unpacks it into a
/// new folder; `commit` switches `current` to it with one `rename(2)` of a new link over the old,
/// so a reader always finds the old bundle or the new one, never neither. At most the current and
/// the previous versions are kept. Everything is read back from the disk, so bundles survive a
/// restart. A plain value of constants, usable from any thread; the calls are not meant to run
/// at the same time on one folder (one MQTT thread stages and commits).
struct BundleStore: Sendable {
    let directory: String
    let publicKey: [UInt8]
    /// The largest bundle `stage` takes, in bytes.
    let maxBytes: Int

    init(directory: String, publicKey: [UInt8], maxBytes: Int = BundleLimits.defaultMaxBytes) {
        self.directory = directory.count > 1 && directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        self.publicKey = publicKey
        self.maxBytes = maxBytes
    }

    static let currentLink = "current"
    static let previousLink = "previous"
    static let versionsFolder = "versions"
    static let manifestFile = "manifest"
    static let signatureFile = "signature"
    static let filesFolder = "files"

    var versionsPath: String { directory + "/" + Self.versionsFolder }

    /// Checks `bytes` and unpacks them into a new folder `DIR/versions/<version>-<n>`. A refusal
    /// leaves nothing behind: the folder is removed, `current` and `previous` are untouched.
    func stage(_ bytes: [UInt8]) throws(BundleRefusal) -> StagedBundle {
        let verified = try BundleFormat.read(bytes, publicKey: publicKey, maxBytes: maxBytes)
        // The bundle folder itself may be a link an administrator made (to a data partition);
        // nothing inside it is followed.
        if (try? FileSystem.status(atPath: directory).get())?.kind != .directory { try makeFolder(directory) }
        try makeFolder(versionsPath)
        let name = try newVersionFolder(verified.manifest.version)
        let top = versionsPath + "/" + name
        do throws(BundleRefusal) {
            let files = top + "/" + Self.filesFolder
            try makeFolder(files)
            var made: Set<String> = []
            func folder(_ path: String) throws(BundleRefusal) {
                guard made.insert(path).inserted else { return }
                try makeFolder(files + "/" + path)
            }
            for (entry, range) in zip(verified.manifest.entries, verified.ranges) {
                for parent in BundlePath.parents(entry.path) { try folder(parent) }
                switch entry.kind {
                case .folder: try folder(entry.path)
                case .file:
                    if let e = FileSystem.writeExclusiveFile(files + "/" + entry.path, verified.bytes[range], mode: 0o644, sync: false) {
                        throw storage("cannot write \(files)/\(entry.path): \(e)")
                    }
                }
            }
            if let e = FileSystem.writeExclusiveFile(top + "/" + Self.manifestFile, verified.bytes[verified.manifestRange], mode: 0o644, sync: false) {
                throw storage("cannot write \(top)/\(Self.manifestFile): \(e)")
            }
            let signature = Array(verified.bytes[BundleFormat.magic.count..<BundleFormat.signedStart])
            if let e = FileSystem.writeExclusiveFile(top + "/" + Self.signatureFile, signature[...], mode: 0o644, sync: false) {
                throw storage("cannot write \(top)/\(Self.signatureFile): \(e)")
            }
            // Every file and folder on the disk before the bundle can be switched to: one flush.
            if let e = FileSystem.syncFileSystem(top) { throw storage("cannot flush \(top) to the disk: \(e)") }
            return StagedBundle(version: verified.manifest.version, folder: files,
                                screenPath: files + "/" + verified.manifest.screen, name: name,
                                fileCount: verified.manifest.fileCount, signature: signature)
        } catch {
            FileSystem.removeTree(top)
            throw error
        }
    }

    /// Removes a staged bundle that will not be shown (its screen failed the caller's check).
    /// A bundle `current` or `previous` names is left alone.
    func discard(_ staged: StagedBundle) {
        guard !linkedNames.contains(staged.name), Self.isVersionName(staged.name) else { return }
        FileSystem.removeTree(versionsPath + "/" + staged.name)
    }

    /// Makes `staged` the current bundle: `previous` is set to what was current, then `current`
    /// to `staged`, each by renaming a new link over the old; then every version but those two is
    /// removed (one staged and not committed too: stage, check and commit one bundle at a time).
    func commit(_ staged: StagedBundle) throws(BundleRefusal) {
        guard Self.isVersionName(staged.name),
              (try? FileSystem.linkStatus(atPath: versionsPath + "/" + staged.name).get())?.kind == .directory else {
            throw storage("\(versionsPath)/\(staged.name) is gone; stage the bundle again")
        }
        let old = linkedName(Self.currentLink)
        if old == staged.name { return }
        if let old { try replaceLink(Self.previousLink, with: old) }
        try replaceLink(Self.currentLink, with: staged.name)
        FileSystem.syncDirectory(directory)
        removeVersions(keeping: [staged.name, old].compactMap { $0 })
    }

    /// Makes the previous bundle current again (atomically, as `commit`) and returns it; the
    /// bundle rolled back from is removed and `previous` with it. Nil, and nothing changed, when
    /// there is no previous bundle.
    func rollback() throws(BundleRefusal) -> InstalledBundle? {
        guard let back = linkedName(Self.previousLink), let installed = installed(back) else { return nil }
        try replaceLink(Self.currentLink, with: back)
        FileSystem.remove(directory + "/" + Self.previousLink)
        FileSystem.syncDirectory(directory)
        removeVersions(keeping: [back])
        return installed
    }

    /// The bundle shown: what `DIR/current` names, read from the disk; nil when there is none
    /// (or it was damaged).
    var current: InstalledBundle? { linkedName(Self.currentLink).flatMap(installed) }

    /// The bundle `rollback` would go back to.
    var previous: InstalledBundle? { linkedName(Self.previousLink).flatMap(installed) }

    // MARK: - The folder's names

    /// The version folder's name the link `link` names (`versions/NAME`), or nil when there is no
    /// such link or its text is not one the store writes.
    func linkedName(_ link: String) -> String? {
        guard case .success(let target) = FileSystem.linkTarget(directory + "/" + link) else { return nil }
        let prefix = Self.versionsFolder + "/"
        guard target.hasPrefix(prefix) else { return nil }
        let name = String(target.dropFirst(prefix.count))
        return Self.isVersionName(name) ? name : nil
    }

    private var linkedNames: [String] { [Self.currentLink, Self.previousLink].compactMap(linkedName) }

    /// Whether `name` can be a version folder's name: `<version>-<n>`, no `/`, not `.` or `..`.
    static func isVersionName(_ name: String) -> Bool {
        guard let dash = name.lastIndex(of: "-"), !name[name.index(after: dash)...].isEmpty,
              name[name.index(after: dash)...].allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        return BundleManifest.versionRefusal(String(name[..<dash])) == nil
    }

    /// The bundle in the version folder `name`, from its manifest; nil when it is not whole.
    func installed(_ name: String) -> InstalledBundle? {
        let top = versionsPath + "/" + name
        guard case .success(let bytes) = FileSystem.regularFileContents(atPath: top + "/" + Self.manifestFile,
                                                                         maxBytes: BundleLimits.maxManifestBytes, what: "a manifest"),
              let manifest = try? BundleManifest.parse(bytes[...], maxFileBytes: .max) else { return nil }
        let files = top + "/" + Self.filesFolder
        let signature = try? FileSystem.regularFileContents(atPath: top + "/" + Self.signatureFile, maxBytes: Ed25519.signatureBytes,
                                                            what: "a signature").get()
        return InstalledBundle(version: manifest.version, folder: files, screenPath: files + "/" + manifest.screen, name: name,
                               signature: signature)
    }

    /// A new folder `DIR/versions/<version>-<n>` with the first free `n`.
    private func newVersionFolder(_ version: String) throws(BundleRefusal) -> String {
        for n in 1...10_000 {
            let name = "\(version)-\(n)"
            switch FileSystem.makeDirectory(versionsPath + "/" + name, mode: 0o755) {
            case nil: return name
            case let e? where e.code == EEXIST: continue
            case let e?: throw storage("cannot make a folder in \(versionsPath): \(e)")
            }
        }
        throw storage("\(versionsPath) already has 10000 folders of version \(version); remove them")
    }

    /// Makes the folder `path` unless a folder (not a link to one) is there.
    private func makeFolder(_ path: String) throws(BundleRefusal) {
        switch FileSystem.linkStatus(atPath: path) {
        case .success(let st) where st.kind == .directory: return
        case .success(let st):
            throw storage("\(path) is \(st.kind.words), not a folder; move it away so the kiosk can keep bundles there")
        case .failure:
            if let e = FileSystem.makeDirectory(path, mode: 0o755) { throw storage("cannot make the folder \(path): \(e)") }
        }
    }

    /// Points the link `DIR/link` at `versions/name`: a new link beside it renamed over it, so the
    /// name always holds the old link or the new one. Refused when something else is there.
    private func replaceLink(_ link: String, with name: String) throws(BundleRefusal) {
        let path = directory + "/" + link
        if case .success(let st) = FileSystem.linkStatus(atPath: path), st.kind != .symbolicLink {
            throw storage("\(path) is \(st.kind.words), not the link the kiosk keeps there; move it away")
        }
        let target = Self.versionsFolder + "/" + name
        for _ in 0..<8 {
            let temporary = directory + "/.\(link).new-" + String(UInt64.random(in: 0...UInt64.max), radix: 16)
            switch FileSystem.makeSymbolicLink(temporary, to: target) {
            case nil:
                if let e = FileSystem.rename(temporary, to: path) {
                    FileSystem.remove(temporary)
                    throw storage("cannot switch \(path) to \(target): \(e)")
                }
                return
            case let e? where e.code == EEXIST: continue
            case let e?: throw storage("cannot make a link in \(directory): \(e)")
            }
        }
        throw storage("cannot make a link in \(directory): every name tried exists")
    }

    /// Removes every folder under `DIR/versions` but `keeping`, and links a killed switch left.
    private func removeVersions(keeping: [String]) {
        for name in (FileSystem.entries(ofDirectory: versionsPath) ?? []).sorted() where !keeping.contains(name) {
            FileSystem.removeTree(versionsPath + "/" + name)
        }
        for name in (FileSystem.entries(ofDirectory: directory) ?? []).sorted()
        where name.hasPrefix(".\(Self.currentLink).new-") || name.hasPrefix(".\(Self.previousLink).new-") {
            if FileSystem.isSymbolicLink(directory + "/" + name) { FileSystem.remove(directory + "/" + name) }
        }
    }

    private func storage(_ why: String) -> BundleRefusal { BundleRefusal(.storage, "cannot store the bundle: \(why)") }
}
