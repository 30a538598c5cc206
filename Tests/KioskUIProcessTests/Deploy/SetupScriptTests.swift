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

    /// The C libraries the package links (each `link "NAME"` in Sources/C*/module.modulemap) and
    /// the pkg-config modules it asks for (`pkgConfig:` in Package.swift) come from -dev packages
    /// setup.sh installs: a new system library target without its package in setup.sh builds here,
    /// where it was installed by hand, and fails on a new machine.
    func testEveryLibraryThePackageLinksComesFromADevPackageTheSetupScriptInstalls() async throws {
        let root = BuilderPublicAPITests.packageRoot.path
        let listed = try Self.setupPackages(root + "/scripts/setup.sh")
        let packages = try InstalledPackages.read()
        let linked = try Self.librariesThePackageLinks(root)
        for name in ["link SDL2", "link m", "pkg-config fribidi", "pkg-config libqrencode"] {
            XCTAssertTrue(linked.contains { "\($0.kind) \($0.name)" == name }, "the scan finds \(name): \(linked)")
        }
        XCTAssertEqual(try Self.librariesNotInstalled(linked, by: listed, packages), [])
    }

    /// The rule above names the missing package: libmosquitto and libsodium (the MQTT client and
    /// the bundle signatures) count only while setup.sh lists their -dev packages.
    func testALinkedLibraryWhoseDevPackageTheSetupScriptLacksIsNamed() async throws {
        let root = BuilderPublicAPITests.packageRoot.path
        let listed = try Self.setupPackages(root + "/scripts/setup.sh")
        let packages = try InstalledPackages.read()
        let linked = [LinkedLibrary(kind: "link", name: "mosquitto", file: "Sources/CMosquitto/module.modulemap"),
                      LinkedLibrary(kind: "pkg-config", name: "libsodium", file: "Package.swift")]
        XCTAssertEqual(try Self.librariesNotInstalled(linked, by: listed, packages), [])
        let without = listed.filter { $0 != "libmosquitto-dev" && $0 != "libsodium-dev" }
        XCTAssertEqual(try Self.librariesNotInstalled(linked, by: without, packages), [
            "link mosquitto (Sources/CMosquitto/module.modulemap) is /usr/lib/x86_64-linux-gnu/libmosquitto.so, from libmosquitto-dev, "
                + "which scripts/setup.sh does not install: add libmosquitto-dev to its list",
            "pkg-config libsodium (Package.swift) is /usr/lib/x86_64-linux-gnu/pkgconfig/libsodium.pc, from libsodium-dev, "
                + "which scripts/setup.sh does not install: add libsodium-dev to its list",
        ].map { $0.replacingOccurrences(of: "x86_64-linux-gnu", with: Self.multiarch) })
    }

    /// A library the build links (`link "NAME"` in a module map) or a pkg-config module it reads.
    struct LinkedLibrary: Equatable, CustomStringConvertible {
        /// "link" or "pkg-config".
        var kind: String
        var name: String
        /// Where the package names it.
        var file: String
        var description: String { "\(kind) \(name) (\(file))" }
    }

    /// The libraries Sources/C*/module.modulemap link and the pkg-config modules Package.swift names,
    /// in file order.
    static func librariesThePackageLinks(_ root: String) throws -> [LinkedLibrary] {
        func matches(_ pattern: String, in file: String) throws -> [String] {
            let text = try String(contentsOfFile: root + "/" + file, encoding: .utf8)
            let regex = try NSRegularExpression(pattern: pattern)
            return regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
                .map { String(text[Range($0.range(at: 1), in: text)!]) }
        }
        var found: [LinkedLibrary] = []
        for target in try FileManager.default.contentsOfDirectory(atPath: root + "/Sources").sorted() where target.hasPrefix("C") {
            let file = "Sources/\(target)/module.modulemap"
            guard FileManager.default.fileExists(atPath: root + "/" + file) else { continue }
            found += try matches(#"\blink\s+"([^"]+)""#, in: file).map { LinkedLibrary(kind: "link", name: $0, file: file) }
        }
        found += try matches(#"pkgConfig:\s*"([^"]+)""#, in: "Package.swift").map { LinkedLibrary(kind: "pkg-config", name: $0, file: "Package.swift") }
        return found
    }

    /// This machine's multiarch folder name (x86_64-linux-gnu).
    static var multiarch: String {
        (try? KioskProcess.execute("/usr/bin/gcc", ["-print-multiarch"]).stdout.trimmingCharacters(in: .whitespacesAndNewlines)) ?? ""
    }

    /// For each of LINKED whose file (the linker's libNAME.so, pkg-config's NAME.pc) is missing or
    /// comes from a package LISTED does not install (nor an Essential one): what is wrong and the fix.
    static func librariesNotInstalled(_ linked: [LinkedLibrary], by listed: [String], _ packages: InstalledPackages) throws -> [String] {
        let installed = packages.installedBy(listed).union(packages.essential)
        var problems: [String] = []
        for library in linked {
            // Where the build finds it: the linker's search path for -lNAME, pkg-config's for NAME.
            let found = library.kind == "link"
                ? try KioskProcess.execute("/usr/bin/gcc", ["-print-file-name=lib\(library.name).so"]).stdout
                : try KioskProcess.execute("/usr/bin/pkg-config", ["--path", library.name]).stdout
            let path = found.trimmingCharacters(in: .whitespacesAndNewlines)
            guard path.hasPrefix("/") else {
                problems.append("\(library) is not installed: add its -dev package to the list in scripts/setup.sh")
                continue
            }
            // (The folder without its .., the file itself not followed: libNAME.so is the -dev package's link.)
            let file = URL(fileURLWithPath: path).standardized.path
            guard let owner = try owners(of: [file])[file] else {
                problems.append("\(library) is \(file), which no Debian package owns: install it from one scripts/setup.sh names")
                continue
            }
            if !installed.contains(owner) {
                problems.append("\(library) is \(file), from \(owner), which scripts/setup.sh does not install: add \(owner) to its list")
            }
        }
        return problems
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
