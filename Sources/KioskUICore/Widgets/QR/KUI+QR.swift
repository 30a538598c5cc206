/// A screen description's `qr` (docs/screens.md, "Controls"). A parameter left nil takes the
/// schema's default.
extension KUI {
    /// A QR code for a text (`type: qr`), in whole-pixel modules, dark on light in every theme.
    public struct QR: Element, Sendable {
        /// How much of the code may be covered or dirty and still read.
        public enum Correction: String, Sendable, CaseIterable {
            /// About 7 %: the most text (2953 bytes of UTF-8, 4296 capitals and digits, 7089 digits).
            case L
            /// About 15 %: the default (2331 bytes of UTF-8, 3391 capitals and digits, 5596 digits).
            case M
            /// About 25 % (1663 bytes of UTF-8, 2420 capitals and digits, 3993 digits).
            case Q
            /// About 30 %: the least text (1273 bytes of UTF-8, 1852 capitals and digits, 3057 digits).
            case H
        }

        /// The code's description.
        public var node: Node

        /// - Parameters:
        ///   - text: the payload (UTF-8); too long for `correction` is an error of the description.
        ///   - id: the name scripts, commands (`set` with `text`) and queries use.
        ///   - correction: the error-correction level (default `.M`).
        ///   - quietZone: light modules around the code on each side, 0…16 (default 4).
        ///   - fileID, line: where this is written, for error messages; leave them out.
        public init(_ text: String, id: String? = nil, correction: Correction? = nil, quietZone: Int? = nil,
                    fileID: String = #fileID, line: Int = #line) {
            let f = ScreenFields.QR.self
            node = Node(QRKind(), [ScreenFields.id.entry(id), f.text.entry(text), f.correction.entry(correction), f.quietZone.entry(quietZone)],
                        fileID: fileID, line: line)
        }

        /// A code whose payload `text` computes from the app's states (see `KUI.Label(id:…text:)`);
        /// a computed text too long for the code keeps the one shown, with a `warning`.
        public init(id: String, correction: Correction? = nil, quietZone: Int? = nil, fileID: String = #fileID, line: Int = #line,
                    text: @escaping @MainActor @Sendable () -> String) {
            self.init("", id: id, correction: correction, quietZone: quietZone, fileID: fileID, line: line)
            let source = ComputedTextSource(compute: text)
            node = node.bound(ScreenFields.QR.text.name, source, hook: .text(source))
        }
    }
}

extension KUI.QR.Correction: BuilderValueConvertible {}
