import Foundation
import XCTest
@testable import KioskUICore
@testable import KioskUISDL
@testable import KioskUI
import KioskUITestSupport

/// The Debian package a panel installs (scripts/package.sh, docs/deploy.md): its kiosk runs where
/// Swift was never installed, and it declares every package that kiosk loads a library from.
@MainActor
final class PackageTests: XCTestCase {
    func testThePackagedKioskDrawsTheDemoAndReplaysWithTheSwiftToolchainHidden() async throws {
        let package = try PackagedKiosk.shared()
        let noSwift = try WithoutSwift.here()
        let dir = KioskProcess.temporaryFolder("kioskui-no-swift")

        // The toolchain is really out of sight: the tests' kiosk, which loads the Swift runtime, cannot start.
        let dynamic = try noSwift.run([KioskProcess.binary.path, "--help"], in: dir)
        XCTAssertNotEqual(dynamic.status, 0, "hidden: \(noSwift.hidden)")
        XCTAssertTrue(dynamic.stderr.contains("error while loading shared libraries: libswift"), dynamic.stderr)

        let ldd = try noSwift.run(["/usr/bin/ldd", package.kiosk], in: dir)
        XCTAssertEqual(ldd.status, 0, ldd.stderr)
        XCTAssertFalse(ldd.stdout.contains("not found"), ldd.stdout)
        for name in ["libswift", "libFoundation", "_FoundationICU", "libicu", "libdispatch", "libBlocksRuntime"] {
            XCTAssertFalse(ldd.stdout.contains(name), "the packaged kiosk loads \(name):\n\(ldd.stdout)")
        }

        // No screen given: the demo comes from the package (PREFIX/share/kioskui/screens), not the
        // copy built into the program, and looks exactly as the tests' kiosk draws it.
        let png = dir + "/demo.png", reference = dir + "/reference.png"
        let shot = try noSwift.run([package.kiosk, "run", "--driver", "headless", "--size", "800x600", "--screenshot", png], in: dir)
        XCTAssertEqual(shot.status, 0, shot.stderr)
        XCTAssertFalse(shot.stderr.contains("built into the program"), shot.stderr)
        XCTAssertGreaterThan((try? FileManager.default.attributesOfItem(atPath: png)[.size] as? Int) ?? 0, 0)
        let drawn = try KioskProcess.run(["run", XvfbSmokeTests.demoFile, "--driver", "headless", "--size", "800x600",
                                          "--screenshot", reference])
        XCTAssertEqual(drawn.status, 0, drawn.stderr)
        XCTAssertEqual(try PNGFile.read(png), try PNGFile.read(reference))

        // A short replay on a packaged screen: the parking meter's customer picks Zone C, turns the
        // minutes ruler two notches down from 60 and taps Pay; the summary follows.
        let script = dir + "/replay.jsonl"
        try """
        {"at":0,"pointer":"down","target":"zone#2"}
        {"at":60,"pointer":"up","target":"zone#2"}
        {"at":200,"wheel":2,"target":"minutes"}
        {"at":1500,"pointer":"down","target":"pay"}
        {"at":1560,"pointer":"up","target":"pay"}
        {"at":1600,"query":"layout"}
        """.write(toFile: script, atomically: true, encoding: .utf8)
        let replay = try noSwift.run([package.kiosk, "run", package.screens + "/parking-meter.yaml", "--driver", "headless",
                                      "--size", "800x480", "--replay", script], in: dir)
        XCTAssertEqual(replay.status, 0, replay.stderr)
        let changes = replay.events(named: "change").map { "\($0["id"] ?? "")=\($0["value"] ?? "")" }
        XCTAssertEqual(changes, ["zone=Zone C", "minutes=30"], replay.stdout)
        XCTAssertEqual(replay.events(named: "tap").map { $0["id"] as? String }, ["pay"])
        let layout = try XCTUnwrap(replay.events(named: "layout").first.map(KioskProcess.nodes), replay.stdout)
        XCTAssertEqual(layout["summary"]?["text"] as? String, "30 min in Zone C")
    }

    func testTheControlFileDependsOnThePackageOfEveryLibraryTheKioskLoads() async throws {
        let package = try PackagedKiosk.shared()
        let info = try package.dpkgDeb(["-I"])
        let depends = try XCTUnwrap(info.split(separator: "\n").first { $0.hasPrefix(" Depends: ") }, info)
        let names = Set(depends.dropFirst(" Depends: ".count).split(separator: ",").map {
            String($0.trimmingCharacters(in: .whitespaces).split(separator: " ")[0])
        })
        // What the unit runs, the font the kiosk asks fontconfig for, libinput, which --driver fb
        // opens with dlopen (unseen by dpkg-shlibdeps), and libmosquitto, which --mqtt opens the same
        // way. cage, seatd and Mesa are only recommended: a bare panel installed without them runs
        // DRIVER=fb (VmBootTests boots one).
        for program in ["fonts-dejavu-core", "systemd", "libinput10", "libmosquitto1"] { XCTAssertTrue(names.contains(program), String(depends)) }
        for compositor in ["cage", "seatd", "libgl1-mesa-dri"] { XCTAssertFalse(names.contains(compositor), String(depends)) }
        let recommends = try XCTUnwrap(info.split(separator: "\n").first { $0.hasPrefix(" Recommends: ") }, info)
        for program in ["cage", "seatd", "libgl1", "libegl1", "libgl1-mesa-dri"] {
            XCTAssertTrue(recommends.contains(program), String(recommends))
        }

        // Each library the binary names (NEEDED), found the way the loader finds it, belongs to a
        // Debian package the control file depends on: nothing is left to chance on the panel.
        let needed = try KioskProcess.execute("/usr/bin/objdump", ["-p", package.kiosk]).stdout.split(separator: "\n")
            .compactMap { line -> String? in
                let f = line.split(separator: " ")
                return f.first == "NEEDED" && f.count > 1 ? String(f[1]) : nil
            }
        XCTAssertTrue(needed.contains("libSDL2-2.0.so.0"), "\(needed)")
        let resolved = try Ldd(package.kiosk)
        for library in needed {
            let path = try XCTUnwrap(resolved.path(of: library), "ldd does not find \(library):\n\(resolved.output)")
            let owner = try Self.debianPackage(owning: path)
            XCTAssertTrue(names.contains(owner), "\(library) (\(path)) is in \(owner), which Depends does not name: \(depends)")
        }

        // SDL_image is opened with dlopen (SDLImageLibrary): not NEEDED, but the panel needs it too.
        let image = try XCTUnwrap(resolved.path(of: "libSDL2_image-2.0.so.0") ?? Self.loaderPath("libSDL2_image-2.0.so.0"))
        XCTAssertTrue(names.contains(try Self.debianPackage(owning: image)), "SDL_image's package: \(depends)")

        XCTAssertEqual(try KioskProcess.execute("/usr/bin/dpkg-deb", ["-I", package.deb, "conffiles"]).stdout,
                       "/etc/kioskui/kiosk.conf\n")
        let contents = try package.dpkgDeb(["-c"])
        for file in ["./usr/bin/kiosk", "./usr/lib/kioskui/kiosk-session", "./usr/lib/systemd/system/kioskui.service",
                     "./usr/share/kioskui/screens/demo.yaml", "./etc/kioskui/kiosk.conf", "./usr/share/doc/kioskui/copyright"]
            + IconLibrary.names.map { "./usr/share/kioskui/icons/\($0).svg" } + ["./usr/share/kioskui/icons/LICENSE"]
            // The shipped screens' logos, where their `file:` paths look.
            + ["./usr/share/kioskui/screens/img/kioskui-logo.svg", "./usr/share/kioskui/screens/img/parking-logo.svg"]
            // The cafe and its pictures.
            + ["./usr/share/kioskui/screens/cafe.yaml", "./usr/share/kioskui/screens/cafe.ar.po", "./usr/share/kioskui/screens/img/cafe/latte.svg"] {
            XCTAssertTrue(contents.split(separator: "\n").contains { $0.hasSuffix(" " + file) }, "\(file) is missing:\n\(contents)")
        }
        // The unit runs the packaged launcher as the user the package creates.
        let unit = try String(contentsOfFile: package.unit, encoding: .utf8)
        XCTAssertTrue(unit.contains("\nExecStart=/usr/lib/kioskui/kiosk-session\n"), unit)
        XCTAssertTrue(unit.contains("\nUser=kiosk\n"), unit)
        let users = try String(contentsOfFile: package.root + "/usr/lib/sysusers.d/kioskui.conf", encoding: .utf8)
        XCTAssertTrue(users.contains("\nu kiosk "), users)
        // The shipped BUNDLE_DIR is a folder the unit makes for the user kiosk (StateDirectory=, under
        // /var/lib), so the first bundle has somewhere to go and stays across reboots.
        let conf = try String(contentsOfFile: package.root + "/etc/kioskui/kiosk.conf", encoding: .utf8)
        let bundleDir = try XCTUnwrap(conf.split(separator: "\n").first { $0.hasPrefix("BUNDLE_DIR=") }, conf).dropFirst("BUNDLE_DIR=".count)
        let stateDirectories = unit.split(separator: "\n").filter { $0.hasPrefix("StateDirectory=") }
            .flatMap { $0.dropFirst("StateDirectory=".count).split(separator: " ") }.map { "/var/lib/" + $0 }
        XCTAssertTrue(stateDirectories.contains(String(bundleDir)), "BUNDLE_DIR=\(bundleDir); the unit makes \(stateDirectories)")
    }

    func testInstallingMakesTheUserAndEnablesTheUnitAndPurgingTakesThemAway() async throws {
        guard getuid() == 0 else { throw PackageError.cannotRun("dpkg installs as root only") }
        let package = try PackagedKiosk.shared()
        // An empty system: dpkg's database and /etc, the maintainer scripts run outside a chroot
        // with DPKG_ROOT set (what they would do on a panel, done to this folder).
        let root = KioskProcess.temporaryFolder("kioskui-dpkg-root")
        for d in ["/var/lib/dpkg/info", "/var/lib/dpkg/updates", "/etc"] {
            try FileManager.default.createDirectory(atPath: root + d, withIntermediateDirectories: true)
        }
        XCTAssertTrue(FileManager.default.createFile(atPath: root + "/var/lib/dpkg/status", contents: Data()))
        func dpkg(_ arguments: [String]) throws -> KioskProcess.Result {
            try KioskProcess.execute("/usr/bin/dpkg", ["--root=" + root, "--force-script-chrootless", "--force-depends"] + arguments)
        }
        let wants = root + "/etc/systemd/system/multi-user.target.wants/kioskui.service"

        let install = try dpkg(["-i", package.deb])
        XCTAssertEqual(install.status, 0, install.stderr)
        let passwd = try String(contentsOfFile: root + "/etc/passwd", encoding: .utf8)
        XCTAssertTrue(passwd.split(separator: "\n").contains { $0.hasPrefix("kiosk:x:") && $0.hasSuffix(":/var/lib/kiosk:/usr/sbin/nologin") },
                      passwd)
        XCTAssertEqual(try? FileManager.default.destinationOfSymbolicLink(atPath: wants), "/usr/lib/systemd/system/kioskui.service",
                       "enabled for the next boot")
        XCTAssertTrue(FileManager.default.fileExists(atPath: root + "/etc/kioskui/kiosk.conf"))
        // The lockdown's drop-ins and generator (LockdownTests), in the places systemd reads them.
        let lockdown = ["/usr/lib/sysctl.d/90-kioskui.conf", "/usr/lib/systemd/logind.conf.d/kioskui.conf",
                        "/usr/lib/systemd/system.conf.d/kioskui.conf", "/usr/lib/systemd/system-generators/kioskui-lockdown",
                        "/usr/lib/systemd/system/kioskui-lockdown.service", "/usr/lib/kioskui/kiosk-lockdown",
                        // (And the backlight's udev rule, BacklightRuleTests.)
                        "/usr/lib/udev/rules.d/70-kioskui-backlight.rules"]
        for file in lockdown { XCTAssertTrue(FileManager.default.fileExists(atPath: root + file), file) }

        // What the unit made and the kiosk kept (saved state, unpacked bundles) goes on purge.
        try FileManager.default.createDirectory(atPath: root + "/var/lib/kiosk/bundles/1", withIntermediateDirectories: true)
        XCTAssertTrue(FileManager.default.createFile(atPath: root + "/var/lib/kiosk/bundles/1/screen.yaml", contents: Data("title: x\n".utf8)))
        let purge = try dpkg(["--purge", "kioskui"])
        XCTAssertEqual(purge.status, 0, purge.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/var/lib/kiosk/bundles"), "the bundles are purged")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/etc/kioskui/kiosk.conf"))
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: wants), "no longer enabled")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/usr/bin/kiosk"))
        for file in lockdown {
            XCTAssertNil(try? FileManager.default.attributesOfItem(atPath: root + file), "\(file) is purged")
        }
    }

    /// Where the loader finds `soname` (`ldconfig -p`), for a library the kiosk opens with dlopen.
    static func loaderPath(_ soname: String) throws -> String? {
        try KioskProcess.execute("/sbin/ldconfig", ["-p"]).stdout.split(separator: "\n")
            .first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(soname + " ") }
            .flatMap { $0.components(separatedBy: " => ").last }
    }

    /// The Debian package that installed `path` (`dpkg -S`), trying the path as the loader found
    /// it and as the package lists it (/lib and /usr/lib are one folder on a merged /usr).
    static func debianPackage(owning path: String) throws -> String {
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        var forms: [String] = []
        for p in [path, real] {
            forms += [p, p.hasPrefix("/usr/") ? String(p.dropFirst(4)) : "/usr" + p]
        }
        let found = try KioskProcess.execute("/usr/bin/dpkg", ["-S"] + forms)
        guard let line = found.stdout.split(separator: "\n").first, let colon = line.firstIndex(of: ":") else {
            throw PackageError("no Debian package owns \(path): \(found.stderr)")
        }
        return String(line[..<colon])
    }
}
