import CSDL
import KioskUICore

/// Executes a `DrawList` on an SDL renderer: clip and opacity stacks, then one `switch` over the
/// commands (like microui's SDL demo). Shapes and text come from cached textures.
///
/// Every command is clipped to the damage rect given to `execute`, so pixels outside it keep what
/// the previous frames drew there.
package final class DrawListExecutor {
    /// The renderer drawn on; replaced (with the caches emptied) when the backend recreates it.
    private(set) var renderer: SDLRenderer
    let fonts: FontSet
    let shapes: ShapeTextures
    let texts: TextTextures
    /// Opaque colour strips for narrow opaque fills (`DrawListExecutor+Solid.swift`).
    let strips: SolidStrips
    /// Images and icons at their drawn sizes (`DrawListExecutor+Image.swift`).
    let images: ImageTextures
    /// The width in pixels of the target of the frame being executed.
    private(set) var targetWidth = 0

    /// The current clip in pixels (already intersected with the damage rect and every push).
    private var clip: Rect = .zero
    /// The product of every pushed opacity.
    private(set) var opacity: Double = 1
    /// The clip and opacity stacks, kept between frames so a frame allocates nothing for them.
    private var clips: [Rect] = []
    private var opacities: [Double] = []
    /// Square fills of one colour waiting to go to SDL together (`flushFills`).
    private var batch: [SDL_Rect] = []
    private var batchColor = Color(hex: 0)
    /// Where the target is known to hold one opaque colour (for opaque text blocks), reset
    /// every frame; every drawing command reports to it what it touched. (Unchecked
    /// exclusivity: it is only ever used from the executor's own calls, one at a time, and a
    /// dynamic check per command cost more than the tracking itself.)
    @exclusivity(unchecked) var backdrops = BackdropTracker()

    init(renderer: SDLRenderer, fonts: FontSet, textBudget: Int, shapeBudget: Int, imageBudget: Int = 16 << 20) {
        self.renderer = renderer
        self.fonts = fonts
        self.shapes = ShapeTextures(budget: shapeBudget)
        self.texts = TextTextures(budget: textBudget)
        self.strips = SolidStrips(budget: Swift.max(0, shapeBudget / 2))
        self.images = ImageTextures(budget: imageBudget)
    }

    /// Switches to a new renderer; textures of the old one are dropped first.
    func replaceRenderer(_ r: SDLRenderer) {
        emptyCaches()
        renderer = r
    }

    /// Drops every cached texture (before a renderer goes away, or to make room when texture
    /// creation fails).
    package func emptyCaches() {
        texts.removeAll()
        shapes.removeAll()
        strips.removeAll()
        images.removeAll()
    }

    /// The most rects sent in one `SDL_RenderFillRects` call (see `flushFills`).
    static let fillChunk = 7

    /// Draws `list` into the renderer's current target, limited to `damage` within `bounds`.
    func execute(_ list: DrawList, damage: Rect, bounds: Size) {
        let base = damage.pixelAlignedOutward.intersection(Rect(origin: .zero, size: bounds))
        targetWidth = Int(Int32(pixel: bounds.width))
        images.makeRoomForTwoPictures(width: targetWidth, height: Int(Int32(pixel: bounds.height)))
        clips.removeAll(keepingCapacity: true)
        clips.append(base)
        opacities.removeAll(keepingCapacity: true)
        opacities.append(1)
        opacity = 1
        backdrops.reset()
        setClip(base)
        let commands = list.commands
        var i = 0
        while i < commands.count {
            let command = commands[i]
            i += 1
            // Runs of square fills of one colour (ruler ticks, separators) go to SDL together.
            if case let .fill(r, color, radius) = command, !clip.isEmpty, opacity > 0 {
                let a = r.pixelAligned, c = color.withOpacity(opacity)
                guard c.a > 0, !a.isEmpty, isVisible(a) else { continue }
                if cornerRadius(radius, in: a) == 0 {
                    track(fill: a, radius: 0, c)
                    if !batch.isEmpty && c != batchColor { flushFills() }
                    batchColor = c
                    batch.append(a.sdlRect)
                    continue
                }
            }
            flushFills()
            switch command {
            case let .pushClip(r):
                let next = clips[clips.count - 1].intersection(r.pixelAligned)
                clips.append(next)
                setClip(next)
            case .popClip:
                if clips.count > 1 { clips.removeLast() }
                setClip(clips[clips.count - 1])
            case let .pushOpacity(o):
                let f = o.isFinite ? Swift.min(1, Swift.max(0, o)) : 1
                opacities.append(opacities[opacities.count - 1] * f)
                opacity = opacities[opacities.count - 1]
            case .popOpacity:
                if opacities.count > 1 { opacities.removeLast() }
                opacity = opacities[opacities.count - 1]
            default:
                guard !clip.isEmpty, opacity > 0 else { continue }
                // A rounded fill outlined right after (a chip, a button): one block.
                if case let .fill(r, color, radius) = command, i < commands.count,
                   case let .stroke(sr, outline, sradius, width) = commands[i], sr == r, sradius == radius,
                   fillAndOutline(r, color.withOpacity(opacity), radius: radius, outline.withOpacity(opacity), width: width) {
                    i += 1
                    continue
                }
                draw(command)
            }
        }
        flushFills()
        SDL_RenderSetClipRect(renderer.raw, nil)
        SDL_RenderFlush(renderer.raw)
        images.background?.frameDone(damage: base)
    }

    // MARK: Pictures off the loop's thread (`PictureDecodes`)

    /// From now on pictures are decoded on a thread that calls `wake` when one is ready; nil: on
    /// the loop's thread as they are drawn (a decode in flight is cancelled).
    package func decodePictures(inBackground wake: (@Sendable () -> Void)?) {
        images.background?.cancel()
        images.background = wake.map { PictureDecodes(wake: $0) }
    }

    /// Whether a picture decoded in the background came back since the last call.
    package func takeDecodedPictures() -> Bool { images.background?.takeArrived() ?? false }

    /// Whether a picture drawn is still being (or waits to be) decoded in the background.
    package var picturesWaiting: Bool { images.background?.waiting ?? false }

    /// Sends the batched square fills (blending only when the colour is translucent). Opaque
    /// ones that `prefersStrip` are copied from a strip; the rest go to `SDL_RenderFillRects`.
    private func flushFills() {
        guard !batch.isEmpty else { return }
        let c = batchColor
        if c.a == 255 {
            // Same-colour opaque fills: the order they land in does not change a pixel.
            let rgb = c.rgb
            var kept = 0
            for i in batch.indices {
                if !(prefersStrip(batch[i]) && copySolid(batch[i], rgb: rgb)) { batch[kept] = batch[i]; kept += 1 }
            }
            batch.removeLast(batch.count - kept)
            if batch.isEmpty { return }
        }
        SDL_SetRenderDrawColor(renderer.raw, c.r, c.g, c.b, c.a)
        if c.a == 255 { SDL_SetRenderDrawBlendMode(renderer.raw, SDL_BLENDMODE_NONE) }
        // In chunks of at most `fillChunk`: SDL's software renderer copies a call's rects into a
        // stack buffer of 128 bytes and mallocs a bigger one for more than 7 (one allocation per
        // call per frame).
        batch.withUnsafeBufferPointer { rects in
            var i = 0
            while i < rects.count {
                let n = Swift.min(DrawListExecutor.fillChunk, rects.count - i)
                SDL_RenderFillRects(renderer.raw, rects.baseAddress! + i, Int32(n))
                i += n
            }
        }
        if c.a == 255 { SDL_SetRenderDrawBlendMode(renderer.raw, SDL_BLENDMODE_BLEND) }
        batch.removeAll(keepingCapacity: true)
    }

    private func draw(_ command: DrawCommand) {
        switch command {
        case let .fill(r, color, radius):
            let c = color.withOpacity(opacity), a = r.pixelAligned
            if !fillBlock(r, fill: c, radius: radius, outline: nil, width: 0) { fill(r, c, radius: radius) }
            if c.a > 0, !a.isEmpty, isVisible(a) { track(fill: a, radius: cornerRadius(radius, in: a), c) }
        case let .stroke(r, color, radius, width):
            stroke(r, color.withOpacity(opacity), radius: radius, width: width)
            let a = r.pixelAligned
            if width.isFinite, width > 0, !a.isEmpty {
                backdrops.outline(a, radius: cornerRadius(radius, in: a), width: Swift.max(1, Int(width.rounded())), clip: clip)
            }
        case let .line(a, b, color, width):
            line(from: a, to: b, color.withOpacity(opacity), width: width)
            let hw = width.isFinite ? width / 2 + 1 : 0
            let bounds = Rect(x: Swift.min(a.x, b.x) - hw, y: Swift.min(a.y, b.y) - hw,
                              width: abs(b.x - a.x) + 2 * hw, height: abs(b.y - a.y) + 2 * hw)
            backdrops.ink(bounds.isValid ? bounds.pixelAlignedOutward.intersection(clip) : clip)
        case let .text(s, origin, font, color, direction): text(s, at: origin, font: font, color.withOpacity(opacity), direction: direction)
        case .pushClip, .popClip, .pushOpacity, .popOpacity: break
        case let .image(drawing): image(drawing)
        case let .prefetch(drawing): prefetch(drawing)
        }
    }

    private func setClip(_ r: Rect) {
        clip = r
        var rect = r.sdlRect
        SDL_RenderSetClipRect(renderer.raw, &rect)
    }

    /// Whether a rect can show anything inside the current clip.
    func isVisible(_ r: Rect) -> Bool { r.isValid && r.intersects(clip) }

    /// The current clip, for the drawing extensions.
    var currentClip: Rect { clip }
}

extension Rect {
    /// The rect as whole-pixel SDL coordinates (edges rounded).
    /// Invalid rects (NaN, infinite, negative) become empty; huge ones are clamped.
    var sdlRect: SDL_Rect {
        guard isValid else { return SDL_Rect(x: 0, y: 0, w: 0, h: 0) }
        let p = pixelAligned
        return SDL_Rect(x: Int32(pixel: p.minX), y: Int32(pixel: p.minY), w: Int32(pixel: p.width), h: Int32(pixel: p.height))
    }
}

extension Int32 {
    /// A pixel coordinate, clamped to ±2^30 (NaN gives 0) so conversions never trap.
    init(pixel v: Double) {
        guard v.isFinite else { self = v.isNaN ? 0 : (v > 0 ? 1 << 30 : -(1 << 30)); return }
        self = Int32(Swift.max(-1_073_741_824, Swift.min(1_073_741_824, v.rounded())))
    }
}
