import Glibc
import KioskUICore

/// What the kiosk takes on disk: the binary the bench runs, and the Debian package
/// `scripts/package.sh` made (`dist/*.deb`, the newest), with its installed size when
/// `dpkg-deb` can read it.
struct BenchFootprint {
    struct Package: Equatable {
        var path: String
        var bytes: Int
        /// The control file's Installed-Size (KiB); nil when it could not be read.
        var installedKiB: Int?
    }

    var binaryPath: String
    var binaryBytes: Int?
    var package: Package?

    /// The budget for the installed package: 25 MB.
    static let packageBudgetBytes = 25_000_000

    /// Whether the installed package is within `packageBudgetBytes`; nil without a package.
    var packageMet: Bool? { package?.installedKiB.map { $0 * 1024 <= BenchFootprint.packageBudgetBytes } }

    static func measure(executable: String) -> BenchFootprint {
        var f = BenchFootprint(binaryPath: executable, binaryBytes: FileSystem.size(atPath: executable))
        if let deb = newestPackage(in: distFolders(executable: executable)) {
            f.package = Package(path: deb, bytes: FileSystem.size(atPath: deb) ?? 0, installedKiB: installedKiB(of: deb))
        }
        return f
    }

    /// `dist/` under the working folder and under each of the binary's first four ancestors (a
    /// release build sits at REPO/.build/ARCH/release/kiosk), each once, in that order.
    static func distFolders(executable: String, workingFolder: String? = FileSystem.currentDirectory) -> [String] {
        var out: [String] = []
        if let cwd = workingFolder { out.append(cwd + "/dist") }
        var dir = Substring(executable)
        for _ in 0..<4 {
            guard let slash = dir.lastIndex(of: "/") else { break }
            dir = dir[..<slash]
            out.append((dir.isEmpty ? "" : String(dir)) + "/dist")
        }
        var seen = Set<String>()
        return out.filter { seen.insert($0).inserted }
    }

    /// The most recently modified `.deb` in the first of `folders` that has one (ties: by name).
    static func newestPackage(in folders: [String]) -> String? {
        for folder in folders {
            guard let names = FileSystem.entries(ofDirectory: folder) else { continue }
            let debs = names.filter { $0.hasSuffix(".deb") }.sorted().map { folder + "/" + $0 }
            if let newest = debs.max(by: { (FileSystem.modified(atPath: $0) ?? 0) < (FileSystem.modified(atPath: $1) ?? 0) }) { return newest }
        }
        return nil
    }

    /// The Installed-Size field of a package's control file (`dpkg-deb -f`), in KiB.
    static func installedKiB(control: String) -> Int? {
        for line in control.split(separator: "\n") where line.hasPrefix("Installed-Size:") {
            return Int(line.dropFirst("Installed-Size:".count).trimmingPrefix(" "))
        }
        return nil
    }

    private static func installedKiB(of deb: String) -> Int? {
        let dpkgDeb = "/usr/bin/dpkg-deb"
        guard access(dpkgDeb, X_OK) == 0 else { return nil }
        let out = BenchProcess.temporaryDirectory + "kiosk-bench-control-\(getpid()).txt"
        defer { unlink(out) }
        guard let o = try? BenchProcess.run(dpkgDeb, ["-f", deb], stdoutPath: out), o.exitStatus == 0 else { return nil }
        return FileSystem.text(atPath: out).flatMap { installedKiB(control: $0) }
    }
}
