/// What a `set` line changes in a `list`'s items (docs/scripting.md, "Lists"): every shape keeps
/// the item order the controller gives, and names items by key.
///
/// - `"items":[…]` replaces them all;
/// - `"insert":{"items":[…],"before":KEY}` puts new items before the item KEY (at the end
///   without `before`);
/// - `"remove":[KEY, …]` takes items out;
/// - `"update":[{"key":KEY, FIELD: V, …}, …]` changes the fields given and keeps the others;
/// - `"scrollTo":KEY` scrolls the list so the item is in view.
enum ListEdit: Equatable, Sendable {
    /// The new items, already indexed by key (reading them found any key given twice).
    case replace(ListData)
    case insert([ListItem], before: String?)
    case remove([String])
    case update([ListItem])
    case scrollTo(String)

    /// The field's name in a `set` line.
    var name: String {
        switch self {
        case .replace: return "items"
        case .insert: return "insert"
        case .remove: return "remove"
        case .update: return "update"
        case .scrollTo: return "scrollTo"
        }
    }

    /// Every name, in the order messages list them.
    static let names = ["items", "insert", "remove", "update", "scrollTo"]

    /// The edit a `set` line's field `name` with `value` asks for.
    static func parse(_ name: String, _ value: JSONValue) throws(ScriptError) -> ListEdit {
        switch name {
        case "items":
            return .replace(try ListItem.parseList(value, field: name))
        case "insert":
            let shape = "\"insert\":{\"items\":[\(ListItem.example)],\"before\":\"mocha\"} (without \"before\": at the end)"
            guard case let .object(pairs) = value, let items = value["items"] else {
                throw ScriptError.message("\"insert\" must be an object with \"items\": \(shape)")
            }
            if let other = pairs.first(where: { $0.0 != "items" && $0.0 != "before" }) {
                throw ScriptError.message("unknown field \"\(other.0)\" in \"insert\": \(shape)")
            }
            var before: String?
            if let b = value["before"] {
                guard let k = ListItem.scalarText(b), !k.isEmpty, b != .null else { throw ScriptError.message("\"before\" must be an item's key: \(shape)") }
                before = k
            }
            return .insert(try ListItem.parseList(items, field: "items").items, before: before)
        case "remove":
            let shape = "\"remove\":[\"latte\",\"mocha\"]"
            guard let array = value.arrayValue, !array.isEmpty else { throw ScriptError.message("\"remove\" must be a list of keys: \(shape)") }
            var keys: [String] = []
            for v in array {
                guard let k = ListItem.scalarText(v), !k.isEmpty, v != .null else { throw ScriptError.message("\"remove\" must be a list of keys: \(shape)") }
                keys.append(k)
            }
            return .remove(keys)
        case "update":
            return .update(try ListItem.parseList(value, field: name).items)
        default:
            guard let k = ListItem.scalarText(value), !k.isEmpty, value != .null else {
                throw ScriptError.message("\"scrollTo\" must be an item's key, e.g. \"scrollTo\":\"latte\"")
            }
            return .scrollTo(k)
        }
    }
}

/// A list's items with an index from key to position: the keys are different, the order is the
/// array's. Edits are checked whole before anything changes, so a refused line leaves the items
/// as they were.
struct ListData: Equatable, Sendable {
    private(set) var items: [ListItem] = []
    /// Position of each key (looked up only, never walked: the order is `items`').
    private var index: [String: Int] = [:]

    init(_ items: [ListItem] = []) { self = ListData.indexing(items).data }

    /// The items with their index, and the first key given twice (its last item is the one the
    /// index finds), in one pass of hashing.
    static func indexing(_ items: [ListItem]) -> (data: ListData, repeated: String?) {
        var index = [String: Int](minimumCapacity: items.count)
        var repeated: String?
        for (i, item) in items.enumerated() {
            if index.updateValue(i, forKey: item.key) != nil, repeated == nil { repeated = item.key }
        }
        return (ListData(items: items, index: index), repeated)
    }

    private init(items: [ListItem], index: [String: Int]) {
        self.items = items
        self.index = index
    }

    var count: Int { items.count }

    /// Where the item `key` is, or nil.
    func position(of key: String) -> Int? { index[key] }

    private mutating func replace(_ new: [ListItem]) { self = ListData(new) }

    /// Throws what `apply` would refuse `edit` for, changing nothing: a key there is not (remove,
    /// update, before, scrollTo) or a new item's key there is (insert). A replacement is always taken
    /// (its keys were checked different when it was read).
    func validate(_ edit: ListEdit) throws(ScriptError) {
        switch edit {
        case .replace:
            break
        case let .insert(new, before):
            if let before, index[before] == nil { throw missing(before) }
            if let taken = new.first(where: { index[$0.key] != nil }) {
                throw ScriptError.message("the list already has an item \"\(ScreenLimits.shortened(taken.key))\"; use \"update\" to change it")
            }
        case let .remove(keys):
            if let k = keys.first(where: { index[$0] == nil }) { throw missing(k) }
        case let .update(changes):
            if let c = changes.first(where: { index[$0.key] == nil }) { throw missing(c.key) }
        case let .scrollTo(key):
            if index[key] == nil { throw missing(key) }
        }
    }

    /// Makes the change (not `scrollTo`, which moves nothing in the items). Throws, changing
    /// nothing, when `validate` refuses it.
    mutating func apply(_ edit: ListEdit) throws(ScriptError) {
        try validate(edit)
        switch edit {
        case let .replace(new):
            self = new
        case let .insert(new, before):
            var all = items
            all.insert(contentsOf: new, at: before.flatMap { index[$0] } ?? items.count)
            replace(all)
        case let .remove(keys):
            let gone = Set(keys)
            replace(items.filter { !gone.contains($0.key) })
        case let .update(changes):
            for c in changes { items[index[c.key]!] = items[index[c.key]!].merged(with: c) }
        case .scrollTo:
            break
        }
    }

    private func missing(_ key: String) -> ScriptError {
        .message("the list has no item \"\(ScreenLimits.shortened(key))\"")
    }
}
