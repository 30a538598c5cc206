/// The icons KioskUI ships (assets/icons/NAME.svg, installed to /usr/share/kioskui/icons), which
/// a screen names by their short name (`icon: back`), and how a written path is found.
package enum IconLibrary {
    /// The shipped icons' names, in the order messages list them.
    package static let names = ["back", "card", "check", "help", "language"]
    /// The shipped icons that point a way, and so mirror in a right-to-left language by default.
    package static let mirroredByDefault: Set<String> = ["back"]

    /// Whether `written` is a shipped icon's short name rather than a path (no `/` and no `.`).
    package static func isShortName(_ written: String) -> Bool { !written.contains("/") && !written.contains(".") }

    /// The folders looked in, in order: `$KIOSK_ICONS`, `assets/icons` in every folder from the
    /// executable's up to the root, the working folder's, the executable's own prefix
    /// (PREFIX/bin/kiosk → PREFIX/share/kioskui/icons), /usr/local/share/kioskui and /usr/share/kioskui.
    static func folders(environment: [String: String] = ProcessEnvironment.current) -> [String] {
        var out: [String] = []
        if let e = environment["KIOSK_ICONS"], !e.isEmpty { out.append(e) }
        let exe = FileSystem.executablePath
        var dir = FilePath.parent(exe)
        while dir != "/" && !dir.isEmpty {
            out.append(dir + "/assets/icons")
            dir = FilePath.parent(dir)
        }
        out.append(FileSystem.currentDirectory + "/assets/icons")
        out.append(FilePath.parent(FilePath.parent(exe)) + "/share/kioskui/icons")
        out += ["/usr/local/share/kioskui/icons", "/usr/share/kioskui/icons"]
        return out
    }

    /// The file of the shipped icon `name`, nil when it is not one or is not installed.
    package static func locate(_ name: String) -> String? {
        guard names.contains(name) else { return nil }
        return folders().lazy.map { "\($0)/\(name).svg" }.first { FileSystem.isReadable($0) }
    }

    /// The path of a file written in a screen file: as written when absolute, else relative to the
    /// screen file's folder.
    package static func resolve(_ written: String, relativeTo screenFile: String) -> String {
        if written.hasPrefix("/") { return written }
        guard let slash = screenFile.lastIndex(of: "/") else { return written }
        return String(screenFile[...slash]) + written
    }
}
