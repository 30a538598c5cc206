/// Whether a name was read before among an object's (or a list's) names so far, in time linear in
/// their number: a line of 100,000 distinct field names checked each against all
/// before it (a linear search) would freeze the loop for 18–30 s.
///
/// The first few names are compared one by one (no allocation for a list item's
/// handful of fields); past `linearUpTo` the names are also put in a set, added as they come.
/// The set answers only "was it there": the order of the names is always the caller's array's,
/// never the set's.
struct FieldNameIndex {
    /// Up to this many names, a search compares them one by one.
    static let linearUpTo = 8
    private var set: Set<String> = []
    /// How many of the caller's names are in `set`.
    private var indexed = 0

    /// Whether `name` is one of the first `count` names, `nameAt(k)` being the `k`th; the names
    /// only ever grow at the end between calls. Each name is read at most once per call up to
    /// `linearUpTo`, and once in all past it (`nameAt` is a test's seam to count that).
    mutating func contains(_ name: String, count: Int, nameAt: (Int) -> String) -> Bool {
        if count <= FieldNameIndex.linearUpTo {
            for k in 0..<count where nameAt(k) == name { return true }
            return false
        }
        if indexed == 0 { set.reserveCapacity(count * 2) }
        while indexed < count {
            set.insert(nameAt(indexed))
            indexed += 1
        }
        return set.contains(name)
    }
}
