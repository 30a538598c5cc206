import CSodium

/// Ed25519 signatures through libsodium (`crypto_sign_*`, which is Ed25519), and the Base64 its
/// key files are written in (`sodium_bin2base64`): no cryptography of the kiosk's own.
/// `sodium_init` runs once, before the first call, from whichever thread comes first.
enum Ed25519 {
    /// A signature's length in bytes (64).
    static let signatureBytes = 64
    /// A public key's length in bytes (32).
    static let publicKeyBytes = 32
    /// A secret key's length in bytes (64: libsodium keeps the seed and the public key together).
    static let secretKeyBytes = 64

    /// `sodium_init()`, once; false when libsodium cannot be used (no entropy source).
    private static let ready: Bool = {
        precondition(crypto_sign_bytes() == signatureBytes && crypto_sign_publickeybytes() == publicKeyBytes
                     && crypto_sign_secretkeybytes() == secretKeyBytes, "libsodium's crypto_sign is not Ed25519")
        return sodium_init() >= 0
    }()

    /// Why libsodium could not be used.
    struct Unavailable: Error, CustomStringConvertible {
        var description: String { "libsodium could not start (sodium_init failed: no source of random numbers?)" }
    }

    /// A new key pair from the system's random numbers (`crypto_sign_keypair`).
    static func keyPair() throws(Unavailable) -> (publicKey: [UInt8], secretKey: [UInt8]) {
        guard ready else { throw Unavailable() }
        var pk = [UInt8](repeating: 0, count: publicKeyBytes)
        var sk = [UInt8](repeating: 0, count: secretKeyBytes)
        guard crypto_sign_keypair(&pk, &sk) == 0 else { throw Unavailable() }
        return (pk, sk)
    }

    /// The detached signature of `message` by `secretKey` (`crypto_sign_detached`).
    static func sign(_ message: ArraySlice<UInt8>, secretKey: [UInt8]) throws(Unavailable) -> [UInt8] {
        guard ready, secretKey.count == secretKeyBytes else { throw Unavailable() }
        var signature = [UInt8](repeating: 0, count: signatureBytes)
        let done = message.withUnsafeBufferPointer { m in
            crypto_sign_detached(&signature, nil, m.baseAddress, UInt64(m.count), secretKey)
        }
        guard done == 0 else { throw Unavailable() }
        return signature
    }

    /// Whether `signature` is `publicKey`'s signature of `message` (`crypto_sign_verify_detached`).
    static func verify(_ signature: ArraySlice<UInt8>, of message: ArraySlice<UInt8>, publicKey: [UInt8]) -> Bool {
        guard ready, signature.count == signatureBytes, publicKey.count == publicKeyBytes else { return false }
        let signature = Array(signature)
        return message.withUnsafeBufferPointer { m in
            crypto_sign_verify_detached(signature, m.baseAddress, UInt64(m.count), publicKey) == 0
        }
    }

    /// Overwrites `bytes` with zeros in a way the compiler keeps (`sodium_memzero`): a secret
    /// key's copy, once used.
    static func wipe<T>(_ bytes: inout [T]) {
        bytes.withUnsafeMutableBytes { sodium_memzero($0.baseAddress, $0.count) }
    }

    /// `bytes` in Base64 with padding (`sodium_bin2base64`, the original alphabet).
    static func base64(_ bytes: [UInt8]) -> String {
        let variant = Int32(sodium_base64_VARIANT_ORIGINAL)
        var out = [CChar](repeating: 0, count: sodium_base64_encoded_len(bytes.count, variant))
        _ = sodium_bin2base64(&out, out.count, bytes, bytes.count, variant)
        let text = String(cString: out)
        Ed25519.wipe(&out)
        return text
    }

    /// The bytes of Base64 `text` (its characters' bytes) when it decodes to exactly `count` bytes
    /// (`sodium_base642bin`), else nil.
    static func fromBase64(_ text: ArraySlice<UInt8>, count: Int) -> [UInt8]? {
        guard ready else { return nil }
        var out = [UInt8](repeating: 0, count: count + 3)
        var length = 0
        let done = text.withUnsafeBufferPointer { c in
            c.withMemoryRebound(to: CChar.self) { cc in
                sodium_base642bin(&out, out.count, cc.baseAddress, cc.count, nil, &length, nil, Int32(sodium_base64_VARIANT_ORIGINAL))
            }
        }
        guard done == 0, length == count else { Ed25519.wipe(&out); return nil }
        let key = Array(out[0..<count])
        Ed25519.wipe(&out)
        return key
    }
}
