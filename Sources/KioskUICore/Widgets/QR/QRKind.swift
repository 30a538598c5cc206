extension AccessibilityRole {
    /// A QR code: said before its name ("QR code, Receipt"), as it has no value to say.
    static let qrCode = AccessibilityRole("QR code", SpokenWord("QR code", de: "QR-Code", ar: "رمز QR", hi: "QR कोड"))
}

/// A QR code (`type: qr`).
struct QRKind: ScreenWidgetKind {
    var typeName: String { "qr" }
    var fields: [any ScreenFieldInfo] { ScreenFields.QR.all }
    var summary: String { "A QR code for a text, in whole-pixel modules, dark on light in every theme. `set` with `text` changes it; the `layout` query gives its `modules` a side and `moduleSize` in pixels." }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget { decoder.qr(o, id: id) }
    var roles: [AccessibilityRole] { [.qrCode] }
}
