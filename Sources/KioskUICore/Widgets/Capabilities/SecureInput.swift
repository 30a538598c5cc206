/// A widget that text is typed into (a text field), as the recording's filter asks about it: a
/// secure one's input is left out of a recording, which keeps only the gap it leaves.
protocol SecureInput: Widget {
    /// Whether what is typed is secret (`secure: true`).
    var isSecure: Bool { get }
    /// How many characters it holds now: the gap's length.
    var enteredLength: Int { get }
}
