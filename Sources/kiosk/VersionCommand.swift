import ArgumentParser
import KioskUI

/// `kiosk version`: the version, as `kiosk --version` prints it (so `kiosk version` is not read as
/// a screen file called "version").
struct VersionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "version", abstract: "Print the version.")

    func run() throws { print(Kiosk.version) }
}
