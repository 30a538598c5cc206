import KioskUICore

/// A least-recently-used cache bounded by the total cost (bytes) of its values.
///
/// Inserting past the budget evicts the least recently used entries first; a value costing more
/// than the whole budget is not kept at all. Lookups and inserts are O(1) (a dictionary plus a
/// doubly linked list). Used for text and shape textures, so memory does not grow with the number
/// of distinct strings ever shown.
///
/// The list lives in an array of slots linked by index, not in objects linked by reference: a hit
/// (every cached draw, every frame) then only rewrites a few integers, with no retain, release or
/// weak-reference traffic. Freed slots are reused, so the steady state allocates nothing.
final class ByteLRUCache<Key: Hashable, Value> {
    private struct Slot {
        var key: Key
        var value: Value?
        var cost: Int
        /// Neighbours towards the most (`newer`) and least (`older`) recently used end; -1 = none.
        var newer: Int
        var older: Int
    }

    /// The most bytes the cache holds.
    private(set) var budget: Int
    /// The bytes it holds now.
    private(set) var totalCost = 0
    /// Entries evicted to stay under budget, since creation (for tests and stats).
    private(set) var evictions = 0
    private var index: [Key: Int] = [:]
    private var slots: [Slot] = []
    /// Slots whose entry was removed, reused by the next inserts.
    private var free: [Int] = []
    /// Least recently used end (`oldest`) and most recently used end (`newest`); -1 when empty.
    private var oldest = -1
    private var newest = -1

    init(budget: Int) { self.budget = Swift.max(0, budget) }

    /// Lets the cache hold at least `bytes` from now on (it never shrinks, so nothing is evicted).
    func raiseBudget(to bytes: Int) { budget = Swift.max(budget, bytes) }

    var count: Int { index.count }

    /// The value for `key`, marked as most recently used.
    subscript(key: Key) -> Value? {
        guard let i = index[key] else { return nil }
        moveToNewest(i)
        return slots[i].value
    }

    /// Stores `value` costing `cost` bytes, evicting older entries to stay within budget.
    /// Returns false (and stores nothing) when the value alone exceeds the budget.
    @discardableResult
    func insert(_ value: Value, for key: Key, cost: Int) -> Bool {
        remove(key)
        guard cost <= budget else { return false }
        let slot = Slot(key: key, value: value, cost: cost, newer: -1, older: -1)
        let i: Int
        if let f = free.popLast() { i = f; slots[i] = slot } else { i = slots.count; slots.append(slot) }
        index[key] = i
        append(i)
        totalCost += cost
        while totalCost > budget, oldest >= 0, oldest != i {
            remove(slots[oldest].key)
            evictions += 1
        }
        return true
    }

    /// Removes the entry for `key`, if any.
    func remove(_ key: Key) {
        guard let i = index.removeValue(forKey: key) else { return }
        unlink(i)
        totalCost -= slots[i].cost
        slots[i].value = nil
        slots[i].cost = 0
        free.append(i)
    }

    /// Drops everything.
    func removeAll() {
        index.removeAll()
        slots.removeAll()
        free.removeAll()
        oldest = -1; newest = -1
        totalCost = 0
    }

    private func append(_ i: Int) {
        slots[i].older = newest
        slots[i].newer = -1
        if newest >= 0 { slots[newest].newer = i }
        newest = i
        if oldest < 0 { oldest = i }
    }

    private func unlink(_ i: Int) {
        let older = slots[i].older, newer = slots[i].newer
        if older >= 0 { slots[older].newer = newer } else { oldest = newer }
        if newer >= 0 { slots[newer].older = older } else { newest = older }
        slots[i].older = -1; slots[i].newer = -1
    }

    private func moveToNewest(_ i: Int) {
        guard newest != i else { return }
        unlink(i)
        append(i)
    }
}
