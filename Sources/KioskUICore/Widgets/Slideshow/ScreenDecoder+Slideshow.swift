/// Building a slideshow: each picture found relative to the screen file and its header read now,
/// as an image's is (`imageHeader`), so a missing or unreadable one is a `kiosk check` error at
/// its own line, never a blank in the loop.
extension ScreenDecoder {
    func slideshow(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.Slideshow.self
        let every = o.read(f.every)
        var fade = o.read(f.fade)
        if fade >= every {
            report(o.line(of: f.fade), f.fade.name, "must be shorter than every (\(JSONValue.format(every)) s), found \(JSONValue.format(fade)); e.g. fade: 1")
            fade = 0
        }
        var pictures = slideshowPictures(o)
        if pictures.isEmpty {
            // Reported; a placeholder keeps building going.
            pictures = [Slideshow.Picture(path: "", written: "", header: ImageHeader(format: .png, width: 1, height: 1))]
        }
        return Slideshow(pictures: pictures, every: every, fade: fade, fit: o.read(f.fit), decorative: o.read(f.decorative),
                         baseFile: imageBase, id: id)
    }

    /// The pictures that could be read (each one that could not is reported at its line).
    private func slideshowPictures(_ o: ScreenObject) -> [Slideshow.Picture] {
        let field = ScreenFields.Slideshow.pictures
        let example = field.kind.example, most = ScreenFields.Slideshow.maxPictures
        guard let n = o[field] else {
            report(o.line, field.name, "missing; a slideshow needs pictures, e.g. \(field.name): \(example)")
            return []
        }
        guard let items = n.items, !items.isEmpty, items.count <= most else {
            let found = n.items.map { $0.isEmpty ? "an empty list" : "\($0.count) pictures" } ?? n.shown
            report(n.line, field.name, "must be a list of 1 to \(most) pictures' files, found \(found); e.g. \(field.name): \(example)")
            return []
        }
        var out: [Slideshow.Picture] = []
        for item in items {
            guard let written = item.text, !written.isEmpty else {
                report(item.line, field.name, "each picture must be a file's path, found \(item.shown); e.g. img/coffee.jpg")
                continue
            }
            guard let header = imageHeader(written, field: field.name, line: item.line) else { continue }
            out.append(Slideshow.Picture(path: IconLibrary.resolve(written, relativeTo: imageBase), written: written, header: header))
        }
        return out
    }
}
