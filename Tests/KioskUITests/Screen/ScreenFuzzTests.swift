import Foundation
import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// Mutated screen files (the ones in assets/screens, YAML and JSON) fed to the screen decoder:
/// never a crash or a hang, and every refusal names the file and a line inside it. Accepted
/// mutants are laid out and drawn. A longer run:
/// `KIOSK_FUZZ_ROUNDS=200000 swift test --filter ScreenFuzzTests` (docs/reliability.md).
@MainActor
final class ScreenFuzzTests: XCTestCase {
    static let folder = TestFiles.screensFolder

    static func seeds() throws -> [(name: String, text: String)] {
        try ["demo.yaml", "parking-meter.yaml", "thermostat.json"].map {
            ($0, try String(contentsOf: folder.appendingPathComponent($0), encoding: .utf8))
        }
    }

    func testMutatedScreenFilesNeverCrashAndAlwaysNameTheFileAndLine() async throws {
        let rounds = Int(ProcessInfo.processInfo.environment["KIOSK_FUZZ_ROUNDS"] ?? "") ?? 2_000
        let seeds = try Self.seeds()
        var rng = SeededRandom(seed: 11)
        var accepted = 0, refused = 0
        for round in 0..<rounds {
            let seed = seeds[Int(rng.next() % UInt64(seeds.count))]
            let text = ScreenMutator.mutate(seed.text, &rng)
            // Beside the seeds, so their pictures' relative paths (img/…) still find their files.
            let name = Self.folder.appendingPathComponent("fuzz-\(round)-" + seed.name).path
            do {
                let screen = try Screen.parse(text, file: name)
                accepted += 1
                if accepted % 10 == 1 { drawn(screen) }
            } catch let e as ScreenError {
                refused += 1
                check(e, file: name, lines: Self.lineCount(text), round: round)
            } catch {
                XCTFail("round \(round): not a ScreenError: \(error)")
            }
        }
        XCTAssertGreaterThan(refused, rounds / 3, "most mutations break the file")
        XCTAssertGreaterThan(accepted, rounds / 50, "some mutations stay valid")
    }

    /// Lines as the YAML parser counts them, at most: CR, LF, NEL, LS and PS all break a line.
    static func lineCount(_ text: String) -> Int {
        var n = 1
        for u in text.unicodeScalars {
            switch u { case "\n", "\r", "\u{85}", "\u{2028}", "\u{2029}": n += 1; default: break }
        }
        return n
    }

    /// Every issue names the file and a line of it (one past the end for a file without a final
    /// newline's worth of content), and its text is short enough to read.
    private func check(_ e: ScreenError, file: String, lines: Int, round: Int) {
        XCTAssertFalse(e.issues.isEmpty, "round \(round): an error without an issue")
        for issue in e.issues {
            XCTAssertEqual(issue.file, file)
            XCTAssertTrue((1...lines + 1).contains(issue.line), "round \(round): line \(issue.line) of \(lines): \(issue)")
            // By scalars: a field name that starts with a combining mark joins the space before it.
            XCTAssertTrue(issue.description.unicodeScalars.starts(with: "\(file):\(issue.line): ".unicodeScalars), issue.description)
            XCTAssertLessThan(issue.message.count, 2_000, "round \(round): \(issue.message.prefix(200))…")
        }
    }

    /// Lays out and draws an accepted screen at a few sizes; every frame stays valid.
    private func drawn(_ screen: Screen) {
        let scene = Scene(root: screen.root, measurer: FixedTextMeasurer(), size: Size(800, 600), theme: screen.theme)
        for size in [Size(800, 600), Size(1, 1), Size(3840, 2160)] {
            scene.handle(.resize(size))
            _ = scene.render()
            scene.root.forEachDescendant { w in XCTAssertTrue(w.frame.isValid, "\(w.typeName): \(w.frame)") }
        }
    }
}
