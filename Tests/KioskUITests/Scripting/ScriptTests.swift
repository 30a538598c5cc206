import XCTest
@testable import KioskUICore

@MainActor
final class ScriptTests: XCTestCase {
    func testEveryKindOfLineParses() async throws {
        let text = """
        # a comment, then a blank line

        {"at":0,"pointer":"down","x":100,"y":200}
        {"at":10,"pointer":"move","target":"picker#2","id":1,"device":"mouse"}
        {"at":20,"key":"right"}
        {"at":30,"button":"a","state":"down"}
        {"at":30,"button":"rightshoulder"}
        {"at":40,"axis":"leftx","value":0.8}
        {"at":50,"wheel":-3}
        {"at":60,"resize":[640,800]}
        {"at":70,"fontScale":2.0}
        {"at":80,"split":0.5}
        {"at":90,"set":{"id":"ruler","value":12.5}}
        {"at":100,"screenshot":"out.png"}
        {"at":110,"query":"layout"}
        {"at":120,"set":{"id":"price","text":"€2.50"}}
        {"at":120,"set":{"id":"pay","enabled":false}}
        {"at":120,"set":{"id":"extras","hidden":true}}
        {"at":120,"set":{"id":"zone","options":["Zone A","Zone B"]}}
        {"at":130,"show":"thanks"}
        {"at":130,"reset":true}
        {"at":140,"dialog":{"id":"pay-ok","title":"Pay?","buttons":["Cancel","Pay"]}}
        {"at":150,"dialog":{"id":"pay-ok","close":true}}
        """
        let lines = try Script.parse(text, file: "s.jsonl")
        XCTAssertEqual(lines.map(\.action), [
            .pointer(.down, id: 0, device: .touch, target: .point(Point(100, 200))),
            .pointer(.move, id: 1, device: .mouse, target: .widget(id: "picker", part: 2)),
            .key(.right),
            .button(.a, down: true),
            .button(.rightShoulder, down: true), .button(.rightShoulder, down: false),
            .axis(.leftX, value: 0.8),
            .wheel(dx: 0, dy: -3, at: nil),
            .resize(Size(640, 800)),
            .fontScale(2),
            .split(0.5),
            .set(id: "ruler", .value(.number(12.5))),
            .screenshot("out.png"),
            .query("layout"),
            .set(id: "price", .text("€2.50")), .set(id: "pay", .enabled(false)), .set(id: "extras", .hidden(true)),
            .set(id: "zone", .options(["Zone A", "Zone B"])),
            .show("thanks"), .reset,
            .dialog(.open(id: "pay-ok", title: "Pay?", buttons: ["Cancel", "Pay"])), .dialog(.close(id: "pay-ok")),
        ])
        XCTAssertEqual(lines.first?.line, 3, "line numbers count comments and blank lines")
        XCTAssertEqual(lines.last?.at, 150)
    }

    /// Each bad line names its line number and the fix; nothing runs.
    func testBadLinesNameTheLineAndWhatIsAllowed() async {
        let cases: [(String, String)] = [
            (#"{"at":0,"pointr":"down","x":1,"y":2}"#, "pointr"),
            (#"{"at":0,"pointer":"down","x":1,"y":2,"z":3}"#, #"unknown field "z""#),
            (#"{"at":0,"pointer":"press","x":1,"y":2}"#, #""down", "move", "up", "cancel""#),
            (#"{"at":0,"pointer":"down"}"#, #""x""#),
            (#"{"at":0,"key":"f13"}"#, #""key" must be one of"#),
            (#"{"at":0,"axis":"leftx","value":2}"#, "from -1 to 1"),
            (#"{"at":0,"resize":[640]}"#, "[width, height]"),
            (#"{"at":0,"split":1.5}"#, "from 0 to 1"),
            (#"{"at":0,"set":{"value":3}}"#, #"{"id":"ID","value":V}"#),
            (#"{"at":0,"query":"everything"}"#, #""layout""#),
            (#"{"at":0,"set":{"id":"a","text":"x","hidden":true}}"#, #"exactly one of "value", "text", "enabled", "hidden", "options""#),
            (#"{"at":0,"set":{"id":"a"}}"#, "found none"),
            (#"{"at":0,"set":{"id":"a","title":"x"}}"#, #"unknown field "title" in "set""#),
            (#"{"at":0,"set":{"id":"a","enabled":"no"}}"#, "true or false"),
            (#"{"at":0,"set":{"id":"a","options":["A","A"]}}"#, "all different"),
            (#"{"at":0,"show":""}"#, "name a screen"),
            (#"{"at":0,"reset":false}"#, #"{"reset":true}"#),
            (#"{"at":0,"dialog":{"id":"d","title":"?"}}"#, #"needs "buttons""#),
            (#"{"at":0,"dialog":{"id":"d","buttons":["OK"]}}"#, #"needs "title""#),
            (#"{"at":0,"dialog":{"id":"d","close":true,"title":"x"}}"#, #"only "id" and "close":true"#),
            (#"{"at":0,"dialog":{"id":"a b","close":true}}"#, "letters, digits"),
            (#"{"at":0,"dialog":{"id":"d","title":"?","buttons":["OK"],"timeout":3}}"#, #"unknown field "timeout""#),
            (#"{"at":-5,"key":"right"}"#, "milliseconds"),
            (#"{"at":0,"key":"right""#, "not valid JSON"),
            (#"[1,2]"#, "JSON object"),
            (#"{"at":0,"pointer":"down","target":"a#-1"}"#, "part number"),
            (#"{"at":0,"pointer":"down","target":"a","x":3}"#, "not both"),
        ]
        for (line, expected) in cases {
            let text = "{\"at\":0,\"key\":\"left\"}\n" + line
            XCTAssertThrowsError(try Script.parse(text, file: "bad.jsonl"), line) { error in
                let message = "\(error)"
                XCTAssertTrue(message.hasPrefix("bad.jsonl:2: "), "\(line) → \(message)")
                XCTAssertTrue(message.contains(expected), "\(line) → \(message)")
            }
        }
    }

    func testEveryKindOfLineTakesARefThatIsAStringOrANumber() async throws {
        // `settings` is a recording's first line at 0, answered by nothing (RecordingReplayTests).
        for (kind, _) in Script.kinds where kind != "settings" {
            let sample = try XCTUnwrap(Self.refSamples[kind], "a sample \(kind) line")
            let lines = try Script.parse("{\"at\":5,\(sample),\"ref\":\"r-\(kind)\"}\n{\"at\":6,\(sample),\"ref\":7.5}\n{\"at\":7,\(sample)}", file: "r.jsonl")
            XCTAssertEqual([1, 2, 3].map { n in lines.first { $0.line == n }?.ref }, [.string("r-\(kind)"), .number(7.5), nil], kind)
            XCTAssertTrue(lines.filter { $0.line == 2 }.allSatisfy { $0.ref == .number(7.5) }, "each action of a line has its ref")
        }
        var ref: JSONValue?
        XCTAssertThrowsError(try Script.parseLine(#"{"set":{"id":"x"},"ref":"q"}"#, form: .command, ref: &ref))
        XCTAssertEqual(ref, .string("q"), "a line refused for another reason still has its ref")
        let bad: [(String, String)] = [
            (#"{"query":"layout","ref":[1]}"#, #""ref" must be a string or a number, not an array; give a string of at most 200 characters or a number"#),
            (#"{"query":"layout","ref":null}"#, "not null"),
            (#"{"query":"layout","ref":true}"#, "not true or false"),
            (#"{"query":"layout","ref":1e300}"#, "too large to echo exactly"),
            (#"{"query":"layout","ref":"\#(String(repeating: "é", count: 201))"}"#, "201 characters long, over the limit of 200"),
            (#"{"query":"layout","reff":1}"#, #"allowed: "at", "query", "ref""#),
        ]
        for (line, says) in bad {
            XCTAssertThrowsError(try Script.parseLine(line), line) { e in XCTAssertTrue("\(e)".contains(says), "\(e)") }
        }
    }

    /// One line of each kind, without `at` and braces.
    private static let refSamples: [String: String] = [
        "pointer": #""pointer":"down","x":1,"y":2"#, "key": #""key":"right""#, "button": #""button":"a""#,
        "axis": #""axis":"leftx","value":0.5"#, "wheel": #""wheel":1"#, "resize": #""resize":[640,480]"#,
        "fontScale": #""fontScale":2"#, "textSize": #""textSize":"larger""#, "theme": #""theme":"standard""#,
        "speech": #""speech":true"#, "display": #""display":"off""#, "brightness": #""brightness":40"#, "power": #""power":{"sleep":{"after":300}}"#, "split": #""split":0.5"#, "set": #""set":{"id":"x","value":1}"#,
        "screenshot": #""screenshot":"a.png""#, "query": #""query":"layout""#, "show": #""show":"home""#,
        "reset": #""reset":true"#, "dialog": #""dialog":{"id":"d","close":true}"#,
        "type": #""type":"AB 123""#, "focus": #""focus":"plate""#, "withheld": #""withheld":{"id":"pin","length":4}"#,
    ]

    func testTimeMayNotGoBackwards() async {
        let text = "{\"at\":100,\"key\":\"left\"}\n{\"at\":50,\"key\":\"right\"}"
        XCTAssertThrowsError(try Script.parse(text, file: "t")) { XCTAssertTrue("\($0)".contains("t:2: "), "\($0)") }
    }

    func testRecordedLinesReadBackAsTheSameInput() async throws {
        let events: [InputEvent] = [
            .pointer(PointerEvent(phase: .down, id: 2, location: Point(10, 20), device: .mouse, time: 0)),
            .key(.escape, down: true),
            .gamepadButton(.b, down: false),
            .gamepadAxis(.leftY, value: -0.5),
            .resize(Size(800, 480)),
        ]
        let text = events.enumerated().compactMap { ScriptRecorder.line(for: $1, atMs: Double($0) * 10) }.joined(separator: "\n")
        let back = try Script.parse(text, file: "rec").map(\.action)
        XCTAssertEqual(back, [
            .pointer(.down, id: 2, device: .mouse, target: .point(Point(10, 20))),
            .key(.escape),
            .button(.b, down: false),
            .axis(.leftY, value: -0.5),
            .resize(Size(800, 480)),
        ])
        XCTAssertNil(ScriptRecorder.line(for: .key(.escape, down: false), atMs: 0), "a key release is not a script line")
    }
}

@MainActor
final class JSONParserTests: XCTestCase {
    func testValuesRoundTripWithKeyOrderKept() async throws {
        let text = #"{"b":1,"a":[true,false,null,-2.5e2,"x\"\u00e9\ud83d\ude00"],"c":{}}"#
        let v = try JSONParser.parse(text)
        XCTAssertEqual(v.objectKeys, ["b", "a", "c"])
        XCTAssertEqual(v["a"], .array([.bool(true), .bool(false), .null, .number(-250), .string("x\"é😀")]))
        XCTAssertEqual(try JSONParser.parse(v.serialized), v)
    }

    func testMalformedTextNamesTheColumn() async {
        let cases = [#"{"a":}"#: 6, #"{"a":1,}"#: 8, "[1 2]": 4, #"{"a":1}x"#: 8, #""abc"#: 5, "01": 2, #"{"a":1,"a":2}"#: 11]
        for (text, column) in cases {
            XCTAssertThrowsError(try JSONParser.parse(text), text) { e in
                XCTAssertEqual((e as? JSONParser.Failure)?.column, column, "\(text): \(e)")
            }
        }
    }

    /// Columns count characters, not bytes: the parser walks UTF-8 bytes, and a message after
    /// Arabic, an accent or an emoji must still point at the place an editor shows. The text a
    /// message quotes is the whole character.
    func testColumnsAfterTextOutsideASCIICountCharacters() async {
        let cases = [#"{"t":"سلام",}"#: 13, #"["é" x]"#: 6, #"["😀\q"]"#: 6, "[\"ab\u{1}\"]": 6]
        for (text, column) in cases {
            XCTAssertThrowsError(try JSONParser.parse(text), text) { e in
                XCTAssertEqual((e as? JSONParser.Failure)?.column, column, "\(text): \(e)")
            }
        }
        XCTAssertThrowsError(try JSONParser.parse("[ß]")) { XCTAssertTrue("\($0)".contains("unexpected 'ß'"), "\($0)") }
        XCTAssertEqual(try JSONParser.parse(#"["سلام \"1\" é😀", "a\u00e9"]"#), .array([.string("سلام \"1\" é😀"), .string("aé")]))
    }

    func testDeepNestingIsRefusedNotACrash() async {
        let deep = String(repeating: "[", count: 100_000)
        XCTAssertThrowsError(try JSONParser.parse(deep)) { XCTAssertTrue("\($0)".contains("nested deeper")) }
    }
}
