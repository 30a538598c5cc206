/// `kiosk service-pin`: the service PIN's hash for `SERVICE_PIN=` in kiosk.conf (docs/service.md).
extension Kiosk {
    /// Reads a PIN from standard input (never the command line: any user of the machine reads
    /// argv in `ps`), at a terminal with the echo off after a prompt on stderr, and prints its
    /// Argon2id hash on stdout. Exit status 0, or 3 when the PIN is not 4 to 12 digits.
    nonisolated package static func servicePINHash() throws(KioskError) -> Int32 {
        if TerminalInput.isTerminal {
            OutputFile.standardError.write("Service PIN (\(ServicePIN.lengths.lowerBound) to \(ServicePIN.lengths.upperBound) digits), then Enter: ")
        }
        guard var input = TerminalInput.readWithoutEcho(limit: 256) else {
            throw KioskError("the PIN on stdin is too long: give \(ServicePIN.lengths.lowerBound) to \(ServicePIN.lengths.upperBound) digits and one newline", status: .input)
        }
        if TerminalInput.isTerminal { OutputFile.standardError.write("\n") }
        defer { ServicePIN.wipe(&input) }
        // The first line, without its line end (a file saved on Windows ends it with \r\n).
        var pin = Array(input.prefix { $0 != 0x0A })
        defer { ServicePIN.wipe(&pin) }
        if pin.last == 0x0D { pin.removeLast() }
        do {
            let hash = try ServicePIN.hash(pin)
            OutputFile.standardOutput.write(hash + "\n")
        } catch {
            throw KioskError("\(error.description); e.g. read -rs PIN; printf '%s\\n' \"$PIN\" | kiosk service-pin", status: .input)
        }
        return ExitStatus.ok.rawValue
    }
}
