/// How the ruler writes its value above the ticks inside its width: in the title font when that
/// fits, else in a smaller bold size, stepping down to half the caption size (at least 12 px), and
/// only then cut with an ellipsis, as the last resort. Never wider than the room it is given.
///
/// The layout pass picks one font for the widest value the ruler can show (`font(fitting:…)` on
/// the values at both ends: the most characters are there), so the ruler's height does not jump
/// as the value changes; drawing a value whose glyphs happen to be wider steps further down.
enum RulerTitle {
    /// Each step down is this share of the one before (about one typographic size).
    static let stepFactor = 0.875

    /// The smallest size a value is written in: a number, even small, says more than "2…".
    static let smallestSize = 12.0

    /// The sizes tried, largest first: `title`, then ×`stepFactor` while above the floor (half the
    /// caption size, and never under `smallestSize`), then the floor itself. Just `title` when it
    /// is not larger than the floor.
    static func sizes(title: Double, caption: Double) -> [Double] {
        guard caption > 0 else { return [title] }
        return sizes(from: title, floor: max(smallestSize, caption / 2))
    }

    /// The sizes tried from `title` down to `floor`, largest first: `title`, then ×`stepFactor`
    /// while above `floor`, then `floor` itself. Just `title` when it is not larger than `floor`.
    /// The ruler's value steps down to its floor; a title label to the body size (`Label`).
    static func sizes(from title: Double, floor: Double) -> [Double] {
        guard title > floor, floor > 0 else { return [title] }
        var sizes = [title]
        var s = title * stepFactor
        while s > floor {
            sizes.append(s)
            s *= stepFactor
        }
        sizes.append(floor)
        return sizes
    }

    /// The largest font (bold, the title's weight) in which every one of `texts` fits in `width`;
    /// the smallest size when none does (the texts are then cut, see `text`).
    static func font(fitting texts: [String], width: Double, title: Font, caption: Font,
                     measurer: TextMeasuring) -> Font {
        font(fitting: texts, width: width, sizes: sizes(title: title.size, caption: caption.size), bold: title.bold,
             measurer: measurer, direction: .ltr)
    }

    /// The largest font of `sizes` (largest first, in the weight `bold`) in which every one of
    /// `texts` fits in `width` written in `direction`; the last size when none does.
    static func font(fitting texts: [String], width: Double, sizes all: [Double], bold: Bool,
                     measurer: TextMeasuring, direction: TextDirection) -> Font {
        for size in all {
            let f = Font(size: size, bold: bold)
            if texts.allSatisfy({ measurer.measure($0, font: f, direction: direction).width <= width + LayoutMath.epsilon }) { return f }
        }
        return Font(size: all.last ?? 0, bold: bold)
    }

    /// What to draw for `value` in `width`: the font (at most `font`, smaller if its glyphs need it)
    /// and the text, with an ellipsis when even the smallest size is too wide.
    static func text(_ value: String, width: Double, font: Font, caption: Font,
                     measurer: TextMeasuring) -> (text: String, font: Font, truncated: Bool) {
        let f = self.font(fitting: [value], width: width, title: font, caption: caption, measurer: measurer)
        let shown = TextFitting.truncated(value, width: width, font: f, measurer: measurer)
        return (shown, f, shown != value)
    }
}
