/// Where a broker listens, as `--mqtt` gives it: `mqtt://host[:port]` (port 1883 by default) or
/// `mqtts://host[:port]` for TLS (8883). A host name, an IPv4 address or an IPv6 one in brackets.
struct MQTTAddress: Equatable, Sendable, CustomStringConvertible {
    var host: String
    var port: Int
    var tls: Bool

    var description: String { "\(tls ? "mqtts" : "mqtt")://\(host.contains(":") ? "[\(host)]" : host):\(port)" }

    /// The address `text` names, or why it names none (with the form it takes).
    static func parse(_ text: String) -> Result<MQTTAddress, MQTTSettingError> {
        // A user and password in the URL would be in `ps` and the journal: refused without
        // repeating the URL.
        if text.contains("@") {
            return .failure(MQTTSettingError("--mqtt: the URL holds a user or password (before an @), which any user of the machine can read in ps; give mqtt://HOST[:PORT] and the login in --mqtt-credentials FILE (mode 0600)"))
        }
        func refuse(_ why: String) -> Result<MQTTAddress, MQTTSettingError> {
            .failure(MQTTSettingError("--mqtt \(text): \(why); give mqtt://HOST[:PORT] or mqtts://HOST[:PORT] (TLS), e.g. --mqtt mqtt://broker.local:1883"))
        }
        let tls: Bool
        let rest: Substring
        if text.hasPrefix("mqtt://") { tls = false; rest = text.dropFirst(7) }
        else if text.hasPrefix("mqtts://") { tls = true; rest = text.dropFirst(8) }
        else { return refuse("the scheme is not mqtt:// or mqtts://") }
        var hostPart = rest
        var portPart: Substring?
        if rest.hasPrefix("[") {
            guard let close = rest.firstIndex(of: "]") else { return refuse("an IPv6 address has no closing ]") }
            hostPart = rest[rest.index(after: rest.startIndex)..<close]
            let after = rest[rest.index(after: close)...]
            if after.hasPrefix(":") { portPart = after.dropFirst() } else if !after.isEmpty { return refuse("\"\(after)\" follows the address") }
        } else if let colon = rest.lastIndex(of: ":") {
            hostPart = rest[..<colon]
            portPart = rest[rest.index(after: colon)...]
            // Unbracketed, an IPv6 address would be cut at its last colon into a host and a "port".
            if hostPart.contains(":") { return refuse("an IPv6 address goes in brackets, e.g. mqtt://[\(rest)]:1883") }
        }
        guard !hostPart.isEmpty else { return refuse("there is no host") }
        guard hostPart.utf8.count <= 253, hostPart.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "-._:".contains($0)) }) else {
            return refuse("\"\(hostPart)\" is not a host name or address (a path, user or query is not taken)")
        }
        var port = tls ? 8883 : 1883
        if let p = portPart {
            guard let n = Int(p), (1...65535).contains(n) else { return refuse("the port \"\(p)\" is not a number from 1 to 65535") }
            port = n
        }
        return .success(MQTTAddress(host: String(hostPart), port: port, tls: tls))
    }
}

/// A fleet setting that cannot be used, with the option and the fix.
struct MQTTSettingError: Error, Equatable, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}
