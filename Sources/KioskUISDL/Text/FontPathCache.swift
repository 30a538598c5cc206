import CSDL
import Glibc
import KioskUICore

/// The files fontconfig resolved for a family, kept between runs so a kiosk that starts a
/// thousand times asks fontconfig once: loading fontconfig's configuration (dozens of
/// files) and caches is most of a start's font phase when it is not skipped.
///
/// The entry is used only while nothing fontconfig's answer depends on has changed: its key
/// holds fontconfig's version, the environment variables it reads, and the modification times of
/// every configuration file it reads on Debian (fonts.conf, each conf.d entry through its link,
/// the user's configuration), of its cache folders (fc-cache rewrites them whenever fonts are
/// added or removed: apt's trigger runs it) and of the font folders themselves. Each resolved
/// file must still exist with the size it had. Anything else — no cache folder, a write that
/// fails, a changed key — means asking fontconfig as before (and storing its new answer).
struct FontPathCache {
    /// The cache file.
    let path: String
    /// What the stored answer must have been made under.
    let key: String

    /// The cache in `$CACHE_DIRECTORY` (systemd's CacheDirectory=), else `$XDG_CACHE_HOME/kioskui`
    /// or `~/.cache/kioskui`; nil when none of them is named.
    init?(family: String, environment env: [String: String]) {
        let folder: String
        if let d = env["CACHE_DIRECTORY"].flatMap(FontPathCache.first), !d.isEmpty {
            folder = d
        } else if let x = env["XDG_CACHE_HOME"], x.hasPrefix("/") {
            folder = x + "/kioskui"
        } else if let h = env["HOME"], h.hasPrefix("/"), h != "/" {
            folder = h + "/.cache/kioskui"
        } else {
            return nil
        }
        path = folder + "/fonts"
        key = FontPathCache.key(family: family, environment: env)
    }

    /// systemd names several cache folders separated by colons; the first is ours.
    private static func first(_ list: String) -> String? { list.split(separator: ":").first.map(String.init) }

    /// The stored regular and bold faces, when the key still matches and both files are there.
    func faces() -> (regular: FontFace, bold: FontFace)? {
        guard let text = FileSystem.text(atPath: path) else { return nil }
        return FontPathCache.parse(text, key: key)
    }

    /// Stores the faces for the next start; failures are ignored (the next start asks fontconfig).
    func store(regular: FontFace, bold: FontFace) {
        guard let text = FontPathCache.text(key: key, regular: regular, bold: bold) else { return }
        let slash = path.lastIndex(of: "/")!
        let folder = String(path[..<slash])
        FileSystem.makeDirectory(String(folder[..<(folder.lastIndex(of: "/") ?? folder.startIndex)]), mode: 0o755)
        FileSystem.makeDirectory(folder, mode: 0o700)
        let temporary = path + ".\(getpid())"
        let failed = FileSystem.writeNewFile(temporary, Array(text.utf8), mode: 0o600) != nil
        // Only a regular file (or nothing) at the path is replaced: never a device, FIFO or link.
        if failed || FileSystem.refusalToReplace(path) != nil || FileSystem.rename(temporary, to: path) != nil { FileSystem.remove(temporary) }
    }

    /// The file's text: the key, a blank line, then one line per face:
    /// `regular|bold <TAB> index <TAB> synthetic 0/1 <TAB> size <TAB> path`. Nil when a file
    /// cannot be stat'ed (nothing is stored then).
    static func text(key: String, regular: FontFace, bold: FontFace) -> String? {
        var out = key + "\n"
        for (name, f) in [("regular", regular), ("bold", bold)] {
            guard let size = FileSystem.size(atPath: f.path), !f.path.contains("\n") else { return nil }
            out += "\(name)\t\(f.index)\t\(f.syntheticBold ? 1 : 0)\t\(size)\t\(f.path)\n"
        }
        return out
    }

    /// The faces in `text` when it was stored under `key` and each file still has its size.
    static func parse(_ text: String, key: String, size: (String) -> Int? = { FileSystem.size(atPath: $0) }) -> (regular: FontFace, bold: FontFace)? {
        guard text.hasPrefix(key + "\n") else { return nil }
        var faces: [String: FontFace] = [:]
        for line in text.dropFirst(key.utf8.count + 1).split(separator: "\n") {
            let f = line.split(separator: "\t", maxSplits: 4, omittingEmptySubsequences: false)
            guard f.count == 5, let index = Int(f[1]), let stored = Int(f[3]) else { return nil }
            let path = String(f[4])
            guard size(path) == stored else { return nil }
            faces[String(f[0])] = FontFace(path: path, index: index, syntheticBold: f[2] == "1")
        }
        guard let r = faces["regular"], let b = faces["bold"] else { return nil }
        return (r, b)
    }

    /// What fontconfig's answer for `family` depends on, as one line per item.
    static func key(family: String, environment env: [String: String]) -> String {
        let home = env["HOME"] ?? ""
        let config = env["XDG_CONFIG_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.config"
        let cache = env["XDG_CACHE_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.cache"
        let data = env["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? $0 : nil } ?? home + "/.local/share"
        var lines = ["kioskui-fonts 1", "family \(family)", "fontconfig \(FcGetVersion())"]
        for name in ["FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT", "HOME",
                     "XDG_CONFIG_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME"] {
            lines.append("env \(name)=\(env[name] ?? "-")")
        }
        var watched = ["/etc/fonts/fonts.conf", "/etc/fonts/conf.d", "/etc/fonts/local.conf",
                       config + "/fontconfig/fonts.conf", config + "/fontconfig/conf.d",
                       home + "/.fonts.conf", home + "/.fonts.conf.d",
                       "/var/cache/fontconfig", cache + "/fontconfig", home + "/.fontconfig",
                       "/usr/share/fonts", "/usr/local/share/fonts", data + "/fonts", home + "/.fonts"]
        if let f = env["FONTCONFIG_FILE"] { watched.append(f) }
        if let p = env["FONTCONFIG_PATH"] { watched += p.split(separator: ":").map(String.init) }
        for folder in ["/etc/fonts/conf.d", config + "/fontconfig/conf.d", home + "/.fonts.conf.d"] {
            watched += entries(of: folder).map { folder + "/" + $0 }
        }
        for p in watched { lines.append("\(FileSystem.modified(atPath: p).map { String($0) } ?? "-") \(p)") }
        return lines.joined(separator: "\n")
    }

    /// The names in a folder, sorted (none when it cannot be read).
    private static func entries(of folder: String) -> [String] {
        (FileSystem.entries(ofDirectory: folder) ?? []).sorted()
    }
}
