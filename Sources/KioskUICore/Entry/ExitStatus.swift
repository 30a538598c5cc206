/// The exit status of `kiosk`: one per kind of failure, so a service manager or a script can tell
/// them apart (docs/reliability.md, "Exit statuses").
public enum ExitStatus: Int32, Sendable {
    /// The run ended as asked: by its end, a quit, `--duration`, SIGTERM, SIGINT or SIGHUP.
    case ok = 0
    /// Something failed while running (the final `--screenshot` could not be written, …).
    case runtime = 1
    /// The command line cannot be used: an unknown option, a value out of range, options that
    /// cannot be combined, a path to write (`--record`, `--events`) that cannot be created.
    case usage = 2
    /// A file the kiosk reads is not usable: the screen file, the replay script, the font, the
    /// commands file.
    case input = 3
    /// No display could be started (`--driver` and what was tried are named).
    case display = 4
}
