/// The MQTT topics of one panel, under a prefix (`kiosk` unless `--mqtt-prefix` says otherwise):
///
/// | topic | who publishes | what |
/// | --- | --- | --- |
/// | `P/<panel>/cmd`, `P/group/<group>/cmd`, `P/all/cmd` | the back office | one command line each (docs/scripting.md) |
/// | `P/<panel>/events` | the panel | one event line each |
/// | `P/<panel>/status` | the panel, retained; its will | presence: `online`, versions, screen, driver |
/// | `P/<panel>/state`, `P/group/<group>/state`, `P/all/state` | the back office, retained | desired state |
/// | `P/<panel>/bundle`, `P/group/<group>/bundle`, `P/all/bundle` | the back office, retained | a signed content bundle |
/// | `P/<panel>/telemetry` | the panel, retained | health figures every N s |
/// | `P/<panel>/screenshot` | the panel | a PNG, asked for with `{"screenshot":"mqtt"}` |
///
/// A panel's id and its groups' names are letters, digits, `-`, `_` and `.` (no `/`, `+` or `#`,
/// which would reach into other topics), and a panel is not called `group` or `all`.
struct FleetTopics: Equatable, Sendable {
    var prefix: String
    var panel: String
    var groups: [String]

    /// Where a message that reached the panel came from, by the topic it came on.
    enum Source: Equatable, Sendable {
        /// The panel's own topic, one of its groups' (by name), or every panel's.
        enum Scope: Equatable, Sendable, Comparable {
            case all
            case group(String)
            case panel
        }
        case command(Scope)
        case state(Scope)
        case bundle(Scope)
    }

    var events: String { "\(prefix)/\(panel)/events" }
    var status: String { "\(prefix)/\(panel)/status" }
    var telemetry: String { "\(prefix)/\(panel)/telemetry" }
    var screenshot: String { "\(prefix)/\(panel)/screenshot" }

    /// The topic of `kind` ("cmd", "state", "bundle") for one scope.
    func topic(_ kind: String, _ scope: Source.Scope) -> String {
        switch scope {
        case .panel: return "\(prefix)/\(panel)/\(kind)"
        case .group(let g): return "\(prefix)/group/\(g)/\(kind)"
        case .all: return "\(prefix)/all/\(kind)"
        }
    }

    /// Every scope the panel listens on, the panel's own last.
    var scopes: [Source.Scope] { [.all] + groups.map { .group($0) } + [.panel] }

    /// What the panel subscribes to: commands, desired state and (when `bundles`) bundles, of
    /// every scope.
    func subscriptions(bundles: Bool) -> [String] {
        let kinds = bundles ? ["cmd", "state", "bundle"] : ["cmd", "state"]
        return kinds.flatMap { k in scopes.map { topic(k, $0) } }
    }

    /// What a message on `topic` is, or nil for a topic the panel did not subscribe to.
    func source(of topic: String) -> Source? {
        for scope in scopes {
            if topic == self.topic("cmd", scope) { return .command(scope) }
            if topic == self.topic("state", scope) { return .state(scope) }
            if topic == self.topic("bundle", scope) { return .bundle(scope) }
        }
        return nil
    }

    /// Why `name` cannot be a panel id or group name (`what`: "--panel", "--group"), or nil.
    static func problem(with name: String, as what: String) -> String? {
        if name.isEmpty || name.utf8.count > 64 {
            return "\(what) \"\(name)\" must be 1 to 64 characters"
        }
        if !name.utf8.allSatisfy({ b in (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b == 0x2D || b == 0x5F || b == 0x2E }) {
            return "\(what) \"\(name)\" may hold only letters, digits, -, _ and . (a topic's / + # are not allowed)"
        }
        if what == "--panel" && (name == "group" || name == "all") {
            return "--panel \"\(name)\" is the name of the topics every panel or a group listens on; choose another id"
        }
        return nil
    }
}
