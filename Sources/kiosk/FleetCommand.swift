import Glibc
import KioskUI

/// `kiosk fleet status | send | push | shot`: the back office's tool for a fleet of panels on an
/// MQTT broker (docs/fleet.md, "The back-office tool: kiosk fleet"), over the library's own MQTT
/// client. Each action is a subcommand of `fleet` with its own options and help (the reader
/// descends into them, as it does for `kiosk bundle make`).
enum FleetCommand {
    static let mqtt = CommandOption("mqtt", .text, help: "The broker: mqtt://HOST[:PORT] or mqtts://HOST[:PORT] (TLS).", default: "mqtt://127.0.0.1", valueName: "url")
    static let mqttCA = CommandOption("mqtt-ca", .text, help: "The CA certificate (PEM) that signed an mqtts:// broker's certificate; without it, the system's.", valueName: "file")
    static let mqttCredentials = CommandOption("mqtt-credentials", .text, help: "A file of two lines, user=NAME and password=SECRET, mode 0600 (never on the command line).", valueName: "file")
    static let mqttPrefix = CommandOption("mqtt-prefix", .text, help: "The first level of the fleet's topics.", default: "kiosk", valueName: "prefix")
    static let connection = [mqtt, mqttCA, mqttCredentials, mqttPrefix]

    static let panel = CommandOption("panel", .text, help: "One panel, by its id.", valueName: "id")
    static let group = CommandOption("group", .text, help: "Every panel whose status lists this group.", valueName: "name")
    static let all = CommandOption("all", .flag, help: "Every panel.")

    static let wait = CommandOption("wait", .number, help: "The longest wait for the retained statuses, in seconds; it ends as soon as they have all come.", default: "1", valueName: "seconds")
    static let json = CommandOption("json", .flag, help: "One JSON object per panel and line instead of a table.")
    static let waitEvents = CommandOption("wait-events", .number, help: "After sending, print the targeted panels' events (PANEL EVENT, one a line) for this many seconds: the answer to {\"query\":\"layout\"}, an error.", valueName: "seconds")
    static let version = CommandOption("version", .text, help: "The bundle's version, when it cannot be read from the file.", valueName: "version")
    static let pushTimeout = CommandOption("timeout", .number, help: "How long to wait for the online panels' answers, in seconds.", default: "60", valueName: "seconds")
    static let shotTimeout = CommandOption("timeout", .number, help: "How long to wait for the picture, in seconds.", default: "10", valueName: "seconds")
    static let output = CommandOption("output", .text, help: "The PNG file to write; an existing regular file is replaced whole.", valueName: "file", short: "o")

    static let status = CommandDescription(
        name: "status",
        abstract: "List the panels: online or offline, kiosk and bundle versions, screen, groups, last seen.",
        discussion: "Reads the retained statuses (P/+/status) and telemetry (P/+/telemetry); exits 0.",
        options: [wait, json] + connection
    )
    static let send = CommandDescription(
        name: "send",
        abstract: "Send one command (a JSON object, docs/scripting.md) to a panel, a group or every panel.",
        discussion: "Published with QoS 1 on P/<panel>/cmd, P/group/<group>/cmd or P/all/cmd; exits 0 once the broker acknowledged it (after --wait-events' seconds when given).",
        arguments: [CommandArgument("command", help: "The command, one JSON object in single quotes: '{\"show\":\"home\"}'.")],
        options: [panel, group, all, waitEvents] + connection
    )
    static let push = CommandDescription(
        name: "push",
        abstract: "Push a content bundle (kiosk bundle make) to a panel, a group or every panel, and report who switched.",
        discussion: "Published retained on the target's bundle topic, so a panel that is off takes it when it connects. Each targeted panel is reported: switched, refused (with the reason), rolled back, offline or no answer. Exits 0 when every online targeted panel runs the version, 1 otherwise.",
        arguments: [CommandArgument("file", help: "The bundle file.")],
        options: [panel, group, all, version, pushTimeout] + connection
    )
    static let shot = CommandDescription(
        name: "shot",
        abstract: "Take a panel's screenshot over MQTT and write it as a PNG.",
        discussion: "Sends {\"screenshot\":\"mqtt\"} to P/<panel>/cmd and writes the PNG the panel publishes on P/<panel>/screenshot. Exits 0 once written, 1 when the panel does not answer (saying whether its status is offline).",
        arguments: [CommandArgument("panel", help: "The panel's id.")],
        options: [output, shotTimeout] + connection
    )

    static let subcommand = Subcommand(
        description: CommandDescription(
            name: "fleet",
            abstract: "Run a fleet of panels from an MQTT broker: status, send, push, shot.",
            discussion: "The back office's side of kiosk run --mqtt (docs/fleet.md, \"The back-office tool: kiosk fleet\"). Common options: --mqtt URL, --mqtt-ca FILE, --mqtt-credentials FILE, --mqtt-prefix P.",
            subcommands: [status, send, push, shot]
        ),
        run: run
    )

    static func run(_ parsed: ParsedCommandLine) throws(CommandLineError) -> Int32 {
        let first = parsed.arguments.first
        switch parsed.command.name {
        case "status":
            return Kiosk.exitCode(program: "kiosk fleet") {
                try FleetTool.status(settings(parsed), wait: parsed.number(wait) ?? 1, json: parsed.flag(json))
            }
        case "send":
            guard let text = first else {
                throw .missingArgument(synopsis: "<command>", fix: #"give the command, e.g. kiosk fleet send '{"show":"home"}' --all"#)
            }
            return Kiosk.exitCode(program: "kiosk fleet") {
                try FleetTool.send(settings(parsed), command: text, panel: parsed.text(panel), group: parsed.text(group),
                                   all: parsed.flag(all), waitEvents: parsed.number(waitEvents))
            }
        case "push":
            guard let file = first else {
                throw .missingArgument(synopsis: "<file>", fix: "give the bundle file, e.g. kiosk fleet push content.bundle --group lobby")
            }
            return Kiosk.exitCode(program: "kiosk fleet") {
                try FleetTool.push(settings(parsed), file: file, panel: parsed.text(panel), group: parsed.text(group), all: parsed.flag(all),
                                   version: parsed.text(version), timeout: parsed.number(pushTimeout) ?? 60)
            }
        default:
            guard let id = first else {
                throw .missingArgument(synopsis: "<panel>", fix: "give the panel's id, e.g. kiosk fleet shot lobby-1 -o lobby-1.png")
            }
            guard let file = parsed.text(output) else {
                throw .missingValue(synopsis: "-o <file>", fix: "give the PNG file to write, e.g. kiosk fleet shot \(id) -o \(id).png")
            }
            return Kiosk.exitCode(program: "kiosk fleet") {
                try FleetTool.shot(settings(parsed), panel: id, file: file, timeout: parsed.number(shotTimeout) ?? 10)
            }
        }
    }

    /// The connection options as written; the client id is `kiosk-fleet-<pid>`.
    static func settings(_ parsed: ParsedCommandLine) -> FleetTool.Settings {
        var s = FleetTool.Settings(clientID: "kiosk-fleet-\(getpid())")
        s.mqtt = parsed.text(mqtt) ?? s.mqtt
        s.caFile = parsed.text(mqttCA)
        s.credentialsFile = parsed.text(mqttCredentials)
        s.prefix = parsed.text(mqttPrefix) ?? s.prefix
        return s
    }
}
