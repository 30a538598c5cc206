/// What the loop keeps of its place in a fleet: the link to the broker and what it has said and
/// applied on it (the status last published, the desired state last applied, when telemetry is
/// due), with the figures telemetry reports.
@MainActor
final class FleetMembership {
    let link: FleetLink
    var topics: FleetTopics { link.settings.topics }
    /// When the run started, on the wall clock (the status's `since`) and the monotonic one (uptime).
    let startedAt = WallClock.now()
    let startedMonotonic = RealClock.monotonic()
    /// The status JSON last published, and what it said (screen, bundle, display): a change of
    /// any publishes it again.
    var publishedStatus: String?
    var statusSays: FleetStatus.Online?
    /// The desired state last applied (`DesiredState.lines(previous:)`); nil before the first.
    var appliedState: DesiredState?
    /// The desired state's messages as they last arrived, each scope's newest.
    var stateMessages: [(FleetTopics.Source.Scope, [UInt8])] = []
    /// The monotonic time telemetry is next due; nil without telemetry.
    var telemetryDue: Double?
    /// The draw times of the recent frames, in milliseconds (the newest `FrameTimes.capacity`).
    var frameTimes = FrameTimes()
    /// Control clients dropped and broker commands dropped over their caps, since the start.
    var dropped = 0
    /// The last command refused or warning given, for telemetry.
    var lastError: String?
    /// Event lines from before the broker was reached that the back office must hear (a bundle
    /// rolled back at start), published on the first connection.
    var unsent: [String] = []
    /// Why the broker cannot be reached or refused the panel, as last said on stderr; nil while
    /// connected (or before the first attempt failed).
    var saidProblem: String?
    /// The content bundle shown (its version); nil while the screen file given at start is.
    var bundleVersion: String?
    /// Where a screenshot for the broker is written on its way (made at the first one).
    private var shotFolder: String?
    /// Where bundles are checked, unpacked and switched; nil: bundles are refused.
    let bundles: BundleStore?
    /// The font family the run started with (lowercased): a bundle needs the same one.
    let fontFamily: String
    /// The language the run was started in (`--language`): a bundle must have it, or the next
    /// start would fail.
    var language: String?
    /// The newest bundle of each scope that came while one was being staged, in the order they came.
    var waitingBundles: [ArrivedBundle] = []
    /// The bundle taken last from each scope, so a retained one the broker sends again (on every
    /// reconnect) is not taken again: not even after another scope's was taken since.
    var bundlesSeen: [(scope: FleetTopics.Source.Scope, digest: BundleDigest)] = []
    /// The scope of the bundle being staged in the background; nil when none is.
    var stagingScope: FleetTopics.Source.Scope?

    init(link: FleetLink, bundles: BundleStore?, fontFamily: String?) {
        self.link = link
        self.bundles = bundles
        self.fontFamily = fontFamily?.lowercased() ?? "dejavu sans"
        telemetryDue = link.settings.telemetryInterval.map { startedMonotonic + $0 }
    }

    /// The file a `{"screenshot":"mqtt"}` is written to before it is published.
    func screenshotFile() throws -> String {
        if shotFolder == nil { shotFolder = TemporaryFolder.make(prefix: "kiosk-shot-") }
        guard let f = shotFolder else {
            throw ScriptError.message("screenshot \"mqtt\": no temporary folder can be made for it (check $TMPDIR or /tmp is writable)")
        }
        return f + "/screen.png"
    }

    /// Whether `path` is the file `screenshotFile` gives: a screenshot on its way to the broker.
    func isScreenshotFile(_ path: String) -> Bool {
        shotFolder.map { path == $0 + "/screen.png" } ?? false
    }

    /// The most bytes a screenshot sent to the broker may have (a 4K PNG of a busy screen is far less).
    static let maxScreenshotBytes = 32 << 20

    /// Publishes the PNG at `path` on the screenshot topic and removes the file.
    func publishScreenshot(at path: String) throws {
        defer { _ = FileSystem.remove(path) }
        switch FileSystem.regularFileContents(atPath: path, maxBytes: FleetMembership.maxScreenshotBytes, what: "a screenshot") {
        case .success(let png): link.publish(MQTTMessage(topic: topics.screenshot, payload: png))
        case .failure(let e): throw ScriptError.message("screenshot \"mqtt\": the PNG \(e.description)")
        }
    }

    /// Removes what the session made on disk.
    func finish() {
        link.stop()
        if let f = shotFolder { _ = FileSystem.removeDirectory(f) }
    }
}

/// The draw times of the newest frames and their 95th percentile.
struct FrameTimes: Equatable {
    static let capacity = 256
    private(set) var samples: [Double] = []
    private var next = 0

    mutating func add(_ ms: Double) {
        if samples.count < FrameTimes.capacity { samples.append(ms) } else { samples[next] = ms }
        next = (next + 1) % FrameTimes.capacity
    }

    /// The smallest sample at least 95 % of the samples do not exceed; nil without samples.
    var p95: Double? {
        guard !samples.isEmpty else { return nil }
        let sorted = samples.sorted()
        return sorted[min(sorted.count - 1, Int((Double(sorted.count) * 0.95).rounded(.up)) - 1)]
    }
}
