/// Pictures that cross-fade one into the next every few seconds (`type: slideshow`): an attract
/// screen that runs with no controller.
///
/// Each picture is an image file as `image` takes (its header read and checked by `kiosk check`,
/// decoded once at the size drawn by the same executor, drawn by `fit` into the same frame). When
/// they change is `SlideshowTiming` of the seconds it has been seen (`ShownTime`): its clock
/// stops while it is hidden, on a screen or page not shown, or the display is off (the scene
/// tells it, `SeenWatcher`), so it goes on where it stopped. It draws only during a fade, 30
/// pictures a second; between fades it asks for one wake-up at the next fade and no frame, and
/// those wake-ups do not hold a replay or a headless run open. While a picture stands, the next one
/// is decoded (`DrawList.prefetch`), so a fade in a live run, which decodes pictures off the loop,
/// has it from its first frame.
///
/// Its size is the first picture's, scaled as an image's is. It takes no input. A named one
/// (`accessibilityLabel`) is spoken as "NAME, slideshow" and can take focus, as a named image
/// can, so a customer who listens learns what the screen shows; it says nothing as the pictures
/// change (an attract loop must not chatter). A `decorative` one is silent and focus passes it
/// by. Nothing mirrors right to left: pictures are not text, and their order is time's.
final class Slideshow: Widget {
    /// One picture: the path opened, what the screen file wrote, and its header.
    struct Picture: Equatable {
        var path: String
        var written: String
        var header: ImageHeader
    }

    private(set) var pictures: [Picture]
    private(set) var timing: SlideshowTiming
    let fit: ImageFit
    /// Silent and not focusable.
    let isDecorative: Bool
    /// The screen file paths are relative to ("" for the working folder).
    let baseFile: String
    /// The pictures the screen gave it: the operator's, so a `set` (or a reset) back to them is
    /// not confined to the picture folders.
    let originals: [String]
    /// Seconds seen, the clock the pictures change by.
    private(set) var shown = ShownTime()

    init(pictures: [Picture], every: Double, fade: Double, fit: ImageFit = .cover, decorative: Bool = false,
         baseFile: String = "", id: String? = nil) {
        precondition(!pictures.isEmpty, "a slideshow shows at least one picture")
        self.pictures = pictures
        self.timing = SlideshowTiming(count: pictures.count, every: every, fade: fade)
        self.fit = fit
        self.isDecorative = decorative
        self.baseFile = baseFile
        self.originals = pictures.map(\.written)
        super.init(id: id)
    }

    override weak var scene: Scene? {
        didSet { if let s = scene, s !== oldValue { s.watchSeen(self) } }
    }

    /// What shows now, by the scene's clock.
    var frameNow: SlideshowTiming.Frame { timing.frame(at: shown.seconds(at: scene?.now ?? 0)) }

    // MARK: Layout

    /// The first picture's size, scaled down to the proposal as an image's is.
    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size { ImageView.size(of: pictures[0].header, fit, p) }

    // MARK: Drawing

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        let f = timing.frame(at: shown.seconds(at: ctx.now))
        let over = fit.destination(intrinsic: pictures[f.to].header.size, in: frame)
        let under = f.isFading ? fit.destination(intrinsic: pictures[f.from].header.size, in: frame) : over
        let drawings = { (list: inout DrawList) in
            if f.isFading {
                // The picture going stays whole under a photo (a JPEG has no transparency) that
                // covers it, so the fade never dips through the background; under a picture that
                // may be transparent, or beside one that leaves some of it bare, it fades out.
                let a = over.rect.intersection(self.frame), b = under.rect.intersection(self.frame)
                let covered = self.pictures[f.to].header.format == .jpeg && a.union(b) == a
                list.faded(covered ? 1 : 1 - f.alpha) { $0.image(self.drawing(f.from, under.rect)) }
            }
            list.faded(f.alpha) { $0.image(self.drawing(f.to, over.rect)) }
        }
        if over.clipped || under.clipped { list.clipped(to: frame, drawings) } else { drawings(&list) }
        if !f.isFading, pictures.count > 1 {
            // The next picture decoded while this one stands, so its fade has it from the first frame.
            let next = (f.to + 1) % pictures.count
            list.prefetch(drawing(next, fit.destination(intrinsic: pictures[next].header.size, in: frame).rect))
        }
    }

    private func drawing(_ i: Int, _ rect: Rect) -> ImageDrawing {
        ImageDrawing(path: pictures[i].path, format: pictures[i].header.format, rect: rect)
    }

    // MARK: Time

    /// Asks for a wake-up at the next moment a pixel changes, while its clock runs.
    private func armWake() {
        guard let scene, let next = timing.nextRedraw(after: shown.seconds(at: scene.now)),
              let t = shown.sceneTime(of: next) else { return }
        scene.wake(self, at: t, holdsRun: false)
    }

    /// A fade's next picture, or the first of the next fade: drawn, and the one after asked for.
    override func tick(now: Double) -> Bool {
        guard shown.isRunning, scene?.displayIsOn != false else { return false }
        setNeedsDisplay()
        armWake()
        return false
    }

    // MARK: Input

    override var isFocusable: Bool { !isDecorative }

    // MARK: Scripting

    override var typeName: String { "slideshow" }

    /// The picture `written` names, as `set` shows it: confined to the run's picture folders, as
    /// an image's `set` is, unless the screen gave it.
    func picture(_ written: String) throws -> Picture {
        if originals.contains(written) {
            let path = IconLibrary.resolve(written, relativeTo: baseFile)
            return Picture(path: path, written: written, header: try ImageHeader.read(path: path))
        }
        let found = try ImageView.header(of: written, relativeTo: baseFile, in: scene?.pictureFolders ?? PictureFolders())
        return Picture(path: found.path, written: written, header: found.header)
    }

    /// Shows `pictures` from the first, its clock at 0 (running from now when it is seen).
    func show(_ pictures: [Picture]) {
        guard !pictures.isEmpty, pictures != self.pictures else { return }
        self.pictures = pictures
        timing = SlideshowTiming(count: pictures.count, every: timing.every, fade: timing.fade)
        let running = shown.isRunning
        shown = ShownTime()
        scene?.cancelWake(self)
        if running, let now = scene?.now { seen(true, at: now) }
        setNeedsLayout()
    }
}

extension Slideshow: SeenWatcher {
    /// Seen: its clock runs from now and the next change is asked for; not seen: the clock stops
    /// where it is and no wake-up is left (a fade under way goes on from the same alpha).
    func seen(_ seen: Bool, at now: Double) {
        guard seen != shown.isRunning else { return }
        if seen {
            shown.start(at: now)
            armWake()
        } else {
            shown.stop(at: now)
            scene?.cancelWake(self)
        }
    }
}
