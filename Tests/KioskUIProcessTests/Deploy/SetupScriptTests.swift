import Foundation
import XCTest
import KioskUITestSupport

/// scripts/setup.sh installs every program the tests start, so a missing install step fails here
/// instead of on a new machine. (It happened: seatd was installed by hand on the machine CI ran on,
/// CI passed, and a fresh machine failed five launcher tests.)
///
/// The programs are found where the tests name them: `which` calls and /usr/bin paths in the test
/// sources, `command -v …` and `for tool in …` in the scripts the test command runs and in the
/// packaged launcher, the programs the virtual panel's Python starts, and the programs the kiosk
/// itself starts during the tests. Each must belong to a Debian package that setup.sh names, or that
/// one of those needs without an alternative (apt may pick another alternative on a new machine,
/// as it picked logind over seatd for cage's libseat1), or to an Essential package, which every
/// Debian has; or come with the Swift toolchain, which setup.sh requires before it starts.
@MainActor
final class SetupScriptTests: XCTestCase {
    /// Programs the kiosk under test starts itself, which no test names.
    static let startedByTheKiosk = ["espeak-ng"]   // --speech (SpeechProgram.espeak; SpeechWorkerTests)
    /// Names the scan finds that are not programs a test starts from this machine.
    static let notFromThisMachine = [
        "kiosk",   // "/usr/bin/kiosk": the packaged kiosk, unpacked into a folder of the test's
    ]

    func testEveryProgramTheTestsStartIsInstalledByTheSetupScript() async throws {
        let root = BuilderPublicAPITests.packageRoot.path
        let listed = try Self.setupPackages(root + "/scripts/setup.sh")
        let programs = try Self.programsTheTestsStart(root)
        for name in ["cage", "seatd", "Xvfb", "xdotool", "zbarimg", "qemu-system-x86_64", "mmdebstrap", "espeak-ng", "python3", "time", "mosquitto", "ldconfig"] {
            XCTAssertNotNil(programs[name], "the scan finds \(name) (the patterns in programsTheTestsStart have gone stale)")
        }
        let packages = try InstalledPackages.read()
        let installed = packages.installedBy(listed)
        let toolchain = XvfbSmokeTests.which("swift").map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent().path }

        var paths: [(name: String, path: String)] = []
        for name in programs.keys.sorted() where !Self.notFromThisMachine.contains(name) {
            // Where the tests look for it: one of the absolute paths they name, else PATH.
            let named = programs[name]!.compactMap { $0.path }
            let found = named.isEmpty ? XvfbSmokeTests.which(name) : named.first(where: FileManager.default.isExecutableFile)
            let starters = programs[name]!.map(\.file).joined(separator: ", ")
            guard let path = found else {
                XCTFail("\(name) (started by \(starters)) is not installed: add its Debian package to the list in scripts/setup.sh")
                continue
            }
            let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
            if let toolchain, real.hasPrefix(toolchain + "/") { continue }   // clang beside swift
            paths.append((name, real))
        }
        let owners = try Self.owners(of: paths.map(\.path))
        for (name, path) in paths {
            guard let owner = owners[path] else {
                XCTFail("\(name) is \(path), which no Debian package owns (started by \(programs[name]!.map(\.file).joined(separator: ", "))): "
                        + "install it from a Debian package that scripts/setup.sh names")
                continue
            }
            XCTAssertTrue(installed.contains(owner) || packages.essential.contains(owner),
                          "\(name) (\(path), started by \(programs[name]!.map(\.file).joined(separator: ", "))) comes from the package "
                          + "\(owner), which scripts/setup.sh does not install: add \(owner) to its list")
        }
    }

    /// The rule that caught seatd: a package reached only through an alternative is not installed
    /// by the list, since apt may satisfy the alternative with another package.
    func testAPackageReachedOnlyThroughAnAlternativeDoesNotCount() async {
        let packages = InstalledPackages(depends: [
            "cage": [["libwlroots10"], ["libc6"]],
            "libwlroots10": [["libseat1"]],
            "libseat1": [["seatd", "logind"], ["libc6"]],
            "libc6": [], "seatd": [["libc6"]],
        ], provides: [:], essential: ["libc6"])
        let installed = packages.installedBy(["cage"])
        XCTAssertEqual(installed, ["cage", "libc6", "libseat1", "libwlroots10"])
        XCTAssertFalse(installed.contains("seatd"))
        XCTAssertTrue(packages.installedBy(["cage", "seatd"]).contains("seatd"))
    }

    /// The packages in setup.sh's `packages=( … )`, comments left out.
    static func setupPackages(_ path: String) throws -> [String] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let start = try XCTUnwrap(text.range(of: "packages=(\n"), "setup.sh lists its packages in packages=( … )")
        let end = try XCTUnwrap(text.range(of: "\n)\n", range: start.upperBound..<text.endIndex), "setup.sh's packages=( … ) ends")
        return text[start.upperBound..<end.lowerBound].split(separator: "\n")
            .flatMap { $0.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0].split(separator: " ") }
            .map(String.init)
    }

    /// Where a test or script names a program: the file, and the absolute path it gives, if any.
    struct Start { var file: String; var path: String? }

    /// Each program the tests start, by name, and where they start it.
    static func programsTheTestsStart(_ root: String) throws -> [String: [Start]] {
        var found: [String: [Start]] = [:]
        func scan(_ file: String, _ patterns: [String], split: Bool = false) throws {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            for pattern in patterns {
                let regex = try NSRegularExpression(pattern: pattern)
                for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    let words = String(text[Range(match.range(at: 1), in: text)!])
                    for word in split ? words.split(separator: " ").map(String.init) : [words] {
                        let name = String(word.split(separator: "/").last ?? "")
                        let start = Start(file: file, path: word.hasPrefix("/") ? word : nil)
                        if !(found[name]?.contains { $0.file == start.file && $0.path == start.path } ?? false) {
                            found[name, default: []].append(start)
                        }
                    }
                }
            }
        }
        let files = try FileManager.default.subpathsOfDirectory(atPath: root + "/Tests").sorted()
        for file in files where file.hasSuffix(".swift") {
            try scan("Tests/" + file, [#"which\("([^"$\\]+)"\)"#, #""(/(?:usr/)?s?bin/[A-Za-z0-9._+-]+)""#,
                                      #"\["-c", "([a-z][A-Za-z0-9._+-]*) "#])
        }
        // The scripts the test command runs (and CI's demo), and the packaged launcher.
        let scripts = ["scripts/test.sh", "scripts/demo.sh", "scripts/package.sh", "scripts/build-release.sh",
                       "scripts/build-floor.sh", "scripts/vm-test.sh", "packaging/kiosk-session"]
            + (try FileManager.default.contentsOfDirectory(atPath: root + "/scripts/vm")).sorted().map { "scripts/vm/" + $0 }
        for file in scripts where !file.hasSuffix(".py") {
            try scan(file, [#"command -v ([A-Za-z0-9._+-]+)"#])
            try scan(file, [#"for tool in ([A-Za-z0-9._+ -]+); do"#], split: true)
        }
        for file in scripts where file.hasSuffix(".py") {
            try scan(file, [#"(?:subprocess\.\w+\(|args = )\["([A-Za-z0-9._+-]+)""#])
        }
        for name in startedByTheKiosk { found[name, default: []].append(Start(file: "the kiosk", path: nil)) }
        return found
    }

    /// The Debian package each path belongs to (`dpkg -S`), by path. On a merged /usr, dpkg knows
    /// /usr/bin/bash as /bin/bash: each path is asked in both forms.
    static func owners(of paths: [String]) throws -> [String: String] {
        guard !paths.isEmpty else { return [:] }
        func forms(_ path: String) -> [String] { path.hasPrefix("/usr/") ? [path, String(path.dropFirst(4))] : [path, "/usr" + path] }
        let r = try KioskProcess.execute("/usr/bin/dpkg", ["-S"] + paths.flatMap(forms))
        var byPath: [String: String] = [:]
        for line in r.stdout.split(separator: "\n") {
            guard let colon = line.range(of: ": ") else { continue }
            let package = line[..<colon.lowerBound].split(separator: ",")[0].split(separator: ":")[0]
            byPath[String(line[colon.upperBound...])] = String(package).trimmingCharacters(in: .whitespaces)
        }
        var owners: [String: String] = [:]
        for path in paths { owners[path] = forms(path).lazy.compactMap { byPath[$0] }.first }
        return owners
    }
}

/// The installed packages' dependencies, as dpkg has them.
struct InstalledPackages {
    /// Each package's Pre-Depends and Depends: one entry a dependency, its alternatives in order.
    var depends: [String: [[String]]]
    /// The packages that provide each virtual package.
    var provides: [String: [String]]
    /// The Essential packages (every Debian has them).
    var essential: Set<String>

    static func read() throws -> InstalledPackages {
        let r = try KioskProcess.execute("/usr/bin/dpkg-query", ["-W", "-f", "${Package}\t${Essential}\t${Pre-Depends}, ${Depends}\t${Provides}\n"])
        var result = InstalledPackages(depends: [:], provides: [:], essential: [])
        func names(_ field: Substring) -> [[String]] {
            field.split(separator: ",").map { $0.split(separator: "|").map { alternative in
                String(alternative.trimmingCharacters(in: .whitespaces).split(separator: " ").first?.split(separator: ":").first ?? "")
            }.filter { !$0.isEmpty } }.filter { !$0.isEmpty }
        }
        for line in r.stdout.split(separator: "\n") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 4 else { continue }
            let name = String(fields[0])
            if fields[1] == "yes" { result.essential.insert(name) }
            result.depends[name] = names(fields[2])
            for virtual in names(fields[3]).flatMap({ $0 }) { result.provides[virtual, default: []].append(name) }
        }
        return result
    }

    /// The packages apt installs for LISTED on any machine: each, and what it needs through
    /// dependencies without alternatives (a virtual one counts when one installed package provides it).
    func installedBy(_ listed: [String]) -> Set<String> {
        var installed = Set<String>()
        var queue = listed
        while let name = queue.popLast() {
            guard installed.insert(name).inserted else { continue }
            for dependency in depends[name] ?? [] where dependency.count == 1 {
                let target = dependency[0]
                if depends[target] != nil { queue.append(target) }
                else if let providers = provides[target], providers.count == 1 { queue.append(providers[0]) }
            }
        }
        return installed
    }
}
