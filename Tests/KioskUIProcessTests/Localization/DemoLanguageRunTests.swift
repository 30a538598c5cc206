import Foundation
import XCTest
import KioskUITestSupport

/// The demo's "Change language" button in a `kiosk run` replay: a menu of the languages in their
/// own names, and choosing one switches (the demo's languages in one process: DemoLanguageTests).
final class DemoLanguageRunTests: XCTestCase {
    func testChangeLanguageOpensAMenuOfTheLanguagesInTheirOwnNames() async throws {
        let script = KioskProcess.temporaryFile("demo-language.jsonl", contents: """
        {"at":0,"pointer":"down","target":"pages#1"}
        {"at":50,"pointer":"up","target":"pages#1"}
        {"at":500,"pointer":"down","target":"language"}
        {"at":550,"pointer":"up","target":"language"}
        {"at":600,"query":"layout"}
        {"at":1000,"pointer":"down","target":"language.menu#3"}
        {"at":1050,"pointer":"up","target":"language.menu#3"}
        {"at":1100,"query":"layout"}
        """)
        let r = try KioskProcess.run(["run", TestFiles.demoFile, "--driver", "headless", "--size", "1280x800", "--replay", script.path])
        XCTAssertEqual(r.status, 0, r.stderr)
        let layouts = r.events(named: "layout")
        let menu = try XCTUnwrap(KioskProcess.nodes(layouts[0])["language.menu"])
        XCTAssertEqual(menu["items"] as? Int, 4)
        XCTAssertEqual(menu["name"] as? String, "English", "highlighted: the language shown, in its own name")
        XCTAssertEqual(layouts[1]["language"] as? String, "hi")
        XCTAssertEqual(KioskProcess.nodes(layouts[1])["language"]?["title"] as? String, "भाषा बदलें")
        XCTAssertNil(KioskProcess.nodes(layouts[1])["language.menu"], "choosing closed the menu")
        XCTAssertEqual(r.events(named: "language").map { $0["direction"] as? String }, ["ltr"])
    }
}
