/// Every word speech says, in one place: what a cue sounds like, and how the cues of one frame
/// become one utterance. Pure functions of values, so the wording is tested on strings.
///
/// The order follows what a customer needs first: a control's name, then its value, with the
/// role where it reads naturally — "Parking zone picker, Zone B, 2 of 3"; "Minutes, 60, ruler from
/// 15 to 240"; "Pay, button". A settled change says only the new value ("Zone C, 3 of 3"; "75"):
/// the name was said when focus arrived.
enum SpeechWording {
    /// Said after a control that cannot be used now (a disabled button, drawn dimmed).
    static let unavailable = "unavailable"

    /// "2 of 3" for index 1 of 3.
    static func place(_ index: Int, of count: Int) -> String { "\(index + 1) of \(count)" }

    /// "from 15 to 240".
    static func range(_ min: Double, _ max: Double) -> String { "from \(number(min)) to \(number(max))" }

    /// A number as the screen and the events write it: 60, 36.9, -2.5.
    static func number(_ value: Double) -> String { JSONValue.format(value) }

    /// What one cue says.
    static func text(_ cue: SpeechCue) -> String {
        switch cue {
        case let .screen(title):
            return title
        case let .dialog(title, buttons):
            let what = buttons.count == 1 ? "Dialog with button" : "Dialog with buttons"
            return sentences([title, "\(what) \(series(buttons))"])
        case let .page(title, index, count):
            return list([title, "page \(place(index, of: count))"])
        case let .focus(control):
            return described(control)
        case let .value(control):
            return valueOnly(control)
        }
    }

    /// The cues of one frame as one utterance (a new utterance cuts the one before short, so what
    /// happens together is said together), or nil when there is nothing to say.
    static func utterance(_ cues: [SpeechCue]) -> String? {
        let text = sentences(cues.map(text))
        return text.isEmpty ? nil : text
    }

    // MARK: Parts

    /// A control with focus: name, value and role, then "unavailable" when it is disabled.
    static func described(_ c: SpokenControl) -> String {
        let role = c.role == .none ? "" : c.role.rawValue
        var parts: [String]
        switch c.value {
        case let .option(title, index, count)?: parts = [words([c.name, role]), title, place(index, of: count)]
        case let .number(v, min, max)?: parts = [c.name, number(v), words([role, range(min, max)])]
        case let .words(w)?: parts = [c.name, role, w]
        case nil: parts = [c.name, role]
        }
        if !c.isEnabled { parts.append(unavailable) }
        return list(parts)
    }

    /// A settled change: the value alone (an option with its place, a number as it is).
    static func valueOnly(_ c: SpokenControl) -> String {
        switch c.value {
        case let .number(v, _, _)?: return number(v)
        case let .words(w)?: return list([c.name, w])
        case let v?: return inWords(v)
        case nil: return c.name
        }
    }

    /// Parts of one phrase, separated by a pause: "Minutes, 60, ruler from 15 to 240".
    static func list(_ parts: [String]) -> String { parts.filter { !$0.isEmpty }.joined(separator: ", ") }

    /// Words of one part: "Parking zone picker".
    static func words(_ parts: [String]) -> String { parts.filter { !$0.isEmpty }.joined(separator: " ") }

    /// Names read as a series: "Pay", "Cancel and Pay", "No, Later and Yes".
    static func series(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }

    /// Phrases as sentences: each ends with its own ".", "?" or "!" when it has one, else with ".",
    /// except the last ("Pay €2.50 for 60 min? Dialog with buttons Cancel and Pay. Cancel, button").
    static func sentences(_ phrases: [String]) -> String {
        var out = ""
        for p in phrases where !p.isEmpty {
            if let last = out.last { out += ".?!…".contains(last) ? " " : ". " }
            out += p
        }
        return out
    }
}

extension SpeechWording {
    /// A value in words on its own, as the `layout` query and the focus description's value read:
    /// "Zone B, 2 of 3"; "60, from 15 to 240".
    static func inWords(_ value: SpokenValue) -> String {
        switch value {
        case let .option(title, index, count): return list([title, place(index, of: count)])
        case let .number(v, min, max): return list([number(v), range(min, max)])
        case let .words(w): return w
        }
    }
}
