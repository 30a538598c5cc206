import FoundationEssentials
import Glibc

/// Reading a replay script (`--replay FILE`) as text, with a message that says what is wrong:
/// the system's reason when it cannot be read, or where the first byte that is not UTF-8 is.
enum ScriptFile {
    /// The script's text. Throws a `KioskError` with `ExitStatus.input`.
    static func read(_ path: String) throws -> String {
        var st = stat()
        guard stat(path, &st) == 0 else {
            throw KioskError("cannot read the script '\(path)': \(String(cString: strerror(errno))); check the path", status: .input)
        }
        guard (st.st_mode & S_IFMT) == S_IFREG else {
            throw KioskError("the script '\(path)' is not a regular file (a folder, FIFO or device); give --replay the path of a script file (for commands while running use --commands)", status: .input)
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw KioskError("cannot read the script '\(path)': check its permissions", status: .input)
        }
        if let bad = UTF8Check.firstInvalidByte(in: data) {
            let hex = String(bad.byte, radix: 16, uppercase: true)
            throw KioskError("the script '\(path)' is not UTF-8 text: the first bad byte (0x\(hex.count < 2 ? "0" + hex : hex)) is at line \(bad.line), column \(bad.column) (byte \(bad.offset)); save it as UTF-8 (e.g. iconv -f LATIN1 -t UTF-8), see docs/scripting.md", status: .input)
        }
        return String(decoding: data, as: UTF8.self)
    }
}
