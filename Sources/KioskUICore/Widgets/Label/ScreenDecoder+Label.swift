/// Building a label.
extension ScreenDecoder {
    func label(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.Label.self
        let (text, template) = self.text(o, f.text)
        let style = o.read(f.style)
        let maxLines = o.read(f.maxLines)
        let wrapGiven = o.read(f.wrap)
        if maxLines != nil && wrapGiven == false {
            report(o.line(of: f.maxLines), f.maxLines.name, "only applies to wrapped text; remove it or set wrap: true")
        }
        let wrap = wrapGiven ?? (maxLines != nil)
        let l = Label(text, style: style, lines: wrap ? .wrap(maxLines: maxLines) : .single, color: o.read(f.color),
                      alignment: o.read(ScreenFields.lineAlign), id: id)
        l.icon = icon(o)
        l.textDirection = o.read(f.direction)
        if let template { liveTexts.append((l, template.text, f.text.name, template.places)) }
        return l
    }
}
