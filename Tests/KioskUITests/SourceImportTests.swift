import Foundation
import XCTest

/// The kiosk ships statically linked: one `import Foundation` anywhere in its sources autolinks
/// full Foundation and its ICU data (tens of MB) into every panel's binary, and no dynamic-library
/// check sees it. The sources use FoundationEssentials and Glibc only (docs/architecture.md).
final class SourceImportTests: XCTestCase {
    func testNoSourceFileImportsFullFoundation() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let sources = root.appendingPathComponent("Sources")
        let heavy: Set<String> = ["import Foundation", "import FoundationNetworking", "import FoundationInternationalization",
                                  "@_exported import Foundation"]
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
        XCTAssertEqual(offenders.sorted(), [], "use FoundationEssentials or Glibc instead")
    }
}
