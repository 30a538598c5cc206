import XCTest
import KioskUITestSupport

/// A museum ticket machine: its heading beside a language picker is whole on every
/// panel, scale and language, drawn by the real kiosk with its fonts.
final class MuseumHeadingTests: XCTestCase {
    /// The museum ticket machine, drawn by the real kiosk with its fonts.
    static let museum = """
    languages: [en, de, ar]
    root:
      type: column
      padding: 16
      spacing: 12
      children:
        - type: row
          spacing: 12
          children:
            - {type: label, id: heading, text: {en: City Museum, de: Stadtmuseum, ar: متحف المدينة}, style: title, flex: 1}
            - {type: picker, id: lang, kind: language}
        - {type: ruler, id: count, accessibilityLabel: {en: Tickets, de: Tickets, ar: تذاكر}, min: 1, max: 10, step: 1, value: 2}
        - {type: button, id: buy, title: {en: Buy, de: Kaufen, ar: شراء}, style: primary}

    """

    func testTheMuseumHeadingIsWholeOnEveryPanelScaleAndLanguage() throws {
        let dir = KioskProcess.temporaryFolder("museum")
        let screen = dir + "/museum.yaml", query = dir + "/q.jsonl"
        try Self.museum.write(toFile: screen, atomically: true, encoding: .utf8)
        try #"{"at":0,"query":"layout"}"#.write(toFile: query, atomically: true, encoding: .utf8)
        for size in ["480x800", "800x480"] {
            for scale in ["1", "2"] {
                for language in ["en", "de", "ar"] {
                    let r = try KioskProcess.run(["run", "--driver", "headless", "--size", size, "--font-scale", scale,
                                                  "--language", language, "--replay", query, screen])
                    let place = "\(size) ×\(scale) \(language)"
                    XCTAssertEqual(r.status, 0, "\(place): \(r.stderr)")
                    guard let layout = r.events(named: "layout").first else { XCTFail("\(place): no layout"); continue }
                    let heading = KioskProcess.nodes(layout)["heading"]
                    XCTAssertNil(heading?["truncated"], "\(place): the heading is cut: \(heading ?? [:])")
                    XCTAssertNil(layout["truncated"], "\(place): a text is cut: \(layout["truncated"] ?? "")")
                    let frame = heading?["frame"] as? [Double] ?? []
                    XCTAssertGreaterThan(frame.count == 4 ? frame[2] : 0, 100, "\(place): the heading has room: \(frame)")
                }
            }
        }
    }
}
