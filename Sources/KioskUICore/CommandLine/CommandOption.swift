/// One option of a command, declared once: the parser reads it, the help lists it and the error
/// messages name it from this value alone (no reflection, no property wrappers).
package struct CommandOption: Sendable {
    /// What follows the option's name on a command line.
    package enum Kind: Sendable {
        /// A value kept as written (`--driver headless`, `--size=1280x800`).
        case text
        /// A value `Double` reads (`--font-scale 1.5`; `nan` and `-1` too: the run's checks name
        /// what is out of range).
        case number
        /// A value `Int` reads (`--rotate 90`).
        case integer
        /// No value: present or not (`--stats`).
        case flag
        /// No value, with a `--no-` twin that turns it off (`--speech`, `--no-speech`); absent, neither.
        case invertibleFlag
    }

    /// The name after `--`, e.g. `font-scale`.
    package let long: String
    package let kind: Kind
    /// One sentence or more, as the help shows it.
    package let help: String
    /// The value an absent option has, shown in the help as `(default: …)`; nil: no value.
    package let defaultValue: String?
    /// The placeholder in the help and messages (`<font-scale>`); the long name unless given.
    package let valueName: String
    /// A value starting with `-` is the option's value, not another option (`--size -5x100`,
    /// `--font-scale -1`: the run's own checks then say what is allowed). Numbers always take one.
    package let takesDashValue: Bool
    /// Read but left out of the help and usage (`kiosk bench --probe`, its own child's option).
    package let hidden: Bool
    /// May be given more than once, each value kept (`--image-dir A --image-dir B`), rather than the last one winning.
    package let repeats: Bool
    /// A one-letter name it may also be written with (`-o FILE` for `--output FILE`), or nil.
    package let short: Character?

    package init(_ long: String, _ kind: Kind, help: String, default defaultValue: String? = nil,
                 valueName: String? = nil, takesDashValue: Bool = false, hidden: Bool = false, repeats: Bool = false,
                short: Character? = nil) {
        self.long = long
        self.kind = kind
        self.help = help
        self.defaultValue = defaultValue
        self.valueName = valueName ?? long
        self.takesDashValue = takesDashValue || kind == .number || kind == .integer
        self.hidden = hidden
        self.repeats = repeats
        self.short = short
    }

    /// Whether a value follows the name.
    package var takesValue: Bool { kind != .flag && kind != .invertibleFlag }

    /// `--size <size>` or `--stats`: how messages and the usage line name it.
    package var synopsis: String { takesValue ? "--\(long) <\(valueName)>" : "--\(long)" }

    /// The help's label: `--size <size>`, `--speech/--no-speech`, `-o, --output <output>`.
    package var helpLabel: String {
        let label = kind == .invertibleFlag ? "--\(long)/--no-\(long)" : synopsis
        return short.map { "-\($0), " + label } ?? label
    }
}

/// One word of a command line that is not an option: `kiosk run`'s screen file, `kiosk check`'s files.
package struct CommandArgument: Sendable {
    package let name: String
    package let help: String
    /// One or more (`<files> ...`, required), else at most one (`[<screen>]`, optional).
    package let repeats: Bool

    package init(_ name: String, help: String, repeats: Bool = false) {
        self.name = name
        self.help = help
        self.repeats = repeats
    }

    /// `[<screen>]` or `<files> ...`, as the usage line shows it.
    package var synopsis: String { repeats ? "<\(name)> ..." : "[<\(name)>]" }
}
