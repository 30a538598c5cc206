import Foundation
import Yams

/// Reads a screen file (YAML, or JSON, which is YAML too) into a `ScreenNode`, turning syntax
/// errors into `ScreenError`s with the line where the parser gave up.
enum ScreenSource {
    /// Reads and parses the file at `path`.
    static func load(path: String) throws -> ScreenNode {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ScreenError(issues: [ScreenIssue(file: path, line: 1, field: "file",
                                                   message: "cannot be read; check the path and its permissions")])
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ScreenError(issues: [ScreenIssue(file: path, line: 1, field: "file",
                                                   message: "is not UTF-8 text; save the screen as UTF-8 YAML or JSON")])
        }
        return try parse(text, file: path)
    }

    /// Parses YAML or JSON text. An empty file is an error: a screen needs a `root` widget.
    static func parse(_ text: String, file: String) throws -> ScreenNode {
        let node: Node?
        do {
            node = try Yams.compose(yaml: text)
        } catch let e as YamlError {
            let (line, problem) = describe(e)
            throw ScreenError(issues: [ScreenIssue(file: file, line: line, field: "syntax",
                                                   message: "\(problem); the file must be YAML or JSON (see docs/screens.md)")])
        }
        guard let n = node else {
            throw ScreenError(issues: [ScreenIssue(file: file, line: 1, field: "file",
                                                   message: "is empty; a screen needs at least a root widget, e.g. root: {type: label, text: Hello}")])
        }
        return ScreenNode(n)
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
