extension Kiosk {
    /// `kiosk schema`: the JSON Schema of screen files (draft-07), for editors that complete and
    /// check YAML and JSON as it is typed (docs/screens.md, "Editor completion"). With `markdown`,
    /// the field tables of docs/screens.md instead. Both come from the field declarations the
    /// decoder reads with, so they cannot disagree with `kiosk check`.
    public nonisolated static func schema(markdown: Bool = false) -> String {
        markdown ? ScreenFieldTables.markdown() : ScreenSchema.pretty(ScreenSchema.make()) + "\n"
    }
}
