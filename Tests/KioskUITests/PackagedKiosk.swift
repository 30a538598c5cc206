import Foundation
import XCTest

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
            throw XCTSkip("dpkg-deb is not installed: the package is a Debian one (Debian's dpkg provides it)")
        }
        let script = BuilderPublicAPITests.packageRoot.appendingPathComponent("scripts/package.sh").path
        let built = try KioskProcess.execute(script, [], timeout: 3600)
        guard built.status == 0, let deb = built.stdout.split(separator: "\n").last.map(String.init) else {
            throw PackageError("scripts/package.sh failed (\(built.status)):\n" + built.stderr.suffix(4000))
        }
        let path = deb.hasPrefix("/") ? deb : BuilderPublicAPITests.packageRoot.appendingPathComponent(deb).path
        let root = KioskProcess.temporaryFolder("kioskui-deb")
        let unpacked = try KioskProcess.execute("/usr/bin/dpkg-deb", ["-x", path, root])
        guard unpacked.status == 0 else { throw PackageError("dpkg-deb -x \(path): \(unpacked.stderr)") }
        return PackagedKiosk(deb: path, root: root)
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
}
