import Foundation
import XCTest
import KioskUITestSupport

/// The tree stays readable: no folder under Sources/ or Tests/ holds more than `limit` files, so a
/// reader finds a control, a concern or a test by its folder instead of scrolling a list of 168;
/// and no test file name is in both test targets, so a name (and the class a `--filter` picks)
/// says which target a test runs in.
///
/// Counted: regular files directly in each folder (files in its subfolders count for those).
/// Not counted: the data folders tests read by path — Tests/KioskUITests/Goldens (one reference
/// PNG per golden, growing with each drawn control) and Tests/Fixtures with its subfolders (screen
/// files and pictures the tests load) — whose files are data, not code to read.
final class TestTreeTests: XCTestCase {
    static let limit = 40
    static let dataFolders = ["Tests/KioskUITests/Goldens", "Tests/Fixtures"]

    /// Each folder under `roots` (paths relative to `base`, sorted) holding more than `limit`
    /// regular files directly, as "FOLDER: N files"; folders at or under `skipping` are not walked.
    static func crowdedFolders(under roots: [String], in base: URL, limit: Int, skipping: [String] = []) -> [String] {
        let fm = FileManager.default
        var found: [String] = []
        var pending = roots.sorted()
        while let folder = pending.first {
            pending.removeFirst()
            if skipping.contains(where: { folder == $0 || folder.hasPrefix($0 + "/") }) { continue }
            let names = ((try? fm.contentsOfDirectory(atPath: base.appendingPathComponent(folder).path)) ?? []).sorted()
            var files = 0
            for name in names {
                let path = folder + "/" + name
                let type = (try? fm.attributesOfItem(atPath: base.appendingPathComponent(path).path))?[.type] as? FileAttributeType
                if type == .typeRegular { files += 1 } else if type == .typeDirectory { pending.append(path) }
            }
            if files > limit { found.append("\(folder): \(files) files") }
        }
        return found.sorted()
    }

    /// The `.swift` file names found (at any depth) under both `first` and `second`, sorted, each as
    /// "NAME: PATH1 and PATH2" with the paths relative to `base`.
    static func namesInBoth(_ first: String, _ second: String, in base: URL) -> [String] {
        func swiftFiles(_ folder: String) -> [String: String] {
            let root = base.appendingPathComponent(folder).path
            var byName: [String: String] = [:]
            for sub in ((try? FileManager.default.subpathsOfDirectory(atPath: root)) ?? []).sorted() where sub.hasSuffix(".swift") {
                let name = (sub as NSString).lastPathComponent
                if byName[name] == nil { byName[name] = folder + "/" + sub }
            }
            return byName
        }
        let a = swiftFiles(first), b = swiftFiles(second)
        return a.keys.filter { b[$0] != nil }.sorted().map { "\($0): \(a[$0]!) and \(b[$0]!)" }
    }

    func testNoFolderUnderSourcesOrTestsHoldsMoreThanFortyFiles() {
        let root = TestFiles.packageRoot
        XCTAssertTrue(FileManager.default.fileExists(atPath: root.appendingPathComponent("Sources/KioskUICore").path), "the package root was found")
        let crowded = Self.crowdedFolders(under: ["Sources", "Tests"], in: root, limit: Self.limit, skipping: Self.dataFolders)
        XCTAssertEqual(crowded, [], "a folder holds more than \(Self.limit) files; split it into subfolders by control or concern")
    }

    func testNoTestFileNameIsInBothTestTargets() {
        let root = TestFiles.packageRoot
        let both = Self.namesInBoth("Tests/KioskUITests", "Tests/KioskUIProcessTests", in: root)
        XCTAssertEqual(both, [], "a test file name is in both targets; rename the process test's file and class to NameProcessTests")
    }

    /// The checks above catch what they are for: on a made-up tree, a folder of 41 files is named
    /// with its count (40 is not), data folders are skipped, and a name in two targets is named with both paths.
    func testTheChecksNameTheCrowdedFolderAndTheSharedName() throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("test-tree-\(getpid())")
        defer { try? FileManager.default.removeItem(at: base) }
        func write(_ path: String) throws {
            let url = base.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        for i in 0..<41 { try write("Tests/A/Crowded/F\(i).swift") }
        for i in 0..<40 { try write("Tests/A/Full/F\(i).swift") }
        for i in 0..<50 { try write("Tests/A/Data/P\(i).png") }
        try write("Tests/A/Sub/SameTests.swift")
        try write("Tests/B/SameTests.swift")
        try write("Tests/B/OtherTests.swift")
        XCTAssertEqual(Self.crowdedFolders(under: ["Tests"], in: base, limit: 40, skipping: ["Tests/A/Data"]),
                       ["Tests/A/Crowded: 41 files"])
        XCTAssertEqual(Self.crowdedFolders(under: ["Tests"], in: base, limit: 40), ["Tests/A/Crowded: 41 files", "Tests/A/Data: 50 files"])
        XCTAssertEqual(Self.namesInBoth("Tests/A", "Tests/B", in: base), ["SameTests.swift: Tests/A/Sub/SameTests.swift and Tests/B/SameTests.swift"])
    }
}
