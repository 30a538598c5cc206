/// The question a button's `confirm` asks, as written in the file's default language (a dialog
/// shows it translated, as it does the `dialog` command's texts).
struct ConfirmQuestion: Equatable {
    /// The title as the file writes it (a `{ID}` as written): what the dialog is asked with when
    /// it has no `template`.
    let title: String
    /// At least two, all different: the first cancels, the last goes on.
    let buttons: [String]
    /// The title in each language when it shows controls' values or has plural forms: filled in
    /// as the dialog opens (`{chosen}` → "Bike 12"), as a label's text is.
    var template: Localized<TextTemplate>? = nil
}

/// A button that asks before going on (the file's `confirm`, `KUI.Button(…).confirm(title:buttons:)`):
/// its tap opens a dialog, whose last button carries out `target` and `action` (`+Confirm`).
struct ConfirmStep {
    let button: Widget
    let question: ConfirmQuestion
    /// Where the continuing answer goes (the button's `goto`), if anywhere.
    let target: ScreenTarget?
    /// The display setting the continuing answer changes (the button's `action`), if any.
    let action: ButtonAction?

    /// The id of the dialog a button with this id opens: `ID.confirm` (a `.` cannot be in an id a
    /// file declares, so it never names a widget).
    static func dialogID(of buttonID: String) -> String { buttonID + ".confirm" }
}
