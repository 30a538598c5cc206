import Foundation
import XCTest
import KioskUITestSupport

/// Runs programs as on a panel that never had Swift: in a private mount namespace
/// (`unshare --mount`, which needs root or CAP_SYS_ADMIN) an empty tmpfs covers the toolchain's
/// folder and every other folder this machine loads the Swift runtime from, and the program gets
/// the system's PATH only and no LD_LIBRARY_PATH. Nothing outside the namespace sees the mounts.
struct WithoutSwift {
    /// The folders covered.
    let hidden: [String]

    static let systemPath = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"

    /// The toolchain's `usr/` folder (`which swift`, symlinks resolved, two levels up) and the
    /// folders the tests' own kiosk, linked with the Swift runtime dynamically, loads
    /// libswiftCore.so and libFoundation.so from. A folder that also holds the system's libraries
    /// or programs (a toolchain installed in /usr) is not covered; its Swift libraries' own
    /// folder is.
    static func here() throws -> WithoutSwift {
        let probe = try KioskProcess.execute("/usr/bin/unshare", ["--mount", "--propagation", "private", "/bin/true"])
        guard probe.status == 0 else {
            throw PackageError.cannotRun("unshare --mount is not permitted here (it needs root or CAP_SYS_ADMIN): \(probe.stderr)")
        }
        let libraries = try Ldd(KioskProcess.binary.path)
        var candidates: [String] = []
        if let swift = XvfbSmokeTests.which("swift") {
            candidates.append(URL(fileURLWithPath: swift).resolvingSymlinksInPath()
                .deletingLastPathComponent().deletingLastPathComponent().path)
        }
        let runtime = ["libswiftCore.so", "libFoundation.so"].compactMap(libraries.folder(of:))
        guard !runtime.isEmpty else {
            throw PackageError.cannotRun("the tests' kiosk loads no libswiftCore.so, so there is no Swift runtime to hide:\n\(libraries.output)")
        }
        // The system's own folders stay: the ones holding libc, SDL and the shell.
        let system = [libraries.folder(of: "libc.so.6"), libraries.folder(of: "libSDL2-2.0.so.0"), "/bin", "/usr/bin"]
            .compactMap { $0 }
        func contains(_ outer: String, _ inner: String) -> Bool { inner == outer || inner.hasPrefix(outer + "/") }
        var hidden: [String] = []
        for c in candidates + runtime where !system.contains(where: { contains(c, $0) }) {
            if !hidden.contains(where: { contains($0, c) }) { hidden.append(c) }
        }
        guard runtime.allSatisfy({ r in hidden.contains { contains($0, r) } }) else {
            throw PackageError.cannotRun("the Swift runtime (\(runtime)) sits among the system's libraries; it cannot be hidden alone")
        }
        return WithoutSwift(hidden: hidden)
    }

    /// Runs `argv` in `folder` (also its HOME) with the toolchain hidden.
    func run(_ argv: [String], in folder: String, timeout: Double = 120) throws -> KioskProcess.Result {
        let script = """
        cd "$0" || exit 125
        while [ "$1" != -- ]; do mount -t tmpfs -o size=64k,mode=0755 no-swift "$1" || exit 125; shift; done
        shift
        exec env -i PATH=\(Self.systemPath) HOME="$PWD" LANG=C.UTF-8 "$@"
        """
        return try KioskProcess.execute("/usr/bin/unshare", ["--mount", "--propagation", "private", "/bin/sh", "-c",
                                                             script, folder] + hidden + ["--"] + argv, timeout: timeout)
    }
}
