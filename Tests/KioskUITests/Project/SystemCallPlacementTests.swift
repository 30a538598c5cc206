import Foundation
import KioskUITestSupport
import XCTest

/// System calls live in Sources/KioskUICore/System/ only (docs/architecture.md, "System/"): the
/// rest of the library opens, reads, polls and listens through `FileDescriptor`, `UnixSocket`,
/// `FileSystem` and `ProcessSignals`, so each C call and its errno is handled once. This test
/// reads the library's code (comments and string literals blanked) and names each file and line
/// outside System/ that calls one of the POSIX functions below.
final class SystemCallPlacementTests: XCTestCase {
    /// The POSIX functions guarded, with how many arguments the C function takes: a call of the
    /// same name with another count, or with an argument label, is a Swift function of the
    /// kiosk's own (`send(.tap(…))`, `close()`, `write(to: &out)`), not the system call.
    static let guarded: [String: ClosedRange<Int>] = [
        "open": 2...3, "openat": 3...4, "close": 1...1, "read": 3...3, "write": 3...3, "pread": 4...4, "pwrite": 4...4,
        "poll": 3...3, "socket": 3...3, "bind": 3...3, "listen": 2...2, "accept": 3...3, "accept4": 4...4,
        "connect": 3...3, "send": 4...4, "sendto": 6...6, "recv": 4...4, "recvfrom": 6...6, "shutdown": 2...2,
        "getsockopt": 5...5, "setsockopt": 5...5,
        "stat": 2...2, "fstat": 2...2, "lstat": 2...2, "access": 2...2, "fcntl": 2...3, "ioctl": 2...3,
        "pipe": 1...1, "pipe2": 2...2, "fsync": 1...1, "unlink": 1...1, "rename": 2...2, "link": 2...2,
        "rmdir": 1...1, "mkdir": 2...2, "mkdtemp": 1...1, "mkfifo": 2...2, "chmod": 2...2,
        "dup": 1...1, "dup2": 2...2, "fork": 0...0, "waitpid": 3...3, "kill": 2...2,
        "signal": 2...2, "sigaction": 3...3, "usleep": 1...1,
    ]

    /// The places scanned and what in each may call the system: the library's System/ folder; in
    /// the SDL target, the framebuffer driver (FB/), whose DRM, VT and input device calls
    /// (ioctl, mmap, poll on its own descriptors) are not yet behind types of their own.
    static let scanned: [(folder: String, allowed: String)] = [
        ("Sources/KioskUICore", "System/"),
        ("Sources/KioskUISDL", "FB/"),
    ]

    func testNoSystemCallOutsideSystemFolder() throws {
        var offenders: [String] = []
        for (folder, allowed) in Self.scanned {
            let root = TestFiles.packageRoot.appendingPathComponent(folder)
            var count = 0
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let url = files?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                let relative = String(url.path.dropFirst(root.path.count + 1))
                guard !relative.hasPrefix(allowed) else { continue }
                count += 1
                let text = try String(contentsOf: url, encoding: .utf8)
                for hit in Self.systemCalls(in: text) {
                    offenders.append("\(folder)/\(relative):\(hit.line): calls \(hit.name)(…); call it through a type in Sources/KioskUICore/System/ (FileDescriptor, UnixSocket, FileSystem, ProcessSignals)")
                }
            }
            XCTAssertGreaterThan(count, folder.hasSuffix("Core") ? 200 : 30, "\(folder)'s sources were found")
        }
        XCTAssertEqual(offenders.sorted(), [], "system calls outside System/")
    }

    /// The scan itself: it finds a system call however it is written, and not a name in a comment,
    /// a string, a method call or a function of the file's own.
    func testScanFindsCallsAndSkipsLookalikes() {
        let code = """
        import Glibc
        // close(fd) in a comment
        /* a block: read(fd, p, n) /* nested */ write(fd, p, n) */
        let message = "cannot open(path, flags) \\(name)"
        let raw = #"unlink("x")"#
        func f(fd: Int32) {
            let n = read(fd, buffer, count)
            Glibc.close(fd)
            fd.close()
            send(.tap(title: "x"))
            write(to: &out)
            var st = stat()
            if lstat(path, &st) == 0 { kill(pid, SIGTERM) }
            let s = "\\(open(path, O_RDONLY))"
        }
        """
        let hits = Self.systemCalls(in: code).map { "\($0.line):\($0.name)" }
        XCTAssertEqual(hits, ["7:read", "8:close", "13:lstat", "13:kill", "14:open"])
        let own = """
        private func close(_ end: Int) {}
        close(i)
        """
        XCTAssertEqual(Self.systemCalls(in: own).map(\.name), [], "a file's own function of that name is not the system call")
    }

    // MARK: - The scan

    struct Hit: Equatable {
        var line: Int
        var name: String
    }

    /// The calls of guarded functions in `source`: a guarded name not after `.` (but after
    /// `Glibc.`), followed by `(` and, unless qualified by `Glibc.`, as many unlabelled arguments
    /// as the C function takes. Names the file declares itself (`func close`) are skipped.
    static func systemCalls(in source: String) -> [Hit] {
        let code = Array(codeOnly(source).utf8)
        let own = Set(guarded.keys.filter { source.contains("func \($0)(") })
        var hits: [Hit] = []
        var line = 1
        var i = 0
        func isIdent(_ c: UInt8) -> Bool { c == UInt8(ascii: "_") || (c >= 48 && c <= 57) || (c | 0x20 >= 97 && c | 0x20 <= 122) }
        while i < code.count {
            let c = code[i]
            if c == UInt8(ascii: "\n") { line += 1; i += 1; continue }
            guard isIdent(c), i == 0 || !isIdent(code[i - 1]) else { i += 1; continue }
            var j = i
            while j < code.count, isIdent(code[j]) { j += 1 }
            let name = String(decoding: code[i..<j], as: UTF8.self)
            defer { i = j }
            guard let arity = guarded[name], j < code.count, code[j] == UInt8(ascii: "(") else { continue }
            let before = i > 0 ? code[i - 1] : 0
            let qualified = before == UInt8(ascii: ".") && i >= 6 && String(decoding: code[(i - 6)..<(i - 1)], as: UTF8.self) == "Glibc"
            if before == UInt8(ascii: ".") && !qualified { continue }
            let prefix = String(decoding: code[max(0, i - 5)..<i], as: UTF8.self)
            if prefix == "func " || prefix.hasSuffix("case ") { continue }
            if !qualified {
                guard !own.contains(name), let args = arguments(code, open: j), arity.contains(args.count), !args.labelled else { continue }
            }
            hits.append(Hit(line: line, name: name))
        }
        return hits
    }

    /// How many arguments the call whose `(` is at `open` has, and whether any is labelled
    /// (`to: x`); nil when the parenthesis is not closed.
    static func arguments(_ code: [UInt8], open: Int) -> (count: Int, labelled: Bool)? {
        var depth = 0, count = 0, labelled = false, sawSomething = false, k = open
        var argumentStart = open + 1
        func checkLabel(_ start: Int, _ end: Int) {
            let text = String(decoding: code[start..<end], as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if let colon = text.firstIndex(of: ":"), text[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
               !text[..<colon].isEmpty, text[text.index(after: colon)...].first != ":" {
                labelled = true
            }
        }
        while k < code.count {
            let c = code[k]
            switch c {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth == 0 {
                    if sawSomething { count += 1; checkLabel(argumentStart, k) }
                    return (count, labelled)
                }
            case UInt8(ascii: ",") where depth == 1:
                count += 1
                checkLabel(argumentStart, k)
                argumentStart = k + 1
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"): break
            default: if depth == 1 { sawSomething = true }
            }
            k += 1
        }
        return nil
    }

    /// `source` with its comments and the text of its string literals replaced by spaces (lines
    /// kept), interpolations (`\(…)`) kept as code.
    static func codeOnly(_ source: String) -> String {
        enum Context { case code(parens: Int), string(hashes: Int, multiline: Bool) }
        let s = Array(source.utf8)
        var out = s
        var stack: [Context] = [.code(parens: 0)]
        var i = 0
        func blank(_ k: Int) { if out[k] != UInt8(ascii: "\n") { out[k] = UInt8(ascii: " ") } }
        func at(_ k: Int, _ text: String) -> Bool {
            let t = Array(text.utf8)
            return k + t.count <= s.count && Array(s[k..<(k + t.count)]) == t
        }
        while i < s.count {
            switch stack[stack.count - 1] {
            case let .code(parens):
                if at(i, "//") {
                    while i < s.count, s[i] != UInt8(ascii: "\n") { blank(i); i += 1 }
                } else if at(i, "/*") {
                    var depth = 0
                    repeat {
                        if at(i, "/*") { depth += 1; blank(i); blank(i + 1); i += 2 } else if at(i, "*/") { depth -= 1; blank(i); blank(i + 1); i += 2 } else { blank(i); i += 1 }
                    } while depth > 0 && i < s.count
                } else if s[i] == UInt8(ascii: "#") || s[i] == UInt8(ascii: "\"") {
                    var hashes = 0
                    var k = i
                    while k < s.count, s[k] == UInt8(ascii: "#") { hashes += 1; k += 1 }
                    guard k < s.count, s[k] == UInt8(ascii: "\"") else { i = k == i ? i + 1 : k; continue }
                    let multiline = at(k, "\"\"\"")
                    i = k + (multiline ? 3 : 1)
                    stack.append(.string(hashes: hashes, multiline: multiline))
                } else if s[i] == UInt8(ascii: "(") {
                    stack[stack.count - 1] = .code(parens: parens + 1); i += 1
                } else if s[i] == UInt8(ascii: ")") {
                    if parens == 0 && stack.count > 1 { stack.removeLast() } else { stack[stack.count - 1] = .code(parens: parens - 1) }
                    i += 1
                } else {
                    i += 1
                }
            case let .string(hashes, multiline):
                let close = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
                let interpolation = "\\" + String(repeating: "#", count: hashes) + "("
                if at(i, close) {
                    stack.removeLast(); i += close.utf8.count
                } else if at(i, interpolation) {
                    for k in i..<(i + interpolation.utf8.count - 1) { blank(k) }
                    i += interpolation.utf8.count
                    stack.append(.code(parens: 0))
                } else if hashes == 0 && s[i] == UInt8(ascii: "\\") && i + 1 < s.count {
                    blank(i); blank(i + 1); i += 2
                } else {
                    blank(i); i += 1
                }
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
