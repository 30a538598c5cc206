/// What a slideshow is to the `layout` query and to speech.
extension Slideshow: QueryableWidget, AccessibleWidget {
    /// The picture showing (during a fade, the one coming, and its alpha), whether its clock runs,
    /// and how many pictures there are.
    var layoutState: [(String, JSONValue)] {
        let f = frameNow
        var out: [(String, JSONValue)] = [("picture", .number(Double(f.to))), ("file", .string(pictures[f.to].written)),
                                          ("pictures", .number(Double(pictures.count)))]
        if f.isFading { out.append(("fade", .number((f.alpha * 1000).rounded() / 1000))) }
        out.append(("running", .bool(shown.isRunning)))
        if isDecorative { out.append(("decorative", true)) }
        return out
    }

    var accessibilityRole: AccessibilityRole { isDecorative ? .none : .slideshow }
    /// Nothing: which picture shows is not a value to announce as it changes.
    var spokenValue: SpokenValue? { nil }
}

/// `set` with `pictures`: every one checked before anything changes.
extension Slideshow: SettableWidget {
    var ownFields: [String] { ["pictures"] }
    func current(_ name: String) -> SetField? { name == "pictures" ? .pictures(pictures.map(\.written)) : nil }

    func check(_ field: SetField) throws {
        guard case let .pictures(files) = field else { return }
        for f in files {
            do {
                _ = try picture(f)
            } catch let error as ImageHeader.Failure {
                let path = IconLibrary.resolve(f, relativeTo: baseFile)
                throw ScriptError.message("slideshow \"\(id ?? "?")\": \(ScreenDecoder.unreadableImage(f, path: path, error, base: baseFile)); \(error.fix ?? "give PNG, JPEG or SVG files' paths relative to the screen file"); nothing changed")
            } catch {
                throw ScriptError.message("slideshow \"\(id ?? "?")\": \(error); nothing changed")
            }
        }
    }

    func apply(_ field: SetField) {
        guard case let .pictures(files) = field else { return }
        var out: [Picture] = []
        for f in files {
            guard let p = try? picture(f) else { return }
            out.append(p)
        }
        show(out)
    }
}
