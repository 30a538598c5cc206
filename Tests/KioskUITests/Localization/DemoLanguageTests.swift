import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The demo and the parking meter in each of their languages: the demo file and its Swift twin
/// lay out alike in every one, a switch relayouts the demo once and then rests, and the demo's
/// "Change language" button does what it says.
@MainActor
final class DemoLanguageTests: XCTestCase {
    static let demoFile = TestFiles.screensFolder.appendingPathComponent("demo.yaml").path
    static let meterFile = TestFiles.screensFolder.appendingPathComponent("parking-meter.yaml").path

    private func scene(_ screen: Screen, _ size: Size = Size(1280, 800)) -> Scene {
        let s = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: size, theme: screen.theme)
        s.layoutIfNeeded()
        _ = s.render()
        return s
    }

    func testTheDemoFileAndItsSwiftTwinLayOutAlikeInEveryLanguage() async throws {
        let file = try Screen.load(path: Self.demoFile), code = try BuilderDemoScreen.make().screen()
        let a = scene(file), b = scene(code)
        XCTAssertEqual(file.app.languages?.listed, "en, de, ar, hi")
        XCTAssertEqual(code.app.languages, file.app.languages)
        for language in ["de", "ar", "hi", "en"] {
            try file.app.setLanguage(named: language)
            try code.app.setLanguage(named: language)
            a.layoutIfNeeded()
            b.layoutIfNeeded()
            XCTAssertEqual(a.layoutQuery().serialized, BuilderDemoScreen.asTheFileWritesIt(b.layoutQuery().serialized), language)
        }
    }

    func testEachSwitchRelayoutsTheDemoOnceAndThenRests() async throws {
        for size in [Size(1280, 800), Size(400, 700)] {
            let demo = try Screen.load(path: Self.demoFile)
            let s = scene(demo, size)
            for language in ["de", "ar", "hi", "en"] {
                let pass = s.layout.pass
                try demo.app.setLanguage(named: language)
                XCTAssertNotNil(s.render(), "\(language) at \(size)")
                XCTAssertEqual(s.layout.pass, pass + 1, "one layout for \(language) at \(size)")
                XCTAssertNil(s.render(), "no second layout, nothing left to draw: \(language) at \(size)")
            }
        }
    }

    func testTheDemosTextsInGermanAndArabic() async throws {
        let demo = try Screen.load(path: Self.demoFile)
        let s = scene(demo)
        try demo.app.setLanguage(named: "de")
        s.layoutIfNeeded()
        let w = demo.app.widgetsByID
        XCTAssertEqual((w["pages"] as? SegmentedPages)?.picker.options, ["Startseite", "Einstellungen", "Info", "Bedienelemente", "Text"])
        XCTAssertEqual((w["language"] as? Button)?.title, "Sprache ändern")
        XCTAssertEqual((w["receipt"] as? SegmentedPicker)?.options, ["Beleg drucken", "Beleg per E-Mail", "Kein Beleg"])
        XCTAssertEqual((w["temperature"] as? RulerWheel)?.shownValueText, "21,0", "a decimal comma")
        try demo.app.setLanguage(named: "ar")
        s.layoutIfNeeded()
        XCTAssertEqual((w["stop"] as? Button)?.title, "إيقاف")
        XCTAssertEqual((w["amount"] as? RulerWheel)?.shownValueText, "٤٠", "the demo asks for Arabic-Indic digits in Arabic")
        XCTAssertEqual(s.language?.isRightToLeft, true)
    }

    func testTheParkingMeterSwitchesButItsZonesKeepTheirValues() async throws {
        let meter = try Screen.load(path: Self.meterFile)
        let s = scene(meter, Size(800, 480))
        var changes: [KioskEvent] = []
        s.watchEvents { if case .change = $0.kind { changes.append($0) } }
        try meter.app.setLanguage(named: "de")
        s.layoutIfNeeded()
        let zone = try XCTUnwrap(meter.app.widgetsByID["zone"] as? SegmentedPicker)
        XCTAssertEqual(zone.selectedValue, "Zone B", "a controller prices by the value, in any language")
        XCTAssertEqual((meter.app.widgetsByID["summary"] as? Label)?.text, "60 Min. in Zone B")
        try meter.app.setLanguage(named: "hi")
        s.layoutIfNeeded()
        XCTAssertEqual((meter.app.widgetsByID["summary"] as? Label)?.text, "ज़ोन B में 60 मिनट")
        XCTAssertEqual(changes, [], "a language switch moves no value")
    }
}
