import Foundation
import XCTest
import KioskUITestSupport

/// Each control in one place: outside `Sources/KioskUICore/Widgets/`, no source file names a
/// control's Swift type, and none casts to a widget the app or scene owns (a scroll view, a
/// dialog …). Callers ask a capability instead (the protocols of `Widgets/Capabilities/`, such as
/// `ItemList`, `SecureInput`, `TransientUI`, and `Widget`'s own, such as `isScrollContainer`), which
/// the controls adopt in their own folders, so a new control touches its folder and the registry only.
final class ControlNamingTests: XCTestCase {
    static let sources = TestFiles.packageRoot.appendingPathComponent("Sources/KioskUICore")
    static let widgets = sources.appendingPathComponent("Widgets")

    /// Folders under Widgets/ that hold no screen-file control: layout widgets and what the scene
    /// or app builds and owns (the deck, the keyboard, menus, dialogs), and the capabilities.
    static let infrastructureFolders: Set<String> = ["Containers", "Deck", "Menu", "Keyboard", "Dialog", "Capabilities"]

    /// Files outside Widgets/ that may still name controls while they move into the controls'
    /// folders (their fields, decoding and builders) or out of the library (the list bench's
    /// fixture). Shrink it as they go; everything else names no control.
    static let allowed: Set<String> = [
        // The demo `kiosk run` shows when no demo file is installed: the tree of
        // assets/screens/demo.yaml built in code, so it cannot be read from a file, and the
        // bench's reference scene. It builds the controls it shows.
        "Demo/DemoScreen.swift",
    ]

    /// Every class declared in a control's folder: the Swift types no other file may name.
    static func controlTypes() throws -> [String] {
        var out: [String] = []
        let folders = try FileManager.default.contentsOfDirectory(atPath: widgets.path).sorted()
        for folder in folders where !infrastructureFolders.contains(folder) {
            out += try classes(in: widgets.appendingPathComponent(folder))
        }
        return out.sorted()
    }

    /// The widgets the scene or app owns: they may be built outside their folder, not cast to.
    static func infrastructureTypes() throws -> [String] {
        try infrastructureFolders.sorted().flatMap { try classes(in: widgets.appendingPathComponent($0)) }.sorted()
    }

    static func classes(in folder: URL) throws -> [String] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else { return [] }
        var out: [String] = []
        for file in try swiftFiles(under: folder) {
            let code = SwiftCode.stripped(try String(contentsOf: file, encoding: .utf8))
            for m in code.matches(of: /\bclass\s+([A-Z][A-Za-z0-9_]*)/) where !out.contains(String(m.1)) { out.append(String(m.1)) }
        }
        return out
    }

    static func swiftFiles(under folder: URL) throws -> [URL] {
        let all = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return all.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// The places outside Widgets/ (and the allowed files) that break `rule`, as `file:line: text`.
    static func offences(_ rule: (String) -> Bool) throws -> [String] {
        var out: [String] = []
        let root = sources.standardizedFileURL.path + "/"
        for file in try swiftFiles(under: sources) {
            let path = String(file.standardizedFileURL.path.dropFirst(root.count))
            guard !path.hasPrefix("Widgets/"), !allowed.contains(path) else { continue }
            let lines = SwiftCode.stripped(try String(contentsOf: file, encoding: .utf8)).components(separatedBy: "\n")
            for (i, line) in lines.enumerated() where rule(line) {
                out.append("Sources/KioskUICore/\(path):\(i + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        return out
    }

    func testTheControlTypesAreFoundInTheirFolders() throws {
        let types = try Self.controlTypes()
        for t in ["Button", "Label", "SegmentedPicker", "SegmentedPages", "Page", "RulerWheel", "ImageView", "QRCode",
                  "ProgressBar", "Slider", "Stepper", "Toggle", "TextField", "DataList", "ListRow"] {
            XCTAssertTrue(types.contains(t), "\(t) not found under Widgets/: \(types)")
        }
        XCTAssertTrue(try Self.infrastructureTypes().contains("ScrollView"))
        XCTAssertTrue(try Self.infrastructureTypes().contains("Dialog"))
    }

    /// A file outside the widgets that names a control (`as? DataList`, `w is TextField`, a
    /// `Button` parameter) is one more place to change when the control changes.
    func testNoFileOutsideTheWidgetsNamesAControl() throws {
        let names = try Self.controlTypes()
        let offences = try Self.offences { line in names.contains { SwiftCode.names(line, $0) } }
        XCTAssertEqual(offences, [], "ask a capability (Widgets/Capabilities/) instead of naming a control:\n" + offences.joined(separator: "\n"))
    }

    /// Scene and app may build their own widgets (a scroll view round a tall screen, a dialog),
    /// but a question about a widget (is it a scroll container? a dialog's button?) is a capability.
    func testNoFileOutsideTheWidgetsCastsToAnOwnedWidget() throws {
        let names = try Self.infrastructureTypes()
        let offences = try Self.offences { line in names.contains { SwiftCode.casts(line, to: $0) } }
        XCTAssertEqual(offences, [], "ask a capability (Widgets/Capabilities/) instead of casting:\n" + offences.joined(separator: "\n"))
    }

    /// The scan itself: comments and string literals are not code, a member of another type
    /// (`KUI.Button`, `ScreenFields.Label`) is not the control.
    func testTheScanReadsCodeOnly() {
        let code = SwiftCode.stripped("let a = b as? DataList // a DataList\n/* Label */ let s = \"Toggle \\(x)\"\nlet k = KUI.Button(\"x\")")
        XCTAssertTrue(SwiftCode.names(code, "DataList"))
        XCTAssertTrue(SwiftCode.casts(code, to: "DataList"))
        XCTAssertFalse(SwiftCode.names(code, "Label"))
        XCTAssertFalse(SwiftCode.names(code, "Toggle"))
        XCTAssertTrue(SwiftCode.names(SwiftCode.stripped("let s = \"a \\(TextField.dot) b\""), "TextField"), "an interpolation is code")
        XCTAssertFalse(SwiftCode.names(code, "Button"))
        XCTAssertEqual(code.components(separatedBy: "\n").count, 3, "lines are kept, so offences say where")
        XCTAssertTrue(SwiftCode.names("if w is TextField {", "TextField"))
        XCTAssertFalse(SwiftCode.names("if w is TextFieldWords {", "TextField"))
        XCTAssertTrue(SwiftCode.casts("if x is ScrollView && y", to: "ScrollView"))
        XCTAssertFalse(SwiftCode.casts("page.add(ScrollView(content))", to: "ScrollView"))
    }
}

/// Swift source read just enough to find the names code uses.
enum SwiftCode {
    /// `text` with comments and string literals blanked out (newlines kept, so lines still count).
    static func stripped(_ text: String) -> String {
        let s = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        func blank(_ c: Unicode.Scalar) { out.append(c == "\n" ? "\n" : " ") }
        func at(_ k: Int, _ w: String) -> Bool {
            let ws = Array(w.unicodeScalars)
            return k + ws.count <= s.count && Array(s[k..<k + ws.count]) == ws
        }
        while i < s.count {
            if at(i, "//") {
                while i < s.count, s[i] != "\n" { i += 1 }
            } else if at(i, "/*") {
                var depth = 0
                repeat {
                    if at(i, "/*") { depth += 1; blank(" "); blank(" "); i += 2 }
                    else if at(i, "*/") { depth -= 1; blank(" "); blank(" "); i += 2 }
                    else { blank(s[i]); i += 1 }
                } while depth > 0 && i < s.count
            } else if s[i] == "\"" || (s[i] == "#" && (at(i, "#\"") || at(i, "##\""))) {
                var hashes = 0
                while i < s.count, s[i] == "#" { hashes += 1; blank(" "); i += 1 }
                let triple = at(i, "\"\"\"")
                let quote = triple ? "\"\"\"" : "\""
                let close = quote + String(repeating: "#", count: hashes)
                for _ in 0..<quote.count { blank(" "); i += 1 }
                while i < s.count, !at(i, close) {
                    if s[i] == "\\" && hashes == 0 && at(i + 1, "(") {
                        // An interpolation is code: kept, to its closing parenthesis.
                        blank(" "); i += 1
                        var depth = 0
                        repeat {
                            if s[i] == "(" { depth += 1 } else if s[i] == ")" { depth -= 1 }
                            out.append(s[i]); i += 1
                        } while depth > 0 && i < s.count
                        continue
                    }
                    if s[i] == "\\" && hashes == 0 { blank(" "); i += 1 }
                    if i < s.count { blank(s[i]); i += 1 }
                }
                for _ in 0..<close.unicodeScalars.count where i < s.count { blank(" "); i += 1 }
            } else {
                out.append(s[i]); i += 1
            }
        }
        return String(out)
    }

    /// Whether `code` uses the type `name` itself: a whole word, not a member of another type.
    static func names(_ code: String, _ name: String) -> Bool {
        matches(code, "(?<![A-Za-z0-9_.])\(name)(?![A-Za-z0-9_])")
    }

    /// Whether `code` casts to or tests for the type `name` (`as? X`, `as! X`, `as X`, `is X`).
    static func casts(_ code: String, to name: String) -> Bool {
        matches(code, "\\b(as[?!]?|is)\\s+\(name)(?![A-Za-z0-9_])")
    }

    private nonisolated(unsafe) static var compiled: [String: NSRegularExpression] = [:]

    private static func matches(_ code: String, _ pattern: String) -> Bool {
        let r = compiled[pattern] ?? (try! NSRegularExpression(pattern: pattern))
        compiled[pattern] = r
        return r.firstMatch(in: code, range: NSRange(code.startIndex..., in: code)) != nil
    }
}
