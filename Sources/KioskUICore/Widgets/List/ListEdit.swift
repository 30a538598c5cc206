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

/// What an edit moved in a list's items, for what is kept by position beside them (the lines'
/// measured heights): nothing, new items at one place, or items taken out.
enum ListChange: Equatable, Sendable {
    /// Every item replaced: nothing kept.
    case replaced
    /// `count` new items now at `at`, `at + 1`, …; the items from `at` on moved down by `count`.
    case inserted(at: Int, count: Int)
    /// The items that were at these positions (ascending, each once) went; the others closed up.
    case removed([Int])
    /// Fields changed or nothing moved (`update`, `scrollTo`): every item is where it was.
    case unmoved
}

/// A list's items with an index from key to position: the keys are different, the order is the
/// array's. Edits are checked whole before anything changes, so a refused line leaves the items
/// as they were.
///
/// An edit costs what it names, not the list (building the index again for every edit would
/// cost 62 ms an edit line at 100,000 items): `update` finds its items by key and
/// changes them in place; `insert` and `remove` move the array's items after the place (a copy of
/// memory) and shift the positions the index holds in one walk of its values (no key hashed
/// again), hashing only the keys they add or take out. And a list holds at most `maxItems`.
struct ListData: Equatable, Sendable {
    private(set) var items: [ListItem] = []
    /// Position of each key (looked up only, never walked in its order: the order is `items`').
    private var index: [String: Int] = [:]

    /// The most items a list holds: `items` and `insert` past it are refused, changing nothing.
    /// At this many, one edit line at the worst place (an item inserted or removed first) costs
    /// 2–6 ms with its frame in a release build on a loaded machine (docs/reliability.md): inside
    /// a frame's 16 ms with room for a slower panel. An insert or remove still moves the items
    /// after its place, so ten times as many would not be.
    static let maxItems = 100_000

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

    /// Throws what `apply` would refuse `edit` for, changing nothing: more items than `maxItems`
    /// (replace, insert), a key there is not (remove, update, before, scrollTo) or a new item's
    /// key there is (insert). A replacement's keys were checked different when it was read.
    func validate(_ edit: ListEdit) throws(ScriptError) {
        switch edit {
        case let .replace(new):
            if new.count > ListData.maxItems { throw tooMany("\"items\" gives \(new.count) items", fix: "send fewer") }
        case let .insert(new, before):
            if count + new.count > ListData.maxItems {
                throw tooMany("\"insert\" of \(new.count) items to the \(count) there are would make \(count + new.count)",
                              fix: "remove items first, or insert fewer")
            }
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

    /// Makes the change and says what moved. Throws, changing nothing, when `validate` refuses it.
    @discardableResult
    mutating func apply(_ edit: ListEdit) throws(ScriptError) -> ListChange {
        try validate(edit)
        switch edit {
        case let .replace(new):
            self = new
            return .replaced
        case let .insert(new, before):
            let at = before.flatMap { index[$0] } ?? items.count
            items.insert(contentsOf: new, at: at)
            if at + new.count < items.count { shiftPositions { $0 >= at ? $0 + new.count : $0 } }
            for (i, item) in new.enumerated() { index[item.key] = at + i }
            return .inserted(at: at, count: new.count)
        case let .remove(keys):
            // Each position once (a key may be given twice), ascending.
            var gone = keys.map { index[$0]! }
            gone.sort()
            gone = gone.enumerated().compactMap { $0.offset > 0 && gone[$0.offset - 1] == $0.element ? nil : $0.element }
            for p in gone { index[items[p].key] = nil }
            close(gone)
            if let first = gone.first, first < items.count {
                // Each position after a removed one moves up by how many went before it.
                shiftPositions { p in p < first ? p : p - ListData.countBelow(p, in: gone) }
            }
            return .removed(gone)
        case let .update(changes):
            for c in changes {
                let i = index[c.key]!
                items[i] = items[i].merged(with: c)
            }
            return .unmoved
        case .scrollTo:
            return .unmoved
        }
    }

    /// Takes out the items at `gone` (ascending, each once), moving the others up in one pass.
    private mutating func close(_ gone: [Int]) {
        guard let first = gone.first else { return }
        items.withUnsafeMutableBufferPointer { buffer in
            var write = first, next = 0
            for read in first..<buffer.count {
                if next < gone.count && gone[next] == read { next += 1; continue }
                buffer.swapAt(write, read)
                write += 1
            }
        }
        items.removeLast(gone.count)
    }

    /// Changes every position the index holds by `move`, in place: one walk of its values, no
    /// key hashed.
    private mutating func shiftPositions(_ move: (Int) -> Int) {
        var i = index.startIndex
        while i != index.endIndex {
            let moved = move(index[i].value)
            index.values[i] = moved
            i = index.index(after: i)
        }
    }

    /// How many of `sorted` (ascending) are below `p`.
    static func countBelow(_ p: Int, in sorted: [Int]) -> Int {
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] < p { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    private func missing(_ key: String) -> ScriptError {
        .message("the list has no item \"\(ScreenLimits.shortened(key))\"")
    }

    private func tooMany(_ what: String, fix: String) -> ScriptError {
        .message("\(what); a list holds at most \(ListData.maxItems) items, so nothing was changed: \(fix)")
    }
}
