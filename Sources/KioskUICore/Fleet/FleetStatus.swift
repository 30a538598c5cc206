/// What a panel says of itself on the broker, as JSON: its retained presence (`status`) and its
/// health figures (`telemetry`). See docs/fleet.md for each field.
enum FleetStatus {
    /// What the loop knows when it says it is online.
    struct Online: Equatable {
        var screen: String?
        /// The content bundle's version; nil while the screen file given at start is shown.
        var bundle: String?
        /// Whether the display is on, and its backlight's percentage.
        var display: DisplayState
        var brightness: Int
        var driver: String
        /// When the run started, seconds since 1970.
        var since: Double
    }

    static func online(_ topics: FleetTopics, _ o: Online) -> JSONValue {
        .object([
            ("online", .bool(true)),
            ("panel", .string(topics.panel)),
            ("groups", .array(topics.groups.map { .string($0) })),
            ("version", .string(Kiosk.version)),
            ("screen", o.screen.map { .string($0) } ?? .null),
            ("bundle", o.bundle.map { .string($0) } ?? .null),
            ("display", .string(o.display.rawValue)),
            ("brightness", .number(Double(o.brightness))),
            ("driver", .string(o.driver)),
            ("since", .string(UTCTime.iso8601(o.since))),
        ])
    }

    /// The will (`reason` "connection lost"), or what a panel that stops says ("stopped").
    static func offline(_ topics: FleetTopics, reason: String) -> JSONValue {
        .object([
            ("online", .bool(false)),
            ("panel", .string(topics.panel)),
            ("groups", .array(topics.groups.map { .string($0) })),
            ("reason", .string(reason)),
        ])
    }

    /// The health figures published every `--telemetry` seconds.
    struct Telemetry: Equatable {
        var time: Double
        var uptime: Double
        var screen: String?
        var frames: Int
        /// The 95th percentile of the recent frames' draw times, in milliseconds; nil before any.
        var p95FrameMs: Double?
        var memoryBytes: Int?
        var peakMemoryBytes: Int?
        /// Control clients dropped and broker commands dropped over their caps, since the start.
        var droppedClients: Int
        var lastError: String?
    }

    static func telemetry(_ topics: FleetTopics, _ t: Telemetry) -> JSONValue {
        func number(_ v: Double?) -> JSONValue { v.map { .number(($0 * 100).rounded() / 100) } ?? .null }
        return .object([
            ("panel", .string(topics.panel)),
            ("time", .string(UTCTime.iso8601(t.time))),
            ("uptime", .number(t.uptime.rounded())),
            ("screen", t.screen.map { .string($0) } ?? .null),
            ("frames", .number(Double(t.frames))),
            ("p95FrameMs", number(t.p95FrameMs)),
            ("memoryBytes", t.memoryBytes.map { .number(Double($0)) } ?? .null),
            ("peakMemoryBytes", t.peakMemoryBytes.map { .number(Double($0)) } ?? .null),
            ("droppedClients", .number(Double(t.droppedClients))),
            ("lastError", t.lastError.map { .string($0) } ?? .null),
        ])
    }
}
