/// A key file or a bundle's folder that cannot be used by `kiosk bundle`: the sentence names the
/// file and the fix, never a key's bytes.
struct BundleToolError: Error, Equatable, CustomStringConvertible, Sendable {
    let description: String

    init(_ description: String) { self.description = description }
}
