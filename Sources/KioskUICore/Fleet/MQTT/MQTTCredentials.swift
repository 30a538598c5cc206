/// The user and password a panel gives the broker, read from the file `--mqtt-credentials` names
/// (lines `user=NAME` and `password=SECRET`), never from the command line, where any user of the
/// machine reads them in `ps`. The file must be a regular file only its owner may read (mode 0600
/// or stricter). Neither the password nor the file's lines appear in a message.
struct MQTTCredentials: Sendable {
    var user: String
    var password: String

    /// The most bytes a credentials file may hold.
    static let maxBytes = 4096

    static func read(_ path: String) -> Result<MQTTCredentials, MQTTSettingError> {
        func refuse(_ why: String) -> Result<MQTTCredentials, MQTTSettingError> {
            .failure(MQTTSettingError("--mqtt-credentials \(path): \(why)"))
        }
        let bytes: [UInt8]
        switch FileSystem.regularFileContents(atPath: path, maxBytes: maxBytes, what: "a credentials file") {
        case .success(let b): bytes = b
        case .failure(let e): return refuse("\(e.description); give a file of two lines, user=NAME and password=SECRET, mode 0600")
        }
        if let st = try? FileSystem.status(atPath: path).get(), st.permissions & 0o077 != 0 {
            return refuse("others may read it (mode \(String(st.permissions, radix: 8))); it holds a password: chmod 600 \(path)")
        }
        guard let text = String(validating: bytes, as: UTF8.self) else { return refuse("it is not UTF-8 text") }
        var user: String?, password: String?
        // "\r\n" is one Character: split on it as on "\n", or a file saved on Windows is one line.
        for (n, line) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let eq = line.firstIndex(of: "=") else {
                return refuse("line \(n + 1) is not KEY=VALUE; give user=NAME and password=SECRET")
            }
            let key = line[..<eq], value = String(line[line.index(after: eq)...])
            switch key {
            case "user": user = value
            case "password": password = value
            default: return refuse("line \(n + 1): \"\(key)\" is not a setting; the file takes user= and password=")
            }
        }
        guard let user, !user.isEmpty else { return refuse("there is no user= line") }
        guard let password else { return refuse("there is no password= line") }
        return .success(MQTTCredentials(user: user, password: password))
    }
}
