/// One entry of a `list`: its key (what selection, events, edits and the state file name it by)
/// and its fields as text, in the order they were given, which an item template's `{field}`
/// placeholders show. The controller owns the items; the list only shows them.
///
/// Fields are kept in an array, never a dictionary, so everything made from an item (the spoken
/// name, the query) comes out in the same order every run.
struct ListItem: Equatable, Sendable {
    /// One `name: text` of an item.
    struct Field: Equatable, Sendable {
        var name: String
        var text: String
    }

    var key: String
    var fields: [Field]

    init(key: String, fields: [Field] = []) {
        self.key = key
        self.fields = fields
    }

    /// The text of field `name` (`key` is the key), or nil when the item has none.
    subscript(name: String) -> String? {
        if name == "key" { return key }
        return fields.first { $0.name == name }?.text
    }

    /// Whether the item can be used: its `enabled` field is not `false`. A disabled row is drawn
    /// faded, takes no selection and its buttons no taps.
    var isEnabled: Bool { self["enabled"] != "false" }

    /// The texts speech names the item by: every field a placeholder of the template shows, in
    /// the template's order ("Latte, 3.20"); the key when it shows none.
    func spokenName(_ shown: [String]) -> String {
        let parts = shown.compactMap { self[$0] }.filter { !$0.isEmpty }
        return parts.isEmpty ? key : parts.joined(separator: ", ")
    }

    /// The item with `update`'s fields put in: each replaces the field of its name, or is added
    /// after the others (the `update` command).
    func merged(with update: ListItem) -> ListItem {
        var out = self
        for f in update.fields {
            if let i = out.fields.firstIndex(where: { $0.name == f.name }) { out.fields[i].text = f.text } else { out.fields.append(f) }
        }
        return out
    }

    /// The shape messages show.
    static let example = "{\"key\":\"latte\",\"title\":\"Latte\",\"price\":\"3.20\"}"

    /// An item from a command's JSON object: `key` (text or a number, not empty) and fields whose
    /// values are text, numbers, `true`/`false` or null (empty); nothing nested. The parser has
    /// refused a name given twice, so every field is taken as it comes.
    static func parse(_ v: JSONValue) throws(ScriptError) -> ListItem {
        guard case let .object(pairs) = v else {
            throw ScriptError.message("an item must be an object with a \"key\", e.g. \(example), found \(ScreenLimits.shortened(v.serialized))")
        }
        var builder = Builder(capacity: pairs.count)
        for (name, value) in pairs {
            guard let text = scalarText(value) else {
                throw ScriptError.message("item field \"\(name)\" must be text, a number, true, false or null, found \(ScreenLimits.shortened(value.serialized))")
            }
            try builder.add(name, text)
        }
        guard let item = builder.item else {
            throw ScriptError.message("every item needs a \"key\" (text, not empty, different from the others'), e.g. \(example)")
        }
        return item
    }

    /// An item as its fields come, for both ways of reading one (`parse` from a tree, `read` from
    /// the bytes): `key` is the key, every other name a field in the order given.
    struct Builder {
        private var key: String?
        private(set) var fields: [Field] = []
        /// Finds a name given twice among many fields in linear time.
        private var index = FieldNameIndex()

        init(capacity: Int) { fields.reserveCapacity(capacity) }

        /// Whether `name` was given already.
        mutating func has(_ name: String) -> Bool {
            let given = fields
            return name == "key" ? key != nil : index.contains(name, count: given.count) { given[$0].name }
        }

        /// Takes the field; throws for a text longer than a screen file's (`Script.limited`).
        mutating func add(_ name: String, _ text: String) throws(ScriptError) {
            let text = try Script.limited(text, "item field \"\(ScreenLimits.shortened(name))\"")
            if name == "key" { key = text } else { fields.append(Field(name: name, text: text)) }
        }

        /// The item; nil without a key, or with an empty one.
        var item: ListItem? {
            guard let key, !key.isEmpty else { return nil }
            return ListItem(key: key, fields: fields)
        }
    }

    /// A list of items with different keys (`items`, `insert`, `update`), with its index by key:
    /// the one pass that finds a key given twice also makes the index a replacement keeps.
    static func parseList(_ v: JSONValue, field: String) throws(ScriptError) -> ListData {
        guard let array = v.arrayValue else {
            throw ScriptError.message("\"\(field)\" must be a list of items, e.g. \"\(field)\":[\(example)]")
        }
        var out: [ListItem] = []
        out.reserveCapacity(array.count)
        for value in array { out.append(try parse(value)) }
        let (data, twice) = ListData.indexing(out)
        if let twice {
            throw ScriptError.message("the key \"\(ScreenLimits.shortened(twice))\" is given twice in \"\(field)\"; keys must be different")
        }
        return data
    }

    /// An item read straight from a command line's bytes (`JSONParser.read`), without a
    /// `JSONValue` tree between: what `parse` makes of the same text. It throws wherever `parse`
    /// would, with a bare message: the line is then read again the general way, which says what
    /// is wrong (`ItemsLine`).
    static func read(_ p: inout JSONParser) throws -> ListItem {
        guard p.atObject else { throw ScriptError.message("not an item") }
        var builder = Builder(capacity: 4)
        try p.readObject(depth: 3, seen: { builder.has($0) }) { name, p in
            if p.atString {
                try builder.add(name, try p.readString())
            } else {
                guard let text = scalarText(try p.readValue(depth: 4)) else { throw ScriptError.message("not an item's field") }
                try builder.add(name, text)
            }
        }
        guard let item = builder.item else { throw ScriptError.message("an item without a key") }
        return item
    }

    /// Items read straight from the bytes (`read`) with their index; throws where `parseList`
    /// would.
    static func readList(_ p: inout JSONParser) throws -> ListData {
        guard p.atArray else { throw ScriptError.message("not a list of items") }
        var out: [ListItem] = []
        try p.readArray { p in out.append(try read(&p)) }
        let (data, twice) = ListData.indexing(out)
        if twice != nil { throw ScriptError.message("a key given twice") }
        return data
    }

    /// A scalar as an item's text: numbers as the events write them, booleans as words.
    static func scalarText(_ v: JSONValue) -> String? {
        switch v {
        case let .string(s): return s
        case let .number(n): return JSONValue.format(n)
        case let .bool(b): return b ? "true" : "false"
        case .null: return ""
        default: return nil
        }
    }
}

/// The `{field}` placeholders of an item template's texts: which fields a text shows, and the
/// text filled from an item. `{{` and `}}` stand for a brace.
enum ItemPlaceholders {
    /// Whether `s` has a placeholder.
    static func has(_ s: String) -> Bool { !names(in: s).isEmpty }

    /// The field names `s` shows, in order.
    static func names(in s: String) -> [String] {
        var out: [String] = []
        scan(s) { out.append($0); return "" }
        return out
    }

    /// `s` with each placeholder replaced by the item's field (empty when it has none).
    static func fill(_ s: String, from item: ListItem) -> String { scan(s) { item[$0] ?? "" } }

    /// Walks `s`, copying text and replacing each `{name}` with `value(name)`.
    @discardableResult
    private static func scan(_ s: String, _ value: (String) -> String) -> String {
        guard TextTemplate.hasBraces(s) else { return s }
        var out = ""
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            let next = s.index(after: i)
            if c == "{", next < s.endIndex, s[next] == "{" { out.append("{"); i = s.index(after: next); continue }
            if c == "}", next < s.endIndex, s[next] == "}" { out.append("}"); i = s.index(after: next); continue }
            if c == "{", let close = s[next...].firstIndex(of: "}") {
                out += value(String(s[next..<close]))
                i = s.index(after: close)
                continue
            }
            out.append(c)
            i = next
        }
        return out
    }
}
