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
    /// FILE:LINE) when it is not usable. With `folder` (the bundle's top), a picture or icon file
    /// outside it (an absolute path, `..` out of it) is a problem too: a bundle carries its
    /// pictures, and what a panel happens to have elsewhere is not what was signed. Shipped icons
    /// by name (`icon: back`) come with the kiosk and are allowed.
    static func check(screenPath: String, folder: String? = nil) throws -> Summary {
        let screen = try Screen.load(path: screenPath)
        if let folder {
            let top = FilePath.standardized(folder)
            let outside = screen.picturesRead.filter { p in
                !IconLibrary.isShortName(p.written) && !FilePath.standardized(p.path).hasPrefix(top + "/")
            }
            if !outside.isEmpty {
                throw ScreenError(issues: outside.map { p in
                    ScreenIssue(file: screenPath, line: p.line, field: p.field,
                                message: "\"\(p.written)\" is outside the bundle's folder; put the file in the folder and name it relative to the screen file")
                })
            }
        }
        var count = 0
        for s in screen.app.screens { s.root.forEachDescendant { _ in count += 1 } }
        return Summary(screens: screen.app.screens.map(\.name), widgets: count, ids: screen.ids)
    }

    /// A staged bundle's screen, checked.
    static func check(_ staged: StagedBundle) throws -> Summary { try check(screenPath: staged.screenPath, folder: staged.folder) }
}
