import Dispatch

/// `kiosk fleet`: the back office's commands for people without MQTT tooling (docs/fleet.md,
/// "The back-office tool: kiosk fleet"), over the library's own MQTT client. Each action connects
/// as `kiosk-fleet-<pid>`, does its work, prints what it found on `output` (notes go to stderr),
/// and returns the exit status; a setting or input it cannot use is thrown as a `KioskError`.
package enum FleetTool {
    /// The options every action shares, as written on the command line.
    package struct Settings: Sendable {
        package var mqtt = "mqtt://127.0.0.1"
        package var caFile: String?
        package var credentialsFile: String?
        package var prefix = "kiosk"
        package var clientID: String

        package init(clientID: String) { self.clientID = clientID }

        /// The session's options, or the first setting that cannot be used (exit status 2).
        func sessionOptions() throws(KioskError) -> FleetToolSession.Options {
            let address: MQTTAddress
            switch MQTTAddress.parse(mqtt) {
            case .success(let a): address = a
            case .failure(let e): throw KioskError(e.description)
            }
            var credentials: MQTTCredentials?
            if let file = credentialsFile {
                switch MQTTCredentials.read(file) {
                case .success(let c): credentials = c
                case .failure(let e): throw KioskError(e.description)
                }
            }
            if let why = FleetTool.prefixProblem(prefix) { throw KioskError(why) }
            return FleetToolSession.Options(address: address, caFile: caFile, credentials: credentials, prefix: prefix, clientID: clientID)
        }
    }

    /// Why `prefix` cannot begin the fleet's topics, or nil: one or more levels of the characters
    /// a panel id may hold, split by `/`.
    static func prefixProblem(_ prefix: String) -> String? {
        let levels = prefix.split(separator: "/", omittingEmptySubsequences: false)
        guard levels.allSatisfy({ FleetTopics.problem(with: String($0), as: "--mqtt-prefix") == nil }) else {
            return "--mqtt-prefix \"\(FleetStatusTable.cell(prefix))\": give levels of letters, digits, -, _ and . split by /, e.g. --mqtt-prefix kiosk (no +, #, or empty level)"
        }
        return nil
    }

    /// The target the three options name, or why they name none (exit status 2).
    static func target(panel: String?, group: String?, all: Bool) throws(KioskError) -> FleetTarget {
        switch FleetTarget.from(panel: panel, group: group, all: all) {
        case .success(let t): return t
        case .failure(let e): throw KioskError(e.description)
        }
    }

    /// A connected session for `settings`, subscribed to `subscriptions`.
    static func connect(_ settings: Settings, subscriptions: [String], maxMessageBytes: Int = 1 << 20) throws(KioskError) -> FleetToolSession {
        let options = try settings.sessionOptions()
        let session: FleetToolSession
        do {
            session = try FleetToolSession(options, subscriptions: subscriptions, maxMessageBytes: maxMessageBytes)
        } catch {
            throw KioskError(error.description, status: .runtime)
        }
        try session.connect()
        return session
    }

    /// Reads the retained messages of the session's subscriptions into `roster` until they have
    /// all come (the session's marker) or `wait` seconds have passed.
    static func gather(_ session: FleetToolSession, into roster: inout FleetRoster, wait: Double) {
        let deadline = DispatchTime.now() + wait
        while let event = session.next(until: deadline) {
            switch event {
            case .message(let m): roster.take(m)
            case .synced: return
            case .published, .disconnected: continue
            }
        }
    }

    /// Writes a note (what was sent, where) to stderr, beside the output a script reads.
    static func note(_ text: String) {
        OutputFile.standardError.write("kiosk fleet: \(text)\n")
    }

    /// Writes to stdout, unbuffered (events are shown as they come).
    package static let standardOutput: @Sendable (String) -> Void = { OutputFile.standardOutput.write($0) }
}
