/// What scripts, commands, the state file and speech see of a list: its selection as its value,
/// its items changed by `set` (`ListEdit`), its `layout` state with the rows in view as parts.
extension DataList: SettableWidget {
    /// The selection (`value`) and the item edits.
    var ownFields: [String] { ["value"] + ListEdit.names }
    func current(_ name: String) -> SetField? { nil }

    /// Refuses an edit that names a key there is not (or adds one there is), or that would take
    /// the list past `ListData.maxItems`, before anything changes.
    func check(_ field: SetField) throws {
        guard case let .list(e) = field else { return }
        try data.validate(e)
    }

    func apply(_ field: SetField) {
        guard case let .list(e) = field else { return }
        try? edit(e)
    }

    /// The most keys one selection may hold: a 80,000-key `set` takes 13 s to check for repeats;
    /// no one picks more than this many rows by hand.
    static let maxSelectionKeys = 10_000

    /// `set` with `value`: the selected keys, as a key or a list of keys (`[]` or `null`: none).
    /// Keys the items do not have yet are kept for when they come. No `select` event.
    func setSelection(json v: JSONValue) throws {
        let shape = "a key, a list of keys, [] or null"
        var keys: [String] = []
        switch v {
        case .null: break
        case let .array(a):
            guard a.count <= DataList.maxSelectionKeys else {
                throw ScriptError.message("list \"\(id ?? "?")\" was given \(a.count) keys to select; a selection holds at most \(DataList.maxSelectionKeys): select fewer")
            }
            for k in a {
                guard let s = ListItem.scalarText(k), !s.isEmpty, k != .null else { throw ScriptError.message("list \"\(id ?? "?")\" takes \(shape)") }
                keys.append(s)
            }
        default:
            guard let s = ListItem.scalarText(v), !s.isEmpty else { throw ScriptError.message("list \"\(id ?? "?")\" takes \(shape)") }
            keys = [s]
        }
        if selectionMode == .none && !keys.isEmpty {
            throw ScriptError.message("list \"\(id ?? "?")\" has selection: none; it keeps no selection to set")
        }
        if selectionMode == .single && keys.count > 1 {
            throw ScriptError.message("list \"\(id ?? "?")\" has selection: single; give one key")
        }
        setSelection(keys)
    }

    /// What the state file keeps: the selected keys (nothing for `selection: none`).
    var savedSelection: JSONValue? {
        selectionMode == .none ? nil : .array(selection.map(JSONValue.string))
    }
}

extension DataList: QueryableWidget {
    /// The selection (`value`: the key, or the keys of a multiple selection), the item count, the
    /// first item in view and each row in view as a part (`ID#N` aims at item N), with the
    /// widgets it shows (`ListRow.queryWidgets`: a text cut in a row says `truncated`).
    var layoutState: [(String, JSONValue)] {
        let value: JSONValue = selectionMode == .multiple ? .array(selection.map(JSONValue.string)) : selection.first.map(JSONValue.string) ?? .null
        let parts: [JSONValue] = shownRows.compactMap { r in
            guard let i = r.itemIndex, let f = itemFrame(i), f.intersects(frame) else { return nil }
            return .object([("index", .number(Double(i))), ("key", .string(data.items[i].key)), ("frame", JSONValue(f)),
                            ("widgets", .array(r.queryWidgets))])
        }
        return [("value", value), ("items", .number(Double(data.count))),
                ("cursor", data.items.indices.contains(cursor) ? .string(data.items[cursor].key) : .null),
                ("firstVisible", firstVisibleItem.map { .string(data.items[$0].key) } ?? .null),
                ("columns", .number(Double(columns))), ("offset", .number(offset.rounded())),
                ("contentHeight", .number(heights.total)), ("rows", .array(parts))]
            + (menu != nil ? [("menuOpen", true)] : [])
    }
}

extension DataList: AccessibleWidget {
    var accessibilityRole: AccessibilityRole { .listItem }
    /// The item at the cursor, by the fields its row shows ("Latte, 3.20"), and its place.
    var spokenValue: SpokenValue? {
        guard data.items.indices.contains(cursor) else { return nil }
        return .option(title: data.items[cursor].spokenName(shownFields), index: cursor, count: data.count)
    }
    var isUsable: Bool { data.items.indices.contains(cursor) ? data.items[cursor].isEnabled : true }
}

extension DataList: WholeWidth {
    /// A grid: two tiles side by side (narrower, it is a list). A list: its first item's row at
    /// its ideal width (the template built once more, off the screen, for this), or nothing
    /// before there are items. A row of a list and something else stands them one under another
    /// when the list would get less.
    func wholeWidth(_ ctx: LayoutContext) -> Double {
        if let m = scaledMinItemWidth(ctx.environment) { return 2 * m + spacing + DataList.gutter }
        guard let first = data.items.first else { return 0 }
        let key = WholeWidthKey(item: first, fontScale: ctx.environment.fontScale, language: ctx.environment.language)
        if let c = wholeWidthCache, c.key == key { return c.width }
        let rc = LayoutContext(ctx.environment)
        rc.beginPass()
        let (content, translations) = makeContent()
        let probe = ListRow(content: content, translations: translations)
        probe.show(language: ctx.environment.language)
        probe.fill(first, index: 0)
        let w = probe.measure(ProposedSize(width: nil, height: nil), rc).width + DataList.gutter
        wholeWidthCache = (key, w)
        return w
    }
}

/// What a list's whole width was measured for: its first item, the font scale and the language.
struct WholeWidthKey: Equatable {
    var item: ListItem
    var fontScale: Double
    var language: LanguageCode?
}
