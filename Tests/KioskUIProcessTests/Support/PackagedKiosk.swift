import Foundation
import XCTest
import KioskUITestSupport

/// The Debian package `scripts/package.sh` builds from the current sources, unpacked with
/// `dpkg-deb -x` into a folder of its own outside the repository (so nothing it runs can find the
/// repository's files instead of the package's).
struct PackagedKiosk {
    /// dist/kioskui_VERSION_ARCH.deb.
    let deb: String
    /// The unpacked tree: ROOT/usr/bin/kiosk, ROOT/etc/kioskui/kiosk.conf, …
    let root: String

    var kiosk: String { root + "/usr/bin/kiosk" }
    var launcher: String { root + "/usr/lib/kioskui/kiosk-session" }
    var screens: String { root + "/usr/share/kioskui/screens" }
    var unit: String { root + "/usr/lib/systemd/system/kioskui.service" }

    /// Built and unpacked once per test run. scripts/package.sh is incremental: the static release
    /// build recompiles what changed (minutes after a change, seconds otherwise) and an unchanged
    /// package is kept.
    @MainActor static func shared() throws -> PackagedKiosk {
        if cached == nil { cached = Result { try build() } }
        return try cached!.get()
    }

    @MainActor private static var cached: Result<PackagedKiosk, Error>?

    @MainActor private static func build() throws -> PackagedKiosk {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/dpkg-deb") else {
            throw PackageError.cannotRun("dpkg-deb is not installed: the package is a Debian one (Debian's dpkg provides it)")
        }
        let script = BuilderPublicAPITests.packageRoot.appendingPathComponent("scripts/package.sh").path
        let built = try KioskProcess.execute(script, [], timeout: 3600)
        guard built.status == 0, let deb = built.stdout.split(separator: "\n").last.map(String.init) else {
            throw PackageError("scripts/package.sh failed (\(built.status)):\n" + built.stderr.suffix(4000))
        }
        let path = deb.hasPrefix("/") ? deb : BuilderPublicAPITests.packageRoot.appendingPathComponent(deb).path
        removeLeftovers()
        let root = KioskProcess.temporaryFolder("kioskui-deb")
        let unpacked = try KioskProcess.execute("/usr/bin/dpkg-deb", ["-x", path, root])
        guard unpacked.status == 0 else { throw PackageError("dpkg-deb -x \(path): \(unpacked.stderr)") }
        return PackagedKiosk(deb: path, root: root)
    }

    /// Removes the unpacked packages of test runs that have ended (`kioskui-deb-PID-…` whose
    /// process is gone): each is 15 MB, and a run cannot remove its own when it exits.
    private static func removeLeftovers() {
        let tmp = FileManager.default.temporaryDirectory
        for name in (try? FileManager.default.contentsOfDirectory(atPath: tmp.path)) ?? [] where name.hasPrefix("kioskui-deb-") {
            guard let pid = Int32(name.dropFirst("kioskui-deb-".count).prefix { $0.isNumber }), pid != getpid(),
                  kill(pid, 0) != 0 && errno == ESRCH else { continue }
            try? FileManager.default.removeItem(at: tmp.appendingPathComponent(name))
        }
    }

    /// `dpkg-deb ARGUMENTS… deb`'s output.
    func dpkgDeb(_ arguments: [String]) throws -> String {
        let r = try KioskProcess.execute("/usr/bin/dpkg-deb", arguments + [deb])
        guard r.status == 0 else { throw PackageError("dpkg-deb \(arguments.joined(separator: " ")): \(r.stderr)") }
        return r.stdout
    }
}

struct PackageError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }

    /// Why a package test cannot run here: a skip, or — with KIOSK_REQUIRE_PACKAGE_TESTS=1, as CI
    /// sets it — a failure, so a CI machine without root or dpkg cannot pass without the package
    /// tests having run.
    static func cannotRun(_ why: String) -> Error {
        ProcessInfo.processInfo.environment["KIOSK_REQUIRE_PACKAGE_TESTS"] == "1"
            ? PackageError("KIOSK_REQUIRE_PACKAGE_TESTS=1 but the package test cannot run: \(why)") : XCTSkip(why)
    }
}
