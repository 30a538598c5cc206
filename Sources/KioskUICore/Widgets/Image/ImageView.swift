/// A picture from a PNG, JPEG or SVG file (`type: image`): the operator's logo, a map, a photo of
/// where the card goes.
///
/// Its ideal size is the file's size in pixels (an SVG's `width` and `height`, else its
/// `viewBox`); offered less it scales down keeping its proportions. It is drawn into its frame by
/// `fit` (`ImageFit`): the executor decodes a bitmap once at the drawn size and keeps only those
/// pixels, and rasterises an SVG at that size, so it is never a blurred, stretched bitmap. The
/// intrinsic size comes from the file's header (`ImageHeader`), read in Swift, so layout never
/// needs SDL.
///
/// A named image (`accessibilityLabel`) is spoken as "NAME, image" and can take focus, so a
/// customer who listens finds it; a `decorative` one is silent and focus passes it by.
final class ImageView: Widget {
    override var itemTemplateSlot: ItemTemplateSlot? { self }
    /// Its drawing reads its frame, and what it keeps from placing is sized, not placed.
    override func movesByFrameAlone() -> Bool { true }

    /// The file: the path opened, what was written, and its header.
    private(set) var path: String
    private(set) var written: String
    private(set) var header: ImageHeader
    var fit: ImageFit { didSet { if fit != oldValue { setNeedsLayout() } } }
    /// Silent and not focusable.
    let isDecorative: Bool
    /// The screen file paths are relative to ("" for the working folder).
    let baseFile: String
    /// The file the screen gave it: the operator's, so a `set` (or a reset) back to it is not confined.
    let original: String

    init(path: String, written: String, header: ImageHeader, fit: ImageFit = .contain, decorative: Bool = false,
         baseFile: String = "", id: String? = nil) {
        self.path = path; self.written = written; self.header = header; self.fit = fit
        self.isDecorative = decorative; self.baseFile = baseFile; self.original = written
        super.init(id: id)
    }

    /// An image set at run time from a file written relative to `baseFile`, which must lie in one of
    /// `folders`; throws why it cannot be shown (`PictureFolders.Outside`, else `ImageHeader.Failure`).
    static func header(of written: String, relativeTo baseFile: String, in folders: PictureFolders) throws -> (path: String, header: ImageHeader) {
        let path = try folders.resolve(written, relativeTo: baseFile)
        return (path, try ImageHeader.read(path: path))
    }

    /// The file and header a `set` of `written` shows: confined to the run's picture folders (only
    /// the screen's folder before it is in a run), unless it is the screen's own file.
    private func setHeader(_ written: String) throws -> (path: String, header: ImageHeader) {
        guard written != original else {
            let path = IconLibrary.resolve(written, relativeTo: baseFile)
            return (path, try ImageHeader.read(path: path))
        }
        return try ImageView.header(of: written, relativeTo: baseFile, in: scene?.pictureFolders ?? PictureFolders())
    }

    // MARK: Layout

    /// Its shorter side never shrinks below this (or its own size, when smaller): squeezed, a
    /// picture stays a picture that can be seen and touched, and its container scrolls.
    static let minSide = 44.0

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size { ImageView.size(of: header, fit, p) }

    /// The size a picture with `header` asks for, drawn by `fit`, when offered `p`: `fit`'s, but
    /// its shorter side never below `minSide` (a slideshow sizes its pictures the same way).
    static func size(of header: ImageHeader, _ fit: ImageFit, _ p: ProposedSize) -> Size {
        let s = fit.size(intrinsic: header.size, proposal: p)
        let shorter = min(header.width, header.height)
        guard shorter > 0 else { return s }
        let least = min(1, ImageView.minSide / shorter)
        return Size(max(s.width, (header.width * least).rounded()), max(s.height, (header.height * least).rounded()))
    }

    /// Where its pixels go in its frame (may reach outside it, then clipped).
    var drawnRect: Rect { fit.destination(intrinsic: header.size, in: frame).rect }

    // MARK: Drawing

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        let (rect, clipped) = fit.destination(intrinsic: header.size, in: frame)
        let drawing = ImageDrawing(path: path, format: header.format, rect: rect)
        if clipped { list.clipped(to: frame) { $0.image(drawing) } } else { list.image(drawing) }
    }

    // MARK: Input

    override var isFocusable: Bool { !isDecorative }

    // MARK: Scripting

    override var typeName: String { "image" }

    /// Shows another file (`set` with `file`): the new size asks for a layout pass.
    func show(path: String, written: String, header: ImageHeader) {
        guard path != self.path || header != self.header else { self.written = written; return }
        self.path = path; self.written = written; self.header = header
        setNeedsLayout()
    }
}

extension ImageView: QueryableWidget {
    var layoutState: [(String, JSONValue)] {
        var out: [(String, JSONValue)] = [("file", .string(written)), ("drawn", JSONValue(drawnRect))]
        if fit != .contain { out.append(("fit", .string(fit.rawValue))) }
        if isDecorative { out.append(("decorative", true)) }
        return out
    }
}

extension ImageView: AccessibleWidget {
    var accessibilityRole: AccessibilityRole { isDecorative ? .none : .image }
}

extension ImageView: SettableWidget {
    /// Its file.
    var ownFields: [String] { ["file"] }
    func current(_ name: String) -> SetField? { name == "file" ? .file(written) : nil }

    func check(_ field: SetField) throws {
        guard case let .file(f) = field else { return }
        do {
            _ = try setHeader(f)
        } catch let error as ImageHeader.Failure {
            let path = IconLibrary.resolve(f, relativeTo: baseFile)
            throw ScriptError.message("image \"\(id ?? "?")\": \(ScreenDecoder.unreadableImage(f, path: path, error, base: baseFile)); \(error.fix ?? "give a PNG, JPEG or SVG file's path relative to the screen file")")
        } catch {
            throw ScriptError.message("image \"\(id ?? "?")\": \(error)")
        }
    }

    func apply(_ field: SetField) {
        guard case let .file(f) = field,
              let (path, header) = try? setHeader(f) else { return }
        show(path: path, written: f, header: header)
    }
}
