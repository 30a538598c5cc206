import CSodium

/// A bundle's fingerprint: BLAKE2b-256 of all its bytes (libsodium's `crypto_generichash`), so the
/// same retained bundle, sent again at each reconnect, is not checked and unpacked again, while
/// any other bundle of the same length is (a changed byte anywhere gives another fingerprint).
struct BundleDigest: Equatable, Sendable {
    let bytes: [UInt8]

    init(of data: [UInt8]) {
        var out = [UInt8](repeating: 0, count: 32)
        _ = data.withUnsafeBufferPointer { d in
            crypto_generichash(&out, out.count, d.baseAddress, UInt64(d.count), nil, 0)
        }
        bytes = out
    }
}
