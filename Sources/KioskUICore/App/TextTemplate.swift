/// Text that shows controls' values: a label's `text` or a button's `title` such as
/// `"{minutes} min"`, where `{ID}` stands for the value of the control with that id.
///
/// `{{` is a `{` and `}}` a `}`; a `}` on its own is itself. Anything else between braces must be
/// an id (letters, digits, `-`, `_`): an empty `{}`, a `{` never closed or a `{two words}` is a
/// mistake the screen decoder reports with the fix. Text without a `{` is plain and stays as it is.
struct TextTemplate: Equatable, Sendable {
    enum Part: Equatable, Sendable {
        /// Shown as it is.
        case text(String)
        /// The value of the control with this id.
        case value(id: String)
    }

    /// A mistake in the text, worded for the screen file's error line.
    struct Problem: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    let parts: [Part]

    /// The ids the text shows, in order of first appearance.
    var ids: [String] {
        var out: [String] = []
        for case let .value(id) in parts where !out.contains(id) { out.append(id) }
        return out
    }

    /// Whether the text shows any value (else it is plain text).
    var isLive: Bool { !ids.isEmpty }

    /// Parses `source`. Throws a `Problem` naming the first mistake.
    init(_ source: String) throws(Problem) {
        var parts: [Part] = []
        var text = ""
        var i = source.startIndex
        func next(_ j: String.Index) -> String.Index { source.index(after: j) }
        while i < source.endIndex {
            let c = source[i]
            if c == "{" || c == "}", next(i) < source.endIndex, source[next(i)] == c {
                text.append(c)   // `{{` or `}}`: one brace
                i = next(next(i))
                continue
            }
            guard c == "{" else {
                text.append(c)
                i = next(i)
                continue
            }
            guard let close = source[i...].firstIndex(of: "}") else {
                throw Problem(description: "\"{\" opens a value but is never closed with \"}\"; write \"{{\" for a brace, or {ID} for a control's value")
            }
            let id = String(source[next(i)..<close])
            guard !id.isEmpty else {
                throw Problem(description: "\"{}\" names no control; write {ID} for a control's value, or \"{{}}\" for braces")
            }
            guard ScreenDecoder.isValidID(id) else {
                throw Problem(description: "\"{\(ScreenLimits.shortened(id))}\" is not a control's id (letters, digits, '-' and '_'); write \"{{\" for a brace")
            }
            if !text.isEmpty { parts.append(.text(text)); text = "" }
            parts.append(.value(id: id))
            i = next(close)
        }
        if !text.isEmpty { parts.append(.text(text)) }
        self.parts = parts
    }

    /// `text` written so that it parses as itself: every brace doubled.
    static func escaped(_ text: String) -> String {
        guard text.contains(where: { $0 == "{" || $0 == "}" }) else { return text }
        var out = ""
        for c in text {
            out.append(c)
            if c == "{" || c == "}" { out.append(c) }
        }
        return out
    }

    /// The text with each value filled in by `value(id)`.
    func text(_ value: (String) -> String) -> String {
        parts.map { part in
            switch part {
            case let .text(s): return s
            case let .value(id): return value(id)
            }
        }.joined()
    }
}
