import Glibc

/// The columns the help is wrapped to: `COLUMNS` when set, else the width of the terminal on
/// stdout, else 80 (a pipe, a file, a service's journal).
package enum TerminalWidth {
    package static var columns: Int {
        if let text = getenv("COLUMNS"), let columns = Int(String(cString: text)), columns > 0 { return columns }
        if let columns = FileDescriptor.standardOutput.terminalColumns() { return columns }
        return 80
    }
}
