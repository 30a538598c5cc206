import KioskUI

/// `kiosk service-pin`: the hash of a service PIN read from stdin, for kiosk.conf's `SERVICE_PIN=`
/// (docs/service.md).
enum ServicePINCommand {
    static let subcommand = Subcommand(
        description: CommandDescription(
            name: "service-pin",
            abstract: "Read a service PIN (4 to 12 digits) from stdin and print its Argon2id hash for kiosk.conf's SERVICE_PIN=.",
            discussion: "The PIN is never an argument (argv shows in ps): at a terminal it is asked for with the echo off; else the first line of stdin is read. Exit status 0, or 3 when the PIN is not 4 to 12 digits. See docs/service.md."
        ),
        run: { _ in Kiosk.exitCode { try Kiosk.servicePINHash() } }
    )
}
