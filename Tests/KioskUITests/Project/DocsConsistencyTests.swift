import XCTest
@testable import KioskUICore
import KioskUITestSupport

/// The docs an integrator reads first say what the code does: every option, every command, every
/// event once, and Markdown that renders.
final class DocsConsistencyTests: XCTestCase {
    private static let root = TestFiles.packageRoot

    private func read(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    func testTheReadmeNamesEveryRunOption() throws {
        let readme = try read("README.md")
        let help = RunArguments.program(named: "kiosk").help(path: "kiosk run", columns: 200)
        // An option line starts with its names ("  --speech/--no-speech  Speak …"); the text after
        // them may name another program's options (espeak-ng --voices).
        let names = help.split(separator: "\n").map { $0.drop { $0 == " " } }.filter { $0.hasPrefix("--") }
            .map { $0.prefix { $0 != " " } }
        let options = Set(names.flatMap { $0.matches(of: /--[a-z][a-z-]+/).map { String($0.output) } })
        XCTAssertGreaterThan(options.count, 20, "the help lists the run options")
        for option in options.sorted() where option != "--help" {
            XCTAssertTrue(readme.contains("`\(option)"), "README.md's `kiosk run` options do not name \(option)")
        }
    }

    func testDeploysCommandListNamesEveryCommandAndTheLanguageSet() throws {
        let deploy = try read("docs/deploy.md")
        guard let start = deploy.range(of: "- **Commands** are JSON lines on stdin") else {
            return XCTFail("docs/deploy.md has no command list")
        }
        let list = String(deploy[start.lowerBound...].split(separator: "\n\n", maxSplits: 1).first ?? "")
        // `settings` is a recording's first line and `withheld` a recording's gap, not commands
        // (a command line with `withheld` is refused).
        for (kind, _) in Script.kinds where kind != "settings" && kind != "withheld" {
            XCTAssertTrue(list.contains("`\(kind)`"), "docs/deploy.md's command list lacks `\(kind)`")
        }
        XCTAssertTrue(list.contains(#"{"set":{"language":"#), "the language set is not in the command list")
    }

    func testEveryCodeFenceIsClosedAndNoHeadingIsSwallowed() throws {
        let docs = try FileManager.default.contentsOfDirectory(atPath: Self.root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
        XCTAssertGreaterThan(docs.count, 5)
        for path in ["README.md"] + docs {
            var open: Int? = nil
            for (n, line) in try read(path).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let trimmed = line.drop { $0 == " " }
                if trimmed.hasPrefix("```") {
                    open = open == nil ? n + 1 : nil
                } else if let at = open, line.hasPrefix("## ") {
                    XCTFail("\(path):\(n + 1): the heading \"\(line)\" is inside the code fence opened at line \(at)")
                    open = nil
                }
            }
            XCTAssertNil(open, "\(path):\(open ?? 0): a code fence is never closed")
        }
    }

    func testEachEventIsOneRowOfTheEventTable() throws {
        var rows: [String: Int] = [:]
        for line in try read("docs/scripting.md").split(separator: "\n") where line.hasPrefix("| `{\"at\":..,\"event\":\"") {
            guard let name = line.firstMatch(of: /"event":"([a-zA-Z]+)"/)?.output.1 else { continue }
            rows[String(name), default: 0] += 1
        }
        XCTAssertGreaterThan(rows.count, 10)
        for (name, count) in rows.sorted(by: { $0.key < $1.key }) {
            XCTAssertEqual(count, 1, "docs/scripting.md describes the `\(name)` event in \(count) rows")
        }
    }

    func testTheTapRowSaysItsTitleIsTheShownText() throws {
        let row = try read("docs/scripting.md").split(separator: "\n")
            .first { $0.hasPrefix("| `{\"at\":..,\"event\":\"tap\"") }
        XCTAssertNotNil(row?.range(of: "in the language shown"), "the tap row does not say title is translated")
    }
}
