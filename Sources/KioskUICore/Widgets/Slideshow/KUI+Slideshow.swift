/// The slideshow of a screen description (`type: slideshow`).
extension KUI {
    /// Pictures that cross-fade one into the next every few seconds (`type: slideshow`), for an
    /// attract screen; name it for speech with `.accessibilityLabel(_:)` or mark it `.decorative()`.
    public struct Slideshow: Element, Sendable {
        /// The slideshow's description.
        public var node: Node

        /// - Parameters:
        ///   - pictures: PNG, JPEG or SVG files in the order they show, 1…32, absolute or relative
        ///     to the working folder; the check before the run reports one it cannot read.
        ///   - id: the name scripts, commands and queries use.
        ///   - every: seconds from one change to the next, 2…3600 (default 8).
        ///   - fade: seconds a cross-fade takes, shorter than `every` (default 1; 0 cuts).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        public init(pictures: [String], id: String? = nil, every: Double? = nil, fade: Double? = nil,
                    fileID: String = #fileID, line: Int = #line) {
            let f = ScreenFields.Slideshow.self
            node = Node(SlideshowKind(), [ScreenFields.id.entry(id), f.pictures.entry(pictures), f.every.entry(every), f.fade.entry(fade)],
                        fileID: fileID, line: line)
        }

        /// How each picture fills the frame (default `.cover`). A second call replaces the first.
        public func fit(_ fit: KUI.Image.Fit) -> Self {
            var e = self
            e.node.mapping.set(ScreenFields.Slideshow.fit.name, .text(fit.rawValue))
            return e
        }

        /// An ornament: speech says nothing of it and focus passes it by (the file's `decorative`).
        public func decorative(_ on: Bool = true) -> Self {
            var e = self
            e.node.mapping.set(ScreenFields.Slideshow.decorative.name, .bool(on))
            return e
        }
    }
}
