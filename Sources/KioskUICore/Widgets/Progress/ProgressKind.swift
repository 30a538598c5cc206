extension AccessibilityRole {
    /// A progress bar or an indeterminate one: its name and its percentage.
    static let progress = AccessibilityRole("progress", SpokenWord("progress", de: "Fortschritt", ar: "شريط التقدم", hi: "प्रगति"))
}

/// A progress bar (`type: progress`).
struct ProgressKind: ScreenWidgetKind {
    var typeName: String { "progress" }
    var fields: [any ScreenFieldInfo] { ScreenFields.Progress.all }
    var summary: String { "A progress bar: a value from 0 to 1 that it slides to, or a segment running along it while `indeterminate`. Value for `set` and the state file: a number from 0 to 1. Events: `change` when the value is set." }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget { decoder.progress(o, id: id) }
    var roles: [AccessibilityRole] { [.progress] }

    func contrastChecks(_ t: Theme) -> [ContrastCheck] {
        [
            t.partPair("progress: fill accent on its track (surfacePressed)", t.accent, t.surfacePressed),
            t.edge("progress: track's edge against background", outline: t.separator, around: [t.background]),
            t.textPair("progress: percentage text on background", t.text, t.background),
        ]
    }
}
