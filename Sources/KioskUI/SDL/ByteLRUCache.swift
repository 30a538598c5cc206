/// A least-recently-used cache bounded by the total cost (bytes) of its values.
///
/// Inserting past the budget evicts the least recently used entries first; a value costing more
/// than the whole budget is not kept at all. Lookups and inserts are O(1) (a dictionary plus a
/// doubly linked list). Used for text and shape textures, so memory does not grow with the number
/// of distinct strings ever shown.
final class ByteLRUCache<Key: Hashable, Value> {
    private final class Node {
        let key: Key
        var value: Value
        var cost: Int
        var newer: Node?
        weak var older: Node?
        init(key: Key, value: Value, cost: Int) { self.key = key; self.value = value; self.cost = cost }
    }

    /// The most bytes the cache holds.
    let budget: Int
    /// The bytes it holds now.
    private(set) var totalCost = 0
    /// Entries evicted to stay under budget, since creation (for tests and stats).
    private(set) var evictions = 0
    private var nodes: [Key: Node] = [:]
    /// Least recently used end (`oldest`) and most recently used end (`newest`).
    private var oldest: Node?
    private var newest: Node?

    init(budget: Int) { self.budget = Swift.max(0, budget) }

    var count: Int { nodes.count }

    /// The value for `key`, marked as most recently used.
    subscript(key: Key) -> Value? {
        guard let n = nodes[key] else { return nil }
        moveToNewest(n)
        return n.value
    }

    /// Stores `value` costing `cost` bytes, evicting older entries to stay within budget.
    /// Returns false (and stores nothing) when the value alone exceeds the budget.
    @discardableResult
    func insert(_ value: Value, for key: Key, cost: Int) -> Bool {
        remove(key)
        guard cost <= budget else { return false }
        let n = Node(key: key, value: value, cost: cost)
        nodes[key] = n
        append(n)
        totalCost += cost
        while totalCost > budget, let o = oldest, o !== n {
            remove(o.key)
            evictions += 1
        }
        return true
    }

    /// Removes the entry for `key`, if any.
    func remove(_ key: Key) {
        guard let n = nodes.removeValue(forKey: key) else { return }
        unlink(n)
        totalCost -= n.cost
    }

    /// Drops everything.
    func removeAll() {
        // Break the strong `newer` chain iteratively (a long chain would recurse in deinit).
        var n = oldest
        while let cur = n { n = cur.newer; cur.newer = nil }
        nodes.removeAll()
        oldest = nil; newest = nil
        totalCost = 0
    }

    deinit { removeAll() }

    private func append(_ n: Node) {
        n.older = newest
        n.newer = nil
        newest?.newer = n
        newest = n
        if oldest == nil { oldest = n }
    }

    private func unlink(_ n: Node) {
        let older = n.older, newer = n.newer
        if let o = older { o.newer = newer } else { oldest = newer }
        if let w = newer { w.older = older } else { newest = older }
        n.older = nil; n.newer = nil
    }

    private func moveToNewest(_ n: Node) {
        guard newest !== n else { return }
        unlink(n)
        append(n)
    }
}
