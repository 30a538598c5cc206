/// What a one-line text field holds and how an edit changes it, as a value: the text (as
/// `Character`s, so the caret never stands inside a grapheme: "é" written e + ◌́, a flag, an
/// Arabic letter with its vowel mark are one step each), the caret, whether all of it is selected,
/// and the rules of its `TextInputKind` and `maxLength`. No widget, no measurer: tests state
/// what a keystroke does on values.
///
/// - The caret is an index between characters (0…count), moved *logically* by an edit (an insert
///   leaves it after what was typed, backspace removes the character before it) and *visually*
///   by the arrow keys (`moveVisually`): in right-to-left and mixed text the right arrow goes to
///   the caret place on the right on screen, whatever order the characters are stored in
///   (`caretSlots`, from `Bidi`'s levels and visual order).
/// - Selection is all or nothing (a double tap, `selectAll`): typing replaces it, backspace
///   deletes it, a caret move drops it.
/// - What is typed goes through the kind's filter (`accepted(_:kind:)`) one character at a time;
///   a character it refuses is left out and the rest is still typed (a scanner's burst with a
///   stray character keeps its code), and typing stops at `maxLength` characters (20,000 without one).
///
/// Digits: `number`, `pin` and `phone` turn the digits of any script (Arabic-Indic ٠–٩, Persian
/// ۰–۹, Devanagari ०–९ …) into ASCII 0–9 as they are typed, so a controller, a `pattern` and the
/// state file see one spelling of a number whatever keyboard typed it; `plate`, `text`, `name` and
/// `email` keep the digits as typed (a plate shows its digits as printed on it).
struct TextEditModel: Equatable, Sendable {
    /// The text, one element a grapheme.
    private(set) var characters: [Character]
    /// Where the caret stands: before `characters[caret]` (0…count).
    private(set) var caret: Int
    /// Whether all the text is selected (double tap): the next insert replaces it, backspace clears it.
    private(set) var isAllSelected = false
    /// What the field takes.
    var kind: TextInputKind
    /// The most characters it takes; nil: a screen file's longest text (`isFull`).
    var maxLength: Int?

    /// A model holding `text` as `set` would give it (filtered by `kind`, cut at `maxLength`),
    /// the caret at its end.
    init(text: String = "", kind: TextInputKind = .text, maxLength: Int? = nil) {
        self.kind = kind
        self.maxLength = maxLength
        characters = []
        caret = 0
        replaceAll(with: text)
    }

    /// The text as a string.
    var text: String { String(characters) }
    var count: Int { characters.count }
    var isEmpty: Bool { characters.isEmpty }
    /// Whether another character fits: `maxLength`, or without one a screen file's longest text
    /// (`ScreenLimits.maxTextLength`), so typing — one `type` command after another — cannot grow
    /// a field past what a `set` of its text may give it.
    var isFull: Bool { characters.count >= (maxLength ?? ScreenLimits.maxTextLength) }

    // MARK: Edits

    /// Replaces the whole text (a `set`, a reset, a restore), filtered and cut like typing;
    /// the caret goes to the end, the selection is dropped. True when all of `text` was taken.
    @discardableResult
    mutating func replaceAll(with text: String) -> Bool {
        characters = []
        caret = 0
        isAllSelected = false
        return insert(text)
    }

    /// Types `s` at the caret (replacing the selection): each character the kind accepts, in its
    /// accepted form, until the field is full. True when every character was taken; false when
    /// one was refused or did not fit (the rest is still typed).
    @discardableResult
    mutating func insert(_ s: String) -> Bool {
        if isAllSelected, !s.isEmpty {
            characters = []
            caret = 0
            isAllSelected = false
        }
        var tookAll = true
        for c in s {
            guard let taken = accepted(c) else { tookAll = false; continue }
            for t in taken {
                guard !isFull else { tookAll = false; break }
                characters.insert(t, at: caret)
                caret += 1
            }
        }
        return tookAll
    }

    /// Backspace: deletes the selection, else the character before the caret (logically: the
    /// one typed before it, wherever it shows). False when there was nothing to delete.
    @discardableResult
    mutating func deleteBackward() -> Bool {
        if isAllSelected {
            isAllSelected = false
            guard !characters.isEmpty else { return false }
            characters = []
            caret = 0
            return true
        }
        guard caret > 0 else { return false }
        characters.remove(at: caret - 1)
        caret -= 1
        return true
    }

    /// Delete: deletes the selection, else the character after the caret. False when there was
    /// nothing to delete.
    @discardableResult
    mutating func deleteForward() -> Bool {
        if isAllSelected { return deleteBackward() }
        guard caret < characters.count else { return false }
        characters.remove(at: caret)
        return true
    }

    /// Selects all the text (a double tap); nothing to select in an empty field.
    mutating func selectAll() {
        isAllSelected = !characters.isEmpty
        caret = characters.count
    }

    /// Puts the caret at `index` (clamped to 0…count) and drops the selection: a tap.
    mutating func moveCaret(to index: Int) {
        caret = max(0, min(characters.count, index))
        isAllSelected = false
    }

    /// An arrow key: the caret goes to the next caret place on screen to the right (`step` +1)
    /// or to the left (−1) of where it shows now, in a line whose paragraph runs as its text
    /// says (`base` when it has no strong character). False when it was already at that end.
    @discardableResult
    mutating func moveVisually(_ step: Int, base: TextDirection) -> Bool {
        let wasSelected = isAllSelected
        isAllSelected = false
        let slots = caretSlots(base: base)
        let here = slots[caret]
        // The nearest slot on that side; where several caret places show at one slot (the
        // seam between two directions), the one nearest in the text.
        var best: Int?
        for (i, s) in slots.enumerated() where step > 0 ? s > here : s < here {
            guard let b = best else { best = i; continue }
            let (sb, si) = (slots[b], s)
            if step > 0 ? si < sb : si > sb { best = i } else if si == sb, abs(i - caret) < abs(b - caret) { best = i }
        }
        guard let best else { return wasSelected }
        caret = best
        return true
    }

    /// Home / End: the caret to the start or the end of the text (logically).
    mutating func moveToStart() { moveCaret(to: 0) }
    mutating func moveToEnd() { moveCaret(to: characters.count) }

    // MARK: Visual order

    /// The characters' indices in the order they show, left to right on screen (UAX #9 through
    /// `Bidi`: a character's level is its first scalar's; the runs of one level in visual order,
    /// each right-to-left run reversed).
    func visualOrder(base: TextDirection) -> [Int] {
        guard !characters.isEmpty else { return [] }
        var scalars: [Unicode.Scalar] = []
        var owner: [Int] = []   // the character each scalar belongs to
        for (i, c) in characters.enumerated() {
            for s in c.unicodeScalars { scalars.append(s); owner.append(i) }
        }
        var out: [Int] = []
        for run in Bidi.visualRuns(scalars, base: base, fromText: true) {
            var inRun: [Int] = []
            for k in run.range where k == 0 || owner[k] != owner[k - 1] { inRun.append(owner[k]) }
            out += run.direction == .rtl ? inRun.reversed() : inRun
        }
        return out
    }

    /// The direction the text's paragraph runs: its first strong character's, else `base`.
    func paragraphDirection(base: TextDirection) -> TextDirection {
        characters.isEmpty ? base : Bidi.paragraphDirection(text, fallback: base)
    }

    /// Where each caret place (0…count) shows, as the number of characters to its left on screen
    /// (0: the left edge, count: the right edge). A place between two characters shows on the
    /// side of the one more deeply embedded (the higher bidi level; the one before on a tie):
    /// the trailing edge of the character before it (its right when it runs left to right, its
    /// left when it runs right to left) or the leading edge of the one after it. So at the seam
    /// of "12" in an Arabic plate, "after 2" shows beside the 2 and "before 1" beside the 1, and
    /// every place in the text has a slot of its own.
    func caretSlots(base: TextDirection) -> [Int] {
        let n = characters.count
        guard n > 0 else { return [0] }
        let order = visualOrder(base: base)
        var position = [Int](repeating: 0, count: n)
        for (v, i) in order.enumerated() { position[i] = v }
        let levels = characterLevels(base: base)
        func trailing(_ i: Int) -> Int { levels[i] & 1 == 1 ? position[i] : position[i] + 1 }
        func leading(_ i: Int) -> Int { levels[i] & 1 == 1 ? position[i] + 1 : position[i] }
        var slots: [Int] = []
        for k in 0...n {
            if k == 0 { slots.append(leading(0)) } else if k == n || levels[k - 1] >= levels[k] {
                slots.append(trailing(k - 1))
            } else {
                slots.append(leading(k))
            }
        }
        return slots
    }

    /// The bidi level of each character (its first scalar's).
    func characterLevels(base: TextDirection) -> [UInt8] {
        var scalars: [Unicode.Scalar] = []
        var first: [Int] = []
        for c in characters { first.append(scalars.count); scalars.append(contentsOf: c.unicodeScalars) }
        let levels = Bidi.levels(scalars, base: base, fromText: true)
        return first.map { levels[$0] }
    }

    // MARK: What a kind takes

    /// `c` as the field takes it, or nil when it refuses it.
    private func accepted(_ c: Character) -> String? {
        guard let t = TextEditModel.accepted(c, kind: kind) else { return nil }
        // A number has one decimal point.
        if kind == .number, t == ".", characters.contains(".") { return nil }
        return t
    }

    /// `c` as a field of `kind` takes it (a digit in ASCII for `number`, `pin` and `phone`, a
    /// plate's letter upper-cased, a number's decimal comma or Arabic separator as "."), or nil
    /// when the kind refuses it. No kind takes a control character or a line break: a field is
    /// one line.
    static func accepted(_ c: Character, kind: TextInputKind) -> String? {
        guard let first = c.unicodeScalars.first, !c.isNewline else { return nil }
        switch first.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .unassigned: return nil
        default: break
        }
        let digit = decimalDigit(c)
        switch kind {
        case .text:
            return String(c)
        case .name:
            if c.isLetter || c == " " || "-'’.".contains(c) { return String(c) }
            return nil
        case .email:
            if c.isWhitespace || "(),:;<>[]\\\"".contains(c) { return nil }
            return String(c)
        case .pin:
            return digit.map(String.init)
        case .number:
            if let digit { return String(digit) }
            return [".", ",", "٫"].contains(c) ? "." : nil
        case .phone:
            if let digit { return String(digit) }
            return "+- ".contains(c) ? String(c) : nil
        case .plate:
            if digit != nil || c == " " || c == "-" { return String(c) }
            return c.isLetter ? c.uppercased() : nil
        }
    }

    /// The value of a decimal digit of any script (one scalar of category Nd), else nil.
    static func decimalDigit(_ c: Character) -> Int? {
        guard c.unicodeScalars.count == 1, let s = c.unicodeScalars.first,
              s.properties.generalCategory == .decimalNumber else { return nil }
        return s.properties.numericValue.map { Int($0) }
    }
}
