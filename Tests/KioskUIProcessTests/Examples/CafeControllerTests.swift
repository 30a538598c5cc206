import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// assets/screens/cafe.yaml with examples/cafe-controller.py: its logic (doctests),
/// then the real controller on the control socket: the menu comes from it, a tapped drink lands
/// in the order with its total and Pay enabled, Remove takes it out; and 10,000 menu items sent
/// in one command show, scroll and select.
@MainActor
final class CafeControllerTests: XCTestCase {
    static let controller = BuilderPublicAPITests.packageRoot.appendingPathComponent("examples/cafe-controller.py").path
    static let cafe = TestFiles.screensFolder.appendingPathComponent("cafe.yaml").path
    static let python = "/usr/bin/python3"

    func testTheOrderAndTheTotalPassTheirDoctests() async throws {
        let r = try KioskProcess.execute(Self.python, ["-m", "doctest", "-v", Self.controller])
        let text = r.stdout + r.stderr
        XCTAssertEqual(r.status, 0, text)
        XCTAssertTrue(text.contains("0 failed"), text)
    }

    /// Starts the kiosk on the cafe and the controller (with `extra` arguments) on its socket,
    /// and waits until the controller sent the menu and the kiosk shows it.
    private func start(_ extra: [String] = [], items: Int) throws -> (RunningKiosk, LoggedProcess, ControlTestClient) {
        let socket = KioskProcess.temporaryFolder("cafe") + "/control.sock"
        let kiosk = try RunningKiosk(["run", "--driver", "headless", "--size", "800x480", "--control", socket, Self.cafe])
        XCTAssertTrue(kiosk.waitForSocket(socket))
        let controller = try LoggedProcess(Self.python, [Self.controller, socket, "--once"] + extra)
        XCTAssertNotNil(controller.log.wait(for: "connected to \(socket)", timeout: 20), "\(controller.log.all)")
        XCTAssertNotNil(controller.log.wait(for: #"{"set":{"id":"pay","enabled":false}}"#, timeout: 20), "\(controller.log.all)")
        let customer = try ControlTestClient(path: socket)
        customer.startReading()
        // The controller's commands were read before ours: once the menu shows its items, all are.
        var menu: [String: Any]?
        for _ in 0..<50 {
            menu = KioskProcess.nodes(try customer.layout())["menu"]
            if menu?["items"] as? Double == Double(items) { break }
        }
        XCTAssertEqual(menu?["items"] as? Double, Double(items), "\(controller.log.all)")
        return (kiosk, controller, customer)
    }

    /// The layout's nodes once `done` holds for them: the controller's commands, sent after its
    /// log says so, may reach the kiosk after our query; asked again, the answer has them.
    private func nodes(_ customer: ControlTestClient, until done: ([String: [String: Any]]) -> Bool) throws -> [String: [String: Any]] {
        var nodes: [String: [String: Any]] = [:]
        for _ in 0..<100 {
            nodes = KioskProcess.nodes(try customer.layout())
            if done(nodes) { break }
        }
        return nodes
    }

    func testATappedDrinkLandsInTheOrderWithItsTotalAndRemoveTakesItOut() async throws {
        let (kiosk, controller, customer) = try start(items: 8)
        defer { controller.kill(); kiosk.stop() }
        customer.send(#"{"pointer":"down","target":"menu#0"}"#)
        customer.send(#"{"pointer":"up","target":"menu#0"}"#)
        customer.send(#"{"pointer":"down","target":"menu#7"}"#)
        customer.send(#"{"pointer":"up","target":"menu#7"}"#)
        XCTAssertNotNil(controller.log.wait(for: #""text":"€4.70""#, timeout: 20), "Latte 3.20 + Cookie 1.50: \(controller.log.all)")
        var nodes = try self.nodes(customer) { $0["total"]?["text"] as? String == "€4.70" }
        XCTAssertEqual(nodes["cart"]?["items"] as? Double, 2)
        XCTAssertEqual((nodes["cart"]?["rows"] as? [[String: Any]])?.compactMap { $0["key"] as? String }, ["latte", "cookie"])
        XCTAssertEqual(nodes["total"]?["text"] as? String, "€4.70")
        XCTAssertNil(nodes["pay"]?["enabled"], "Pay is enabled (the layout says enabled only when false)")
        // The latte row's Remove: the row is item 0 of the cart, its button is on its trailing side.
        let row = try XCTUnwrap((nodes["cart"]?["rows"] as? [[String: Any]])?.first?["frame"] as? [Double])
        let x = row[0] + row[2] - 40, y = row[1] + row[3] / 2
        customer.send(#"{"pointer":"down","x":\#(x),"y":\#(y)}"#)
        customer.send(#"{"pointer":"up","x":\#(x),"y":\#(y)}"#)
        XCTAssertNotNil(controller.log.wait(for: #""remove":["latte"]"#, timeout: 20), "\(controller.log.all)")
        XCTAssertNotNil(controller.log.wait(for: #""text":"€1.50""#, timeout: 20), "\(controller.log.all)")
        nodes = try self.nodes(customer) { $0["total"]?["text"] as? String == "€1.50" }
        XCTAssertEqual(nodes["cart"]?["items"] as? Double, 1)
        XCTAssertEqual(nodes["total"]?["text"] as? String, "€1.50")
    }

    func testTenThousandMenuItemsFromOneCommandShowScrollAndSelect() async throws {
        let (kiosk, controller, customer) = try start(["--items", "10000"], items: 10_000)
        defer { controller.kill(); kiosk.stop() }
        customer.send(#"{"set":{"id":"menu","scrollTo":"cookie-9999"}}"#)
        customer.send(#"{"pointer":"down","target":"menu#9999"}"#)
        customer.send(#"{"pointer":"up","target":"menu#9999"}"#)
        XCTAssertNotNil(controller.log.wait(for: #""key":"cookie-9999","title":"Cookie""#, timeout: 20), "\(controller.log.all)")
        let nodes = try self.nodes(customer) { $0["total"]?["text"] as? String == "€1.50" }
        XCTAssertEqual(nodes["menu"]?["items"] as? Double, 10_000)
        XCTAssertTrue((nodes["menu"]?["rows"] as? [[String: Any]] ?? []).contains { $0["key"] as? String == "cookie-9999" })
        XCTAssertEqual(nodes["total"]?["text"] as? String, "€1.50")
    }
}
