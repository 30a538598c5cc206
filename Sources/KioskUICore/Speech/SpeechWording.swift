/// Every word speech says, in one place: what a cue sounds like, and how the cues of one frame
/// become one utterance. Pure functions of values, so the wording is tested on strings.
///
/// The order follows what a customer needs first: a control's name, then its value, with the
/// role where it reads naturally — "Parking zone picker, Zone B, 2 of 3"; "Minutes, 60, ruler from
/// 15 to 240"; "Pay, button". A settled change says only the new value ("Zone C, 3 of 3"; "75"):
/// the name was said when focus arrived.
enum SpeechWording {
    /// "from 15 to 240".
    static func range(_ min: Double, _ max: Double, _ v: SpeechVocabulary = .english) -> String { v.range(number(min), number(max)) }

    /// A number as the screen and the events write it: 60, 36.9, -2.5.
    static func number(_ value: Double) -> String { JSONValue.format(value) }

    /// What one cue says, with the words of `v` (the language shown).
    static func text(_ cue: SpeechCue, _ v: SpeechVocabulary = .english) -> String {
        switch cue {
        case let .screen(title):
            return title
        case let .dialog(title, buttons):
            let what = buttons.count == 1 ? v.dialogWithButton : v.dialogWithButtons
            return sentences([title, "\(what) \(series(buttons, v))"])
        case let .page(title, index, count):
            return list([title, words([v.role(.page), v.place(index, of: count)])])
        case let .focus(control):
            return described(control, v)
        case let .value(control):
            return valueOnly(control, v)
        case let .key(name):
            return keyName(name, v)
        }
    }

    /// The cues of one frame as one utterance (a new utterance cuts the one before short, so what
    /// happens together is said together), or nil when there is nothing to say.
    static func utterance(_ cues: [SpeechCue], _ v: SpeechVocabulary = .english) -> String? {
        let text = sentences(cues.map { self.text($0, v) })
        return text.isEmpty ? nil : text
    }

    // MARK: Parts

    /// A control with focus: name, value and role, then "unavailable" when it is disabled.
    static func described(_ c: SpokenControl, _ v: SpeechVocabulary = .english) -> String {
        let role = v.role(c.role)
        var parts: [String]
        switch c.value {
        // A list's item: "Menu, Latte, 3.20, item 4 of 120" (without a label, from "Latte").
        case let .option(title, index, count)? where c.role == .listItem: parts = [c.name, title, words([role, v.place(index, of: count)])]
        case let .option(title, index, count)?: parts = [words([c.name, role]), title, v.place(index, of: count)]
        case let .number(n, min, max)?: parts = [c.name, number(n), words([role, range(min, max, v)])]
        case let .place(index, count)?: parts = [c.name, role, v.place(index, of: count)]
        case let .percent(p)?: parts = [c.name, v.percent(p), role]
        case let .counted(n, total, unit)?: parts = [c.name, role, counted(n, total, unit, v)]
        case let .textEntry(text, count, hint)?: parts = [c.name, role, textValue(text, count, v), hint ?? ""]
        case nil where c.role == .qrCode: parts = [role, c.name]   // "QR code, Receipt": what it is says more than its name
        // A switch's or a checkbox's state: "Sound, switch, on".
        case let state?: parts = [c.name, role, inWords(state, v)]
        case nil: parts = [c.name, role]
        }
        if !c.isEnabled { parts.append(v.unavailable) }
        return list(parts + unavailable(c.unavailableParts, v))
    }

    /// "minus unavailable" for each part that cannot be used now.
    static func unavailable(_ parts: [ControlPart], _ v: SpeechVocabulary = .english) -> [String] {
        parts.map { words([v.part($0), v.unavailable]) }
    }

    /// A settled change: the value alone (an option with its place, a number as it is).
    static func valueOnly(_ c: SpokenControl, _ v: SpeechVocabulary = .english) -> String {
        switch c.value {
        case let .number(n, _, _)?: return list([number(n)] + unavailable(c.unavailableParts, v))
        case let .place(index, count)?: return list([c.name, v.place(index, of: count)])
        case let .percent(p)?: return list([c.name, v.percent(p)])   // "Reading card, 40 percent": said unasked, so named
        case let value?: return inWords(value, v)
        case nil: return c.name
        }
    }

    /// Parts of one phrase, separated by a pause: "Minutes, 60, ruler from 15 to 240".
    static func list(_ parts: [String]) -> String { parts.filter { !$0.isEmpty }.joined(separator: ", ") }

    /// Words of one part: "Parking zone picker".
    static func words(_ parts: [String]) -> String { parts.filter { !$0.isEmpty }.joined(separator: " ") }

    /// Names read as a series: "Pay", "Cancel and Pay", "No, Later and Yes".
    static func series(_ names: [String], _ v: SpeechVocabulary = .english) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + v.and + names[names.count - 1]
    }

    /// Phrases as sentences: each ends with its own ".", "?" or "!" when it has one, else with ".",
    /// except the last ("Pay €2.50 for 60 min? Dialog with buttons Cancel and Pay. Cancel, button").
    static func sentences(_ phrases: [String]) -> String {
        var out = ""
        for p in phrases where !p.isEmpty {
            if let last = out.last { out += ".?!…؟।".contains(last) ? " " : ". " }
            out += p
        }
        return out
    }
}

extension SpeechWording {
    /// A value in words on its own, as the `layout` query and the focus description's value read:
    /// "Zone B, 2 of 3"; "60, from 15 to 240".
    static func inWords(_ value: SpokenValue, _ v: SpeechVocabulary = .english) -> String {
        switch value {
        case let .option(title, index, count): return list([title, v.place(index, of: count)])
        case let .number(n, min, max): return list([number(n), range(min, max, v)])
        case let .place(index, count): return v.place(index, of: count)
        case let .counted(n, total, unit): return counted(n, total, unit, v)
        case let .percent(p): return v.percent(p)
        case let .switchState(on): return on ? v.toggles.on : v.toggles.off
        case let .checkState(checked, required):
            return list([checked ? v.toggles.checked : v.toggles.notChecked, required ? v.toggles.required : ""])
        case let .textEntry(text, count, hint): return list([textValue(text, count, v), hint ?? ""])
        }
    }

    /// "3 of 5 stars".
    static func counted(_ n: Int, _ total: Int, _ unit: SpokenWord, _ v: SpeechVocabulary = .english) -> String {
        words([v.place(n - 1, of: total), v[unit]])
    }

    /// A text field's value: its text, "empty", or a secure field's "4 characters".
    static func textValue(_ text: String?, _ count: Int, _ v: SpeechVocabulary = .english) -> String {
        if count == 0 { return v.textFields.empty }
        return text ?? v.textFields.count(count)
    }
}
