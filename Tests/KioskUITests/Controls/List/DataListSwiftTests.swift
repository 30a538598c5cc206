import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUI
import KioskUITestSupport

/// `KUI.List` with its items bound to a `KioskState<[KUI.Item]>` and its selection to a
/// `KioskState<[String]>`, run headless in this process: the template's `item.NAME` fills from
/// the state's items, the app's new items show, a tap selects into the state.
@MainActor
final class DataListSwiftTests: XCTestCase {
    @MainActor
    private final class Cafe {
        let kiosk = KioskController()
        let menu = KioskState([KUI.Item(key: "latte", ["title": "Latte", "price": "3.20"]),
                               KUI.Item(key: "mocha", ["title": "Mocha", "price": "3.60"])])
        let chosen = KioskState<[String]>([])
        var taps: [String] = []

        lazy var screen = KUI.App {
            KUI.Screen("main") {
                KUI.Column(spacing: 12, align: .fill, padding: 24) {
                    KUI.List(id: "menu", items: menu, selection: .multiple, selected: chosen) { item in
                        KUI.Row(spacing: 8) {
                            KUI.Label(item.title).flex(1)
                            KUI.Label(item.price)
                        }
                    }
                    .accessibilityLabel("Menu")
                    .onEvent { [unowned self] e in if case let .select(k, _, _) = e.kind { taps.append(k) } }
                }
            }
        }
    }

    func testTheItemsFollowTheStateAndATapSelectsIntoTheOther() async throws {
        let c = Cafe()
        c.kiosk.onEvent { [unowned c] e in
            if e.kind.name == "ready" { c.menu.value.insert(KUI.Item(key: "tea", ["title": "Tea", "price": "2.40"]), at: 0) }
        }
        var options = try RunOptions.headlessReplay("""
        {"at":100,"query":"layout"}
        {"at":200,"pointer":"down","target":"menu#2"}
        {"at":250,"pointer":"up","target":"menu#2"}
        {"at":300,"query":"layout"}
        """, in: KioskProcess.temporaryFolder("swift-list"))
        options.fontScale = 1
        XCTAssertEqual(try Kiosk.run(c.screen, controller: c.kiosk, options: options), 0)
        let events = KioskProcess.events(try String(contentsOfFile: options.eventsPath, encoding: .utf8))
        let layouts = events.filter { $0["event"] as? String == "layout" }
        XCTAssertEqual(KioskProcess.nodes(layouts[0])["menu"]?["items"] as? Double, 3, "the app's inserted item shows")
        XCTAssertEqual(KioskProcess.nodes(layouts[1])["menu"]?["value"] as? [String], ["mocha"])
        XCTAssertEqual(c.chosen.value, ["mocha"])
        XCTAssertEqual(c.taps, ["mocha"])
    }
}
