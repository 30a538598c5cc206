/// A QR code for a text (`type: qr`): a receipt's address, a payment link.
///
/// Drawn with whole-pixel modules only, never scaled: the module size is the largest whole number
/// of pixels at which the code and its quiet zone fit the side it is given
/// (`floor(side / (modules + 2 × quietZone))`), and the code is centred in its frame. Dark modules
/// on the code's own light background in every theme (a dark or high-contrast theme included: a
/// phone's camera reads dark on light), each row's run of dark modules one filled rect. Not
/// mirrored right to left: a mirrored code is another picture.
///
/// Its ideal side gives each module 6 px; in a narrower space it shrinks by whole pixels down to
/// 2 px a module (smaller does not scan from a step away). The empty text draws the light square
/// only. Not focusable: it takes no input.
final class QRCode: Widget {
    /// The payload; a text the level cannot hold is refused (`QRMatrix.Failure`) before it gets here.
    private(set) var text: String
    let correction: QRMatrix.Correction
    /// Light modules around the code, on each side (the standard asks 4).
    let quietZone: Int
    private(set) var matrix: QRMatrix

    /// Pixels a module at the ideal size, and the least that is drawn.
    static let idealModule = 6, leastModule = 2

    init(_ text: String, correction: QRMatrix.Correction = .M, quietZone: Int = 4, id: String? = nil) throws(QRMatrix.Failure) {
        self.text = text
        self.correction = correction
        self.quietZone = quietZone
        matrix = try QRMatrix(text, correction: correction)
        super.init(id: id)
    }

    /// Shows `new`, or throws (keeping the code shown) when it makes no code.
    func setText(_ new: String) throws(QRMatrix.Failure) {
        guard new != text else { return }
        let m = try QRMatrix(new, correction: correction)
        let sideChanged = m.count != matrix.count
        text = new
        matrix = m
        if sideChanged { setNeedsLayout() } else { setNeedsDisplay() }
    }

    /// Modules a side with the quiet zone.
    var span: Int { matrix.count + 2 * quietZone }

    // MARK: Layout

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let ideal = Double(span * QRCode.idealModule), least = Double(span * QRCode.leastModule)
        var side = ideal
        if let w = LayoutMath.finite(p.width) { side = min(side, w) }
        if let h = LayoutMath.finite(p.height) { side = min(side, h) }
        side = max(least, Double(moduleSize(side: side) * span))
        return Size(side, side)
    }

    /// The whole pixels a module gets in a square of `side` (0 when not even one fits).
    func moduleSize(side: Double) -> Int { span > 0 ? max(0, Int(((side + 1e-9) / Double(span)).rounded(.down))) : 0 }

    /// The module size in the placed frame.
    var placedModuleSize: Int { moduleSize(side: min(frame.width, frame.height)) }

    /// The square the code and its quiet zone cover, in whole pixels, centred in the frame.
    var codeRect: Rect {
        let m = placedModuleSize, side = Double(m * span)
        let x = (frame.minX + (frame.width - side) / 2).rounded(.down)
        let y = (frame.minY + (frame.height - side) / 2).rounded(.down)
        return Rect(x: x, y: y, width: side, height: side)
    }

    // MARK: Drawing

    /// Never the theme's: a reader wants black on white.
    static let darkColor = Color(hex: 0x000000), lightColor = Color(hex: 0xFFFFFF)

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        let m = placedModuleSize
        guard m > 0 else { return }
        let r = codeRect
        list.fill(r, QRCode.lightColor)
        let s = Double(m), x0 = r.minX + Double(quietZone * m), y0 = r.minY + Double(quietZone * m)
        for run in matrix.darkRuns {
            list.fill(Rect(x: x0 + Double(run.column) * s, y: y0 + Double(run.row) * s, width: Double(run.length) * s, height: s),
                      QRCode.darkColor)
        }
    }

    // MARK: Scripting

    override var typeName: String { "qr" }
}

extension QRCode: QueryableWidget {
    /// The text, the modules a side (without the quiet zone) and the pixels a module: what a test
    /// needs to know the picture scans.
    var layoutState: [(String, JSONValue)] {
        [("text", .string(text)), ("modules", .number(Double(matrix.count))), ("moduleSize", .number(Double(placedModuleSize))),
         ("correction", .string(correction.rawValue)), ("quietZone", .number(Double(quietZone)))]
    }
}

extension QRCode: SettableWidget {
    /// Its payload, as `text`.
    var ownFields: [String] { ["text"] }
    func current(_ name: String) -> SetField? { name == "text" ? .text(text) : nil }
    func check(_ field: SetField) throws {
        guard case let .text(s) = field else { return }
        do { _ = try QRMatrix(s, correction: correction) } catch {
            throw ScriptError.message("qr \"\(id ?? "?")\": the text \(error.description)")
        }
    }
    func apply(_ field: SetField) { if case let .text(s) = field { try? setText(s) } }
}

extension QRCode: TextWidget {
    /// Live text (`{ID}` in its text): a text too long for the code keeps the one shown and says
    /// so in a `warning`.
    var displayText: String {
        get { text }
        set {
            do { try setText(newValue) } catch {
                scene?.send(.warning("qr \"\(id ?? "?")\": the text \(error.description); the code keeps its text"))
            }
        }
    }
}

extension QRCode: AccessibleWidget {
    var accessibilityRole: AccessibilityRole { .qrCode }
}
