extension FleetLink.Settings {
    /// The fleet settings `options` ask for; nil without `--mqtt`. Throws a `KioskError` naming the
    /// option and the fix for a value that cannot be used (read before the display opens, so a bad
    /// one is said at once).
    static func from(_ options: RunOptions) throws(KioskError) -> FleetLink.Settings? {
        guard let url = options.mqtt else {
            for (given, name) in [(options.panel != nil, "--panel"), (!options.groups.isEmpty, "--group"), (options.mqttCA != nil, "--mqtt-ca"),
                                  (options.mqttCredentials != nil, "--mqtt-credentials"), (options.bundleKey != nil, "--bundle-key")] where given {
                throw KioskError("\(name) needs --mqtt URL: the panel joins a fleet only through a broker (docs/fleet.md)")
            }
            return nil
        }
        func check<T>(_ r: Result<T, MQTTSettingError>) throws(KioskError) -> T {
            switch r {
            case .success(let v): return v
            case .failure(let e): throw KioskError(e.description)
            }
        }
        let address = try check(MQTTAddress.parse(url))
        if options.replayPath != nil {
            throw KioskError("--mqtt and --replay cannot be combined: a replay runs on a virtual clock and takes no commands; put them in the script")
        }
        let panel = options.panel ?? ProcessEnvironment.hostName
        if let why = FleetTopics.problem(with: panel, as: "--panel") {
            throw KioskError(options.panel == nil ? "the host name is not usable as the panel's id: \(why); give --panel ID" : why)
        }
        for g in options.groups {
            if let why = FleetTopics.problem(with: g, as: "--group") { throw KioskError(why) }
        }
        if options.groups.count > 32 { throw KioskError("--group is given \(options.groups.count) times; a panel may be in at most 32 groups") }
        let levels = options.mqttPrefix.split(separator: "/", omittingEmptySubsequences: false)
        if levels.count > 8 || levels.contains(where: { FleetTopics.problem(with: String($0), as: "--mqtt-prefix") != nil }) {
            throw KioskError("--mqtt-prefix \"\(options.mqttPrefix)\" must be 1 to 8 levels of letters, digits, -, _ and . between single slashes (no + or #), e.g. --mqtt-prefix acme/kiosk")
        }
        guard options.telemetry.isFinite, options.telemetry >= 0, options.telemetry <= 86400 else {
            throw KioskError("--telemetry \(JSONValue.format(options.telemetry)) is not usable: give seconds from 1 to 86400, or 0 for none, e.g. --telemetry 60")
        }
        if let ca = options.mqttCA {
            guard address.tls else { throw KioskError("--mqtt-ca \(ca) is for a TLS broker: give --mqtt mqtts://HOST, or leave --mqtt-ca out") }
            guard FileSystem.isReadable(ca) else { throw KioskError("--mqtt-ca \(ca) cannot be read: give the broker CA's PEM file") }
        }
        let credentials = try options.mqttCredentials.map { path throws(KioskError) in try check(MQTTCredentials.read(path)) }
        if options.bundleKey != nil && options.bundleDirectory == nil {
            throw KioskError("--bundle-key needs --bundle-dir DIR: where bundles are unpacked and switched (e.g. /var/lib/kiosk/bundles)")
        }
        return FleetLink.Settings(address: address, topics: FleetTopics(prefix: options.mqttPrefix, panel: panel, groups: options.groups),
                                  credentials: credentials, caFile: options.mqttCA,
                                  telemetryInterval: options.telemetry > 0 ? options.telemetry : nil,
                                  takesBundles: options.bundleKey != nil)
    }
}
