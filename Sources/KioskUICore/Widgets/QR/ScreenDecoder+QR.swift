/// Building a QR code.
extension ScreenDecoder {
    func qr(_ o: ScreenObject, id: String?) -> Widget {
        let f = ScreenFields.QR.self
        // A payload may differ by language (an address with /ar/), but need not: an untranslated
        // one is no missing translation.
        let known = missingTranslations.count
        let (text, template) = self.text(o, f.text)
        missingTranslations.removeSubrange(known...)
        let correction = o.read(f.correction)
        let quiet = o.read(f.quietZone)
        let code: QRCode
        do {
            code = try QRCode(text, correction: correction, quietZone: quiet, id: id)
        } catch {
            report(o.line(of: f.text), f.text.name, error.description)
            code = try! QRCode("", correction: correction, quietZone: quiet, id: id)
        }
        if let template { liveTexts.append((code, template.text, f.text.name, template.places)) }
        return code
    }
}
