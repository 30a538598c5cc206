/// Where the built-in demo's screen file is: `assets/screens/demo.yaml`, found next to (or
/// above) the `kiosk` executable, in the working folder, or where a package installed it.
enum DemoScreenFile {
    static let relativePath = "assets/screens/demo.yaml"

    /// The places looked at, in order: `$KIOSK_DEMO_SCREEN`, every folder from the executable's
    /// up to the root, the working folder, the executable's own prefix (PREFIX/bin/kiosk →
    /// PREFIX/share/kioskui/screens, so a package unpacked anywhere finds its demo),
    /// /usr/local/share/kioskui and /usr/share/kioskui.
    static func candidates(environment: [String: String] = ProcessEnvironment.current) -> [String] {
        var out: [String] = []
        if let e = environment["KIOSK_DEMO_SCREEN"], !e.isEmpty { out.append(e) }
        let exe = FileSystem.executablePath
        var dir = FilePath.parent(exe)
        while dir != "/" && !dir.isEmpty {
            out.append(dir + "/" + relativePath)
            dir = FilePath.parent(dir)
        }
        out.append(FileSystem.currentDirectory + "/" + relativePath)
        out.append(FilePath.parent(FilePath.parent(exe)) + "/share/kioskui/screens/demo.yaml")
        out += ["/usr/local/share/kioskui/screens/demo.yaml", "/usr/share/kioskui/screens/demo.yaml"]
        return out
    }

    /// The first candidate that exists, or nil.
    static func locate() -> String? {
        candidates().first { FileSystem.isReadable($0) }
    }
}

extension Screen {
    /// The demo built in code (`DemoScreen`), for when its file cannot be found: the same tree,
    /// in English only (the translations are the `.po` files beside the file).
    static func builtInDemo() -> Screen {
        let root = DemoScreen.make()
        var ids: [String] = []
        root.forEachDescendant { w in if let id = w.id, !id.hasSuffix(".tabs") { ids.append(id) } }
        return Screen(file: "(built-in demo)", root: root, theme: .standard, font: nil, ids: ids, stateWarnings: [])
    }
}
