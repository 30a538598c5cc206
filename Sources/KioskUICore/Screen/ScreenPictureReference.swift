/// A picture or icon file a screen file names: as written (`img/logo.png`, `back`), where it was
/// looked for, and the field and line naming it.
struct ScreenPictureReference: Equatable, Sendable {
    let written: String
    let path: String
    let field: String
    let line: Int
}
