/// Where the keys of one keyboard page go on a panel: a pure function of the page, the UI's size
/// and the font scale, tested on numbers (KeyboardGeometryTests).
///
/// - Every key is at least `minKey` (44 px) both ways, on whole pixels, inside the keyboard.
/// - A row too wide for the panel at that width drops its optional keys (the punctuation beside
///   the space bar, the plate pad's digits row, which then has a page of its own), narrows the
///   space bar, then splits into two (or more) rows of keys in the same order: the compact
///   layout of a narrow split or a portrait phone-sized panel.
/// - Keys are taller in portrait, grow a little with the font scale, and the keyboard takes at
///   most `heightCap` of the panel, so the field it types into stays visible above it — unless
///   keys of 44 px need more.
/// - Text layouts cap the key width (`maxKeyWidth`) and centre on a wide panel; rows are
///   centred within the keyboard.
struct KeyboardGeometry: Equatable, Sendable {
    /// One key and its frame, relative to the keyboard's top-left corner.
    struct PlacedKey: Equatable, Sendable {
        var key: KeyboardKey
        var frame: Rect
    }

    /// The keyboard's height; its width is the panel's.
    var height: Double
    /// The keys in reading order: rows top to bottom, keys left to right.
    var keys: [PlacedKey]
    /// How many rows the page was laid out in.
    var rowCount: Int
    /// Whether rows were split or keys dropped to fit the width (the compact layout).
    var isCompact: Bool
    /// The font size of a key's text.
    var labelSize: Double

    /// The least width and height of a key: a touch target.
    static let minKey: Double = 44

    /// Lays out `rows` for a UI of `size` at `fontScale`. `isPad`: a pad's wider keys;
    /// `largeLabels`: a PIN pad's large digits.
    static func layout(_ rows: [[KeyboardKey]], in size: Size, fontScale: Double, isPad: Bool = false,
                       largeLabels: Bool = false) -> KeyboardGeometry {
        let scale = min(3, max(0.75, fontScale.isFinite ? fontScale : 1))
        let width = max(0, size.width.rounded(.down)), panelHeight = max(0, size.height.rounded(.down))
        // The widest gap (6, 4 or 3 px, as much padding) at which every row fits: a portrait
        // 480-px panel keeps QWERTY's ten keys in a row with 3-px gaps. Else compact, with 4.
        let spacing = [6.0, 4, 3].first { g in rows.allSatisfy { fits($0.filter { !$0.isCompactOnly }, room: max(0, width - 2 * g), gap: g) } }
        let gap = spacing ?? 4, padding = gap
        let room = max(0, width - 2 * padding)
        // Rows as shown: too wide ones lose optional keys, then split.
        var shown: [[KeyboardKey]] = []
        var compact = rows.contains { !fits($0.filter { !$0.isCompactOnly }, room: room, gap: gap) }
        for row in rows {
            var r = compact ? row : row.filter { !$0.isCompactOnly }
            if !fits(r, room: room, gap: gap) {
                compact = true
                r.removeAll { $0.isOptional }
                // The space bar gives up width (to two keys) before the row splits.
                if let s = r.firstIndex(where: { $0.action == .space }) {
                    while !fits(r, room: room, gap: gap) && r[s].width > 2 { r[s].width = max(2, r[s].width - 0.5) }
                }
            }
            guard !r.isEmpty else { continue }
            let parts = split(r, room: room, gap: gap)
            if parts.count > 1 { compact = true }
            shown += parts
        }
        let rowCount = shown.count
        // Key unit width: the widest row fills the room, within the cap.
        let fitted = shown.filter { !$0.isEmpty }.map { unitWidth($0, room: room, gap: gap) }.min() ?? room
        let cap = isPad ? 220 * max(1, min(scale, 2)) : 96 * max(1, min(scale, 2))
        let unit = max(minKey, min(cap, fitted).rounded(.down))
        // Heights: preferred, capped to leave room above, never under 44.
        let portrait = panelHeight > width
        let grow = 1 + 0.35 * (scale - 1)
        let preferred = ((portrait ? 64 : 54) * (isPad ? 1.15 : 1) * max(0.85, grow)).rounded()
        let gaps = 2 * padding + Double(max(0, rowCount - 1)) * gap
        let capHeight = heightCap(panelHeight: panelHeight, fontScale: scale)
        let keyHeight = max(minKey, min(preferred, ((capHeight - gaps) / Double(max(1, rowCount))).rounded(.down)))
        let height = keyHeight * Double(rowCount) + gaps
        // Frames, row by row, centred.
        var placed: [PlacedKey] = []
        for (i, r) in shown.enumerated() {
            let widths = r.map { keyWidth($0.width, unit: unit, gap: gap) }
            let total = widths.reduce(0, +) + Double(max(0, r.count - 1)) * gap
            var x = padding + max(0, ((room - total) / 2).rounded(.down))
            let y = padding + Double(i) * (keyHeight + gap)
            for (k, w) in zip(r, widths) {
                placed.append(PlacedKey(key: k, frame: Rect(x: x, y: y, width: w, height: keyHeight)))
                x += w + gap
            }
        }
        let base = 22 * scale * (largeLabels ? 1.6 : 1)
        let label = max(10, min(base, (keyHeight * (largeLabels ? 0.6 : 0.5)).rounded(.down), (unit * 0.6).rounded(.down)))
        return KeyboardGeometry(height: height, keys: placed, rowCount: rowCount, isCompact: compact, labelSize: label)
    }

    /// The most of the panel's height the keyboard may take (when 44-px keys fit in it): what is
    /// left above holds the field, at least 40 % of the panel and 100 px per font-scale step.
    static func heightCap(panelHeight: Double, fontScale: Double) -> Double {
        max(0, panelHeight - max(panelHeight * 0.4, 100 * fontScale)).rounded(.down)
    }

    /// A key `units` wide: whole pixels, spanning the gaps it covers.
    static func keyWidth(_ units: Double, unit: Double, gap: Double) -> Double {
        (units * unit + max(0, units - 1) * gap).rounded(.down)
    }

    /// A row's width in key units.
    static func units(_ row: [KeyboardKey]) -> Double { max(1, row.reduce(0) { $0 + $1.width }) }

    /// The width of one key unit when `row` fills `room`: a key `w` units wide spans `w − 1`
    /// gaps (`keyWidth`), so a row of `U` units is `U` units and `U − 1` gaps wide.
    static func unitWidth(_ row: [KeyboardKey], room: Double, gap: Double) -> Double {
        let u = units(row)
        return (room - (u - 1) * gap) / u
    }

    /// Whether a row's one-unit keys are at least `minKey` wide in `room`.
    static func fits(_ row: [KeyboardKey], room: Double, gap: Double) -> Bool {
        row.isEmpty || unitWidth(row, room: room, gap: gap) >= minKey
    }

    /// The row in as few parts as fit (keys in order, parts as even as can be).
    static func split(_ row: [KeyboardKey], room: Double, gap: Double) -> [[KeyboardKey]] {
        guard !fits(row, room: room, gap: gap) else { return [row] }
        for n in 2...max(2, row.count) {
            let parts = evenParts(row, n)
            if parts.allSatisfy({ fits($0, room: room, gap: gap) }) { return parts }
        }
        return row.map { [$0] }
    }

    /// `row` cut into `n` consecutive parts whose widths in units are as even as can be.
    static func evenParts(_ row: [KeyboardKey], _ n: Int) -> [[KeyboardKey]] {
        let total = units(row)
        var parts: [[KeyboardKey]] = [[]]
        var done = 0.0
        for k in row {
            let target = total * Double(parts.count) / Double(n)
            // Start a new part when this key's middle lies past the current part's share.
            if !parts[parts.count - 1].isEmpty && parts.count < n && done + k.width / 2 > target { parts.append([]) }
            parts[parts.count - 1].append(k)
            done += k.width
        }
        return parts
    }

    /// The key under `p` (relative to the keyboard), if any.
    func keyIndex(at p: Point) -> Int? { keys.firstIndex { $0.frame.contains(p) } }
}
