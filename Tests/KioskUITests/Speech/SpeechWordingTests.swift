import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// What speech says, on strings: the wording of each cue (`SpeechWording`), a frame's cues as one
/// utterance, the controls of a screen as speech describes them, and the speech settings from the
/// command line over the screen file's (ScreenAccessibilityTests checks the file's block).
@MainActor
final class SpeechWordingTests: XCTestCase {
    private func say(_ cue: SpeechCue) -> String { SpeechWording.text(cue) }

    private let zone = SpokenControl(name: "Parking zone", role: .picker, value: .option(title: "Zone B", index: 1, count: 3))
    private let minutes = SpokenControl(name: "Minutes", role: .ruler, value: .number(60, min: 15, max: 240))

    // MARK: One cue

    func testFocusSaysNameValueAndRoleInTheIssuesOrder() async {
        XCTAssertEqual(say(.focus(zone)), "Parking zone picker, Zone B, 2 of 3")
        XCTAssertEqual(say(.focus(minutes)), "Minutes, 60, ruler from 15 to 240")
        XCTAssertEqual(say(.focus(SpokenControl(name: "Pay", role: .button))), "Pay, button")
        XCTAssertEqual(say(.focus(SpokenControl(name: "Settings", role: .tab, value: .place(index: 1, count: 3)))), "Settings, tab, 2 of 3")
        XCTAssertEqual(say(.focus(SpokenControl(name: "Zone C", role: .menuItem, value: .place(index: 2, count: 3)))), "Zone C, menu item, 3 of 3")
    }

    func testNumbersAreSaidAsTheScreenWritesThem() async {
        let temperature = SpokenControl(name: "Temperature", role: .ruler, value: .number(-2.5, min: -10, max: 36.9))
        XCTAssertEqual(say(.focus(temperature)), "Temperature, -2.5, ruler from -10 to 36.9")
        XCTAssertEqual(say(.value(temperature)), "-2.5")
        XCTAssertEqual(say(.value(SpokenControl(name: "Amount", role: .ruler, value: .number(1_000_000, min: 0, max: 1_000_000)))), "1000000")
    }

    func testADisabledControlIsSaidToBeUnavailable() async {
        XCTAssertEqual(say(.focus(SpokenControl(name: "Pay", role: .button, isEnabled: false))), "Pay, button, unavailable")
    }

    func testAControlWithoutANameStillSaysWhatItIsAndItsValue() async {
        XCTAssertEqual(say(.focus(SpokenControl(name: "", role: .picker, value: .option(title: "Day", index: 0, count: 3)))), "picker, Day, 1 of 3")
        XCTAssertEqual(say(.focus(SpokenControl(name: "", role: .ruler, value: .number(40, min: 0, max: 100)))), "40, ruler from 0 to 100")
    }

    func testASettledChangeSaysTheValueOnly() async {
        var z = zone
        z.value = .option(title: "Zone C", index: 2, count: 3)
        XCTAssertEqual(say(.value(z)), "Zone C, 3 of 3")
        var m = minutes
        m.value = .number(75, min: 15, max: 240)
        XCTAssertEqual(say(.value(m)), "75")
    }

    func testDialogsPagesAndScreens() async {
        XCTAssertEqual(say(.dialog(title: "Pay €2.50 for 60 min?", buttons: ["Cancel", "Pay"])),
                       "Pay €2.50 for 60 min? Dialog with buttons Cancel and Pay")
        XCTAssertEqual(say(.dialog(title: "Ticket printed", buttons: ["OK"])), "Ticket printed. Dialog with button OK")
        XCTAssertEqual(say(.dialog(title: "Keep the receipt?", buttons: ["No", "Email", "Print"])),
                       "Keep the receipt? Dialog with buttons No, Email and Print")
        XCTAssertEqual(say(.page(title: "Settings", index: 1, count: 3)), "Settings, page 2 of 3")
        XCTAssertEqual(say(.screen(title: "Thank you!")), "Thank you!")
    }

    // MARK: A frame's cues

    func testTheCuesOfAFrameAreOneUtteranceOfSentences() async {
        let opened: [SpeechCue] = [.dialog(title: "Pay €2.50 for 60 min?", buttons: ["Cancel", "Pay"]),
                                   .focus(SpokenControl(name: "Cancel", role: .button))]
        XCTAssertEqual(SpeechWording.utterance(opened), "Pay €2.50 for 60 min? Dialog with buttons Cancel and Pay. Cancel, button")
        XCTAssertEqual(SpeechWording.utterance([.screen(title: "Rates"), .focus(SpokenControl(name: "Back", role: .button))]),
                       "Rates. Back, button")
        XCTAssertEqual(SpeechWording.utterance([.screen(title: "Thank you!"), .focus(SpokenControl(name: "Done", role: .button))]),
                       "Thank you! Done, button", "a title's own ! ends its sentence")
        XCTAssertNil(SpeechWording.utterance([]))
        XCTAssertNil(SpeechWording.utterance([.screen(title: "")]), "nothing to say is no utterance")
    }

    /// The `layout` query's value words and speech's come from the same place.
    func testTheValueInWordsIsTheOneTheLayoutQueryShows() async {
        XCTAssertEqual(SpeechWording.inWords(try XCTUnwrap(ValueDomain.titles(["Zone A", "Zone B", "Zone C"]).spokenValue(at: 1))), "Zone B, 2 of 3")
        XCTAssertEqual(SpeechWording.inWords(try XCTUnwrap(ValueDomain.steps(try RulerScale(min: 15, max: 240, step: 15, majorEvery: 4)).spokenValue(at: 3))),
                       "60, from 15 to 240")
    }

    func testAnUtteranceIsASpeechEventLineThatSavesNothing() async {
        let e = KioskEvent(at: 2400, kind: .speech(text: "Pay €2.50 for 60 min? Dialog with buttons Cancel and Pay"))
        XCTAssertEqual(e.json.serialized, #"{"at":2400,"event":"speech","text":"Pay €2.50 for 60 min? Dialog with buttons Cancel and Pay"}"#)
        XCTAssertFalse(e.kind.isSettling)
    }

    // MARK: The tree as speech reads it

    func testTheParkingMetersControlsAndScreensAsSpeechDescribesThem() async throws {
        let screen = try Screen.load(path: TestFiles.meterFile)
        let app = screen.app
        func control(_ id: String) throws -> Widget { try XCTUnwrap(app.widgetsByID[id], id) }
        XCTAssertEqual(say(.focus(try control("zone").spokenControl)), "Parking zone picker, Zone B, 2 of 3")
        XCTAssertEqual(say(.focus(try control("minutes").spokenControl)), "Minutes, 60, ruler from 15 to 240")
        XCTAssertEqual(say(.focus(try control("pay").spokenControl)), "Pay, button")
        (try control("pay") as? Button)?.isEnabled = false
        XCTAssertEqual(say(.focus(try control("pay").spokenControl)), "Pay, button, unavailable")
        XCTAssertEqual(["home", "help", "thanks"].map(app.spokenTitle(ofScreen:)), ["Parking", "Rates", "Thank you!"],
                       "each screen is called by its heading")
    }

    func testAScreenWithoutAHeadingIsCalledByItsNameUnlessTheRuntimeNamedIt() async throws {
        let two = try Screen.parse("screens:\n  start: {root: {type: label, text: Hello}}\n  end: {root: {type: label, text: Bye, style: title}}\n",
                                   file: "two.yaml")
        XCTAssertEqual(two.app.spokenTitle(ofScreen: "start"), "start")
        XCTAssertEqual(two.app.spokenTitle(ofScreen: "end"), "Bye")
        let one = try Screen.parse("root: {type: label, text: Hello}\n", file: "one.yaml")
        XCTAssertEqual(one.app.spokenTitle(ofScreen: KioskApp.singleScreenName), "", "no author called it main")
    }

    // MARK: Settings

    func testTheCommandLineWinsOverTheFileWhichWinsOverTheDefaults() async throws {
        let file = try Screen.parse("accessibility: {speech: true, rate: 200, volume: 50, voice: de}\nroot: {type: spacer}\n", file: "a.yaml").speech
        XCTAssertEqual(file, SpeechSettings(isOn: true, rate: 200, volume: 50, voice: "de"))
        XCTAssertEqual(file.overridden(by: RunOptions()), file, "nothing on the command line changes nothing")
        let cli = try RunOptions.parse(["--no-speech", "--speech-rate", "120", "--speech-volume", "180", "--speech-voice", "en-gb"])
        XCTAssertEqual(file.overridden(by: cli), SpeechSettings(isOn: false, rate: 120, volume: 180, voice: "en-gb"))
        XCTAssertEqual(SpeechSettings().overridden(by: try RunOptions.parse(["--speech"])),
                       SpeechSettings(isOn: true, rate: 175, volume: 100, voice: "en"))
        XCTAssertEqual(try Screen.parse("root: {type: spacer}\n", file: "a.yaml").speech, SpeechSettings(), "no block: speech off")
        XCTAssertEqual(SpeechSettings(isOn: true, rate: 120, volume: 180, voice: "en-gb").espeakArguments,
                       ["-a", "180", "-s", "120", "-v", "en-gb"])
    }

    func testCommandLineValuesEspeakCannotTakeAreRefusedNamingTheFix() async throws {
        let cases: [([String], String)] = [
            (["--speech-rate", "500"], "--speech-rate 500 is not usable: give words a minute from 80 to 450"),
            (["--speech-rate", "79"], "--speech-rate 79 is not usable"),
            (["--speech-volume", "201"], "--speech-volume 201 is not usable: give a loudness from 0 to 200"),
            (["--speech-volume", "-1"], "--speech-volume -1 is not usable"),
            (["--speech-voice=-x"], "is not an espeak-ng voice name"),
            (["--speech-voice", "en us"], "espeak-ng --voices lists those installed"),
        ]
        for (args, says) in cases {
            XCTAssertThrowsError(try SpeechSettings.check(try RunOptions.parse(args)), "\(args)") { e in
                XCTAssertTrue("\(e)".contains(says), "\(args): \(e)")
            }
        }
        XCTAssertNoThrow(try SpeechSettings.check(try RunOptions.parse(["--speech-rate", "80", "--speech-volume", "0", "--speech-voice", "gmw/en-US"])))
    }

    func testTheVoiceIsTheSettingsForTheDefaultLanguageAndTheLanguagesOwnElse() async throws {
        var s = SpeechSettings()
        s.voice = "en-gb"
        let en = LanguageCode("en"), de = LanguageCode("de"), pt = LanguageCode("pt-BR")
        XCTAssertEqual(s.voice(for: nil, defaultLanguage: nil), "en-gb", "a screen without languages")
        XCTAssertEqual(s.voice(for: en, defaultLanguage: en), "en-gb", "the default language keeps the chosen voice")
        XCTAssertEqual(s.voice(for: de, defaultLanguage: en), "de")
        XCTAssertEqual(s.voice(for: pt, defaultLanguage: en), "pt-br")
        XCTAssertEqual(s.espeakArguments(voice: "de"), ["-a", "100", "-s", "175", "-v", "de"])
    }

    func testTheRuntimesOwnWordsAreSaidInTheLanguageShown() async throws {
        let zone = SpokenControl(name: "Parkzone", role: .picker, value: .option(title: "Zone B", index: 1, count: 3))
        let minutes = SpokenControl(name: "Minuten", role: .ruler, value: .number(60, min: 15, max: 240))
        XCTAssertEqual(SpeechWording.described(zone, .german), "Parkzone Auswahl, Zone B, 2 von 3")
        XCTAssertEqual(SpeechWording.described(minutes, .german), "Minuten, 60, Skala von 15 bis 240")
        XCTAssertEqual(SpeechWording.text(.dialog(title: "Bezahlen?", buttons: ["Abbrechen", "Bezahlen"]), .german),
                       "Bezahlen? Dialog mit den Schaltflächen Abbrechen und Bezahlen")
        let pay = SpokenControl(name: "ادفع", role: .button, value: nil, isEnabled: false)
        XCTAssertEqual(SpeechWording.described(pay, .arabic), "ادفع, زر, غير متاح")
        XCTAssertEqual(SpeechWording.utterance([.dialog(title: "الدفع؟", buttons: ["إلغاء", "ادفع"]), .focus(pay)], .arabic),
                       "الدفع؟ مربع حوار بالأزرار إلغاء وادفع. ادفع, زر, غير متاح", "an Arabic question mark ends a sentence too")
        XCTAssertEqual(SpeechWording.text(.page(title: "सेटिंग्स", index: 1, count: 3), .hindi), "सेटिंग्स, पृष्ठ 3 में से 2")
        let tab = SpokenControl(name: "Einstellungen", role: .tab, value: .place(index: 1, count: 3))
        XCTAssertEqual(SpeechWording.described(tab, .german), "Einstellungen, Reiter, 2 von 3")
        XCTAssertEqual(SpeechVocabulary.of(LanguageCode("ar-EG")), .arabic)
        XCTAssertEqual(SpeechVocabulary.of(LanguageCode("fr")), .english, "a language without a table hears English words")
        XCTAssertEqual(SpeechVocabulary.of(nil), .english)
    }
}
