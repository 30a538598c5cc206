extension KioskController {
    /// The answer to a `layout` query (`layout()`), typed: the UI's size, what shows and has
    /// focus, and every widget with an id (docs/scripting.md, "layout"), as the `layout` event
    /// carries them.
    public struct Layout: Equatable, Sendable {
        /// The size the UI lays out in (the window's `split` part, turned by `--rotate`).
        public let size: Size
        /// The window's (or output's) size.
        public let window: Size
        /// The font scale now (the text size a person chose).
        public let fontScale: Double
        /// The fraction of the window's width the UI takes.
        public let split: Double
        /// The screen showing, in an app with several screens; nil with one root.
        public let screen: String?
        /// The language shown; nil when the screen lists none.
        public let language: LanguageCode?
        /// What has focus while the ring shows (after a key or a gamepad button): an id, or
        /// `ID#N` for a dialog's button N; nil when nothing shows focus.
        public let focus: String?
        /// Every widget with an id, in tree order (overlays last).
        public let nodes: [Node]

        /// One widget of the answer.
        public struct Node: Equatable, Sendable {
            /// Its id.
            public let id: String
            /// Its type as a screen file names it (`button`, `label`, `picker`, `ruler`, …).
            public let type: String
            /// Where it is, in UI pixels.
            public let frame: Rect
            /// Whether it, or a container it is in, is hidden.
            public let isHidden: Bool
            /// Whether it has focus and the ring shows.
            public let isFocused: Bool
            /// What speech and the query call it, and what it is.
            public let name: String
            public let role: String
            /// Its own fields by name, as the JSON answer has them (`text`, `value`, `shown`,
            /// `truncated`, `enabled`, `options`, …: docs/scripting.md).
            public let fields: [String: JSONValue]

            /// Its text: a label's `text`, a button's `title`; nil for a widget without one.
            public var text: String? { (fields["text"] ?? fields["title"])?.stringValue }
            /// Its value (a ruler's number, a picker's option), if it has one.
            public var value: JSONValue? { fields["value"] }
        }

        /// The widget with `id`, if the answer has it.
        public func node(_ id: String) -> Node? { nodes.first { $0.id == id } }
    }
}

extension KioskController.Layout {
    /// The answer read from the query's JSON (`Scene.layoutQuery`, `Runner.layoutAnswer`).
    init(_ json: JSONValue) {
        size = Self.size(json["size"])
        window = Self.size(json["window"])
        fontScale = json["fontScale"]?.doubleValue ?? 1
        split = json["split"]?.doubleValue ?? 1
        screen = json["screen"]?.stringValue
        language = json["language"]?.stringValue.flatMap(LanguageCode.init)
        focus = json["focus"]?.stringValue
        nodes = (json["nodes"]?.arrayValue ?? []).map { n in
            let f = n["frame"]?.arrayValue?.compactMap(\.doubleValue) ?? []
            var fields: [String: JSONValue] = [:]
            if case let .object(pairs) = n {
                for (key, value) in pairs where !Self.nodeKeys.contains(key) { fields[key] = value }
            }
            return Node(id: n["id"]?.stringValue ?? "", type: n["type"]?.stringValue ?? "",
                        frame: f.count == 4 ? Rect(x: f[0], y: f[1], width: f[2], height: f[3]) : .zero,
                        isHidden: n["hidden"]?.boolValue ?? false, isFocused: n["focused"]?.boolValue ?? false,
                        name: n["name"]?.stringValue ?? "", role: n["role"]?.stringValue ?? "", fields: fields)
        }
    }

    /// The keys every node has (typed above); the rest are the widget's own fields.
    private static let nodeKeys: Set<String> = ["id", "type", "frame", "hidden", "focused", "name", "role"]

    private static func size(_ json: JSONValue?) -> Size {
        let a = json?.arrayValue?.compactMap(\.doubleValue) ?? []
        return a.count == 2 ? Size(a[0], a[1]) : .zero
    }
}
