/// A bundle unpacked into a new folder of the store but not shown yet: `BundleStore.commit` makes
/// it current, `BundleStore.discard` removes it.
struct StagedBundle: Equatable, Sendable {
    /// The manifest's `version`.
    let version: String
    /// The folder the bundle's files are in (`DIR/versions/<version>-<n>/files`).
    let folder: String
    /// The screen file, inside `folder`.
    let screenPath: String
    /// `<version>-<n>`: its folder's name under `DIR/versions`.
    let name: String
    /// How many regular files it holds.
    let fileCount: Int
    /// Its signature: two bundles with the same one are the same bundle.
    let signature: [UInt8]
}

/// The bundle `DIR/current` (or `DIR/previous`) names, read from the disk.
struct InstalledBundle: Equatable, Sendable {
    let version: String
    /// The folder its files are in, through its own name (not through `current`): a screen loaded
    /// from here keeps its folder when `current` switches.
    let folder: String
    let screenPath: String
    /// Its folder's name under `DIR/versions`.
    let name: String
    /// The signature it came with; nil for a folder written before the store kept it.
    let signature: [UInt8]?
}
