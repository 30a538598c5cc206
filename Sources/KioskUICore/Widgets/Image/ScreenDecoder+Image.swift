import Glibc

/// Building images and reading the icons of buttons and labels: each file is found (relative to
/// the screen file, or a shipped icon by its name) and its header read now, so a missing or
/// unreadable file is a `kiosk check` error at its line, never a blank at run time.
extension ScreenDecoder {
    /// What image paths are relative to: the screen file's folder, or the working folder for a
    /// description written in Swift (its "file" is the Swift source's `#fileID`).
    var imageBase: String {
        guard file.hasSuffix(".swift") else { return file }
        return FileSystem.currentDirectory + "/"
    }

    func image(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.Image.self
        let fit = o.read(f.fit), decorative = o.read(f.decorative)
        guard let written = o.read(f.file) else {
            // Reported by `read` (the field is required); a placeholder keeps building going.
            return ImageView(path: "", written: "", header: ImageHeader(format: .png, width: 1, height: 1), fit: fit,
                             decorative: decorative, baseFile: imageBase, id: id)
        }
        let header = imageHeader(written, field: f.file.name, line: o.line(of: f.file))
        return ImageView(path: IconLibrary.resolve(written, relativeTo: imageBase), written: written,
                         header: header ?? ImageHeader(format: .png, width: 1, height: 1), fit: fit,
                         decorative: decorative, baseFile: imageBase, id: id)
    }

    /// A button's or label's `icon`, with its `tint` and `mirror`; nil when it has none or it was
    /// reported.
    func icon(_ o: ScreenObject) -> Icon? {
        let f = ScreenFields.Icon.self
        guard let written = o.read(f.icon) else {
            for other in [f.tint.name, f.mirror.name] where o[other] != nil {
                report(o[other]!.line, other, "only applies with an icon; add icon: (e.g. icon: back) or remove it")
            }
            return nil
        }
        let line = o.line(of: f.icon)
        let path: String
        if IconLibrary.isShortName(written) {
            guard let found = IconLibrary.locate(written) else {
                let known = IconLibrary.names.contains(written)
                report(line, f.icon.name, known
                       ? "the shipped icon \"\(written)\" is not installed (looked in \(IconLibrary.folders().prefix(3).joined(separator: ", ")), …); reinstall kioskui or set KIOSK_ICONS to its icons folder"
                       : "\"\(written)\" is not a shipped icon (\(ScreenDecoder.list(IconLibrary.names))); for a file, give its path with its extension, e.g. icon: icons/\(written).svg")
                return nil
            }
            path = found
        } else {
            path = IconLibrary.resolve(written, relativeTo: imageBase)
        }
        guard let header = imageHeader(written, path: path, field: f.icon.name, line: line) else { return nil }
        if header.format == .jpeg {
            report(line, f.icon.name, "\"\(written)\" is a JPEG; an icon is an SVG or a PNG with transparency")
            return nil
        }
        let mirror = o.read(f.mirror) ?? IconLibrary.mirroredByDefault.contains(written)
        return Icon(path: path, written: written, header: header, tint: o.read(f.tint), mirror: mirror)
    }

    /// The header of the image file `written` (at `path`, else relative to the screen file), or
    /// nil after reporting at `line` why it cannot be shown and how to fix it.
    func imageHeader(_ written: String, path: String? = nil, field: String, line: Int) -> ImageHeader? {
        let path = path ?? IconLibrary.resolve(written, relativeTo: imageBase)
        picturesRead.append(ScreenPictureReference(written: written, path: path, field: field, line: line))
        do {
            return try ImageHeader.read(path: path)
        } catch {
            // A missing file names the folder looked in; a picture over a limit says how to fix it.
            let fix = error.description == ImageHeader.Failure.missing ? "" : "; " + (error.fix ?? "save it as a PNG, JPEG or SVG")
            report(line, field, ScreenDecoder.unreadableImage(written, path: path, error, base: imageBase) + fix)
            return nil
        }
    }

    /// Why the image file `written` (found at `path`, relative to the screen file `base`) cannot
    /// be shown, naming the folder looked in as an absolute path, so a screen given as `s.yaml`
    /// still says where: `"img/logo.svg" does not exist in /srv/kiosk/img; put the file there or
    /// correct the path (relative to the screen file's folder, /srv/kiosk)`.
    static func unreadableImage(_ written: String, path: String, _ error: ImageHeader.Failure, base: String) -> String {
        let absolute = FilePath.standardized(path)
        guard error.description == ImageHeader.Failure.missing else { return "\"\(written)\" (\(absolute)) \(error.description)" }
        let screenFolder = base.isEmpty || base.hasSuffix("/") ? FilePath.standardized(base) : FilePath.parent(FilePath.standardized(base))
        return "\"\(written)\" does not exist in \(FilePath.parent(absolute)) (looked for \(absolute)); put the file there or correct the path (relative to the screen file's folder, \(screenFolder))"
    }
}
