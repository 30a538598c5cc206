import Glibc

/// The files beside the state file: the temporary file of a save, and a corrupt file set aside.
///
/// The folder may be writable by others, so neither step follows a symbolic link or replaces a
/// file that is already there: the temporary file is created exclusively (`O_CREAT|O_EXCL`, which
/// refuses any existing name, a link included) under a random name, as `mkstemp` does, and a
/// corrupt file is set aside with `link(2)`, which fails rather than replace its target.
extension StateStore {
    /// `.NAME.tmp-`: the start of every temporary file name of a save of `path`.
    static func temporaryPrefix(for path: String) -> (folder: String, prefix: String) {
        (FilePath.parent(path), "." + FilePath.lastComponent(path) + ".tmp-")
    }

    /// Creates the temporary file of a save, exclusively, under an unpredictable name
    /// (`.NAME.tmp-` and 16 random hex digits). Returns its descriptor and path, or nil with
    /// `errno` set.
    static func createTemporary(for path: String) -> (fd: Int32, path: String)? {
        let (dir, prefix) = temporaryPrefix(for: path)
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let hex = String(rng.next(), radix: 16)
            let name = dir + "/" + prefix + String(repeating: "0", count: 16 - hex.count) + hex
            switch FileDescriptor.open(name, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions: 0o644) {
            case .success(let fd): return (fd.rawValue, name)
            case .failure(let e) where e.code == EEXIST: continue
            case .failure: return nil
            }
        }
        return nil
    }

    /// Whether `name` is a temporary file name of ours: the prefix, then hex digits (16 random
    /// ones now; a process id before).
    static func isTemporaryName(_ name: String, prefix: String) -> Bool {
        guard name.hasPrefix(prefix) else { return false }
        let rest = name.dropFirst(prefix.count)
        return !rest.isEmpty && rest.count <= 16 && rest.allSatisfy(\.isHexDigit)
    }

    /// Removes temporary files a killed run left beside the state file (they never replaced it):
    /// only regular files of our own user with our naming; a link or someone else's file of that
    /// name is left alone.
    func removeLeftoverTemporaries() {
        let (dir, prefix) = StateStore.temporaryPrefix(for: path)
        let names = (FileSystem.entries(ofDirectory: dir) ?? []).sorted()
        for name in names where StateStore.isTemporaryName(name, prefix: prefix) {
            let full = dir + "/" + name
            guard let st = try? FileSystem.linkStatus(atPath: full).get(), st.kind == .regular, st.ownerID == geteuid() else { continue }
            FileSystem.remove(full)
        }
    }

    /// Moves the file aside as `FILE.corrupt-SECONDS` (`-2`, `-3`… when that name is taken; an
    /// existing file is never replaced) and says so; `keeping`: how many of its values are used.
    func setAside(why: String, keeping: Int = 0) -> Loaded {
        let base = path + ".corrupt-\(time(nil))"
        var what = "could not move it aside"
        for n in 1...1000 {
            let aside = n == 1 ? base : base + "-\(n)"
            if let problem = StateStore.moveWithoutReplacing(path, to: aside) {
                if problem == EEXIST { continue }
                what = "could not move it aside to '\(aside)' (\(String(cString: strerror(problem))))"
            } else {
                what = "moved it to '\(aside)'"
            }
            break
        }
        let start = keeping == 0 ? "the screen's values" : "the \(keeping) values of it that can be read (the screen's for the rest)"
        return Loaded(problem: "the state file '\(path)' \(why); \(what) and starting from \(start)")
    }

    /// Renames `from` to `to` unless `to` exists (as anything, a link included); returns nil, or
    /// the errno (EEXIST when `to` is taken). A hard link then an unlink never replaces `to`; on a
    /// file system without hard links (FAT) it falls back to a rename after checking `to` is free.
    static func moveWithoutReplacing(_ from: String, to: String) -> Int32? {
        guard let e = FileSystem.hardLink(from, to: to)?.code else {
            FileSystem.remove(from)
            return nil
        }
        guard e == EPERM || e == ENOTSUP || e == EOPNOTSUPP || e == EMLINK else { return e }
        if (try? FileSystem.linkStatus(atPath: to).get()) != nil { return EEXIST }
        return FileSystem.rename(from, to: to)?.code
    }

    /// write temp → fsync → rename → fsync folder. A path that holds anything but a regular file
    /// (a device, FIFO, folder, link: it may have appeared since the start) is refused and left as
    /// it is (`FileSystem.refusalToReplace`), before and again just before the rename.
    static func writeAtomically(_ text: String, to path: String) throws {
        func fail(_ step: String, _ e: POSIXCall.Errno = POSIXCall.Errno(errno)) -> KioskError {
            KioskError("cannot save the state to '\(path)' (\(step): \(e)); check the folder exists and is writable")
        }
        func refuse(_ refusal: String) -> KioskError { KioskError("cannot save the state: \(refusal)") }
        if let refusal = FileSystem.refusalToReplace(path) { throw refuse(refusal) }
        let dir = temporaryPrefix(for: path).folder
        guard let (raw, tmp) = createTemporary(for: path) else { throw fail("create a temporary file in \(dir)") }
        let fd = FileDescriptor(rawValue: raw)
        let bytes = Array(text.utf8)
        if bytes.withUnsafeBytes({ fd.writeAll($0) }) != nil { let e = POSIXCall.Errno(errno); fd.close(); FileSystem.remove(tmp); throw fail("write", e) }
        if let e = fd.sync() { fd.close(); FileSystem.remove(tmp); throw fail("fsync", e) }
        fd.close()
        if let refusal = FileSystem.refusalToReplace(path) { FileSystem.remove(tmp); throw refuse(refusal) }
        if let e = FileSystem.rename(tmp, to: path) { FileSystem.remove(tmp); throw fail("rename", e) }
        FileSystem.syncDirectory(dir)
    }
}
