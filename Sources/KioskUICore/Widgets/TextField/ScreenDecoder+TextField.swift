/// Building a text field: its kind, limit and pattern (compiled here, so `kiosk check` reports
/// one that is no regular expression, or over a pattern's limits, at its line), its translated
/// placeholder and hint, and its text at start (a saved one from `--state` wins, for a field that
/// is not secure).
extension ScreenDecoder {
    func textField(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.TextField.self
        let placeholder = shownText(o, f.placeholder)?.localized
        let hint = shownText(o, f.patternHint)?.localized
        let secure = o.read(f.secure)
        var pattern: TextPattern?
        if let source = o.read(f.pattern) {
            do { pattern = try TextPattern(source, maxLength: o.read(f.maxLength)) } catch {
                switch error.kind {
                case .syntax:
                    report(o.line(of: f.pattern), f.pattern.name, "\"\(ScreenLimits.shortened(source))\" is no POSIX extended regular expression: \(error.message); e.g. pattern: \"[A-Z]{1,3} [0-9]{1,4}\"")
                case .limit:
                    report(o.line(of: f.pattern), f.pattern.name, "\"\(ScreenLimits.shortened(source))\" \(error.message)")
                }
            }
        }
        var text = o.read(f.text) ?? ""
        // A secure field is never saved, so a saved value for its id is not its own.
        if let saved = initialValue(for: id) {
            if !secure, let s = saved.stringValue { text = s } else if let id { rejectInitialValue(id: id, "a text field's saved value is its text") }
        }
        let field = TextField(id: id, text: text, placeholder: placeholder?.source ?? "", kind: o.read(f.input),
                              maxLength: o.read(f.maxLength), pattern: pattern, patternHint: hint?.source ?? "",
                              secure: secure, reportsValue: o.read(f.reportValue))
        if placeholder?.isTranslated == true || hint?.isTranslated == true {
            localizedParts.append(LocalizedPart(widget: field, kind: .textField(placeholder: placeholder ?? Localized(source: ""),
                                                                              hint: hint ?? Localized(source: ""))))
        }
        return field
    }
}
