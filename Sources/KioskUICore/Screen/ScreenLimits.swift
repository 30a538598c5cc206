/// The bounds that keep a broken or hostile screen file from crashing or hanging the kiosk.
///
/// A real screen is a few KiB, nests about 20 levels (the demo: 19) and holds a few hundred
/// values. A tree ten thousand levels deep overflows the stack when it is walked or freed, and aliases
/// (`*name`) can repeat a subtree exponentially often, so every bound below is checked before
/// the part that would suffer from it. Each refusal is a `ScreenError` naming the file and line.
enum ScreenLimits {
    /// The largest file read, in bytes.
    static let maxFileBytes = 4 << 20
    /// The deepest nesting of mappings and lists the decoder accepts.
    static let maxDepth = 100
    /// The nesting the text pre-scan (`ScreenNesting`) lets through to the YAML parser. The
    /// pre-scan over-estimates (up to about twice), so this sits well above `maxDepth`, and well
    /// below what a tree survived on the main thread when measured (5,000 levels; 100,000
    /// overflowed its stack). `YAMLComposer` holds nesting through aliases to it too.
    static let maxScannedDepth = 1_000
    /// The most values (scalars, mappings, lists) a file may hold once aliases are expanded.
    static let maxValues = 100_000
    /// The longest text (any scalar: a label, a title, an option, a translation in a map), in
    /// characters. Twice the 10,000 characters a label is measured, wrapped and cut at
    /// (docs/reliability.md); a 4 MiB label takes 3.9 s and 333 MB to lay out.
    /// Texts set by a command (`set`, `dialog`, `type`, a list's items) are held to it too
    /// (`Script.limited`): a 1 M-character label set by command would take 1.0 s, 105 MB and 3 MB a
    /// `layout` answer.
    static let maxTextLength = 20_000
    /// The longest text quoted back in an error message; longer text is cut with "…".
    static let shownLength = 60

    /// The characters of `text` when it is longer than `maxTextLength`; nil when it fits. Bytes
    /// first: a text of at most that many bytes has at most that many characters, and is not counted.
    static func overlongLength(_ text: String) -> Int? {
        guard text.utf8.count > maxTextLength else { return nil }
        let n = text.count
        return n > maxTextLength ? n : nil
    }

    /// `s` cut to `shownLength` characters for a message.
    static func shortened(_ s: String) -> String {
        s.count <= shownLength ? s : String(s.prefix(shownLength)) + "… (\(s.count) characters)"
    }
}
