import Glibc

/// Reads a screen file (YAML, or JSON, which is YAML too) into a `ScreenNode`, turning syntax
/// errors into `ScreenError`s with the line where the parser gave up.
enum ScreenSource {
    /// Reads and parses the file at `path`: a regular file of at most `ScreenLimits.maxFileBytes`
    /// (a FIFO or a device such as /dev/zero would block or never end).
    static func load(path: String) throws -> ScreenNode {
        try parse(readText(path: path, what: "screen files", fix: "save the screen as UTF-8 YAML or JSON"), file: path)
    }

    /// The UTF-8 text of the file at `path` (a screen file or a `.po` file beside it), refused as a
    /// `ScreenError` at its line 1 when it is no regular file or is over
    /// `ScreenLimits.maxFileBytes`, and at the line of the first bad byte when it is not UTF-8. `what` names such files and `fix` says how to save one, for the messages.
    static func readText(path: String, what: String, fix: String) throws -> String {
        func refuse(_ message: String) -> ScreenError {
            ScreenError(issues: [ScreenIssue(file: path, line: 1, field: "file", message: message)])
        }
        let st: FileStatus
        switch FileSystem.status(atPath: path) {
        case .success(let s): st = s
        case .failure(let e): throw refuse("cannot be read (\(e)); check the path and its permissions")
        }
        guard st.kind == .regular else {
            throw refuse("is not a regular file (a folder, FIFO or device); give the path of a YAML or JSON file")
        }
        guard st.size <= ScreenLimits.maxFileBytes else {
            throw refuse("is \(st.size) bytes; \(what) are limited to \(ScreenLimits.maxFileBytes >> 20) MiB (a screen is a few KiB)")
        }
        guard let data = FileSystem.contents(atPath: path) else {
            throw refuse("cannot be read; check the path and its permissions")
        }
        guard let text = UTF8Text.decode(data) else {
            // At the bad byte's own line, not at line 1 wherever it is.
            guard let bad = UTF8Check.firstInvalidByte(in: data) else { throw refuse("is not UTF-8 text; \(fix)") }
            throw ScreenError(issues: [ScreenIssue(file: path, line: bad.line, field: "file",
                message: "is not UTF-8 text: the first bad byte (\(bad.hex)) is at column \(bad.column) of this line (byte \(bad.offset)); \(fix)")])
        }
        return text
    }

    /// Parses YAML or JSON text. An empty file is an error: a screen needs a `root` widget.
    /// Text nested too deeply for the YAML parser is refused before it runs (`ScreenNesting`).
    static func parse(_ text: String, file: String) throws -> ScreenNode {
        if text.utf8.count > ScreenLimits.maxFileBytes {
            throw ScreenError(issues: [ScreenIssue(file: file, line: 1, field: "file",
                message: "is \(text.utf8.count) bytes; screen files are limited to \(ScreenLimits.maxFileBytes >> 20) MiB (a screen is a few KiB)")])
        }
        let (depth, line) = ScreenNesting.deepest(in: text)
        if depth > ScreenLimits.maxScannedDepth {
            throw ScreenError(issues: [ScreenIssue(file: file, line: line, field: "file",
                message: "nests deeper than \(ScreenLimits.maxDepth) levels here (brackets or indentation); a screen needs far fewer (the demo nests 19)")])
        }
        let node: ScreenNode?
        do {
            node = try YAMLComposer.compose(text)
        } catch let e as YAMLSyntaxError {
            throw ScreenError(issues: [ScreenIssue(file: file, line: e.line, field: "syntax",
                                                   message: "\(e.problem); the file must be YAML or JSON (see docs/screens.md)")])
        } catch let e as YAMLTooDeep {
            throw ScreenError(issues: [ScreenIssue(file: file, line: e.line, field: "file",
                message: "nests deeper than \(ScreenLimits.maxDepth) levels here (through aliases *name); a screen needs far fewer (the demo nests 19)")])
        }
        guard let n = node else {
            throw ScreenError(issues: [ScreenIssue(file: file, line: 1, field: "file",
                                                   message: "is empty; a screen needs at least a root widget, e.g. root: {type: label, text: Hello}")])
        }
        try n.checkLimits(file: file)
        return n
    }
}
