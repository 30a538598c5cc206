/// The key files of content bundles: one line of text each,
/// `kiosk-ed25519-public BASE64` (32 bytes) and `kiosk-ed25519-private BASE64` (libsodium's 64-byte
/// secret key). The private one is written mode 0600 and read only when no one but its owner may
/// read or change it. Neither file is ever written over: `keygen` refuses a name that exists,
/// a link included. A key's bytes never appear in a message.
enum BundleKeys {
    static let publicWord = "kiosk-ed25519-public"
    static let privateWord = "kiosk-ed25519-private"
    /// A key file is one short line; anything longer is not one.
    static let maxFileBytes = 4096

    /// Makes a key pair and writes PRIVATE (mode 0600) and PUBLIC (0644), neither replacing what
    /// is there: a name that exists is refused before either file is written.
    static func generate(privatePath: String, publicPath: String) throws(BundleToolError) {
        guard privatePath != publicPath else { throw BundleToolError("give two different files for the private and the public key") }
        for path in [privatePath, publicPath] where FileSystem.isSymbolicLink(path) || FileSystem.exists(path) {
            throw BundleToolError("\(path) exists; a key file is never replaced: give a new name, or remove it first if it is no longer needed")
        }
        var pair: (publicKey: [UInt8], secretKey: [UInt8])
        do { pair = try Ed25519.keyPair() } catch { throw BundleToolError(error.description) }
        var privateLine = Array("\(privateWord) \(Ed25519.base64(pair.secretKey))\n".utf8)
        Ed25519.wipe(&pair.secretKey)
        let privateFailed = FileSystem.writeExclusiveFile(privatePath, privateLine[...], mode: 0o600)
        Ed25519.wipe(&privateLine)
        if let e = privateFailed { throw BundleToolError("cannot write the private key \(privatePath): \(e); give a path in a folder you may write") }
        if let e = FileSystem.writeExclusiveFile(publicPath, Array("\(publicWord) \(Ed25519.base64(pair.publicKey))\n".utf8)[...], mode: 0o644) {
            FileSystem.remove(privatePath)
            throw BundleToolError("cannot write the public key \(publicPath): \(e); give a path in a folder you may write (the private key was not kept)")
        }
    }

    /// The public key in `path`.
    static func readPublic(_ path: String) throws(BundleToolError) -> [UInt8] {
        var bytes = try read(path, what: "public key", private: false)
        defer { Ed25519.wipe(&bytes) }
        return try decode(bytes, word: publicWord, count: Ed25519.publicKeyBytes, path: path)
    }

    /// The secret key in `path`, refused when the file may be read or changed by anyone but its
    /// owner. The caller wipes it (`Ed25519.wipe`) once used.
    static func readPrivate(_ path: String) throws(BundleToolError) -> [UInt8] {
        var bytes = try read(path, what: "private key", private: true)
        defer { Ed25519.wipe(&bytes) }
        return try decode(bytes, word: privateWord, count: Ed25519.secretKeyBytes, path: path)
    }

    /// The file's bytes (a regular file of at most `maxFileBytes`); a private one must be of mode
    /// 0600 or stricter.
    private static func read(_ path: String, what: String, private: Bool) throws(BundleToolError) -> [UInt8] {
        let opened: (fd: Int32, size: Int)
        switch FileSystem.openRegularFile(atPath: path, maxBytes: maxFileBytes, what: "a key file") {
        case .success(let o): opened = o
        case .failure(let f): throw BundleToolError("the \(what) \(path) \(f.description)")
        }
        let fd = FileDescriptor(rawValue: opened.fd)
        defer { fd.close() }
        if `private`, case .success(let st) = FileSystem.status(ofDescriptor: opened.fd), st.permissions & 0o077 != 0 {
            throw BundleToolError("the private key \(path) may be read or changed by others (mode 0\(String(st.permissions, radix: 8))); make it private with: chmod 600 \(path)")
        }
        switch fd.readToEnd(limit: maxFileBytes) {
        case .success(let bytes): return bytes
        case .failure(let e): throw BundleToolError("the \(what) \(path) cannot be read (\(e))")
        }
    }

    /// The key of a `WORD BASE64` line of `count` bytes; the message does not quote the line.
    private static func decode(_ bytes: [UInt8], word: String, count: Int, path: String) throws(BundleToolError) -> [UInt8] {
        let wrong = BundleToolError("\(path) is not a \(word == publicWord ? "public" : "private") key file: its one line should be '\(word) BASE64', as kiosk bundle keygen writes it")
        var body = bytes[...]
        if body.last == UInt8(ascii: "\n") { body = body.dropLast() }
        let prefix = Array((word + " ").utf8)
        guard body.starts(with: prefix), !body.contains(UInt8(ascii: "\n")) else { throw wrong }
        guard let key = Ed25519.fromBase64(body.dropFirst(prefix.count), count: count) else { throw wrong }
        return key
    }
}
