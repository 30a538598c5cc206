/// `kiosk bundle keygen`, `make` and `verify`: signed content bundles made and checked on a desk
/// as a panel checks them (docs/fleet.md, "Signed content bundles"). Each throws a `KioskError`
/// naming the file and the fix; none prints a key.
extension Kiosk {
    /// Writes a new key pair: PRIVATE (mode 0600) and PUBLIC, neither replacing a file.
    nonisolated package static func bundleKeygen(privatePath: String, publicPath: String) throws -> Int32 {
        do { try BundleKeys.generate(privatePath: privatePath, publicPath: publicPath) } catch { throw KioskError(error.description, status: .usage) }
        print("\(privatePath): private key (mode 0600): keep it where bundles are made, never on a panel")
        print("\(publicPath): public key: give it to each panel (--bundle-key \(publicPath))")
        return ExitStatus.ok.rawValue
    }

    /// Checks `folder`'s screen as `kiosk check` does, then writes the signed bundle of every
    /// file under `folder` to `outputPath` (through a new file renamed into place).
    package static func bundleMake(folder: String, keyPath: String, version: String, screen: String?,
                                   outputPath: String, maxBytes: Int = BundleLimits.defaultMaxBytes) throws -> Int32 {
        if let top = FileSystem.realPath(folder), let out = FileSystem.realPath(FilePath.parent(outputPath)),
           out == top || out.hasPrefix(top.hasSuffix("/") ? top : top + "/") {
            throw KioskError("-o \(outputPath) is inside \(folder): the next bundle would hold this one; write it outside the folder", status: .usage)
        }
        do {
            let named = try BundleMaker.screen(in: folder, named: screen)
            let summary: BundleCheck.Summary
            do { summary = try BundleCheck.check(screenPath: folder + "/" + named, folder: folder) } catch {
                throw KioskError("\(error)\nthe screen \(folder)/\(named) has problems (above); the bundle was not made", status: .input)
            }
            var key = try BundleKeys.readPrivate(keyPath)
            defer { Ed25519.wipe(&key) }
            let (bytes, manifest) = try BundleMaker.make(folder: folder, screen: named, version: version, secretKey: key, maxBytes: maxBytes)
            try writeBundle(bytes, to: outputPath)
            let files = manifest.fileCount
            print("\(outputPath): bundle \(version), \(files) files, \(bytes.count) bytes, screen \(named) (\(summary.widgets) widgets), signed")
            return ExitStatus.ok.rawValue
        } catch let e as BundleToolError {
            throw KioskError(e.description, status: .input)
        }
    }

    /// Checks the bundle at `path` as a panel does: its size, its signature against the public
    /// key at `keyPath`, its layout, then its screen unpacked into a temporary folder (removed
    /// after). Prints its version, files and bytes.
    package static func bundleVerify(path: String, keyPath: String, maxBytes: Int = BundleLimits.defaultMaxBytes) throws -> Int32 {
        let key: [UInt8]
        do { key = try BundleKeys.readPublic(keyPath) } catch { throw KioskError(error.description, status: .input) }
        let bytes: [UInt8]
        switch FileSystem.regularFileContents(atPath: path, maxBytes: maxBytes, what: "a bundle") {
        case .success(let b): bytes = b
        case .failure(let f): throw KioskError("\(path) \(f.description)", status: .input)
        }
        let temporary = (ProcessEnvironment.value("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp") + "/kiosk-bundle-verify-XXXXXX"
        guard let folder = FileSystem.makePrivateDirectory(template: temporary) else {
            throw KioskError("cannot make a temporary folder like \(temporary) to unpack \(path) into; set TMPDIR to a folder you may write", status: .runtime)
        }
        defer { FileSystem.removeTree(folder) }
        let store = BundleStore(directory: folder, publicKey: key, maxBytes: maxBytes)
        let staged: StagedBundle
        do { staged = try store.stage(bytes) } catch { throw KioskError("\(path): refused: \(error.description)", status: .input) }
        let summary: BundleCheck.Summary
        do { summary = try BundleCheck.check(staged) } catch {
            let inside = staged.folder + "/"
            let text = "\(error)".replacing(inside, with: "")
            throw KioskError("\(text)\n\(path): the bundle's screen has problems (above, paths inside the bundle)", status: .input)
        }
        let files = staged.fileCount
        print("\(path): ok: bundle \(staged.version), \(files) files, \(bytes.count) bytes, signed by \(keyPath); screen \(String(staged.screenPath.dropFirst(staged.folder.count + 1))): \(summary.screens.count) screen\(summary.screens.count == 1 ? "" : "s"), \(summary.widgets) widgets")
        return ExitStatus.ok.rawValue
    }

    /// Writes `bytes` to `path` through a new file beside it renamed into place; what `path`
    /// names must be a regular file or nothing.
    private static func writeBundle(_ bytes: [UInt8], to path: String) throws {
        if let why = FileSystem.refusalToReplace(path) { throw KioskError("-o: \(why)", status: .usage) }
        let temporary = FilePath.parent(path) + "/." + FilePath.lastComponent(path) + ".tmp-" + String(UInt64.random(in: 0...UInt64.max), radix: 16)
        if let e = FileSystem.writeExclusiveFile(temporary, bytes[...], mode: 0o644) {
            throw KioskError("cannot write \(path): \(e); give a path in a folder you may write", status: .usage)
        }
        if let e = FileSystem.rename(temporary, to: path) {
            FileSystem.remove(temporary)
            throw KioskError("cannot write \(path): \(e)", status: .usage)
        }
    }
}
