import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUISDL
@testable import KioskUI
import KioskUITestSupport

/// "Larger text": the ladder the text size steps along, the `textSize` command, a
/// button's `action` (larger, smaller and standard text, high contrast) by a tap and by Enter, and
/// the same from Swift (`KioskController.textSize`, `.theme`, `KUI.Button(…).action`).
@MainActor
final class TextSizeTests: XCTestCase {
    // MARK: The ladder

    func testTheLadderStepsUpAndDownAndStaysAtItsEnds() async throws {
        var up = [1.0], down = [3.0]
        for _ in 0..<6 { up.append(TextSizeLadder.scale(after: .larger, from: up.last!, standard: 1)) }
        for _ in 0..<6 { down.append(TextSizeLadder.scale(after: .smaller, from: down.last!, standard: 1)) }
        XCTAssertEqual(up, [1, 1.25, 1.5, 2, 2.5, 3, 3])
        XCTAssertEqual(down, [3, 2.5, 2, 1.5, 1.25, 1, 1])
        XCTAssertEqual(TextSizeLadder.scale(after: .standard, from: 2.5, standard: 1.5), 1.5, "standard: where the run started")
    }

    func testAScaleOffTheLadderStepsToTheRungsBesideIt() async throws {
        XCTAssertEqual(TextSizeLadder.scale(after: .larger, from: 1.75, standard: 1), 2)
        XCTAssertEqual(TextSizeLadder.scale(after: .smaller, from: 1.75, standard: 1), 1.5)
        XCTAssertEqual(TextSizeLadder.scale(after: .larger, from: 0.75, standard: 0.75), 1, "a small start steps onto the ladder")
        XCTAssertEqual(TextSizeLadder.scale(after: .smaller, from: 0.75, standard: 0.75), 0.75, "and nothing below it")
        XCTAssertEqual(TextSizeLadder.scale(after: .larger, from: 3.5, standard: 3.5), 3.5, "nothing above a start beyond the top")
        XCTAssertEqual(TextSizeLadder.scale(after: .smaller, from: 3.5, standard: 3.5), 3)
        XCTAssertEqual(TextSizeLadder.scale(after: .larger, from: 1.25 + 1e-12, standard: 1), 1.5, "a rung read back with rounding is the rung")
    }

    // MARK: The command

    func testTheLineParsesAndABadValueNamesTheLineAndTheSteps() async throws {
        let lines = try Script.parse("""
        {"at":0,"textSize":"larger"}
        {"at":1,"textSize":"smaller"}
        {"at":2,"textSize":"standard"}
        """, file: "s.jsonl")
        XCTAssertEqual(lines.map(\.action), [.textSize(.larger), .textSize(.smaller), .textSize(.standard)])
        for bad in [#""bigger""#, "2", "null"] {
            XCTAssertThrowsError(try Script.parse("{\"at\":0,\"query\":\"layout\"}\n{\"at\":1,\"textSize\":\(bad)}", file: "s.jsonl")) { error in
                XCTAssertTrue("\(error)".hasPrefix("s.jsonl:2: "), "\(error)")
                XCTAssertTrue("\(error)".contains(#""textSize" must be one of "larger", "smaller", "standard""#), "\(error)")
            }
        }
    }

    static let screen = """
    root:
      type: column
      children:
        - {type: label, id: hello, text: Hello}
        - {type: button, id: larger, title: Larger text, action: larger-text}
        - {type: button, id: smaller, title: Smaller text, action: smaller-text}
        - {type: button, id: standard, title: Standard text, action: standard-text}
        - {type: button, id: contrast, title: High contrast, action: high-contrast}
    """

    func testAReplayedLineStepsTheTextRelayoutsInTheSameFrameAndSaysTheScale() async throws {
        let r = try replay(Self.screen, fontScale: 1.5, """
        {"at":0,"query":"layout"}
        {"at":100,"textSize":"larger"}
        {"at":100,"query":"layout"}
        {"at":200,"textSize":"smaller"}
        {"at":300,"textSize":"smaller"}
        {"at":400,"textSize":"smaller"}
        {"at":500,"textSize":"smaller"}
        {"at":600,"textSize":"standard"}
        {"at":600,"query":"layout"}
        """)
        XCTAssertEqual(r.status, 0)
        XCTAssertEqual(r.named("textSize").map { $0["fontScale"] as? Double }, [2, 1.5, 1.25, 1, 1, 1.5],
                       "from the --font-scale 1.5 start: up a rung, down to the bottom and no further, back to 1.5")
        XCTAssertEqual(r.named("textSize").map { $0["at"] as? Double }, [100, 200, 300, 400, 500, 600])
        let layouts = r.named("layout")
        XCTAssertEqual(layouts.map { $0["fontScale"] as? Double }, [1.5, 2, 1.5])
        let height = { (n: Int) in (KioskProcess.nodes(layouts[n])["hello"]?["frame"] as? [Double])?[3] ?? 0 }
        XCTAssertGreaterThan(height(1), height(0), "the query right after the line already sees the larger text")
        XCTAssertEqual(height(2), height(0))
    }

    // MARK: Buttons

    func testAButtonsActionStepsTheTextByATapAndByEnterAfterItsTap() async throws {
        let r = try replay(Self.screen, """
        {"at":0,"pointer":"down","target":"larger"}
        {"at":50,"pointer":"up","target":"larger"}
        {"at":100,"key":"tab"}
        {"at":200,"key":"enter"}
        {"at":300,"key":"tab"}
        {"at":400,"key":"tab"}
        {"at":500,"key":"enter"}
        {"at":600,"key":"backtab"}
        {"at":700,"key":"enter"}
        {"at":700,"query":"layout"}
        """)
        let said = r.events.compactMap { e -> String? in
            switch e["event"] as? String {
            case "tap": return "tap \(e["id"] as? String ?? "")"
            case "textSize": return "textSize \(e["fontScale"] as? Double ?? 0)"
            default: return nil
            }
        }
        XCTAssertEqual(said, ["tap larger", "textSize 1.25", "tap larger", "textSize 1.5", "tap standard", "textSize 1.0",
                              "tap smaller", "textSize 1.0"],
                       "the tap first, then the size: by touch, then Enter on larger (the first Tab focuses it), standard, smaller")
        XCTAssertEqual(r.named("layout").first?["fontScale"] as? Double, 1)
    }

    func testAHighContrastButtonSwitchesTheThemeAndBackAndTheThemeCommandSaysSoToo() async throws {
        let dir = KioskProcess.temporaryFolder("contrast")
        let r = try replay(Self.screen, """
        {"at":0,"screenshot":"\(dir)/own.png"}
        {"at":100,"pointer":"down","target":"contrast"}
        {"at":150,"pointer":"up","target":"contrast"}
        {"at":200,"screenshot":"\(dir)/high.png"}
        {"at":300,"key":"tab"}
        {"at":400,"key":"backtab"}
        {"at":500,"key":"enter"}
        {"at":600,"screenshot":"\(dir)/back.png"}
        {"at":700,"theme":"high-contrast"}
        """)
        XCTAssertEqual(r.named("theme").map { $0["theme"] as? String }, ["high-contrast", "screen", "high-contrast"])
        let own = try PNGFile.read(dir + "/own.png"), high = try PNGFile.read(dir + "/high.png"), back = try PNGFile.read(dir + "/back.png")
        XCTAssertEqual(own[799, 479], Color(hex: 0xF4F5F7), "the standard theme's background")
        XCTAssertEqual(high[799, 479], .black, "high contrast")
        XCTAssertEqual(back[799, 479], Color(hex: 0xF4F5F7), "Enter on the same button: the screen's own again")
    }

    func testAResetGivesTheNextCustomerTheScreensThemeAndTheStartingTextSize() async throws {
        let r = try replay(Self.screen, fontScale: 1.5, """
        {"at":0,"textSize":"larger"}
        {"at":100,"theme":"high-contrast"}
        {"at":200,"reset":true}
        {"at":300,"query":"layout"}
        {"at":400,"reset":true}
        """)
        let said = r.events.compactMap { e -> String? in
            switch e["event"] as? String {
            case "textSize": return "textSize \(e["fontScale"] as? Double ?? 0)"
            case "theme": return "theme \(e["theme"] as? String ?? "")"
            default: return nil
            }
        }
        XCTAssertEqual(said, ["textSize 2.0", "theme high-contrast", "theme screen", "textSize 1.5"],
                       "the reset puts both back, and a second reset has nothing to say")
        XCTAssertEqual(r.named("layout").first?["fontScale"] as? Double, 1.5)
    }

    func testAnUnknownActionNamesTheLineAndTheActions() async throws {
        XCTAssertThrowsError(try Screen.parse("root: {type: button, title: Bigger,\n  action: bigger}", file: "s.yaml")) { error in
            XCTAssertTrue("\(error)".contains("s.yaml:2"), "\(error)")
            XCTAssertTrue("\(error)".contains("none, larger-text, smaller-text, standard-text, high-contrast"), "\(error)")
        }
    }

    // MARK: Swift

    func testTheSwiftControllerAndABuilderButtonsActionDoWhatTheCommandsDo() async throws {
        let kiosk = KioskController()
        let screen = KUI.App {
            KUI.Column {
                KUI.Button("Larger", id: "bigger") { kiosk.textSize(.larger) }
                KUI.Button("Contrast", id: "contrast") { kiosk.theme(.highContrast) }
                KUI.Button("Own theme", id: "own") { kiosk.theme(nil) }
                KUI.Button("Larger text", id: "larger").action(.largerText)
            }
        }
        let r = try replay(screen, controller: kiosk, """
        {"at":0,"pointer":"down","target":"bigger"}
        {"at":50,"pointer":"up","target":"bigger"}
        {"at":100,"pointer":"down","target":"larger"}
        {"at":150,"pointer":"up","target":"larger"}
        {"at":200,"pointer":"down","target":"contrast"}
        {"at":250,"pointer":"up","target":"contrast"}
        {"at":300,"pointer":"down","target":"own"}
        {"at":350,"pointer":"up","target":"own"}
        {"at":400,"query":"layout"}
        """)
        XCTAssertEqual(r.named("textSize").map { $0["fontScale"] as? Double }, [1.25, 1.5])
        XCTAssertEqual(r.named("theme").map { $0["theme"] as? String }, ["high-contrast", "screen"])
        XCTAssertEqual(r.named("layout").first?["fontScale"] as? Double, 1.5)
    }

    // MARK: Runs

    private struct Run {
        var status: Int32
        var events: [[String: Any]]
        func named(_ name: String) -> [[String: Any]] { events.filter { $0["event"] as? String == name } }
    }

    /// A headless run at 800×480 in this process of `screen` (file text or a Swift description).
    private func replay(_ screen: String, fontScale: Double = 1, _ script: String) throws -> Run {
        let dir = KioskProcess.temporaryFolder("text-size")
        try screen.write(toFile: dir + "/screen.yaml", atomically: true, encoding: .utf8)
        return try run(script, in: dir) { options in
            options.screenPath = dir + "/screen.yaml"
            options.fontScale = fontScale
            return try Kiosk.run(options)
        }
    }

    private func replay(_ screen: KUI.App, controller: KioskController, _ script: String) throws -> Run {
        try run(script, in: KioskProcess.temporaryFolder("text-size")) { try Kiosk.run(screen, controller: controller, options: $0) }
    }

    private func run(_ script: String, in dir: String, _ start: (inout RunOptions) throws -> Int32) throws -> Run {
        var options = try RunOptions.headlessReplay(script, in: dir)
        let status = try start(&options)
        return Run(status: status, events: KioskProcess.events(try String(contentsOfFile: options.eventsPath, encoding: .utf8)))
    }
}
