/// The storage of a first-in first-out buffer kept as an array and the index of its first unread
/// element (`head`): taking from the front only moves `head`, and the read prefix is dropped in
/// one go when it is worth it. The command queue (lines) and a control client's outbox (bytes)
/// both keep their contents this way.
extension Array {
    /// Called after `head` moved forward: empties the array when everything was read (keeping its
    /// capacity up to `keepCapacity` elements), or drops the read prefix once it is longer than
    /// `compactAfter` and than the unread rest, so the buffer never holds more than twice what waits.
    mutating func dropConsumedPrefix(head: inout Int, keepCapacity: Int, compactAfter: Int) {
        if head == count {
            removeAll(keepingCapacity: count <= keepCapacity)
            head = 0
        } else if head > compactAfter && head > count / 2 {
            removeFirst(head)
            head = 0
        }
    }
}
