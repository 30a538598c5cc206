import Foundation
import XCTest
import KioskUITestSupport

/// The kiosk ships statically linked: one `import Foundation` anywhere in its sources autolinks
/// full Foundation and its ICU data (tens of MB) into every panel's binary, and no dynamic-library
/// check sees it; one `import FoundationEssentials` links 3.3 MB of code whose conformance records
/// every first cast at start scans, and whose pages a start touches (0.6 MiB resident).
/// The sources use Glibc and the small helpers in System/ only (docs/architecture.md).
final class SourceImportTests: XCTestCase {
    func testNoSourceFileImportsFoundation() throws {
        let root = TestFiles.packageRoot
        let sources = root.appendingPathComponent("Sources")
        let heavy: Set<String> = ["import Foundation", "import FoundationNetworking", "import FoundationInternationalization",
                                  "@_exported import Foundation", "import FoundationEssentials", "@_exported import FoundationEssentials"]
        var offenders: [String] = []
        var swiftFiles = 0
        let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            swiftFiles += 1
            let text = try String(contentsOf: url, encoding: .utf8)
            for (n, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where heavy.contains(line.trimmingCharacters(in: .whitespaces)) {
                offenders.append("\(url.path.dropFirst(root.path.count + 1)):\(n + 1): \(line)")
            }
        }
        XCTAssertGreaterThan(swiftFiles, 100, "the sources were found")
        XCTAssertEqual(offenders.sorted(), [], "use Glibc and the helpers in Sources/KioskUICore/System/ (FileSystem, FilePath, ProcessEnvironment, UTF8Text) instead")
    }

    /// The C modules stay behind their seams, by folder: CSDL only in Sources/KioskUISDL (the
    /// compiler refuses it in the other targets, which do not depend on it; this also keeps it out
    /// of a target that someday does), CFB only in its FB/ folder, CYAML only in the screen
    /// file's composer, CFriBidi only in Bidi.swift and CUnibreak only in LineBreaks.swift.
    /// docs/architecture.md, "Layers".
    func testEachCModuleIsImportedOnlyInItsOwnFolder() throws {
        let root = TestFiles.packageRoot
        let allowed: [(module: String, prefix: String)] = [
            ("CSDL", "Sources/KioskUISDL/"), ("CFB", "Sources/KioskUISDL/FB/"), ("CYAML", "Sources/KioskUICore/Screen/YAMLComposer.swift"),
            ("CFriBidi", "Sources/KioskUICore/Localization/Bidi.swift"), ("CUnibreak", "Sources/KioskUICore/Layout/LineBreaks.swift"),
        ]
        var importers: [String: [String]] = [:]
        let files = FileManager.default.enumerator(at: root.appendingPathComponent("Sources"), includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let relative = String(url.path.dropFirst(root.path.count + 1))
            let text = try String(contentsOf: url, encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard words.count >= 2, words[0] == "import" || (words[0] == "@_exported" && words[1] == "import") else { continue }
                importers[String(words.last!), default: []].append(relative)
            }
        }
        for (module, prefix) in allowed {
            let found = importers[module, default: []]
            XCTAssertFalse(found.isEmpty, "\(module) is imported somewhere")
            XCTAssertEqual(found.filter { !$0.hasPrefix(prefix) }.sorted(), [], "only \(prefix) imports \(module)")
        }
    }
}
