import KioskUI

/// `kiosk bundle keygen|make|verify`: signed content bundles (docs/fleet.md, "Signed content bundles").
enum BundleCommand {
    static let key = CommandOption("key", .text, help: "make: the private key file kiosk bundle keygen wrote (mode 0600). verify: the public key file.", valueName: "file")
    static let version = CommandOption("version", .text, help: "The bundle's version, 1 to 64 of A-Z a-z 0-9 . _ + - (e.g. 2026-11-29.1): the panel's status reports it.")
    static let output = CommandOption("output", .text, help: "The bundle file to write (a regular file there is replaced).", valueName: "file", short: "o")
    static let screen = CommandOption("screen", .text, help: "The screen file inside the folder (default: screen.yaml or screen.json at its top).", valueName: "name")

    static let keygen = CommandDescription(
        name: "keygen",
        abstract: "Write a new Ed25519 key pair: PRIVATE (mode 0600, for kiosk bundle make) and PUBLIC (for each panel's --bundle-key).",
        discussion: "Neither file may exist: a key is never written over. Exit status 0, or 2 when a file exists or cannot be written.",
        arguments: [CommandArgument("keys", help: "The private key file, then the public key file.", repeats: true)]
    )
    static let make = CommandDescription(
        name: "make",
        abstract: "Sign every file under FOLDER (screens, translations, pictures, icons) into one bundle.",
        discussion: "The screen is checked as kiosk check checks it before anything is signed; a link or special file inside FOLDER is refused with its path. Exit status 0, 2 for a bad command line, 3 for a folder, screen or key that cannot be used.",
        arguments: [CommandArgument("folder", help: "The folder whose files go into the bundle.")],
        options: [key, version, output, screen]
    )
    static let verify = CommandDescription(
        name: "verify",
        abstract: "Check a bundle as a panel does: size, signature, paths, then its screen as kiosk check does.",
        discussion: "Prints its version, files and bytes. Exit status 0 when a panel with that key would take it, 3 when it would refuse it (the reason is printed).",
        arguments: [CommandArgument("file", help: "The bundle file.")],
        options: [key]
    )

    static let subcommand = Subcommand(
        description: CommandDescription(
            name: "bundle",
            abstract: "Make, sign and check content bundles for panels that take them from MQTT.",
            discussion: "See docs/fleet.md, \"Signed content bundles\", for the format, the limits and what a panel refuses.",
            subcommands: [keygen, make, verify]
        ),
        run: run
    )

    static func run(_ parsed: ParsedCommandLine) throws(CommandLineError) -> Int32 {
        let arguments = parsed.arguments
        switch parsed.command.name {
        case "keygen":
            guard arguments.count == 2 else {
                if arguments.count > 2 { throw .unexpectedArgument(arguments[2], fix: "give two files: PRIVATE then PUBLIC") }
                throw .missingArgument(synopsis: "<public>", fix: "give two files: PRIVATE then PUBLIC, e.g. kiosk bundle keygen bundle.key bundle.pub")
            }
            return Kiosk.exitCode { try Kiosk.bundleKeygen(privatePath: arguments[0], publicPath: arguments[1]) }
        case "make":
            guard let folder = arguments.first else { throw .missingArgument(synopsis: "<folder>", fix: "give the folder to bundle") }
            guard let keyPath = parsed.text(key) else { throw .missingValue(synopsis: key.synopsis, fix: "give the private key file, e.g. --key bundle.key") }
            guard let v = parsed.text(version) else { throw .missingValue(synopsis: version.synopsis, fix: "give the bundle's version, e.g. --version 2026-11-29.1") }
            guard let out = parsed.text(output) else { throw .missingValue(synopsis: "-o <file>", fix: "give the bundle file to write, e.g. -o content.bundle") }
            return Kiosk.exitCode {
                try MainActor.assumeIsolated {
                    try Kiosk.bundleMake(folder: folder, keyPath: keyPath, version: v, screen: parsed.text(screen), outputPath: out)
                }
            }
        default:
            guard let file = arguments.first else { throw .missingArgument(synopsis: "<file>", fix: "give the bundle file to check") }
            guard let keyPath = parsed.text(key) else { throw .missingValue(synopsis: key.synopsis, fix: "give the public key file, e.g. --key bundle.pub") }
            return Kiosk.exitCode { try MainActor.assumeIsolated { try Kiosk.bundleVerify(path: file, keyPath: keyPath) } }
        }
    }
}
