import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Switching the language of a running `kiosk run` by command, and `--language` refusing a
/// language the screen does not have (the same switch in one process: LanguageSwitchTests).
final class LanguageSwitchRunTests: XCTestCase {
    func testACommandSwitchesTheRunningKioskAndAnUnknownOneIsAnErrorEvent() async throws {
        let dir = URL(fileURLWithPath: KioskProcess.temporaryFolder("language-run"))
        let file = dir.appendingPathComponent("lang.yaml")
        try TestScreens.languageSwitch.write(to: file, atomically: true, encoding: .utf8)
        try "msgid \"{minutes} min, {period}\"\nmsgstr \"{minutes} Min., {period}\"\n"
            .write(to: dir.appendingPathComponent("lang.de.po"), atomically: true, encoding: .utf8)
        let commands = KioskProcess.temporaryFile("language.jsonl", contents: """
        {"set":{"language":"fr"}}
        {"set":{"language":"de"}}
        {"query":"layout"}
        """)
        let r = try KioskProcess.run(["run", file.path, "--driver", "headless", "--size", "800x1000", "--commands", commands.path,
                                      "--language", "ar"])
        XCTAssertEqual(r.status, 0, r.stderr)
        let errors = r.events(named: "error").compactMap { $0["message"] as? String }
        XCTAssertEqual(errors, ["\(commands.path):1: \"fr\" is not one of this screen's languages; its languages: en, de, ar"])
        XCTAssertEqual(r.events(named: "language").map { $0["language"] as? String }, ["de"])
        let layout = try XCTUnwrap(r.events(named: "layout").first)
        XCTAssertEqual(layout["language"] as? String, "de")
        let nodes = KioskProcess.nodes(layout)
        XCTAssertEqual(nodes["summary"]?["text"] as? String, "2,5 Min., Tageweise", "from the .po file beside it")
        XCTAssertEqual(nodes["period"]?["value"] as? String, "Day")
        XCTAssertEqual(nodes["period"]?["shown"] as? String, "Tageweise")

        let refused = try KioskProcess.run(["run", file.path, "--driver", "headless", "--language", "fr"])
        XCTAssertEqual(refused.status, 2, refused.stderr)
        XCTAssertTrue(refused.stderr.contains("--language fr: \"fr\" is not one of this screen's languages; its languages: en, de, ar"),
                      refused.stderr)
    }
}
