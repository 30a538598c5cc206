/// Where a picture set at run time may come from: a `set` of an image's `file` and a list item's
/// image are written by whoever feeds the kiosk commands, which on an unattended panel is not the
/// operator, and a screenshot then shows what was drawn. So such a path is confined to the screen
/// file's folder (and below) and the folders the operator named with `kiosk run --image-dir`.
///
/// The path is resolved with every `..` and symbolic link followed (realpath) before it is
/// compared, so neither leads out. Anything outside gets one refusal whose words depend only on
/// what was written, never on whether something exists there or what it is (missing, unreadable,
/// a folder and outside all read the same), so a refusal does not map the panel's files.
/// The screen file's own pictures, read when it loads, are the operator's and keep their rules.
struct PictureFolders: Sendable, Equatable {
    /// The `--image-dir` folders, as given.
    let extra: [String]

    init(_ extra: [String] = []) { self.extra = extra }

    /// The one refusal for a path outside every picture folder: its words are the written path's alone.
    struct Outside: Error, CustomStringConvertible {
        let written: String
        var description: String {
            "\"\(ScreenLimits.shortened(written))\" is not in a picture folder (the screen's folder, --image-dir); put it there or add --image-dir"
        }
    }

    /// The folder paths are relative to for `baseFile` (a screen file, or a folder ending in `/`).
    static func screenFolder(of baseFile: String) -> String {
        if baseFile.isEmpty { return FileSystem.currentDirectory }
        return baseFile.hasSuffix("/") ? baseFile : FilePath.parent(baseFile)
    }

    /// The file `written` (relative to `baseFile`) names, resolved, when it lies in a picture
    /// folder; a path in one that does not exist comes back as written, so its header says
    /// "does not exist" in that folder. Throws `Outside` for everything else.
    func resolve(_ written: String, relativeTo baseFile: String) throws(Outside) -> String {
        let path = IconLibrary.resolve(written, relativeTo: baseFile)
        let roots = ([Self.screenFolder(of: baseFile)] + extra).compactMap(FileSystem.realPath)
        func inside(_ real: String) -> Bool {
            roots.contains { real == $0 || real.hasPrefix($0 == "/" ? "/" : $0 + "/") }
        }
        if let real = FileSystem.realPath(path) {
            guard inside(real) else { throw Outside(written: written) }
            return real
        }
        // Nothing there: told only when the folder it would be in is a picture folder and the
        // name is not a link (a dangling link could point anywhere).
        guard !FileSystem.isSymbolicLink(path), let folder = FileSystem.realPath(FilePath.parent(path)), inside(folder) else {
            throw Outside(written: written)
        }
        return path
    }
}
