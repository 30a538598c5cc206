/// How an image fills the frame it is given (`fit` in a screen file). Every case keeps the
/// image's proportions and centres it in the frame.
package enum ImageFit: String, Sendable, CaseIterable {
    /// Scaled to the largest size that shows all of it inside the frame (bands may stay empty).
    case contain
    /// Scaled to the smallest size that covers the whole frame; what lies outside is cut off.
    case cover
    /// Drawn at its own size in pixels, cut off by the frame when bigger.
    case none

    /// Where the image's pixels go for an image of `intrinsic` size in `frame`, whole pixels:
    /// the rect it is drawn into (larger than the frame for `cover`, and for `none` when the image
    /// is bigger), and whether it must be clipped to the frame. An empty rect when there is
    /// nothing to draw.
    package func destination(intrinsic: Size, in frame: Rect) -> (rect: Rect, clipped: Bool) {
        guard intrinsic.width > 0, intrinsic.height > 0, frame.width > 0, frame.height > 0,
              frame.isValid, intrinsic.width.isFinite, intrinsic.height.isFinite else { return (.zero, false) }
        let sx = frame.width / intrinsic.width, sy = frame.height / intrinsic.height
        let scale: Double
        switch self {
        case .contain: scale = Swift.min(sx, sy)
        case .cover: scale = Swift.max(sx, sy)
        case .none: scale = 1
        }
        let w = Swift.max(1, (intrinsic.width * scale).rounded()), h = Swift.max(1, (intrinsic.height * scale).rounded())
        let r = Rect(x: (frame.midX - w / 2).rounded(), y: (frame.midY - h / 2).rounded(), width: w, height: h)
        let clipped = r.minX < frame.minX || r.minY < frame.minY || r.maxX > frame.maxX || r.maxY > frame.maxY
        return (r, clipped)
    }

    /// The size an image of `intrinsic` size asks for when offered `proposal`: its own size,
    /// scaled down (keeping its proportions) to fit a smaller proposal; `cover` takes the whole of
    /// a finite proposal. Never upscaled to ask for more than its own size.
    package func size(intrinsic: Size, proposal: ProposedSize) -> Size {
        guard intrinsic.width > 0, intrinsic.height > 0 else { return .zero }
        let pw = LayoutMath.finite(proposal.width), ph = LayoutMath.finite(proposal.height)
        switch self {
        case .cover:
            return Size(pw.map { Swift.min($0, intrinsic.width) } ?? intrinsic.width, ph.map { Swift.min($0, intrinsic.height) } ?? intrinsic.height)
        case .none:
            return Size(Swift.min(pw ?? intrinsic.width, intrinsic.width), Swift.min(ph ?? intrinsic.height, intrinsic.height))
        case .contain:
            var scale = 1.0
            if let pw, pw < intrinsic.width { scale = Swift.min(scale, Swift.max(0, pw) / intrinsic.width) }
            if let ph, ph < intrinsic.height { scale = Swift.min(scale, Swift.max(0, ph) / intrinsic.height) }
            return Size((intrinsic.width * scale).rounded(.down), (intrinsic.height * scale).rounded(.down))
        }
    }
}
