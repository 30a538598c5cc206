import KioskUICore

/// The list `kiosk bench` times (docs/performance.md, "Lists"): a full-window list of rows made
/// of a title and a price, and the controller's command line that fills it, carried out as the
/// runner carries out a command (parsed, then `set` on the widget), so the bench measures what a
/// controller's `set` of 10,000 items costs.
@MainActor
package enum ListBenchScene {
    /// The list's id.
    package static let id = "menu"
    /// The most items a list holds (`DataList.maxItems`): the bench edits a list of this many.
    package static let maxItems = DataList.maxItems

    /// A list with no items, whose rows show a title and a price.
    package static func make() -> Widget {
        DataList.textRows(id: id, fields: ["title", "price"])
    }

    /// The same list in the ruler's place in the reference scene: the content width (1232 px of
    /// the bench's 1280), 24 px from the edges, its natural height of two lines, so a fling's
    /// damage compares with the ruler glide's.
    package static func makeInRulersPlace() -> Widget {
        let list = DataList.textRows(id: id, fields: ["title", "price"], flex: 0)
        return Stack(.vertical, spacing: 16, alignment: .fill, padding: Insets(horizontal: 24, vertical: 24), children: [list, Spacer()])
    }

    /// The line a controller sends to give the list `count` items (`i0`, "Item 1", a price).
    nonisolated package static func itemsCommand(count: Int) -> String {
        var out = #"{"set":{"id":"menu","items":["#
        out.reserveCapacity(60 * count + 40)
        for i in 0..<count {
            if i > 0 { out += "," }
            out += #"{"key":"i\#(i)","title":"Item \#(i + 1)","price":"\#(i % 10).\#(10 + i % 90)"}"#
        }
        return out + "]}}"
    }

    /// A command line read as the runner reads it, not yet carried out.
    package typealias Parsed = SetCommand

    /// Reads a command line as the runner does (`Script.parseLine`).
    package static func parse(_ line: String) throws -> Parsed {
        try SetCommand.parse(line)
    }

    /// Carries out a command read by `parse` on the list in `root`.
    package static func apply(_ parsed: Parsed, in root: Widget) throws {
        try parsed.apply(in: root)
    }

    /// Carries out a command line on the list in `root`, as the runner does.
    package static func apply(_ line: String, in root: Widget) throws {
        try apply(try parse(line), in: root)
    }

    /// The list in `root`.
    package static func list(in root: Widget) -> DataList? { DataList.first(withID: id, in: root) }
}
