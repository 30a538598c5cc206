import Dispatch

/// `kiosk fleet shot P -o FILE`: asks the panel for a screenshot (`{"screenshot":"mqtt"}` on its
/// command topic), takes the PNG it publishes on its screenshot topic and writes it to FILE.
extension FleetTool {
    /// The largest picture taken: the largest a panel sends (`FleetSession.maxScreenshotBytes`,
    /// 32 MiB), with room for the packet's header.
    static let maxScreenshotBytes = (32 << 20) + 4096

    package static func shot(_ settings: Settings, panel: String, file: String, timeout: Double,
                             output: (String) -> Void = standardOutput) throws(KioskError) -> Int32 {
        if let why = FleetTopics.problem(with: panel, as: "panel") { throw KioskError(why) }
        guard timeout > 0, timeout <= 3600 else { throw KioskError("--timeout \(timeout): give seconds from 0.1 to 3600, e.g. --timeout 10") }
        if let why = FleetScreenshotFile.refusal(file) { throw KioskError("-o: \(why)") }
        let topics = FleetTopics(prefix: settings.prefix, panel: panel, groups: [])
        let session = try connect(settings, subscriptions: [topics.screenshot, topics.status, topics.events],
                                  maxMessageBytes: maxScreenshotBytes)
        defer { session.close() }
        var roster = FleetRoster(prefix: settings.prefix)
        var lastError: String?
        var picture: [UInt8]?
        func take(_ event: FleetToolSession.Event) {
            guard case .message(let m) = event else { return }
            if m.topic == topics.screenshot { picture = m.payload; return }
            if roster.take(m) { return }
            if m.topic == topics.events, let e = FleetPanel.object(m.payload), e["event"]?.stringValue == "error" {
                lastError = e["message"]?.stringValue ?? e.serialized
            }
        }
        try session.publishAndWait(MQTTMessage(topic: topics.topic("cmd", .panel), text: #"{"screenshot":"mqtt"}"#, qos: 1), other: take)
        let deadline = DispatchTime.now() + timeout
        while picture == nil, let event = session.next(until: deadline) { take(event) }
        guard let png = picture else {
            throw KioskError(silence(panel, roster.panel(panel), timeout: timeout, lastError: lastError), status: .runtime)
        }
        guard FleetScreenshotFile.isPNG(png) else {
            throw KioskError("\(panel) answered on \(topics.screenshot) with \(png.count) bytes that are not a PNG (no PNG signature); nothing was written", status: .runtime)
        }
        try FleetScreenshotFile.write(png, to: file)
        let size = FleetScreenshotFile.size(of: png).map { ", \($0.width)x\($0.height)" } ?? ""
        output("wrote \(file) (\(png.count) bytes\(size)) from \(panel)\n")
        return ExitStatus.ok.rawValue
    }

    /// Why no picture came, with what the panel's status says: offline (and why), online (so it
    /// may be unable to take one), or no status at all.
    static func silence(_ id: String, _ panel: FleetPanel?, timeout: Double, lastError: String?) -> String {
        var text = "\(id) did not answer within \(seconds(timeout))"
        switch panel?.online {
        case false?:
            text += ": its status says offline\(panel?.reason.map { " (\($0))" } ?? ""); it answers once it is back online"
        case true?:
            text += ": its status says online\(panel?.since.map { " since \($0)" } ?? ""); a larger --timeout may help, or the picture is larger than \(maxScreenshotBytes >> 20) MiB, which a panel does not send"
        case nil:
            text += ": it has no status on this broker (a wrong id or --mqtt-prefix, or it never connected)"
        }
        if let lastError { text += "; its last error event: \(FleetStatusTable.cell(lastError, limit: 200))" }
        return text
    }
}
