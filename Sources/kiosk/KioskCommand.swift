import ArgumentParser
import Foundation
import KioskUI

@main
struct KioskCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kiosk",
        abstract: "A touch-first widget runtime for kiosks and embedded panels, drawn with SDL2.",
        subcommands: [RunCommand.self, CheckCommand.self, BenchCommand.self],
        defaultSubcommand: RunCommand.self
    )
}
