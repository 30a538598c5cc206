@testable import KioskUICore

/// A stand-in for the text field while it is built elsewhere: a focusable widget that takes text
/// (`TextEntryTarget`), takes focus when tapped, and records every edit the keyboard sends.
final class RecordingEntryField: Widget, TextEntryTarget {
    let inputKind: TextInputKind
    private(set) var edits: [TextEdit] = []
    private(set) var text = ""
    private(set) var submitted = 0

    private let width: Double

    init(id: String, kind: TextInputKind = .text, width: Double = 300) {
        inputKind = kind
        self.width = width
        super.init(id: id)
    }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size { Size(min(p.width ?? width, width), 56) }
    override var isFocusable: Bool { true }
    override var acceptsPointer: Bool { true }
    override var typeName: String { "testField" }

    override func pointer(_ e: PointerEvent) -> PointerDisposition {
        if e.phase == .up, let s = scene { s.focus.setFocus(self, scene: s) }
        return .handled
    }

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        list.fill(frame, ctx.theme.surface, radius: ctx.theme.cornerRadius)
        list.stroke(frame, ctx.theme.separator, radius: ctx.theme.cornerRadius, width: 1)
        let font = ctx.font(.body)
        let h = ctx.measurer.lineHeight(font: font)
        list.text(text, at: Point(frame.minX + 12, frame.midY - h / 2), font: font, color: ctx.theme.text, direction: ctx.textDirection)
    }

    @discardableResult
    func apply(_ edit: TextEdit) -> Bool {
        edits.append(edit)
        switch edit {
        case let .insert(s): text += s
        case .deleteBackward: if !text.isEmpty { text.removeLast() }
        case .submit: submitted += 1
        }
        setNeedsDisplay()
        return true
    }
}
