import CSodium

/// The technician's service PIN, kept only as an Argon2id hash string (`$argon2id$v=19$m=…`)
/// made by libsodium's `crypto_pwhash_str_alg` and checked by `crypto_pwhash_str_verify`: no
/// cryptography of the kiosk's own, and never the PIN itself in a file, argv, an event or a log.
/// Checking costs about a tenth of a second and 64 MiB by design (libsodium's interactive limits),
/// so the loop checks off its thread (`ServiceMode`).
enum ServicePIN {
    /// What a PIN may be: 4 to 12 digits (what the service screen's keyboard types).
    static let lengths = 4...12

    /// Why a PIN or a hash cannot be used; the message never holds the PIN.
    struct Problem: Error, CustomStringConvertible {
        let description: String
    }

    /// `sodium_init()`, once; false when libsodium cannot be used (no entropy source).
    private static let ready: Bool = sodium_init() >= 0

    /// The hash string of `pin` (digits only, `lengths` long) with a fresh salt. Wipes nothing
    /// of the caller's: the caller wipes its own copy.
    static func hash(_ pin: [UInt8]) throws(Problem) -> String {
        try check(pin)
        guard ready else { throw Problem(description: "libsodium could not start (sodium_init failed: no source of random numbers?)") }
        var out = [CChar](repeating: 0, count: Int(crypto_pwhash_strbytes()))
        var c = characters(pin)
        defer { wipe(&c) }
        let done = crypto_pwhash_str_alg(&out, c, UInt64(pin.count), UInt64(crypto_pwhash_opslimit_interactive()),
                                         crypto_pwhash_memlimit_interactive(), crypto_pwhash_alg_argon2id13())
        guard done == 0 else { throw Problem(description: "libsodium could not hash the PIN (out of memory? it needs 64 MiB)") }
        return String(cString: out)
    }

    /// Whether `pin` is the PIN `hash` was made from. False for a hash that is not an Argon2id
    /// string (`isHash`).
    static func verify(_ pin: [UInt8], against hash: String) -> Bool {
        guard ready, isHash(hash) else { return false }
        var c = characters(pin)
        defer { wipe(&c) }
        return crypto_pwhash_str_verify(hash, c, UInt64(pin.count)) == 0
    }

    /// Whether `text` looks like what `hash` writes: `$argon2id$v=19$m=…,t=…,p=…$SALT$HASH`, in
    /// printable ASCII and shorter than libsodium's buffer.
    static func isHash(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        return text.hasPrefix("$argon2id$v=19$m=") && bytes.count < Int(crypto_pwhash_strbytes())
            && bytes.allSatisfy { $0 > 0x20 && $0 < 0x7F } && text.split(separator: "$").count == 5
    }

    /// Refuses a PIN that is not 4 to 12 digits; the message says so without the PIN.
    static func check(_ pin: [UInt8]) throws(Problem) {
        guard lengths.contains(pin.count), pin.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            throw Problem(description: "a service PIN is \(lengths.lowerBound) to \(lengths.upperBound) digits (0-9), nothing else")
        }
    }

    /// Overwrites `bytes` with zeros in a way the compiler keeps (`sodium_memzero`).
    static func wipe<T>(_ bytes: inout [T]) {
        bytes.withUnsafeMutableBytes { sodium_memzero($0.baseAddress, $0.count) }
    }

    /// `pin` as C characters with a NUL after them (never an empty buffer without an address).
    private static func characters(_ pin: [UInt8]) -> [CChar] {
        pin.map { CChar(bitPattern: $0) } + [0]
    }
}
