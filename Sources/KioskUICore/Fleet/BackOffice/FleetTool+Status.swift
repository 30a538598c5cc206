/// `kiosk fleet status`: every panel with a retained status or telemetry, as a table or JSON lines.
extension FleetTool {
    package static func status(_ settings: Settings, wait: Double, json: Bool,
                               output: (String) -> Void = standardOutput) throws(KioskError) -> Int32 {
        guard wait > 0, wait <= 3600 else { throw KioskError("--wait \(wait): give seconds from 0.1 to 3600, e.g. --wait 1") }
        var roster = FleetRoster(prefix: settings.prefix)
        let session = try connect(settings, subscriptions: roster.subscriptions)
        gather(session, into: &roster, wait: wait)
        session.close()
        output(json ? FleetStatusTable.jsonLines(roster.panels) : FleetStatusTable.table(roster.panels, prefix: settings.prefix))
        return ExitStatus.ok.rawValue
    }
}
