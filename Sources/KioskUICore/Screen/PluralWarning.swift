/// A screen file's plural forms that do not fit their language's (CLDR's) categories: a form the
/// language never shows, or a form it uses that is missing, so its numbers show the `other` text.
/// `kiosk check` warns (exit status unchanged: every number still shows a text).
struct PluralWarning: Sendable, Equatable {
    /// The line of the form, or of the mapping that lacks one.
    let line: Int
    /// The field that holds the text: `text`, `title`.
    let field: String
    let message: String

    /// `FILE:LINE: field: warning: …`.
    func warning(file: String) -> String { "\(file):\(line): \(field): warning: \(message)" }
}
