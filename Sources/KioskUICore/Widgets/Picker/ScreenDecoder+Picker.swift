/// Building a picker: of its options, or of the file's languages; its starting option may come
/// from `--state` instead of the file.
extension ScreenDecoder {
    func picker(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.Picker.self
        if o.read(f.kind) == .language { return languagePicker(o, id: id) }
        guard let n = o[f.options] else {
            report(o.line, f.options.name, "missing; a picker needs options, e.g. options: \(f.options.kind.example) (or kind: language for the file's languages)")
            return SegmentedPicker(id: id, options: ["?"])
        }
        let texts = titles(n, field: f.options.name, example: f.options.kind.example) ?? [Localized(source: "?")]
        let options = texts.map(\.source)
        let selected = start(id, in: .titles(options), fromFile: selected(o, f.selected, names: options, kind: "options"))
        let picker = SegmentedPicker(id: id, options: options, selected: selected, fillsWidth: o.read(f.fillWidth))
        if texts.contains(where: \.isTranslated) { localizedParts.append(LocalizedPart(widget: picker, kind: .options(texts))) }
        return picker
    }

    /// A picker of the file's languages in their own names, whose values are their codes; it starts
    /// on the default language and follows the language shown, never a saved value.
    private func languagePicker(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.Picker.self
        for field in [f.options, f.selected] where o[field] != nil {
            report(o.line(of: field), field.name, "a picker of kind: language lists the file's languages itself and starts on the one shown; remove \(field.name)")
        }
        _ = initialValue(for: id)   // the language is not restored from --state
        guard let languages else {
            if !languagesRefused { report(o.line(of: f.kind), f.kind.name, "a language picker needs the file's languages; list them at the top, the default first, e.g. languages: [en, de]") }
            return SegmentedPicker(id: id, options: ["?"])
        }
        let picker = SegmentedPicker(id: id, options: languages.codes.map(\.nativeName), values: languages.codes.map(\.rawValue),
                                     fillsWidth: o.read(f.fillWidth))
        localizedParts.append(LocalizedPart(widget: picker, kind: .languagePicker))
        return picker
    }
}
