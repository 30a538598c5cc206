import XCTest
import ParkingMeterApp

/// The Swift meter and assets/screens/parking-meter.yaml are one kiosk written twice: each screen
/// shows the same widgets with ids, in the same order, of the same types, at the same places.
@MainActor
final class ScreenFileParityTests: XCTestCase {
    /// Each screen in turn, with a `layout` query on each.
    private static let everyScreen = MeterReplay.script(
        MeterReplay.layout(at: 100), #"{"at":200,"show":"help"}"#, MeterReplay.layout(at: 300),
        #"{"at":400,"show":"thanks"}"#, MeterReplay.layout(at: 500))

    func testEachScreenHasTheFilesIdsInTheFilesOrderOfTheSameTypesAtTheSamePlaces() async throws {
        let swift = try MeterReplay.run(ParkingMeter(), Self.everyScreen)
        // The file's price is empty until its controller sets it; the Swift meter computes it.
        let file = try MeterReplay.runScreenFile(MeterReplay.script(#"{"at":0,"set":{"id":"price","text":"€1.50"}}"#, Self.everyScreen))
        XCTAssertEqual(swift.status, 0)
        XCTAssertEqual(file.status, 0)
        let (mine, theirs) = (Self.shown(swift.events), Self.shown(file.events))
        XCTAssertEqual(mine.map(\.screen), ["home", "help", "thanks"])
        XCTAssertEqual(mine.map(\.screen), theirs.map(\.screen))
        XCTAssertEqual(theirs.first?.widgets.map { $0.split(separator: " ")[0] },
                       ["street", "plate", "zone", "minutes", "summary", "price", "actions", "help", "pay"], "the file's home, as a check on the test")
        XCTAssertEqual(theirs.dropFirst().first?.widgets.map { $0.split(separator: " ")[0] }, ["rules", "recent", "back"],
                       "the file's help, with the recent sessions")
        for (a, b) in zip(mine, theirs) {
            XCTAssertEqual(a.widgets, b.widgets, "screen \(a.screen)")
        }
    }

    /// The plate field, its keyboard up and a plate typed, and the recent list with a session: the
    /// same places in both (the keyboard leaves the same room above it).
    func testTheKeyboardAndTheRecentListSitAtTheSamePlaces() async throws {
        let script = MeterReplay.script(
            MeterReplay.typePlate("AB 123", at: 0), MeterReplay.layout(at: 600),
            #"{"at":700,"show":"help"}"#,
            #"{"at":710,"set":{"id":"recent","items":[{"key":"s1","plate":"AB 123","zone":"Zone B","minutes":"60 min","price":"€1.50"}]}}"#,
            MeterReplay.layout(at: 900))
        let swift = try MeterReplay.run(ParkingMeter(), script)
        let file = try MeterReplay.runScreenFile(MeterReplay.script(#"{"at":0,"set":{"id":"price","text":"€1.50"}}"#, script))
        let (mine, theirs) = (Self.shown(swift.events), Self.shown(file.events))
        XCTAssertEqual(mine.count, 2)
        XCTAssertTrue(theirs.first?.widgets.contains { $0.hasPrefix("keyboard keyboard") } == true, "\(theirs)")
        for (a, b) in zip(mine, theirs) {
            XCTAssertEqual(a.widgets, b.widgets, "screen \(a.screen)")
        }
    }

    /// The plate pattern the Swift meter checks is the screen file's, word for word.
    func testThePlatePatternIsTheFilesAndTakesThePlatesOfTheFourLanguages() async throws {
        let file = try String(contentsOfFile: MeterReplay.repository + "/assets/screens/parking-meter.yaml", encoding: .utf8)
        XCTAssertTrue(file.contains(#"pattern: ""# + ParkingMeter.platePattern + #"""#))
        for plate in ["AB 123", "M-AB 1234", "MH 12 AB 1234", "12 أ ب", "١٢ أ ب"] {
            XCTAssertTrue(ParkingMeter.isValidPlate(plate), plate)
        }
        for plate in ["", "AB", "ab 123", "AB  123", "AB 123 ", "-AB 1"] {
            XCTAssertFalse(ParkingMeter.isValidPlate(plate), plate)
        }
    }

    /// Per `layout` answer: the screen showing, and its widgets with ids that are not hidden, as
    /// "price label [576,310,200,38]".
    private static func shown(_ events: EventLines) -> [(screen: String, widgets: [String])] {
        events.named("layout").map { layout in
            let nodes = (layout["nodes"] as? [[String: Any]]) ?? []
            let widgets = nodes.filter { $0["hidden"] as? Bool != true }.map { node in
                let frame = ((node["frame"] as? [Any]) ?? []).map { "\($0)" }.joined(separator: ",")
                return "\(node["id"] ?? "") \(node["type"] ?? "") [\(frame)]"
            }
            return (layout["screen"] as? String ?? "", widgets)
        }
    }
}
