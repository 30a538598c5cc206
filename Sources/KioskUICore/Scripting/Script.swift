/// Parses input scripts: one JSON object per line, documented in docs/scripting.md.
///
/// Every line is checked in full before anything runs: an unknown field, a wrong type, an
/// out-of-range number or times that go backwards give an error naming the file, the line and
/// the fix. Blank lines and lines starting with `#` are skipped.
enum Script {
    /// The fields each kind of line may carry, besides `at`. The first field present decides the kind.
    static let kinds: [(String, Set<String>)] = [
        ("pointer", ["x", "y", "target", "id", "device"]),
        ("key", []),
        ("button", ["state"]),
        ("axis", ["value"]),
        ("wheel", ["dx", "x", "y", "target"]),
        ("resize", []),
        ("fontScale", []),
        ("textSize", []),
        ("theme", []),
        ("speech", []),
        ("display", []),
        ("brightness", []),
        ("power", []),
        ("split", []),
        ("set", []),
        ("screenshot", []),
        ("query", []),
        ("show", []),
        ("reset", []),
        ("dialog", []),
        ("settings", []),
        ("type", []),
        ("focus", []),
        ("withheld", []),
    ]

    /// Parses a whole script. Throws `ScriptError.atLine` for the first bad line.
    static func parse(_ text: String, file: String) throws -> [ScriptLine] {
        var out: [ScriptLine] = []
        var lastAt = 0.0
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = String(raw).trimmingSpaces
            if line.isEmpty || line.hasPrefix("#") { continue }
            do {
                var ref: JSONValue?
                let parsed = try parseLine(line, previousAt: lastAt, ref: &ref)
                for p in parsed { out.append(ScriptLine(at: p.at, line: number, action: p.action, ref: ref)) }
                if let last = parsed.last { lastAt = last.at }
            } catch let e as ScriptError {
                throw ScriptError.atLine(file: file, line: number, message: e.description)
            }
        }
        return out
    }

    /// What a line is read as: a line of a replay script (each with its time, `at`), or a
    /// command (stdin, `--commands`, the control socket), which happens when it arrives and so
    /// has no `at`.
    enum LineForm {
        case script
        case command

        /// A line of this form, for messages.
        var example: String { self == .script ? #"{"at":0,"key":"right"}"# : #"{"key":"right"}"# }
    }

    /// Parses one line (a script line or a command). A script line without `at` is at
    /// `previousAt`; a command with `at` is refused (it would be silently ignored). A gamepad
    /// button without `state` is a press: down then up at the same time.
    static func parseLine(_ line: String, previousAt: Double = 0, form: LineForm = .script) throws -> [(at: Double, action: ScriptAction)] {
        var ref: JSONValue?
        return try parseLine(line, previousAt: previousAt, form: form, ref: &ref)
    }

    /// `parseLine`, giving the line's `ref` as soon as it is read and checked, before the rest
    /// is: a line refused for another reason still has its `ref` for the `error` that says so.
    static func parseLine(_ line: String, previousAt: Double = 0, form: LineForm = .script, ref: inout JSONValue?) throws -> [(at: Double, action: ScriptAction)] {
        // A list's items straight from the bytes; any other line, or a problem, the general way.
        if let items = ItemsLine.read(line) {
            ref = items.ref
            return [(previousAt, items.action)]
        }
        return try parseLineGenerally(line, previousAt: previousAt, form: form, ref: &ref)
    }

    /// `parseLine` through a `JSONValue` tree, for every line (`ItemsLine`'s reading must agree
    /// with it).
    static func parseLineGenerally(_ line: String, previousAt: Double, form: LineForm, ref: inout JSONValue?) throws -> [(at: Double, action: ScriptAction)] {
        let v: JSONValue
        do { v = try JSONParser.parse(line) } catch let e as JSONParser.Failure {
            throw ScriptError.message("not valid JSON (\(e)); each line is one object like \(form.example)")
        }
        guard case let .object(pairs) = v else {
            throw ScriptError.message("each line must be a JSON object like \(form.example)")
        }
        let fields = Dictionary(pairs, uniquingKeysWith: { a, _ in a })
        ref = try fields["ref"].map(Script.ref)
        var at = previousAt
        if fields["at"] != nil, form == .command {
            throw ScriptError.message("\"at\" is for replay scripts (--replay); a command is carried out when it arrives: send it without \"at\", e.g. \(form.example)")
        }
        if let a = fields["at"] {
            guard let ms = a.doubleValue, ms >= 0, ms < 1e12 else {
                throw ScriptError.message("\"at\" must be a number of milliseconds ≥ 0, e.g. \"at\":100")
            }
            guard ms >= previousAt else {
                throw ScriptError.message("\"at\":\(JSONValue.format(ms)) goes back in time (the line before is at \(JSONValue.format(previousAt)) ms); lines must be in time order")
            }
            at = ms
        }
        guard let (kind, allowed) = kinds.first(where: { fields[$0.0] != nil }) else {
            let known = kinds.map(\.0).joined(separator: ", ")
            let unknown = pairs.map(\.0).filter { $0 != "at" && $0 != "ref" }
            let hint = unknown.isEmpty ? "" : " (found \(unknown.map { "\"\($0)\"" }.joined(separator: ", ")))"
            throw ScriptError.message("a line needs one of \(known)\(hint)")
        }
        for (key, _) in pairs where key != "at" && key != "ref" && key != kind && !allowed.contains(key) {
            let ok = (["at", kind] + allowed.sorted() + ["ref"]).map { "\"\($0)\"" }.joined(separator: ", ")
            throw ScriptError.message("unknown field \"\(key)\" in a \(kind) line; allowed: \(ok)")
        }
        let r = Reader(fields: fields)
        switch kind {
        case "pointer":
            let phase: PointerPhase = try r.enumValue("pointer")
            let device: PointerDevice = try fields["device"] == nil ? .touch : r.enumValue("device")
            let id = try fields["id"] == nil ? 0 : r.int("id", in: 0...1000)
            return [(at, .pointer(phase, id: id, device: device, target: try r.target(required: true)!))]
        case "key":
            return [(at, .key(try r.enumValue("key")))]
        case "button":
            let b: GamepadButton = try r.enumValue("button")
            guard let state = fields["state"] else { return [(at, .button(b, down: true)), (at, .button(b, down: false))] }
            switch state.stringValue {
            case "down": return [(at, .button(b, down: true))]
            case "up": return [(at, .button(b, down: false))]
            case "press": return [(at, .button(b, down: true)), (at, .button(b, down: false))]
            default: throw ScriptError.message("\"state\" must be \"down\", \"up\" or \"press\"")
            }
        case "axis":
            let a: GamepadAxis = try r.enumValue("axis")
            return [(at, .axis(a, value: try r.number("value", in: -1...1)))]
        case "wheel":
            let dy = try r.number("wheel", in: -1000...1000)
            let dx = try fields["dx"] == nil ? 0 : r.number("dx", in: -1000...1000)
            return [(at, .wheel(dx: dx, dy: dy, at: try r.target(required: false)))]
        case "resize":
            guard let a = fields["resize"]?.arrayValue, a.count == 2, let w = a[0].doubleValue, let h = a[1].doubleValue,
                  w >= 0, h >= 0, w <= 16384, h <= 16384 else {
                throw ScriptError.message("\"resize\" must be [width, height] in pixels, each 0…16384, e.g. \"resize\":[640,800]")
            }
            if let why = PanelLimits.problem(width: w.rounded(), height: h.rounded()) {
                throw ScriptError.message("\"resize\": \(why); give a panel's size, e.g. \"resize\":[1920,1080]")
            }
            return [(at, .resize(Size(w.rounded(), h.rounded())))]
        case "fontScale":
            guard let f = fields["fontScale"]?.doubleValue else {
                throw ScriptError.message("\"fontScale\" must be a number, e.g. \"fontScale\":2")
            }
            return [(at, .fontScale(f))]
        case "textSize":
            guard let word = fields["textSize"]?.stringValue, let step = TextSizeStep(rawValue: word) else {
                throw ScriptError.message("\"textSize\" must be one of \(TextSizeStep.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")), e.g. \"textSize\":\"larger\"")
            }
            return [(at, .textSize(step))]
        case "theme":
            guard let word = fields["theme"]?.stringValue, let choice = ThemeChoice(word) else {
                throw ScriptError.message("\"theme\" must be one of \(ThemeChoice.words.map { "\"\($0)\"" }.joined(separator: ", ")), e.g. \"theme\":\"high-contrast\"")
            }
            return [(at, .theme(choice))]
        case "speech":
            guard case let .bool(on)? = fields["speech"] else {
                throw ScriptError.message("\"speech\" must be true or false, e.g. \"speech\":true")
            }
            return [(at, .speech(on))]
        case "display":
            guard let word = fields["display"]?.stringValue, let state = DisplayState(rawValue: word) else {
                throw ScriptError.message("\"display\" must be \"off\" or \"on\", e.g. \"display\":\"off\"")
            }
            return [(at, .display(state))]
        case "brightness":
            let range = DisplayPower.brightnessRange
            guard let p = fields["brightness"]?.doubleValue, p == p.rounded(), range.contains(Int(exactly: p) ?? 0) else {
                throw ScriptError.message("\"brightness\" must be a whole percentage \(range.lowerBound)…\(range.upperBound), e.g. \"brightness\":40 (to turn the display off: \"display\":\"off\")")
            }
            return [(at, .brightness(Int(p)))]
        case "power":
            guard let block = fields["power"], case .object = block else {
                throw ScriptError.message("\"power\" must be the screen file's power block as an object, e.g. \"power\":{\"sleep\":{\"after\":300}} (docs/power.md)")
            }
            return [(at, .power(block))]
        case "split":
            return [(at, .split(try r.number("split", in: 0...1)))]
        case "set":
            return [(at, try setLine(fields["set"]))]
        case "show":
            return [(at, try showLine(fields["show"]))]
        case "reset":
            return [(at, try resetLine(fields["reset"]))]
        case "dialog":
            return [(at, try dialogLine(fields["dialog"]))]
        case "settings":
            guard form == .script else {
                throw ScriptError.message("\"settings\" is a recording's first line; a command cannot change them: send fontScale, split or a language set instead")
            }
            guard at == 0, previousAt == 0 else {
                throw ScriptError.message("\"settings\" is a recording's first line, at 0; give the run's settings once, before any input")
            }
            return [(at, .settings(try settingsLine(fields["settings"])))]
        case "type":
            guard let t = fields["type"]?.stringValue, !t.isEmpty else {
                throw ScriptError.message("\"type\" must be the text to type, e.g. \"type\":\"AB 123\" (Backspace and Enter: \"key\":\"backspace\", \"key\":\"enter\")")
            }
            return [(at, .type(try limited(t, "\"type\"")))]
        case "focus":
            guard let id = fields["focus"]?.stringValue, !id.isEmpty else {
                throw ScriptError.message("\"focus\" must be a widget's id, e.g. \"focus\":\"plate\"")
            }
            return [(at, .focus(id))]
        case "withheld":
            return [(at, .withheld(try SecureInputGap.parse(fields["withheld"], form: form)))]
        case "screenshot":
            guard let p = fields["screenshot"]?.stringValue, !p.isEmpty else {
                throw ScriptError.message("\"screenshot\" must be a file path ending in .png")
            }
            return [(at, .screenshot(p))]
        default:
            guard let q = fields["query"]?.stringValue, q == "layout" else {
                throw ScriptError.message("\"query\" must be \"layout\"")
            }
            return [(at, .query(q))]
        }
    }

    /// `"settings":{"size":[w,h],"fontScale":F,"split":S,"language":"de","clock":"2026-11-29T19:59:50"}`,
    /// each optional.
    private static func settingsLine(_ v: JSONValue?) throws -> RunSettings {
        guard case let .object(pairs)? = v else {
            throw ScriptError.message("\"settings\" must be an object like {\"size\":[800,480],\"fontScale\":2,\"split\":1,\"language\":\"de\"}")
        }
        var out = RunSettings()
        for (key, value) in pairs {
            switch key {
            case "size":
                guard let a = value.arrayValue, a.count == 2, let w = a[0].doubleValue, let h = a[1].doubleValue,
                      w >= 1, h >= 1, w <= 16384, h <= 16384, PanelLimits.problem(width: w.rounded(), height: h.rounded()) == nil else {
                    throw ScriptError.message("\"settings\": \"size\" must be [width, height] of a panel, e.g. [800,480]")
                }
                out.size = Size(w.rounded(), h.rounded())
            case "fontScale":
                guard let f = value.doubleValue, f >= 0.5, f <= 4 else { throw ScriptError.message("\"settings\": \"fontScale\" must be 0.5…4") }
                out.fontScale = f
            case "split":
                guard let f = value.doubleValue, f > 0, f <= 1 else { throw ScriptError.message("\"settings\": \"split\" must be more than 0 and at most 1") }
                out.split = f
            case "language":
                guard let l = value.stringValue, LanguageCode(l) != nil else { throw ScriptError.message("\"settings\": \"language\" must be a language code such as de") }
                out.language = l
            case "clock":
                guard let c = value.stringValue, (try? LocalWallTime.parse(c)) != nil else {
                    throw ScriptError.message("\"settings\": \"clock\" must be a local time such as \"\(LocalWallTime.example)\"")
                }
                out.clock = c
            default:
                throw ScriptError.message("\"settings\": unknown field \"\(key)\"; allowed: \"size\", \"fontScale\", \"split\", \"language\", \"clock\"")
            }
        }
        return out
    }

    /// The longest `ref` string, in characters: enough for any id a client makes up.
    static let refLimit = 200

    /// Checks a line's `ref` (any line may give one; its answer echoes it): a string of at most
    /// `refLimit` characters, or a number that is echoed exactly (at most 2^53 in size).
    static func ref(_ v: JSONValue) throws -> JSONValue {
        let fix = "give a string of at most \(refLimit) characters or a number, e.g. \"ref\":7 or \"ref\":\"price-1\""
        switch v {
        case let .string(s):
            guard s.count <= refLimit else {
                throw ScriptError.message("\"ref\" is \(s.count) characters long, over the limit of \(refLimit); \(fix)")
            }
        case let .number(n):
            guard abs(n) <= 9_007_199_254_740_992 else {
                throw ScriptError.message("\"ref\":\(JSONValue.format(n)) is too large to echo exactly; \(fix)")
            }
        case .null, .bool, .array, .object:
            let found: String
            switch v {
            case .null: found = "null"
            case .bool: found = "true or false"
            case .array: found = "an array"
            default: found = "an object"
            }
            throw ScriptError.message("\"ref\" must be a string or a number, not \(found); \(fix)")
        }
        return v
    }

    /// Typed access to a line's fields with messages that say what is allowed.
    private struct Reader {
        let fields: [String: JSONValue]

        func number(_ key: String, in range: ClosedRange<Double>) throws -> Double {
            guard let v = fields[key]?.doubleValue, range.contains(v) else {
                throw ScriptError.message("\"\(key)\" must be a number from \(JSONValue.format(range.lowerBound)) to \(JSONValue.format(range.upperBound))")
            }
            return v
        }

        func int(_ key: String, in range: ClosedRange<Int>) throws -> Int {
            let v = try number(key, in: Double(range.lowerBound)...Double(range.upperBound))
            guard v == v.rounded() else { throw ScriptError.message("\"\(key)\" must be a whole number") }
            return Int(v)
        }

        func enumValue<E: RawRepresentable & CaseIterable>(_ key: String) throws -> E where E.RawValue == String {
            if let s = fields[key]?.stringValue, let e = E(rawValue: s) { return e }
            let names = E.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw ScriptError.message("\"\(key)\" must be one of \(names)")
        }

        /// `x`+`y` or `target`; nil when neither is given and not required.
        func target(required: Bool) throws -> PointerTarget? {
            if let t = fields["target"] {
                guard fields["x"] == nil, fields["y"] == nil else {
                    throw ScriptError.message("give either \"target\" or \"x\" and \"y\", not both")
                }
                guard let s = t.stringValue, !s.isEmpty else {
                    throw ScriptError.message("\"target\" must be a widget id, \"ID#N\" for its Nth part or \"ID#NAME\" for a named one")
                }
                if let hash = s.firstIndex(of: "#") {
                    let id = String(s[..<hash]), part = String(s[s.index(after: hash)...])
                    let problem = "\"target\":\"\(s)\": after '#' comes a part number from 0 or a part's name, e.g. \"picker#1\", \"keyboard#A\""
                    guard !id.isEmpty, !part.isEmpty else { throw ScriptError.message(problem) }
                    // A number is the Nth part (a segment, a menu item); anything else a part's name.
                    guard let n = Int(part) else { return .namedPart(id: id, name: part) }
                    guard n >= 0 else { throw ScriptError.message(problem) }
                    return .widget(id: id, part: n)
                }
                return .widget(id: s, part: nil)
            }
            if fields["x"] == nil && fields["y"] == nil && !required { return nil }
            let x = try number("x", in: -100_000...100_000), y = try number("y", in: -100_000...100_000)
            return .point(Point(x, y))
        }
    }
}

