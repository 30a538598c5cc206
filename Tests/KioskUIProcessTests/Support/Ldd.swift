import Foundation
import KioskUITestSupport

/// What `ldd` says about a binary: the libraries the loader would load, and from where.
struct Ldd {
    let output: String

    init(_ binary: String) throws {
        output = try KioskProcess.execute("/usr/bin/ldd", [binary]).stdout
    }

    /// The path given for `library`, named exactly ("\tname => path (address)", or
    /// "\tpath (address)" for the loader itself); nil if it is not listed or not found.
    func path(of library: String) -> String? {
        for line in output.split(separator: "\n") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
            if fields.first == library, fields.count > 2, fields[1] == "=>", fields[2].hasPrefix("/") { return fields[2] }
            if let f = fields.first, f.hasPrefix("/"), f.hasSuffix("/" + library) { return f }
        }
        return nil
    }

    /// The folder `library` is loaded from, symlinks resolved.
    func folder(of library: String) -> String? {
        path(of: library).map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().deletingLastPathComponent().path }
    }
}
