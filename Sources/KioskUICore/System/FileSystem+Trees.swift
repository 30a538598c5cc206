import Glibc

/// Scratch folders a command makes for its own children and removes with all they hold (the
/// broker's configuration and each panel's bundle folder of `kiosk bench --fleet`).
extension FileSystem {
    /// A new private folder (mode 0700) under $TMPDIR (else /tmp) whose name starts with `prefix`;
    /// nil when none can be made.
    package static func makeScratchDirectory(prefix: String) -> String? {
        let base = ProcessEnvironment.value("TMPDIR").flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        return makePrivateDirectory(template: (base.hasSuffix("/") ? base : base + "/") + prefix + "XXXXXX")
    }

    /// Removes `path` and, when it is a folder (not a link to one), everything under it, deepest
    /// first; what cannot be removed is left. Returns whether `path` is gone.
    @discardableResult
    package static func removeTree(_ path: String) -> Bool {
        if isDirectory(path) && !isSymbolicLink(path) {
            for name in (entries(ofDirectory: path) ?? []).sorted() { removeTree(path + "/" + name) }
            return removeDirectory(path) == nil
        }
        return remove(path) == nil
    }
}
