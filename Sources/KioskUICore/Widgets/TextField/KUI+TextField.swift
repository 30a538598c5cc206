/// The text field of a screen description: the file's `textField` (docs/screens.md, "Controls"),
/// bound to a `KioskState<String>` both ways.
extension KUI {
    /// A one-line text field (`type: textField`). Events `focus`, `change`, `submit`, `invalid`.
    public struct TextField: Element, Sendable {
        /// The field's description.
        public var node: Node

        /// What a field takes and which keyboard it asks for (`input`).
        public enum Input: String, Sendable, CaseIterable, BuilderValueConvertible {
            case text, name, email, number, pin, plate, phone
        }

        /// - Parameters:
        ///   - id: the name scripts, commands, events and the state file use.
        ///   - text: the text at start (default empty).
        ///   - placeholder: shown while it is empty; what speech calls it.
        ///   - input: what it takes (default `.text`).
        ///   - maxLength: the most characters it takes; nil: 20,000 (a screen file's longest text).
        ///   - pattern: a POSIX extended regular expression the whole text must match before `submit`.
        ///   - patternHint: why a text was refused, shown and spoken.
        ///   - secure: dots, and the text in no state file, query, speech or log.
        ///   - reportValue: a secure field's text in its `change` and `submit` events.
        ///   - fileID, line: where this is written, for error messages; leave them out.
        public init(id: String? = nil, text: String? = nil, placeholder: String? = nil, input: Input? = nil, maxLength: Int? = nil,
                    pattern: String? = nil, patternHint: String? = nil, secure: Bool = false, reportValue: Bool = false,
                    fileID: String = #fileID, line: Int = #line) {
            let f = ScreenFields.TextField.self
            node = Node(TextFieldKind(), [ScreenFields.id.entry(id), f.placeholder.entry(placeholder), f.text.entry(text),
                                     f.input.entry(input), f.maxLength.entry(maxLength), f.pattern.entry(pattern),
                                     f.patternHint.entry(patternHint), f.secure.entry(secure ? true : nil),
                                     f.reportValue.entry(reportValue ? true : nil)], fileID: fileID, line: line)
        }

        /// A field whose text is `text`, both ways: each `change` and `submit` puts the customer's
        /// text into the state, the app's text goes into the field (filtered by `input`).
        public init(id: String, text: KioskState<String>, placeholder: String? = nil, input: Input? = nil, maxLength: Int? = nil,
                    pattern: String? = nil, patternHint: String? = nil, secure: Bool = false, reportValue: Bool = false,
                    fileID: String = #fileID, line: Int = #line) {
            self.init(id: id, text: nil, placeholder: placeholder, input: input, maxLength: maxLength, pattern: pattern,
                      patternHint: patternHint, secure: secure, reportValue: reportValue, fileID: fileID, line: line)
            node = node.bound(ScreenFields.TextField.text.name, StateBinding.title(text))
        }
    }
}
