/// Reading a state file's bytes, with the reason when they are not a state: broken JSON (with
/// its line and column), JSON of the wrong shape, or a value that no control can take.
extension StateStore {
    /// Why a state file's bytes are not a state.
    struct Problem: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// The values in a state file's bytes, or why there are none: strict, every value must be
    /// one a control can take (`parseEntries` keeps the good ones of a file that is partly bad).
    ///
    /// The shape is `{"version":1,"values":{ID: text, finite number or true/false, …}}` (true and
    /// false: a switch's or a checkbox's; a list of texts: a list's selected keys); anything else
    /// (an array, another version, a value that is another list, an object or null) is a problem.
    static func parse(_ data: some Collection<UInt8>) -> Result<[String: JSONValue], Problem> {
        parseEntries(data).flatMap { read in
            if let bad = read.ignored.first { return .failure(Problem(description: bad)) }
            return .success(read.values)
        }
    }

    /// What a file of the right shape holds: the values a control can take, and why each other
    /// one is ignored (a value of the wrong kind, an id or value over `StateLimits`). A file
    /// that is not JSON, of the wrong shape, or of more values than `StateLimits.maxEntries` is
    /// a problem as a whole.
    static func parseEntries(_ data: some Collection<UInt8>) -> Result<(values: [String: JSONValue], ignored: [String]), Problem> {
        guard let text = UTF8Text.decode(Array(data)) else {
            return .failure(Problem(description: "not UTF-8 text"))
        }
        let v: JSONValue
        do {
            v = try JSONParser.parse(text)
        } catch let f as JSONParser.Failure {
            let (line, column) = position(ofScalar: f.column - 1, in: text)
            return .failure(Problem(description: "line \(line), column \(column): \(f.message)"))
        } catch {
            return .failure(Problem(description: "\(error)"))
        }
        guard case .object = v else {
            return .failure(Problem(description: "expected an object {\"version\":1,\"values\":{…}}"))
        }
        guard v["version"] == .number(1) else {
            return .failure(Problem(description: "\"version\" is \(v["version"].map { shown($0) } ?? "missing"), expected 1"))
        }
        guard case let .object(pairs)? = v["values"] else {
            return .failure(Problem(description: "\"values\" is \(v["values"].map { shown($0) } ?? "missing"), expected an object of values by id"))
        }
        guard pairs.count <= StateLimits.maxEntries else {
            return .failure(Problem(description: "it holds \(pairs.count) values, over the \(StateLimits.maxEntries) a state file may hold"))
        }
        var out: [String: JSONValue] = [:]
        var ignored: [String] = []
        for (k, value) in pairs {
            switch value {
            case .string, .bool: break
            case let .number(n) where n.isFinite: break
            // A list's selection: its keys.
            case let .array(keys) where keys.allSatisfy({ $0.stringValue != nil }): break
            default:
                ignored.append("the value of \"\(ScreenLimits.shortened(k))\" is \(shown(value)), expected a text, a number, true, false or a list of texts")
                continue
            }
            if let why = StateLimits.breach(id: k, value: value) { ignored.append(why); continue }
            out[k] = value
        }
        return .success((out, ignored))
    }

    /// A value for a message, cut short.
    private static func shown(_ v: JSONValue) -> String {
        switch v {
        case .array: return "a list"
        case .object: return "an object"
        default: return ScreenLimits.shortened(v.serialized)
        }
    }

    /// The 1-based line and column of the Unicode scalar at `offset`.
    static func position(ofScalar offset: Int, in text: String) -> (line: Int, column: Int) {
        var line = 1, column = 1
        for (i, u) in text.unicodeScalars.enumerated() {
            if i >= offset { break }
            if u == "\n" { line += 1; column = 1 } else { column += 1 }
        }
        return (line, column)
    }
}
