import KioskUICore

/// The content bundles of `kiosk bench --fleet`, made as a back office makes them: by running
/// `kiosk bundle keygen` and `kiosk bundle make` (the same binary the panels run), so the bench
/// measures the bundles users push. A kiosk without the `bundle` command (or one that cannot make
/// a key here) leaves the bundle stages "not available", with its words.
enum FleetBenchBundles {
    struct Keys {
        let privateKey: String
        let publicKey: String
    }

    /// A new key pair in `folder` (`kiosk bundle keygen PRIVATE PUBLIC`), or why there is none.
    static func keys(executable: String, folder: String) -> Result<Keys, KioskError> {
        let keys = Keys(privateKey: folder + "/bundle.key", publicKey: folder + "/bundle.pub")
        return run(executable, ["bundle", "keygen", keys.privateKey, keys.publicKey], folder: folder).map { keys }
    }

    /// The bytes of a bundle of version `version` signed with `keys`: a folder holding
    /// `FleetBenchScreen.bundled(version)` as screen.yaml and, when `fillerBytes` > 0, a file
    /// `filler.bin` of that many bytes (what pictures weigh in a real bundle), through
    /// `kiosk bundle make`.
    static func make(executable: String, keys: Keys, version: String, fillerBytes: Int = 0, folder: String) -> Result<[UInt8], KioskError> {
        let content = folder + "/content-" + version
        let output = folder + "/" + version + ".bundle"
        if let e = FileSystem.makeDirectory(content, mode: 0o700)
            ?? FileSystem.writeNewFile(content + "/screen.yaml", Array(FleetBenchScreen.bundled(version).utf8), mode: 0o600)
            ?? (fillerBytes > 0 ? FileSystem.writeNewFile(content + "/filler.bin", filler(fillerBytes), mode: 0o600) : nil) {
            return .failure(KioskError("kiosk bench --fleet: cannot write the bundle's folder \(content): \(e)", status: .runtime))
        }
        return run(executable, ["bundle", "make", content, "--key", keys.privateKey, "--version", version, "-o", output], folder: folder)
            .flatMap {
                guard let bytes = FileSystem.contents(atPath: output) else {
                    return .failure(KioskError("kiosk bench --fleet: kiosk bundle make wrote no \(output)", status: .runtime))
                }
                return .success(bytes)
            }
    }

    /// `count` bytes that do not repeat in any short period (xorshift), so no layer on the way
    /// could shrink them.
    static func filler(_ count: Int) -> [UInt8] {
        var x: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            x ^= x << 13; x ^= x >> 7; x ^= x << 17
            return UInt8(truncatingIfNeeded: x)
        }
    }

    /// `bytes` with its last byte flipped: inside the signed part, so the signature no longer holds.
    static func tampered(_ bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        if !out.isEmpty { out[out.count - 1] ^= 0xFF }
        return out
    }

    /// Runs `executable arguments`; its failure with its last words on standard error.
    private static func run(_ executable: String, _ arguments: [String], folder: String) -> Result<Void, KioskError> {
        let said = folder + "/bundle-tool.stderr"
        do {
            let o = try BenchProcess.run(executable, arguments, stderrPath: said)
            guard o.exitStatus == 0 else {
                return .failure(KioskError("kiosk \(arguments.prefix(2).joined(separator: " ")) failed (status \(o.exitStatus)): \(FleetBenchProcesses.lastWords(said))", status: .runtime))
            }
            return .success(())
        } catch let e as KioskError {
            return .failure(e)
        } catch {
            return .failure(KioskError("\(error)", status: .runtime))
        }
    }
}
