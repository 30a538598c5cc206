import XCTest
@testable import KioskUICore

/// The desired state from the retained `state` topics: merged key by key, the panel's own over
/// a later group's over an earlier group's over every panel's; bad messages and fields named by
/// their topic and the rest applied; and the command lines that bring a panel to it, none when it
/// is there already.
final class DesiredStateTests: XCTestCase {
    private let topics = FleetTopics(prefix: "kiosk", panel: "p1", groups: ["g1", "g2"])

    private func merge(_ messages: [(FleetTopics.Source.Scope, String)]) -> (state: DesiredState, problems: [String]) {
        DesiredState.merge(messages.map { ($0.0, Array($0.1.utf8)) }, topics: topics)
    }

    private func values(_ s: DesiredState) -> String {
        s.values.map { "\($0.id)=\($0.value.serialized)" }.joined(separator: " ")
    }

    func testThePanelBeatsALaterGroupBeatsAnEarlierGroupBeatsAllKeyByKey() {
        // Given in an order other than the ranking: the ranking, not the arrival, decides.
        let (s, problems) = merge([
            (.panel, #"{"values":{"d":"panel"},"theme":"dark"}"#),
            (.group("g2"), #"{"values":{"c":"g2","d":"g2"},"language":"fr"}"#),
            (.all, #"{"values":{"a":"all","b":"all","c":"all","d":"all"},"language":"en","theme":"light","screen":"home"}"#),
            (.group("g1"), #"{"values":{"b":"g1","c":"g1","d":"g1"},"language":"de","screen":"prices"}"#),
        ])
        XCTAssertEqual(problems, [])
        XCTAssertEqual(values(s), #"a="all" b="g1" c="g2" d="panel""#, "each key from the highest scope that names it")
        XCTAssertEqual(s.language, "fr", "g2 is given after g1")
        XCTAssertEqual(s.theme, "dark")
        XCTAssertEqual(s.screen, "prices", "a key no higher scope names stays")
    }

    func testAGroupTheOrderOfGroupsGivesDecides() {
        let swapped = FleetTopics(prefix: "kiosk", panel: "p1", groups: ["g2", "g1"])
        let messages: [(FleetTopics.Source.Scope, [UInt8])] = [(.group("g1"), Array(#"{"language":"de"}"#.utf8)),
                                                               (.group("g2"), Array(#"{"language":"fr"}"#.utf8))]
        XCTAssertEqual(DesiredState.merge(messages, topics: topics).state.language, "fr")
        XCTAssertEqual(DesiredState.merge(messages, topics: swapped).state.language, "de")
    }

    func testAClearedRetainedMessageCountsForNothing() {
        let (s, problems) = merge([(.all, #"{"language":"en","values":{"a":1}}"#), (.panel, "")])
        XCTAssertEqual(problems, [], "an empty payload is a cleared message, not a bad one")
        XCTAssertEqual(s.language, "en")
        XCTAssertEqual(values(s), "a=1")
        XCTAssertEqual(merge([(.all, ""), (.panel, "")]).state, DesiredState())
        XCTAssertEqual(merge([]).state, DesiredState())
    }

    func testABadMessageOrFieldIsNamedAndTheRestApplied() {
        let (s, problems) = merge([
            (.all, #"["values"]"#),
            (.group("g1"), #"{"language":"de","colour":"red","theme":3,"values":{"a":true}}"#),
            (.group("g2"), "oops"),
            (.panel, #"{"values":{"b":{"text":"x"}}}"#),
        ])
        XCTAssertEqual(s.language, "de")
        XCTAssertNil(s.theme, "a theme of the wrong type is not applied")
        XCTAssertEqual(values(s), #"a=true b={"text":"x"}"#)
        XCTAssertEqual(problems.count, 4, "\(problems)")
        XCTAssertTrue(problems[0].hasPrefix("kiosk/all/state: the desired state is not a JSON object; it was not applied. Publish e.g. {"), problems[0])
        XCTAssertTrue(problems[1].hasPrefix("kiosk/group/g1/state: \"colour\" is not a field of the desired state"), problems[1])
        XCTAssertTrue(problems[1].contains("values (an object by id), language, theme and screen"), "names what it takes: \(problems[1])")
        XCTAssertTrue(problems[2].hasPrefix("kiosk/group/g1/state: \"theme\" is not a field"), problems[2])
        XCTAssertEqual(problems[3], #"kiosk/group/g2/state: the desired state is not JSON (column 1: unexpected 'o'; expected a value); it was not applied. Publish e.g. {"values":{"price":{"text":"2.50"}},"language":"de"}"#)
        let notUTF8 = DesiredState.merge([(.panel, [0x7B, 0xFF, 0x7D])], topics: topics).problems
        XCTAssertEqual(notUTF8, ["kiosk/p1/state: the desired state is not UTF-8 text; it was not applied. Publish e.g. {\"values\":{\"price\":{\"text\":\"2.50\"}},\"language\":\"de\"}"])
    }

    func testAStateOverTheLimitIsRefusedWithTheLimit() {
        let padding = String(repeating: " ", count: DesiredState.maxBytes)
        let (s, problems) = merge([(.all, #"{"language":"en"}"#), (.panel, #"{"language":"de"}"# + padding)])
        XCTAssertEqual(s.language, "en", "the oversized panel state is not applied, the rest is")
        XCTAssertEqual(problems.count, 1)
        XCTAssertTrue(problems[0].hasPrefix("kiosk/p1/state: the desired state is \(DesiredState.maxBytes + 17) bytes, over the limit of \(DesiredState.maxBytes); it was not applied."), problems[0])
        XCTAssertEqual(merge([(.panel, #"{"language":"de"}"# + padding.dropFirst(17))]).state.language, "de", "exactly at the limit is taken")
    }

    func testMoreValuesThanOneObjectOrTheStateFileHoldsAreRefused() {
        // One object holds at most 1,000 fields (JSONParser): said, with the cap, not "not JSON".
        let tooMany = "{\"values\":{" + (0...JSONParser.maxFields).map { "\"v\($0)\":\($0)" }.joined(separator: ",") + "}}"
        let one = merge([(.panel, tooMany)]).problems
        XCTAssertEqual(one.count, 1)
        XCTAssertTrue(one[0].hasPrefix("kiosk/p1/state: the desired state is not JSON (column ") && one[0].contains("more than 1000 fields in one object"), one[0])
        // Eleven groups of 1,000 values each: past the 10,000 a state file keeps, the first are applied.
        let groups = (0..<11).map { "g\($0)" }
        let many = FleetTopics(prefix: "kiosk", panel: "p1", groups: groups)
        let messages = groups.enumerated().map { (i, g) in
            (FleetTopics.Source.Scope.group(g), Array(("{\"values\":{" + (0..<1000).map { "\"v\(i * 1000 + $0)\":1" }.joined(separator: ",") + "}}").utf8))
        }
        let (s, problems) = DesiredState.merge(messages, topics: many)
        XCTAssertEqual(s.values.count, StateLimits.maxEntries)
        XCTAssertEqual(s.values.last?.id, "v\(StateLimits.maxEntries - 1)", "the first ones are kept, in order")
        XCTAssertEqual(problems, ["the desired state names 11000 values, over the limit of \(StateLimits.maxEntries); the first \(StateLimits.maxEntries) are applied"])
    }

    // MARK: Lines

    private func state(_ json: String) -> DesiredState {
        merge([(.panel, json)]).state
    }

    func testTheFirstApplicationSetsWhatDiffers() {
        let s = state(#"{"values":{"zone":"Zone C","minutes":60,"price":{"text":"€2.50","hidden":false}},"language":"de","theme":"dark","screen":"home"}"#)
        let current: [String: JSONValue] = ["zone": .string("Zone A"), "minutes": .number(60)]
        XCTAssertEqual(s.lines(previous: nil) { current[$0] }, [
            #"{"set":{"language":"de"}}"#,
            #"{"theme":"dark"}"#,
            #"{"set":{"id":"zone","value":"Zone C"}}"#,
            #"{"set":{"id":"price","text":"€2.50"}}"#,
            #"{"set":{"id":"price","hidden":false}}"#,
            #"{"show":"home"}"#,
        ], "minutes already holds 60: no line; an object of fields: one set a field; the screen last")
    }

    func testTheSameStateTwiceGivesNoLines() {
        let s = state(#"{"values":{"zone":"Zone C","price":{"text":"€2.50"}},"language":"de","theme":"dark","screen":"home"}"#)
        let current: [String: JSONValue] = ["zone": .string("Zone C")]
        XCTAssertEqual(s.lines(previous: s) { current[$0] }, [])
    }

    func testLanguageThemeAndScreenOnlyWhenTheBackOfficeChangesThem() {
        let before = state(#"{"language":"de","theme":"dark","screen":"home","values":{"price":{"text":"1"}}}"#)
        // The customer went to another screen and language since: the same state leaves them there;
        // a changed price alone sets the price alone.
        let priceChanged = state(#"{"language":"de","theme":"dark","screen":"home","values":{"price":{"text":"2"}}}"#)
        XCTAssertEqual(priceChanged.lines(previous: before) { _ in nil }, [#"{"set":{"id":"price","text":"2"}}"#])
        let screenChanged = state(#"{"language":"de","theme":"dark","screen":"prices","values":{"price":{"text":"1"}}}"#)
        XCTAssertEqual(screenChanged.lines(previous: before) { _ in nil }, [#"{"show":"prices"}"#])
        let languageChanged = state(#"{"language":"fr","theme":"high-contrast","screen":"home","values":{"price":{"text":"1"}}}"#)
        XCTAssertEqual(languageChanged.lines(previous: before) { _ in nil }, [#"{"set":{"language":"fr"}}"#, #"{"theme":"high-contrast"}"#])
    }

    func testAControlsValueIsSetAgainWhenTheCustomerMovedIt() {
        // A plain value is compared with what the control holds now, not with the last state:
        // the back office's value wins over the customer's once the state is applied again.
        let s = state(#"{"values":{"minutes":60}}"#)
        XCTAssertEqual(s.lines(previous: s) { _ in .number(90) }, [#"{"set":{"id":"minutes","value":60}}"#])
        XCTAssertEqual(s.lines(previous: s) { _ in .number(60) }, [])
        XCTAssertEqual(s.lines(previous: s) { _ in nil }, [#"{"set":{"id":"minutes","value":60}}"#],
                       "an id the screen file lacks has no value: set (and refused, naming it) each time the state is applied")
    }
}
