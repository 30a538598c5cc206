import KioskUI

/// `kiosk version`: the version, as `kiosk --version` prints it (so `kiosk version` is not read as
/// a screen file called "version").
enum VersionCommand {
    static let subcommand = Subcommand(
        description: CommandDescription(name: "version", abstract: "Print the version.", showsVersion: true),
        run: { _ in
            print(Kiosk.version)
            return ExitStatus.ok.rawValue
        }
    )
}
