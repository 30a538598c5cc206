/// The content bundle a panel starts with: the newest good one in `--bundle-dir`, so bundles
/// survive a reboot; one that does not start (its screen no longer loads, its font is gone, it
/// lacks the `--language` the panel starts in) is
/// rolled back to the one before it, and without a good one the screen file given is shown.
extension Kiosk {
    /// The store `--bundle-key` and `--bundle-dir` name; nil without a key. Throws when the key
    /// file cannot be read, or when a Swift app (whose screens are in its binary) asks for bundles.
    static func bundleStore(_ options: RunOptions, swiftApp: Bool) throws -> BundleStore? {
        guard options.mqtt != nil, let keyPath = options.bundleKey, let dir = options.bundleDirectory else { return nil }
        if swiftApp {
            throw KioskError("--bundle-key is for screen files: a Swift app's screens are in its binary; update the app instead")
        }
        do {
            return BundleStore(directory: dir, publicKey: try BundleKeys.readPublic(keyPath))
        } catch {
            throw KioskError("--bundle-key \(keyPath): \(error)")
        }
    }

    /// A bundle that did not start, and what was shown instead.
    struct BundleRollback: Equatable, Sendable {
        /// Why, naming the bundle and its folder.
        let reason: String
        /// The version rolled back to; nil: the screen file given.
        let version: String?

        /// The warning the run gives.
        var warning: String { reason + "; " + (version.map { "rolled back to \($0)" } ?? "showing the screen file given instead") }
    }

    /// The current bundle's screen, loaded (in `language`, when given), and the bundle; nil when
    /// there is none that starts. What was rolled back is said in `rollbacks`.
    static func startBundle(_ store: BundleStore, initialValues: [String: JSONValue], language: String?, display: any DisplayProvider,
                            rollbacks: inout [BundleRollback]) -> (screen: Screen, bundle: InstalledBundle)? {
        for _ in 0..<2 {
            guard let b = store.current else { return nil }
            do {
                let screen = try Screen.load(path: b.screenPath, initialValues: initialValues)
                _ = try fontFile(for: screen, display: display)
                if let code = language {
                    do { try screen.app.startLanguage(code) } catch { throw KioskError("--language \(code): \(error)") }
                }
                return (screen, b)
            } catch {
                let back = try? store.rollback()
                rollbacks.append(BundleRollback(reason: "the bundle \(b.version) in \(store.directory) does not start (\(BundleProblem.firstLines(of: "\(error)")))",
                                          version: back?.version))
                if back == nil { return nil }
            }
        }
        return nil
    }
}
