/// The file `--service-pin` names: one line, the Argon2id hash string `kiosk service-pin` wrote
/// (`$argon2id$v=19$m=…`). A hash is no secret the way a PIN is, but it lets a PIN be guessed
/// offline: keep the file readable only by the kiosk (kiosk-session writes it mode 0640).
enum ServicePINFile {
    /// The most bytes the file may hold.
    static let maxBytes = 1024

    /// The hash in the file at `path`; throws a `KioskError` naming the file and the fix.
    static func read(_ path: String) throws(KioskError) -> String {
        func refuse(_ why: String) -> KioskError {
            KioskError("--service-pin \(path): \(why); make it with: kiosk service-pin > \(path) (the PIN is read from stdin)", status: .input)
        }
        let bytes: [UInt8]
        switch FileSystem.regularFileContents(atPath: path, maxBytes: maxBytes, what: "a service PIN file") {
        case .success(let b): bytes = b
        case .failure(let e): throw refuse(e.description)
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { throw refuse("it is not UTF-8 text") }
        let lines = text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" }).filter { !$0.hasPrefix("#") && !$0.allSatisfy(\.isWhitespace) }
        guard lines.count == 1, ServicePIN.isHash(String(lines[0])) else {
            // Never the line itself: a PIN written in the clear by mistake must not reach a log.
            throw refuse("it must hold one line, an Argon2id hash ($argon2id$v=19$m=…), not a PIN")
        }
        return String(lines[0])
    }
}
