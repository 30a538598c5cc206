/// What a content bundle may hold, bounded before it is paid for: the whole bundle's size is
/// checked before its signature is, the manifest's size and its entries before a byte is unpacked.
enum BundleLimits {
    /// The largest bundle `BundleStore` takes unless told otherwise (64 MiB).
    static let defaultMaxBytes = 64 << 20
    /// The most files and folders one bundle lists.
    static let maxEntries = 4096
    /// The longest path inside a bundle, in bytes of UTF-8.
    static let maxPathBytes = 255
    /// The most names in one path (`a/b/c` is 3).
    static let maxPathDepth = 16
    /// The largest manifest, in bytes.
    static let maxManifestBytes = 1 << 20
    /// The longest `version`, in bytes (it names the folder the bundle is unpacked into).
    static let maxVersionBytes = 64
}
