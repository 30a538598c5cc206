import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUI
import KioskUITestSupport

/// The `qr` and `progress` controls in this process: the code's modules and pixels,
/// payloads refused with their limit, a bar that slides, mirrors and costs no frame off screen,
/// and the screen file Tests/Fixtures/qr-progress.yaml walked by keys and gamepad and laid out on
/// the panel matrix's sizes in English and Arabic.
@MainActor
final class QRProgressTests: XCTestCase {
    static let fixture = TestFiles.packageRoot.appendingPathComponent("Tests/Fixtures/qr-progress.yaml").path

    private func scene(_ yaml: String, size: Size = Size(800, 480), fontScale: Double = 1, language: String? = nil) throws -> (Screen, Scene) {
        let screen = try Screen.parse(yaml, file: "t.yaml")
        if let language { screen.app.setLanguage(try XCTUnwrap(LanguageCode(language))) }
        let s = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: size, theme: screen.theme, fontScale: fontScale)
        s.layoutIfNeeded()
        return (screen, s)
    }

    // MARK: QR

    func testTheCodeIsWholePixelModulesOneRectARunOfDarkModulesOnItsOwnWhiteSquare() async throws {
        let (_, s) = try scene("root: {type: column, padding: 10, children: [{type: qr, id: q, text: \"HELLO\", correction: H}]}")
        let q = try XCTUnwrap(s.widget(id: "q") as? QRCode)
        XCTAssertEqual(q.matrix.count, 21, "version 1")
        XCTAssertEqual(q.placedModuleSize, QRCode.idealModule)
        XCTAssertEqual(q.frame.width, Double((21 + 8) * 6))
        let list = s.render()?.0.commands ?? []
        let fills = list.compactMap { c -> (Rect, Color)? in if case let .fill(r, color, _) = c { return (r, color) }; return nil }
        let dark = fills.filter { $0.1 == QRCode.darkColor }.map(\.0)
        XCTAssertEqual(dark.count, q.matrix.darkRuns.count, "one rect a run, not one a module")
        XCTAssertLessThan(dark.count, q.matrix.dark.filter { $0 }.count)
        XCTAssertEqual(dark.reduce(0) { $0 + $1.width * $1.height }, Double(q.matrix.dark.filter { $0 }.count * 36))
        for r in dark {
            XCTAssertEqual(r.minX, r.minX.rounded()); XCTAssertEqual(r.minY, r.minY.rounded())
            XCTAssertEqual(r.height, 6)
        }
        XCTAssertTrue(fills.contains { $0.1 == QRCode.lightColor && $0.0 == q.codeRect }, "its own white square")
    }

    func testAModuleIsTheLargestWholeNumberOfPixelsThatFitsNeverAFraction() async throws {
        let (_, s) = try scene("root: {type: column, children: [{type: frame, width: 100, height: 100, content: {type: qr, id: q, text: \"HELLO\"}}]}")
        let q = try XCTUnwrap(s.widget(id: "q") as? QRCode)
        // 21 + 8 = 29 modules in 100 px: 3 px a module (87 px), centred; never 3.45.
        XCTAssertEqual(q.placedModuleSize, 3)
        XCTAssertEqual(q.codeRect.size, Size(87, 87))
        XCTAssertEqual(q.codeRect.minX - q.frame.minX, 6, "centred, on a whole pixel")
    }

    func testTheCodeIsDarkOnWhiteInTheHighContrastThemeToo() async throws {
        let (_, s) = try scene("root: {type: column, children: [{type: qr, id: q, text: \"HELLO\"}]}")
        s.switchTheme(.builtIn(.highContrast))
        s.layoutIfNeeded()
        let colours = Set((s.render()?.0.commands ?? []).compactMap { c -> UInt32? in
            if case let .fill(r, color, _) = c, r.width < 200 { return UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b) }
            return nil
        })
        XCTAssertEqual(colours, [0x000000, 0xFFFFFF])
    }

    func testATextTooLongForItsLevelIsACheckErrorNamingTheLimit() async throws {
        let long = String(repeating: "é", count: 700)   // 1400 bytes: fits M, not H
        XCTAssertNoThrow(try Screen.parse("root: {type: qr, text: \"\(long)\"}", file: "t.yaml"))
        XCTAssertThrowsError(try Screen.parse("root: {type: qr,\n  correction: H,\n  text: \"\(long)\"}", file: "t.yaml")) { e in
            XCTAssertTrue("\(e)".contains("t.yaml:3: text: is 1400 bytes of UTF-8, too long for a QR code: at correction H it holds at most 1273 bytes; correction Q holds up to 1663"), "\(e)")
        }
    }

    func testASetTextChangesTheCodeAndOneTooLongIsAnErrorThatKeepsIt() async throws {
        let (screen, s) = try scene("root: {type: column, children: [{type: qr, id: q, text: \"A\"}]}")
        let q = try XCTUnwrap(s.widget(id: "q") as? QRCode)
        try screen.app.set(.text("https://example.com/ä"), on: q)
        s.layoutIfNeeded()
        XCTAssertEqual(q.text, "https://example.com/ä")
        XCTAssertEqual(q.matrix.count, 25)
        XCTAssertThrowsError(try screen.app.set(.text(String(repeating: "x", count: 3000)), on: q)) { e in
            XCTAssertEqual("\(e)", "qr \"q\": the text is 3000 bytes of UTF-8, too long for a QR code: at correction M it holds at most 2331 bytes")
        }
        XCTAssertEqual(q.text, "https://example.com/ä")
        let node = q.layoutState
        XCTAssertEqual(node.first { $0.0 == "modules" }?.1, .number(25))
        XCTAssertEqual(node.first { $0.0 == "moduleSize" }?.1, .number(6))
    }

    func testTheCodeIsNotFocusableAndIsCalledQRCodeFirst() async throws {
        let (_, s) = try scene("root: {type: qr, id: q, text: \"A\", accessibilityLabel: Receipt}")
        let q = try XCTUnwrap(s.widget(id: "q"))
        XCTAssertFalse(q.isFocusable)
        XCTAssertEqual(SpeechWording.described(q.spokenControl), "QR code, Receipt")
    }

    // MARK: Progress

    func testASetValueSlidesTheFillAndSaysChangeAtOnce() async throws {
        let (screen, s) = try scene("root: {type: progress, id: p, value: 0.25}")
        let p = try XCTUnwrap(s.widget(id: "p") as? ProgressBar)
        var events: [KioskEvent] = []
        s.watchEvents { events.append($0) }
        XCTAssertThrowsError(try screen.app.set(.value(.number(1.5)), on: p)) { e in
            XCTAssertEqual("\(e)", "progress \"p\" takes a number from 0 to 1")
        }
        try screen.app.set(.value(.number(0.4)), on: p)
        XCTAssertEqual(events.map(\.kind), [.change(.number(0.4))])
        XCTAssertTrue(p.isMoving)
        XCTAssertTrue(s.isAnimating)
        s.advance(to: 0.1)
        XCTAssertTrue(p.isMoving, "still sliding")
        s.advance(to: 1)
        XCTAssertFalse(p.isMoving)
        XCTAssertFalse(s.isAnimating)
        XCTAssertEqual(p.value, 0.4)
        XCTAssertEqual(p.spokenValue, .percent(40))
    }

    /// The accent fill's rect in the draw list.
    private func fill(_ s: Scene) -> Rect? {
        s.setNeedsDisplayAll()
        return (s.render()?.0.commands ?? []).compactMap { c -> Rect? in
            if case let .fill(r, color, _) = c, color == s.theme.accent { return r }
            return nil
        }.first
    }

    func testTheFillGrowsFromTheRightInArabic() async throws {
        let yaml = "languages: [en, ar]\nroot: {type: progress, id: p, value: 0.5}"
        let (_, en) = try scene(yaml)
        let (_, ar) = try scene(yaml, language: "ar")
        let l = try XCTUnwrap(fill(en)), r = try XCTUnwrap(fill(ar))
        XCTAssertEqual(l.minX, 0)
        XCTAssertEqual(r.maxX, 800)
        XCTAssertEqual(l.width, r.width)
    }

    func testAnIndeterminateBarRunsOnlyWhileItsScreenShows() async throws {
        let (screen, s) = try scene("""
        screens:
          a: {root: {type: column, children: [{type: progress, id: p, indeterminate: true}, {type: button, id: b, title: B}]}}
          b: {root: {type: button, id: c, title: C}}
        """)
        _ = s.render()
        XCTAssertNotNil(s.nextWakeTime, "shown: it asks for its next picture")
        XCTAssertFalse(s.awaitsTimer, "and holds no replay open")
        let p = try XCTUnwrap(s.widget(id: "p") as? ProgressBar)
        XCTAssertTrue(p.isMoving)
        try screen.app.show("b")
        s.layoutIfNeeded()
        // The pending wake-up comes once more, finds the bar off screen, and nothing follows.
        for t in [0.1, 0.2, 0.5, 2] {
            s.advance(to: t)
            _ = s.render()
        }
        XCTAssertNil(s.nextWakeTime)
        XCTAssertFalse(s.hasWork, "no frame to draw")
        XCTAssertFalse(p.isMoving)
        try screen.app.show("a")
        s.layoutIfNeeded()
        _ = s.render()
        XCTAssertNotNil(s.nextWakeTime, "shown again: it runs again")
    }

    func testABarStartsAtItsSavedValueAndTheStateFileSavesIt() async throws {
        let screen = try Screen.parse("root: {type: column, children: [{type: progress, id: p, value: 0.1}]}", file: "t.yaml",
                                      initialValues: ["p": .number(0.65)])
        let s = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 480))
        XCTAssertEqual((s.widget(id: "p") as? ProgressBar)?.value, 0.65)
        XCTAssertEqual(ControlState.snapshot(s, ids: nil).first?.1, .number(0.65))
    }

    func testACodeShowingAControlsValueFollowsIt() async throws {
        let (screen, s) = try scene("""
        root: {type: column, children: [{type: ruler, id: n, min: 0, max: 10, value: 2}, {type: qr, id: q, text: "https://x.example/t/{n}"}]}
        """)
        let q = try XCTUnwrap(s.widget(id: "q") as? QRCode)
        XCTAssertEqual(q.text, "https://x.example/t/2")
        try screen.app.set(.value(.number(7)), on: try XCTUnwrap(s.widget(id: "n")))
        s.advance(to: 2)
        s.layoutIfNeeded()
        XCTAssertEqual(q.text, "https://x.example/t/7")
    }

    @MainActor
    private final class Reader {
        let read = KioskState(0.0)
        lazy var app = KUI.App {
            KUI.Column(spacing: 12, align: .fill, padding: 24) {
                KUI.Progress(id: "read", value: read, showsValue: true)
                KUI.QR(id: "code", correction: .H) { [unowned self] in "https://x.example/\(Int(read.value * 100))" }
                KUI.Button("Go", id: "go") { [unowned self] in read.value = 0.5 }
            }
        }
    }

    func testTheBuildersBindTheBarToAStateAndComputeTheCodesText() async throws {
        let m = Reader()
        let options = try RunOptions.headlessReplay("""
        {"at":100,"pointer":"down","target":"go"}
        {"at":150,"pointer":"up","target":"go"}
        {"at":1000,"query":"layout"}
        """, in: KioskProcess.temporaryFolder("qr-progress-swift"))
        XCTAssertEqual(try Kiosk.run(m.app, controller: nil, options: options), 0)
        let events = KioskProcess.events(try String(contentsOfFile: options.eventsPath, encoding: .utf8))
        let nodes = KioskProcess.nodes(try XCTUnwrap(events.last { $0["event"] as? String == "layout" }))
        XCTAssertEqual(nodes["read"]?["value"] as? Double, 0.5)
        XCTAssertEqual(nodes["code"]?["text"] as? String, "https://x.example/50")
        XCTAssertEqual(nodes["code"]?["correction"] as? String, "H")
    }


    func testAnIndeterminateBarOnAHiddenPageAsksForNoFrame() async throws {
        let (_, s) = try scene("""
        root:
          type: pages
          id: pages
          pages:
            - {title: One, content: {type: label, text: Still}}
            - {title: Two, content: {type: progress, id: p, indeterminate: true}}
        """)
        for t in [0.1, 0.5, 1] { s.advance(to: t); _ = s.render() }
        XCTAssertNil(s.nextWakeTime, "on the page not shown: no wake-up")
        XCTAssertFalse(s.isAnimating || s.hasWork)
        (s.widget(id: "pages") as? SegmentedPages)?.show(1)
        s.layoutIfNeeded()
        _ = s.render()
        XCTAssertNotNil(s.nextWakeTime, "its page shows: it runs")
    }

    // MARK: The fixture on the panels, by keys and gamepad

    static let cells: [(Size, Double)] = [(Size(800, 480), 1), (Size(800, 480), 2), (Size(480, 800), 1), (Size(480, 800), 2),
                                          (Size(1920, 1080), 1), (Size(1920, 1080), 2)]

    func testTheFixtureLaysOutOnEveryPanelInEnglishAndArabic() async throws {
        let problems = try PanelMatrixTests.fixtureProblems(Self.fixture, screens: ["pay", "later"]) { scene, cell, _ in
            var problems: [String] = []
            for w in PanelMatrixTests.onScreen(scene) where w is ProgressBar || w is QRCode {
                if w.frame.width < 48 || w.frame.height < 8 { problems.append("\(cell): \(w.id ?? "?") \(w.frame) too small") }
                if let q = w as? QRCode, q.placedModuleSize < QRCode.leastModule {
                    problems.append("\(cell): \(q.id ?? "?") modules of \(q.placedModuleSize) px")
                }
            }
            return problems
        }
        XCTAssertTrue(problems.isEmpty, problems.joined(separator: "\n"))
    }

    func testTheFixtureIsWalkedByKeysAndGamepadAndItsBarsAndCodeTakeNoFocus() async throws {
        let measurer = try SDLTestBackend.open().measurer
        var problems: [String] = []
        for device in WalkDevice.allCases {
            for language in ["en", "ar"] {
                for (size, scale) in Self.cells {
                    let screen = try Screen.load(path: Self.fixture)
                    screen.app.setLanguage(try XCTUnwrap(LanguageCode(language)))
                    let walk = try KeyWalk(screen, device: device, measurer: measurer, size: size, fontScale: scale)
                    var walker = ScreenWalker(walk, cell: "qr-progress \(language) \(Int(size.width))×\(Int(size.height)) ×\(scale) \(device)")
                    try walker.walkEverything()
                    // The walker's dialog check presses Right for the dialog's second button, which
                    // is on the left right to left: that check is for left-to-right screens.
                    problems += walker.problems
                    for id in ["receipt", "read", "wait"] where walk.focus == id { problems.append("\(id) took focus") }
                }
            }
        }
        XCTAssertTrue(problems.isEmpty, "\(problems.count) problems:\n" + problems.prefix(40).joined(separator: "\n"))
    }
}
