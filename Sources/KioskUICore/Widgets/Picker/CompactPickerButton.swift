/// The compact form of a `SegmentedPicker`: one button with the selected option and a down
/// indicator (after the option: on the right, or on the left right to left). A long press (500 ms, fired by `tick` while the finger rests) opens the options
/// menu, as the seed control does; a plain tap (released inside) opens it too, because a kiosk's
/// passers-by do not know to hold. A contact that opened the menu by long press does not open it
/// again on release. A finger that slides beyond the slop gives the contact up (`.yield`).
final class CompactPickerButton: Widget {
    weak var picker: SegmentedPicker?
    private var isPressed = false
    private var taps = TapRecognizer(longPressDelay: GestureConfig.longPress)

    private static let padding = Insets(horizontal: 18, vertical: 12)
    private static let indicator = "▾"

    // MARK: Layout

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let t = ctx.measure(picker?.selectedTitle ?? "", .body)
        let ind = ctx.measure(" " + CompactPickerButton.indicator, .body).width
        let ideal = Size(max(ctx.theme.minTouchTarget, t.width + ind + CompactPickerButton.padding.horizontal),
                         max(ctx.theme.minTouchTarget, t.height + CompactPickerButton.padding.vertical) + SegmentRow.markerHeight)
        return Size(p.width.map { $0.isFinite ? min($0, ideal.width) : ideal.width } ?? ideal.width, ideal.height)
    }

    /// The width the selected title has beside the indicator.
    private func titleRoom(_ font: Font, _ measurer: TextMeasuring) -> Double {
        let ind = measurer.measure(CompactPickerButton.indicator, font: font)
        let gap = measurer.measure(" ", font: font).width
        return frame.width - CompactPickerButton.padding.horizontal - ind.width - gap
    }

    /// Whether the selected title is drawn cut.
    func isTitleTruncated(_ ctx: LayoutContext) -> Bool {
        let font = ctx.font(.body)
        return ctx.measurer.measure(picker?.selectedTitle ?? "", font: font, direction: ctx.textDirection).width
            > titleRoom(font, ctx.measurer) + LayoutMath.epsilon
    }

    // MARK: Drawing

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        let th = ctx.theme
        let box = frame.inset(by: Insets(top: 0, left: 0, bottom: SegmentRow.markerHeight, right: 0))
        list.fill(box, isPressed ? th.surfacePressed : th.surface, radius: th.cornerRadius)
        list.stroke(box, th.separator, radius: th.cornerRadius, width: 1)
        let font = ctx.font(.body)
        let ind = ctx.measurer.measure(CompactPickerButton.indicator, font: font)
        let room = titleRoom(font, ctx.measurer)
        let td = ctx.textDirection
        let label = TextFitting.truncated(picker?.selectedTitle ?? "", width: room, font: font, measurer: ctx.measurer, direction: td)
        let y = box.midY - ind.height / 2
        // The title leads and the indicator trails: right to left, the title on the right and
        // the indicator on the left.
        let dir = ctx.direction
        let titleX = box.minX + CompactPickerButton.padding.left
        let indicatorX = box.maxX - CompactPickerButton.padding.right - ind.width
        list.text(label, at: Point(dir.x(titleX, width: ctx.measurer.measure(label, font: font, direction: td).width, in: box), y),
                  font: font, color: th.text, direction: td)
        list.text(CompactPickerButton.indicator, at: Point(dir.x(indicatorX, width: ind.width, in: box), y), font: font, color: th.accent)
        // The underline, so the compact form still reads as the same control.
        list.fill(Rect(x: box.minX + 8, y: frame.maxY - SegmentRow.markerHeight, width: max(0, box.width - 16), height: SegmentRow.markerHeight),
                  th.accent, radius: SegmentRow.markerHeight / 2)
    }

    // MARK: Input

    override var acceptsPointer: Bool { true }

    override func pointer(_ e: PointerEvent) -> PointerDisposition {
        react(to: taps.handle(e))
        return taps.disposition
    }

    /// The long-press timer, woken at the recogniser's deadline: fires the long press if the
    /// contact is still down within the slop.
    override func tick(now: Double) -> Bool {
        react(to: taps.update(now: now))
        return false
    }

    private func react(to out: TapOutput?) {
        // A contact that lifted, slid away or was cancelled drops the pending long-press timer.
        if taps.deadline == nil { scene?.cancelWake(self) }
        setPressed(taps.isPressed)
        switch out {
        case .pressed?:
            if let deadline = taps.deadline { scene?.wake(self, at: deadline) }
        case .longPress?:
            picker?.openMenu()
        case let .tap(p)?:
            if frame.contains(p) { picker?.openMenu() }
        case nil:
            break
        }
    }

    private func setPressed(_ p: Bool) {
        guard p != isPressed else { return }
        isPressed = p
        setNeedsDisplay()
    }
}
