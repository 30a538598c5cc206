import CYAML

/// A YAML syntax error as libyaml words it, with the 1-based line where the parser gave up.
struct YAMLSyntaxError: Error, Equatable {
    var line: Int
    var problem: String
}

/// A node nested deeper than `ScreenLimits.maxScannedDepth` through aliases (`- &b [*a]`, over and
/// over): the text pre-scan cannot see it, and a tree that deep would overflow the stack when it
/// is walked or freed, so the composer stops at the line where it got that deep.
struct YAMLTooDeep: Error, Equatable {
    var line: Int
}

/// Builds the `ScreenNode` tree of one YAML document (JSON is YAML too) from libyaml's parser
/// events: the only file that sees the parser.
///
/// What a node becomes: a scalar keeps its text, and its kind follows YAML 1.2's core rules when
/// it is unquoted (`ScreenNode.kind(ofPlain:)`), else it is a string; tags are not read. An alias
/// (`*name`) is the anchored node itself (a copy that shares its storage, so a subtree repeated
/// exponentially often costs nothing until it is walked; `ScreenNode.checkingLimits` bounds the
/// walk). Lines are where each node, and each mapping key, starts.
///
/// Errors, in libyaml's words: scanner and parser errors with their context ("… (while parsing a
/// flow sequence that starts on line 3)"), an alias without its anchor, a second document, and
/// control characters (reader errors, placed by their byte offset).
enum YAMLComposer {
    /// The document's root, or nil when the stream holds no document (empty, or only comments).
    static func compose(_ text: String) throws -> ScreenNode? {
        var text = text
        let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
        defer { parser.deallocate() }
        guard yaml_parser_initialize(parser) == 1 else { throw YAMLSyntaxError(line: 1, problem: "Memory error") }
        defer { yaml_parser_delete(parser) }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        return try text.withUTF8 { bytes in
            // libyaml wants a non-null pointer even for no input.
            let none: [UInt8] = [0]
            return try none.withUnsafeBufferPointer { nothing in
                yaml_parser_set_input_string(parser, bytes.baseAddress ?? nothing.baseAddress, bytes.count)
                var reader = EventReader(parser: parser, bytes: bytes)
                return try reader.singleDocument()
            }
        }
    }

    /// What the composer needs of one event (libyaml's own is freed at once).
    private struct Event {
        enum Kind { case streamStart, streamEnd, documentStart, documentEnd, alias, scalar, sequenceStart, sequenceEnd, mappingStart, mappingEnd, other }
        var kind: Kind
        var line: Int
        var text = ""
        var anchor: String?
        var plain = false
    }

    /// An open mapping or sequence: its line, anchor and the nodes read so far (keys and values
    /// alternating in a mapping).
    private struct Open {
        var line: Int
        var anchor: String?
        var isMapping: Bool
        var items: [ScreenNode] = []
        /// The tallest item so far (`EventReader.node`).
        var itemHeight = 0

        var node: ScreenNode {
            guard isMapping else { return ScreenNode(value: .sequence(items), line: line) }
            var entries: [ScreenNode.Entry] = []
            entries.reserveCapacity(items.count / 2)
            for i in stride(from: 0, to: items.count - 1, by: 2) {
                let key = items[i]
                let name: String
                if case let .scalar(s, _) = key.value { name = s } else { name = "(a key that is not text)" }
                entries.append(ScreenNode.Entry(key: name, line: key.line, value: items[i + 1]))
            }
            return ScreenNode(value: .mapping(entries), line: line)
        }
    }

    private struct EventReader {
        let parser: UnsafeMutablePointer<yaml_parser_t>
        let bytes: UnsafeBufferPointer<UInt8>
        /// Each anchor's node and its height (levels of mappings and lists, aliases expanded).
        var anchors: [String: (node: ScreenNode, height: Int)] = [:]

        init(parser: UnsafeMutablePointer<yaml_parser_t>, bytes: UnsafeBufferPointer<UInt8>) {
            self.parser = parser
            self.bytes = bytes
        }

        /// The stream's one document; a second document is an error.
        mutating func singleDocument() throws -> ScreenNode? {
            _ = try next()   // stream start
            guard try next().kind != .streamEnd else { return nil }   // else the document's start
            let root = try node()
            _ = try next()   // document end
            let after = try next()
            if after.kind != .streamEnd {
                throw YAMLSyntaxError(line: after.line, problem: "but found another document (expected a single document in the stream that starts on line 1)")
            }
            return root
        }

        /// Reads one node (with everything nested in it), without recursion.
        mutating func node() throws -> ScreenNode {
            var open: [Open] = []
            while true {
                let e = try next()
                let done: ScreenNode
                let height: Int
                var anchor = e.anchor
                switch e.kind {
                case .scalar:
                    done = ScreenNode(value: .scalar(e.text, e.plain ? ScreenNode.kind(ofPlain: e.text) : .string), line: e.line)
                    height = 0
                case .alias:
                    guard let n = anchors[e.text] else { throw YAMLSyntaxError(line: e.line, problem: "found undefined alias") }
                    (done, height) = n
                case .sequenceStart, .mappingStart:
                    open.append(Open(line: e.line, anchor: e.anchor, isMapping: e.kind == .mappingStart))
                    continue
                case .sequenceEnd, .mappingEnd:
                    guard let o = open.popLast() else { throw YAMLSyntaxError(line: e.line, problem: "unexpected end of a mapping or list") }
                    done = o.node
                    height = o.itemHeight + 1
                    anchor = o.anchor
                case .streamStart, .streamEnd, .documentStart, .documentEnd, .other:
                    throw YAMLSyntaxError(line: e.line, problem: "unexpected end of the document")
                }
                // Only aliases get past the text pre-scan this deep.
                if height > ScreenLimits.maxScannedDepth { throw YAMLTooDeep(line: e.line) }
                if let a = anchor { anchors[a] = (done, height) }
                guard !open.isEmpty else { return done }
                open[open.count - 1].items.append(done)
                open[open.count - 1].itemHeight = Swift.max(open[open.count - 1].itemHeight, height)
            }
        }

        /// The next event, or the parser's error.
        mutating func next() throws -> Event {
            var e = yaml_event_t()
            guard yaml_parser_parse(parser, &e) == 1 else { throw error() }
            defer { yaml_event_delete(&e) }
            let line = Int(e.start_mark.line) + 1
            switch e.type {
            case YAML_STREAM_START_EVENT: return Event(kind: .streamStart, line: line)
            case YAML_STREAM_END_EVENT: return Event(kind: .streamEnd, line: line)
            case YAML_DOCUMENT_START_EVENT: return Event(kind: .documentStart, line: line)
            case YAML_DOCUMENT_END_EVENT: return Event(kind: .documentEnd, line: line)
            case YAML_ALIAS_EVENT: return Event(kind: .alias, line: line, text: Self.string(e.data.alias.anchor) ?? "")
            case YAML_SCALAR_EVENT:
                let s = e.data.scalar
                // The value may hold NUL characters: read it by its length.
                let text = String(decoding: UnsafeBufferPointer(start: s.value, count: s.length), as: UTF8.self)
                return Event(kind: .scalar, line: line, text: text, anchor: Self.string(s.anchor), plain: s.style == YAML_PLAIN_SCALAR_STYLE)
            case YAML_SEQUENCE_START_EVENT: return Event(kind: .sequenceStart, line: line, anchor: Self.string(e.data.sequence_start.anchor))
            case YAML_SEQUENCE_END_EVENT: return Event(kind: .sequenceEnd, line: line)
            case YAML_MAPPING_START_EVENT: return Event(kind: .mappingStart, line: line, anchor: Self.string(e.data.mapping_start.anchor))
            case YAML_MAPPING_END_EVENT: return Event(kind: .mappingEnd, line: line)
            default: return Event(kind: .other, line: line)   // YAML_NO_EVENT: never after a successful parse
            }
        }

        /// The parser's error: its problem and, when it has one, the context it was reading.
        private func error() -> YAMLSyntaxError {
            let p = parser.pointee
            let problem = p.problem.map { String(cString: $0) } ?? "the YAML parser failed"
            switch p.error {
            case YAML_READER_ERROR:
                let end = Swift.min(Int(p.problem_offset), bytes.count)
                return YAMLSyntaxError(line: bytes[0..<end].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }, problem: problem)
            case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
                let context = p.context.map { " (\(String(cString: $0)) that starts on line \(p.context_mark.line + 1))" } ?? ""
                return YAMLSyntaxError(line: Int(p.problem_mark.line) + 1, problem: problem + context)
            case YAML_MEMORY_ERROR:
                return YAMLSyntaxError(line: 1, problem: "Memory error")
            default:
                return YAMLSyntaxError(line: 1, problem: problem)
            }
        }

        private static func string(_ p: UnsafeMutablePointer<yaml_char_t>?) -> String? {
            p.map { String(cString: UnsafePointer($0)) }
        }
    }
}
