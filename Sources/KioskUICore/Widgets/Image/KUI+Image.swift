/// Pictures and icons in a screen description: the file's `image`, and `icon` on buttons and
/// labels (docs/screens.md, "Pictures and icons"). In a Swift app a relative path is relative to
/// the working folder.
extension KUI {
    /// A picture from a PNG, JPEG or SVG file (`type: image`), kept in proportion; name it for
    /// speech with `.accessibilityLabel(_:)` or mark it `.decorative()`.
    public struct Image: Element, Sendable {
        /// How the picture fills its frame (the file's `fit`).
        public enum Fit: String, Sendable {
            /// All of it inside the frame: the default.
            case contain
            /// The whole frame covered; what lies outside is cut off.
            case cover
            /// At its own size in pixels.
            case none
        }

        /// The image's description.
        public var node: Node

        /// - Parameters:
        ///   - file: a PNG, JPEG or SVG file, absolute or relative to the working folder; the
        ///     check before the run reports one it cannot read.
        ///   - id: the name scripts, commands (`{"set":{"id":"logo","file":"…"}}`) and queries use.
        ///   - fileID, line: where this is written, for error messages; leave them out.
        public init(file: String, id: String? = nil, fileID: String = #fileID, line: Int = #line) {
            node = Node(ImageKind(), [ScreenFields.id.entry(id), ScreenFields.Image.file.entry(file)], fileID: fileID, line: line)
        }

        /// How it fills its frame (default `.contain`). A second call replaces the first.
        public func fit(_ fit: Fit) -> Self {
            var e = self
            e.node.mapping.set(ScreenFields.Image.fit.name, .text(fit.rawValue))
            return e
        }

        /// An ornament: speech says nothing of it and focus passes it by (the file's `decorative`).
        public func decorative(_ on: Bool = true) -> Self {
            var e = self
            e.node.mapping.set(ScreenFields.Image.decorative.name, .bool(on))
            return e
        }
    }
}

/// Elements that may show an icon beside their text: `KUI.Button` and `KUI.Label`.
public protocol KUIIconBearing: KUI.Element {}
extension KUI.Button: KUIIconBearing {}
extension KUI.Label: KUIIconBearing {}

extension KUIIconBearing {
    /// An icon on the leading side of the text, as high as its line (the file's `icon`, `tint`
    /// and `mirror`): a shipped icon by its name (`"back"`, `"card"`, `"check"`, `"help"`,
    /// `"language"`) or an SVG or PNG file. `KUI.Button("Back").icon("back")`; a button with only
    /// an icon (`KUI.Button("").icon("help").accessibilityLabel("Help")`) needs a name for speech.
    /// - Parameters:
    ///   - name: the shipped icon's name, or the file's path.
    ///   - tint: draw it in the text's colour (default true); false keeps the file's colours.
    ///   - mirror: mirror it in a right-to-left language (default: true for `back`, else false).
    public func icon(_ name: String, tint: Bool = true, mirror: Bool? = nil) -> Self {
        var e = self
        let f = ScreenFields.Icon.self
        e.node.mapping.set(f.icon.name, .text(name))
        if !tint { e.node.mapping.set(f.tint.name, .bool(false)) }
        if let mirror { e.node.mapping.set(f.mirror.name, .bool(mirror)) }
        return e
    }
}
