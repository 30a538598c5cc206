/// `kiosk fleet status`'s output: a table of the panels (one row each, in the roster's order by
/// id), or one JSON line per panel with `--json`.
///
/// Whatever a panel wrote is shown, not obeyed: control characters (an escape sequence that
/// would recolour or clear the operator's terminal) become `?`, and a cell is cut at
/// `maxCellCharacters` with `…`.
enum FleetStatusTable {
    static let columns = ["PANEL", "STATE", "KIOSK", "BUNDLE", "SCREEN", "GROUPS", "LAST SEEN"]
    static let maxCellCharacters = 40

    /// The table, a header line and a row per panel, columns two spaces apart; "no panel has
    /// a retained status" (with the topic looked at) when there is none.
    static func table(_ panels: [FleetPanel], prefix: String) -> String {
        guard !panels.isEmpty else { return "no panel has a retained status or telemetry on \(prefix)/+/status\n" }
        let rows = [columns] + panels.map(cells)
        var widths = [Int](repeating: 0, count: columns.count)
        for row in rows { for (i, cell) in row.enumerated() { widths[i] = max(widths[i], cell.count) } }
        return rows.map { row in
            var line = ""
            for (i, cell) in row.enumerated() {
                line += cell
                if i < row.count - 1 { line += String(repeating: " ", count: widths[i] - cell.count + 2) }
            }
            return line + "\n"
        }.joined()
    }

    /// A panel's row: "-" for what is not known.
    static func cells(_ p: FleetPanel) -> [String] {
        [p.id, state(p), p.version ?? "-", p.bundle ?? "-", p.screen ?? "-",
         p.groups.isEmpty ? "-" : p.groups.joined(separator: ","), p.lastSeen ?? "-"].map { cell($0) }
    }

    /// "online", "offline (connection lost)", or why the status is not known.
    static func state(_ p: FleetPanel) -> String {
        switch p.online {
        case true?: return "online"
        case false?: return p.reason.map { "offline (\($0))" } ?? "offline"
        case nil: return p.problem ?? "no status"
        }
    }

    /// `text` safe for a terminal: no control character, at most `limit` characters (nil: all).
    static func cell(_ text: String, limit: Int? = maxCellCharacters) -> String {
        let cut = limit.map { text.count > $0 } ?? false
        var out = "", kept = 0
        for c in text {
            if cut, kept == (limit ?? 0) - 1 { out += "…"; break }
            kept += 1
            out.append(c.unicodeScalars.contains { $0.properties.generalCategory == .control || $0.properties.generalCategory == .format } ? "?" : c)
        }
        return out
    }

    /// One JSON object per panel and line: `panel`, `online` (null without a status), `version`,
    /// `bundle`, `screen`, `groups`, `lastSeen`, `since`, `reason` (null when not known).
    static func jsonLines(_ panels: [FleetPanel]) -> String {
        func text(_ s: String?) -> JSONValue { s.map { .string($0) } ?? .null }
        return panels.map { p in
            JSONValue.object([
                ("panel", .string(p.id)),
                ("online", p.online.map { .bool($0) } ?? .null),
                ("version", text(p.version)),
                ("bundle", text(p.bundle)),
                ("screen", text(p.screen)),
                ("groups", .array(p.groups.map { .string($0) })),
                ("lastSeen", text(p.lastSeen)),
                ("since", text(p.since)),
                ("reason", text(p.reason ?? p.problem)),
            ]).serialized + "\n"
        }.joined()
    }
}
