/// One slot of a `DataList`: a built copy of the item template that shows whichever item the
/// list gives it. The list keeps only as many slots as lines on screen (plus a margin) and fills
/// them again as it scrolls, so 10,000 items need no more widgets than 10.
///
/// Filling writes each placeholder text (`{title}` in a label, a button's title, an image's
/// file) through the widgets themselves (`ItemTemplateSlot`), with the slot out of the scene so that no
/// layout pass of the whole screen follows: the list measures and places its slots itself.
final class ListRow: Widget {
    /// A text of the template that shows item fields, and where it goes.
    struct Binding {
        let widget: any ItemTemplateSlot
        let place: ItemTemplatePlace
        var template: String
    }

    /// A text of the template written in each of the file's languages (`{en: Add, ar: أضف}`).
    struct Translation {
        let widget: Widget
        let text: Localized<TextTemplate>
    }

    /// The template's widgets that name a field, and the buttons' enabled state as built.
    private var bindings: [Binding]
    private let translations: [Translation]
    private let buttons: [(button: any ItemEnabledFollower, enabled: Bool)]
    /// What the template's widgets were called in the file (`id`), by widget: a tap of a button
    /// in a row says which button it was. The copies themselves have no ids (there are many).
    private let templateIDs: [ObjectIdentifier: String]
    /// The item shown (its index in the list) and as it was when filled.
    private(set) var itemIndex: Int?
    private(set) var shown: ListItem?
    var isSelected = false { didSet { if isSelected != oldValue { setNeedsDisplay() } } }
    var isPressed = false { didSet { if isPressed != oldValue { setNeedsDisplay() } } }
    /// The row's own layout context: a new pass (its measurements of the last item dropped) only
    /// when it shows another item or the screen is laid out again, so a row that only moves as
    /// the list scrolls is placed from its cached sizes.
    var context: LayoutContext?
    /// Images' headers by the path written, so scrolling does not read files again.
    private var headers: ItemPictureCache = [:]

    init(content: Widget, translations: [Translation] = []) {
        var bindings: [Binding] = [], buttons: [(any ItemEnabledFollower, Bool)] = [], ids: [ObjectIdentifier: String] = [:]
        content.forEachDescendant { w in
            if let id = w.id { ids[ObjectIdentifier(w)] = id; w.id = nil }
            if let b = w.itemEnabledFollower { buttons.append((b, b.isEnabled)) }
            if let slot = w.itemTemplateSlot {
                let t = slot.itemTemplate
                if ItemPlaceholders.has(t.text) { bindings.append(Binding(widget: slot, place: t.place, template: t.text)) }
            }
        }
        self.bindings = bindings
        self.buttons = buttons
        self.templateIDs = ids
        self.translations = translations
        super.init(children: [content])
    }

    /// Shows the template's own texts in `language` (the items' fields are the controller's);
    /// the row is filled again at its next `fill`.
    func show(language: LanguageCode?) {
        guard !translations.isEmpty else { return }
        let s = scene
        scene = nil
        for t in translations {
            let text = t.text.value(in: language).text { "{\($0)}" }
            if let i = bindings.firstIndex(where: { $0.widget === t.widget && $0.place == .text }) {
                bindings[i].template = text
            } else {
                (t.widget as? SettableWidget)?.apply(.text(text))
            }
        }
        scene = s
        shown = nil
        context?.beginPass()
    }

    /// The fields the template shows, in the order it shows them: what speech names an item by.
    var shownFields: [String] {
        var out: [String] = []
        for b in bindings where b.place == .text {
            for n in ItemPlaceholders.names(in: b.template) where !out.contains(n) { out.append(n) }
        }
        return out
    }

    /// The id the template gave `w` (a button), if any.
    func templateID(of w: Widget) -> String? { templateIDs[ObjectIdentifier(w)] }

    /// Shows item `index`. Outside the scene while its texts change: the list lays it out.
    func fill(_ item: ListItem, index: Int) {
        itemIndex = index
        guard item != shown else { return }
        shown = item
        let s = scene
        scene = nil
        for b in bindings {
            b.widget.showItemText(ItemPlaceholders.fill(b.template, from: item), folders: s?.pictureFolders ?? PictureFolders(),
                                  pictures: &headers)
        }
        for (button, enabled) in buttons { button.isEnabled = enabled && item.isEnabled }
        scene = s
        context?.beginPass()
        setNeedsDisplay()
    }

    /// Puts the slot aside: no item.
    func clear() {
        itemIndex = nil
        isPressed = false
    }

    // MARK: Layout

    /// Space between a row's edge and its template.
    static let insets = Insets(horizontal: 12, vertical: 8)

    private var content: Widget { children[0] }

    override func sizeThatFits(_ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        let inner = LayoutMath.finite(p.width).map { max(0, $0 - ListRow.insets.horizontal) }
        let s = content.measure(ProposedSize(width: inner, height: nil), ctx)
        return Size(LayoutMath.finite(p.width) ?? s.width + ListRow.insets.horizontal,
                    max(ctx.theme.minTouchTarget, s.height + ListRow.insets.vertical))
    }

    override func placeChildren(in b: Rect, _ ctx: LayoutContext) {
        content.place(in: b.inset(by: ListRow.insets), ctx)
        placedPass = ctx.pass
    }

    /// The pass of its layout context the row was last placed in (showing another item or a
    /// new environment starts a new one).
    private var placedPass: Int?
    /// Whether the template's widgets all move by frame alone: its widgets stay the ones it was
    /// made of (an item fills their texts and pictures), so this is asked once, not every move.
    private lazy var contentMovesByFrameAlone = content.subtreeMovesByFrameAlone
    /// How often `move` moved the row (tests see that a scroll moves rows rather than placing them).
    private(set) var moves = 0

    /// Moves the row to `rect` by moving its frames, without placing its content again, when
    /// that gives exactly the frames placing and rounding would: placed in this pass of its
    /// context, the same size, whole pixels, on the same side of 0 (rounding is the same there
    /// for a move by whole pixels), and content that moves by frame alone (a template of
    /// stacks, labels and pictures). False otherwise: the caller places it. A list moves every
    /// row in view on every pixel it scrolls; placing each again would be a sixth of a fling frame.
    func move(to rect: Rect, _ ctx: LayoutContext) -> Bool {
        guard placedPass == ctx.pass, rect == rect.pixelAligned, rect.size == frame.size,
              rect.minX >= 0, rect.minY >= 0, frame.minX >= 0, frame.minY >= 0, contentMovesByFrameAlone else { return false }
        translate(dx: rect.minX - frame.minX, dy: rect.minY - frame.minY)
        moves += 1
        return true
    }

    // MARK: Drawing

    /// The row's surface colour, by its state.
    private func surface(_ th: Theme) -> Color { isPressed || isSelected ? th.surfacePressed : th.surface }

    /// A row paints its whole frame in its surface colour (rounded corners aside), as the ruler
    /// does, so the scene draws no background under the rows of a scrolling list; a disabled
    /// row's fading is laid over it, which changes nothing beneath.
    override func opaqueCornerRadius(_ theme: Theme) -> Double? {
        surface(theme).a == 255 ? theme.cornerRadius : nil
    }

    override func draw(_ list: inout DrawList, _ ctx: DrawContext) {
        let th = ctx.theme
        list.fill(frame, surface(th), radius: th.cornerRadius)
        list.stroke(frame, isSelected ? th.accent : th.separator, radius: th.cornerRadius, width: isSelected ? 2 : 1)
        if isSelected {
            // A bar at the leading edge: selection is not told by colour alone.
            let x = ctx.direction.isRightToLeft ? frame.maxX - 8 : frame.minX + 4
            list.fill(Rect(x: x, y: frame.minY + 8, width: 4, height: max(0, frame.height - 16)), th.accent, radius: 2)
        }
        drawChildren(&list, ctx)
        if shown?.isEnabled == false {
            // Faded: the surface laid over it at half strength.
            list.fill(frame, Color(r: th.surface.r, g: th.surface.g, b: th.surface.b, a: 140), radius: th.cornerRadius)
        }
    }

    override var typeName: String { "listRow" }
}
