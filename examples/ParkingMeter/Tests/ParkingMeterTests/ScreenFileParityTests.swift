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
                       ["street", "zone", "minutes", "summary", "price", "actions", "help", "pay"], "the file's home, as a check on the test")
        for (a, b) in zip(mine, theirs) {
            XCTAssertEqual(a.widgets, b.widgets, "screen \(a.screen)")
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
