/// A controller's `set` of a list's items, read straight from the line's bytes into items: a
/// menu of 10,000 items is half a megabyte on one line, and reading it as a `JSONValue` tree
/// first, then items from the tree, would take most of a list's first frame.
///
/// Only a line of exactly this shape is read here, every part well formed:
/// `{"set":{"id":ID,"items":[ITEM, …]}}` or `"update"` instead of `"items"`, or
/// `"insert":{"items":[ITEM, …],"before":KEY}`, with `"ref"` or not. For any other line, and for any problem in one, `read` answers nil and
/// `Script.parseLine` reads the line the general way, which carries it out or says what is
/// wrong: the messages have one source. What `read` makes of a line is what the general reading
/// makes of it (ItemsLineTests holds that over well-formed and broken lines).
enum ItemsLine {
    /// The line's action and its `ref`, or nil when the general reading must read it.
    static func read(_ line: String) -> (action: ScriptAction, ref: JSONValue?)? {
        // Any other line is refused at its first field that is neither "set" nor "ref".
        try? JSONParser.read(line) { p -> (action: ScriptAction, ref: JSONValue?) in
            guard p.atObject else { throw OtherShape() }
            var action: ScriptAction?
            var ref: JSONValue?
            try p.readObject(depth: 0) { name, p in
                switch name {
                case "set": action = try setObject(&p)
                case "ref": ref = try Script.ref(p.readValue(depth: 1))
                default: throw OtherShape()
                }
            }
            guard let action else { throw OtherShape() }
            return (action, ref)
        }
    }

    /// A line the general reading reads.
    private struct OtherShape: Error {}

    /// `{"id":ID,"items":[…]}` (or `"update"`), the value of `"set"`.
    private static func setObject(_ p: inout JSONParser) throws -> ScriptAction {
        guard p.atObject else { throw OtherShape() }
        var id: String?
        var edit: ListEdit?
        try p.readObject(depth: 1) { name, p in
            switch name {
            case "id":
                guard p.atString else { throw OtherShape() }
                id = try p.readString()
            case "items", "update":
                guard edit == nil else { throw OtherShape() }
                let data = try ListItem.readList(&p)
                edit = name == "items" ? .replace(data) : .update(data.items)
            case "insert":
                guard edit == nil else { throw OtherShape() }
                edit = try insertObject(&p)
            default:
                throw OtherShape()
            }
        }
        guard let id, !id.isEmpty, let edit else { throw OtherShape() }
        return .set(id: id, .list(edit))
    }

    /// `{"items":[…],"before":KEY}` (`before` a text, or left out), the value of `"insert"`:
    /// the way to send more items than one line holds, so it is read as fast as `"items"`.
    private static func insertObject(_ p: inout JSONParser) throws -> ListEdit {
        guard p.atObject else { throw OtherShape() }
        var items: [ListItem]?
        var before: String?
        try p.readObject(depth: 2) { name, p in
            switch name {
            case "items":
                guard items == nil else { throw OtherShape() }
                items = try ListItem.readList(&p).items
            case "before":
                guard before == nil, p.atString else { throw OtherShape() }
                before = try p.readString()
                guard before?.isEmpty == false else { throw OtherShape() }
            default:
                throw OtherShape()
            }
        }
        guard let items else { throw OtherShape() }
        return .insert(items, before: before)
    }
}
