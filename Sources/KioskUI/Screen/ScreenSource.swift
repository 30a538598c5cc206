import Foundation
import Yams

/// Reads a screen file (YAML, or JSON, which is YAML too) into a `ScreenNode`, turning syntax
/// errors into `ScreenError`s with the line where the parser gave up.
enum ScreenSource {
    /// Reads and parses the file at `path`: a regular file of at most `ScreenLimits.maxFileBytes`
    /// (a FIFO or a device such as /dev/zero would block or never end).
    static func load(path: String) throws -> ScreenNode {
        func refuse(_ message: String) -> ScreenError {
            ScreenError(issues: [ScreenIssue(file: path, line: 1, field: "file", message: message)])
        }
        var st = stat()
        guard stat(path, &st) == 0 else {
            throw refuse("cannot be read (\(String(cString: strerror(errno)))); check the path and its permissions")
        }
        guard (st.st_mode & S_IFMT) == S_IFREG else {
            throw refuse("is not a regular file (a folder, FIFO or device); give the path of a YAML or JSON file")
        }
        guard Int(st.st_size) <= ScreenLimits.maxFileBytes else {
            throw refuse("is \(st.st_size) bytes; screen files are limited to \(ScreenLimits.maxFileBytes >> 20) MiB (a screen is a few KiB)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw refuse("cannot be read; check the path and its permissions")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw refuse("is not UTF-8 text; save the screen as UTF-8 YAML or JSON")
        }
        return try parse(text, file: path)
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
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let e as YamlError {
            let (line, problem) = describe(e)
            throw ScreenError(issues: [ScreenIssue(file: file, line: line, field: "syntax",
                                                   message: "\(problem); the file must be YAML or JSON (see docs/screens.md)")])
        } catch {
            throw ScreenError(issues: [ScreenIssue(file: file, line: 1, field: "syntax",
                                                   message: "\(error); the file must be YAML or JSON (see docs/screens.md)")])
        }
        guard let n = node else {
            throw ScreenError(issues: [ScreenIssue(file: file, line: 1, field: "file",
                                                   message: "is empty; a screen needs at least a root widget, e.g. root: {type: label, text: Hello}")])
        }
        return try ScreenNode.converting(n, file: file)
    }

    /// The line and the parser's own words for a syntax error.
    private static func describe(_ e: YamlError) -> (Int, String) {
        switch e {
        case let .scanner(context, problem, mark, _), let .parser(context, problem, mark, _),
             let .composer(context, problem, mark, _):
            let c = context.map { " (\($0.text) that starts on line \($0.mark.line))" } ?? ""
            return (mark.line, problem + c)
        case let .reader(problem, offset, _, yaml):
            let line = offset.map { o in yaml.unicodeScalars.prefix(o).filter { $0 == "\n" }.count + 1 } ?? 1
            return (line, problem)
        default:
            return (1, "\(e)")
        }
    }
}
