/// Why a content bundle is not taken: a sentence naming what is wrong and the fix ("bad
/// signature: …", "too large: …", "path '../x' escapes the bundle"). When a bundle is refused
/// nothing on disk has changed. A refusal never quotes a key.
struct BundleRefusal: Error, Equatable, CustomStringConvertible, Sendable {
    /// What kind of refusal, for a caller that counts or reports them (MQTT status, tests).
    enum Reason: String, Sendable {
        /// The signature does not match the key.
        case badSignature = "bad signature"
        /// Over a size or count limit (`BundleLimits`, the store's `maxBytes`).
        case tooLarge = "too large"
        /// Not a bundle of this format (magic line, manifest syntax, sizes that do not add up).
        case malformed = "not a bundle"
        /// A path that would leave the bundle's folder, a link, a device, a name twice.
        case unsafePath = "unsafe path"
        /// The bundle folder could not be written (disk full, permissions).
        case storage = "cannot store"
    }

    let reason: Reason
    /// The whole sentence, starting with what is wrong.
    let description: String

    init(_ reason: Reason, _ description: String) {
        self.reason = reason
        self.description = description
    }

    /// The sentence for a bundle that is not signed with the key it is checked against.
    static let badSignature = BundleRefusal(.badSignature, "bad signature: the bundle was not signed with the key --bundle-key names, or was changed after signing; sign it again with kiosk bundle make --key PRIVATE, whose public key the panel has")
}
