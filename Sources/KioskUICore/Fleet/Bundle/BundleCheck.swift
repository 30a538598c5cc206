/// A bundle's screen checked as `kiosk check` checks a file (`Screen.load`: every field, the
/// `.po` files beside it), before `BundleStore.commit` shows it and before `kiosk bundle make`
/// signs it.
@MainActor
enum BundleCheck {
    /// What a screen that passed holds, as `kiosk check` says it.
    struct Summary: Equatable, Sendable {
        /// Its screens' names, in file order.
        let screens: [String]
        let widgets: Int
        let ids: [String]
    }

    /// Loads the screen file at `screenPath`; throws its `ScreenError` (every problem at
    /// FILE:LINE) when it is not usable.
    static func check(screenPath: String) throws -> Summary {
        let screen = try Screen.load(path: screenPath)
        var count = 0
        for s in screen.app.screens { s.root.forEachDescendant { _ in count += 1 } }
        return Summary(screens: screen.app.screens.map(\.name), widgets: count, ids: screen.ids)
    }

    /// A staged bundle's screen, checked.
    static func check(_ staged: StagedBundle) throws -> Summary { try check(screenPath: staged.screenPath) }
}
