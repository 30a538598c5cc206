import Foundation

/// The JSON lines a run wrote with `--events`, parsed, and what the tests ask of them.
struct EventLines {
    /// Every line, in order.
    let all: [[String: Any]]

    init(_ text: String) {
        all = text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    init(file path: String) throws {
        self.init(try String(contentsOfFile: path, encoding: .utf8))
    }

    /// The lines of one event: "screen", "layout" …
    func named(_ name: String) -> [[String: Any]] { all.filter { $0["event"] as? String == name } }

    /// Each `layout` answer's nodes by id, in order.
    var layouts: [[String: [String: Any]]] {
        named("layout").map { layout in
            var byID: [String: [String: Any]] = [:]
            for node in (layout["nodes"] as? [[String: Any]]) ?? [] { if let id = node["id"] as? String { byID[id] = node } }
            return byID
        }
    }

    /// The screens shown, as "thanks at 3100".
    var screens: [String] { named("screen").map { "\($0["screen"] ?? "") at \($0["at"] ?? "")" } }

    /// The settled changes, as "zone=Zone A".
    var changes: [String] { named("change").map { "\($0["id"] ?? "")=\($0["value"] ?? "")" } }
}
