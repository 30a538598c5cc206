import XCTest
@testable import KioskUICore

/// gettext `.po` files as a translator's tools write them: what is taken, what is left out, and
/// each mistake with its line.
@MainActor
final class POCatalogTests: XCTestCase {
    private func catalog(_ text: String) throws -> POCatalog { try POCatalog(parsing: text) }

    private func problem(_ text: String) -> POCatalog.Problem? {
        do { _ = try POCatalog(parsing: text); return nil } catch { return error }
    }

    func testEntriesMultiLineStringsAndEscapes() async throws {
        let c = try catalog("""
        # German translations of the parking meter.
        msgid ""
        msgstr ""
        "Content-Type: text/plain; charset=UTF-8\\n"

        #: parking-meter.yaml:40
        msgid "Pay"
        msgstr "Bezahlen"

        msgid ""
        "Monday to Saturday "
        "8:00–20:00."
        msgstr ""
        "Montag bis Samstag "
        "8:00–20:00."

        msgid "Say \\"hi\\"\\tnow\\\\"
        msgstr "Sag \\"hallo\\"\\n\\\\"
        """)
        XCTAssertEqual(c["Pay"], POCatalog.Entry(text: "Bezahlen", line: 8))
        XCTAssertEqual(c["Monday to Saturday 8:00–20:00."]?.text, "Montag bis Samstag 8:00–20:00.", "strings continue on the next lines")
        XCTAssertEqual(c["Monday to Saturday 8:00–20:00."]?.line, 13, "the line of msgstr")
        XCTAssertEqual(c["Say \"hi\"\tnow\\"]?.text, "Sag \"hallo\"\n\\")
        XCTAssertNil(c[""], "the header is no translation")
    }

    func testAQuotedTextReadsBackAsItself() async throws {
        // What `kiosk check` suggests adding for a missing translation must be valid .po.
        for text in ["Say \"hi\"", "back\\slash", "two\nlines", "tab\there", "crlf\r\nend", "plain"] {
            let c = try catalog("msgid \(POCatalog.quoted(text))\nmsgstr \"x\"\n")
            XCTAssertEqual(c[text]?.text, "x", POCatalog.quoted(text))
        }
        XCTAssertEqual(POCatalog.quoted("Quote \" in"), #""Quote \" in""#)
    }

    func testFuzzyUntranslatedContextAndPluralEntriesAreLeftOut() async throws {
        let c = try catalog("""
        msgid ""
        msgstr "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

        #, fuzzy
        msgid "Rates"
        msgstr "Preise"

        #, c-format, fuzzy
        msgid "Back"
        msgstr "Zurück"

        msgid "Done"
        msgstr ""

        msgctxt "menu"
        msgid "Open"
        msgstr "Öffnen"

        msgid "ticket"
        msgid_plural "tickets"
        msgstr[0] "Ticket"
        msgstr[1] "Tickets"

        #~ msgid "Old"
        #~ msgstr "Alt"
        msgid "Zone"
        msgstr "Zone"
        """)
        XCTAssertNil(c["Rates"], "fuzzy: a translator has to look at it again")
        XCTAssertNil(c["Back"], "fuzzy among other flags")
        XCTAssertNil(c["Done"], "untranslated")
        XCTAssertNil(c["Open"], "a context is not used by screens")
        XCTAssertNil(c["ticket"], "a plural entry is no translation of a text without plural forms")
        XCTAssertEqual(c.plural("ticket"), POCatalog.PluralEntry(plural: "tickets", forms: ["Ticket", "Tickets"], line: 19),
                       "it translates plural forms (PluralFormsTests)")
        XCTAssertNil(c["Old"], "obsolete")
        XCTAssertEqual(c["Zone"]?.text, "Zone", "the entry after a fuzzy one and an obsolete one is its own")
    }

    func testEscapesAmongOtherLettersAreReadInPlace() async throws {
        // The file is read in bytes: an escape between multi-byte letters, at a string's start or
        // end, and two in a row each stand for their character, and the letters around them stay.
        let c = try catalog("msgid \"Grüße\\n\\\"Café\\\"\"\nmsgstr \"\\tمرحبا\\\\\"\n\"ü\"\n")
        XCTAssertEqual(c["Grüße\n\"Café\""]?.text, "\tمرحبا\\ü")
        XCTAssertEqual(c["Grüße\n\"Café\""]?.line, 2)
    }

    func testWindowsLineEndsAndAByteOrderMarkAreRead() async throws {
        let c = try catalog("\u{FEFF}msgid \"Pay\"\r\nmsgstr \"Bezahlen\"\r\n")
        XCTAssertEqual(c["Pay"]?.text, "Bezahlen")
    }

    func testEachMistakeNamesItsLine() async throws {
        let cases: [(String, Int, String)] = [
            ("msgid \"Pay\"\nmsgstr \"Bezahlen", 2, "not closed"),
            ("msgid \"Pay\"\nmsgtsr \"Bezahlen\"", 2, "\"msgtsr\" is not a .po keyword"),
            ("\n\nmsgstr \"Bezahlen\"", 3, "msgstr without a msgid"),
            ("msgid \"Pay\"\nmsgid \"Back\"\nmsgstr \"Zurück\"", 2, "the msgid on line 1 has no msgstr"),
            ("msgid \"Pay\"\n\nmsgstr \"x\"", 1, "this msgid has no msgstr"),
            ("msgid \"Pay\"\nmsgstr \"A\"\n\nmsgid \"Pay\"\nmsgstr \"B\"", 4, "translated already (msgstr on line 2)"),
            ("msgid \"Pay\\q\"\nmsgstr \"x\"", 1, "unknown escape \\q"),
            ("msgid \"Zahlen \\ä\"\nmsgstr \"x\"", 1, "unknown escape \\ä"),
            ("msgid \"Grüße\"\nmsgstr \"Grüße\u{1B}\"", 2, "U+001B) at column 14"),
            ("msgid \"Pay\" \"x\"\nmsgstr \"y\"", 1, "text after the closing quote"),
            ("\"Pay\"", 1, "a string with no msgid or msgstr"),
            ("msgid Pay\nmsgstr \"x\"", 1, "expected a quoted string"),
            ("msgid \"Pay\"\n# note\nmsgstr \"x\"", 2, "a comment between msgid (line 1) and its msgstr"),
        ]
        for (text, line, says) in cases {
            let p = try XCTUnwrap(problem(text), text)
            XCTAssertEqual(p.line, line, "\(text): \(p)")
            XCTAssertTrue(p.message.contains(says), "\(text): \(p)")
        }
    }
}
