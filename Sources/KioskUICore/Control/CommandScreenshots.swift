import Glibc

/// Where a `screenshot` *command* (stdin, `--commands`) may write: only inside the folder the
/// operator named with `--screenshot-dir`, and nowhere at all without one.
///
/// Commands come from whatever feeds the kiosk's stdin or FIFO, which on an unattended panel is
/// not the operator; a screenshot path is a file write, so it is confined:
/// - no `--screenshot-dir`: refused;
/// - the name must end in `.png` and hold no control characters;
/// - a relative name is taken inside the folder; an absolute one must already lie inside it;
/// - no `..` component, and the folder the file lands in, with every symbolic link resolved,
///   must be the screenshot folder or inside it (a link out is refused);
/// - an existing file of that name must be a regular file, not a link or a device.
/// Replay scripts (`--replay`) and `--screenshot` are the operator's own and are not confined.
enum CommandScreenshots {
    /// The file to write for `requested`, or a `ScriptError` saying why not and what is allowed.
    static func resolve(_ requested: String, in directory: String?) throws -> String {
        guard let directory, !directory.isEmpty else {
            throw ScriptError.message("screenshots from commands are off; start the kiosk with --screenshot-dir DIR to let commands write PNGs inside DIR")
        }
        func refuse(_ why: String) -> ScriptError {
            ScriptError.message("screenshot \"\(ScreenLimits.shortened(requested))\" refused: \(why); commands may only write NAME.png inside \(directory)")
        }
        guard requested.lowercased().hasSuffix(".png") else { throw refuse("the name must end in .png") }
        guard !requested.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw refuse("control characters in the name")
        }
        guard let root = FileSystem.realPath(directory), FileSystem.isDirectory(root) else {
            throw refuse("the screenshot folder does not exist or is not a folder")
        }
        var relative = requested
        if requested.hasPrefix("/") {
            let standardDir = FilePath.standardized(directory)
            let prefixes = [root, standardDir].map { $0.hasSuffix("/") ? $0 : $0 + "/" }
            guard let p = prefixes.first(where: { requested.hasPrefix($0) }) else { throw refuse("an absolute path outside the folder") }
            relative = String(requested.dropFirst(p.count))
        }
        let parts = relative.split(separator: "/").map(String.init).filter { $0 != "." }
        guard !parts.contains("..") else { throw refuse("\"..\" may not appear in the path") }
        guard let name = parts.last, name.count > 4 else { throw refuse("no file name") }
        let folder = ([root] + parts.dropLast()).joined(separator: "/")
        guard let realFolder = FileSystem.realPath(folder), FileSystem.isDirectory(realFolder) else {
            throw refuse("its folder does not exist inside the screenshot folder")
        }
        guard realFolder == root || realFolder.hasPrefix(root == "/" ? "/" : root + "/") else {
            throw refuse("its folder leads out of the screenshot folder through a symbolic link")
        }
        let file = realFolder + "/" + name
        if let refusal = FileSystem.refusalToReplace(file) { throw refuse(refusal) }
        return file
    }
}
