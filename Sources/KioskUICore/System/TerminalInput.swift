import Glibc

/// Standard input as a person types into it: whether it is a terminal, and a line read with the
/// echo off (`tcsetattr`), so a PIN typed at `kiosk service-pin` is not shown.
enum TerminalInput {
    /// Whether standard input is a terminal (`isatty`).
    static var isTerminal: Bool { isatty(0) == 1 }

    /// Standard input to its end (at most `limit` bytes; nil beyond), with the terminal's echo
    /// turned off meanwhile when it is one (and put back after).
    static func readWithoutEcho(limit: Int) -> [UInt8]? {
        var saved = termios()
        let terminal = isTerminal && tcgetattr(0, &saved) == 0
        if terminal {
            var quiet = saved
            quiet.c_lflag &= ~tcflag_t(ECHO)
            _ = tcsetattr(0, TCSAFLUSH, &quiet)
        }
        defer { if terminal { _ = tcsetattr(0, TCSAFLUSH, &saved) } }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let n = read(0, &buffer, buffer.count)
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { break }
            bytes += buffer[0..<n]
            if bytes.count > limit { zero(&bytes); zero(&buffer); return nil }
            // At a terminal the line ends the PIN; from a pipe, the input's end does.
            if terminal, bytes.contains(0x0A) { break }
        }
        zero(&buffer)
        return bytes
    }

    /// Overwrites what was read (the caller wipes what it is given with `sodium_memzero`).
    private static func zero(_ bytes: inout [UInt8]) {
        for i in bytes.indices { bytes[i] = 0 }
    }
}
