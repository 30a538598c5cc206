/// The layout widgets a screen file names (`column`, `row`, `flow`, `equalRow`, `scroll`, `padding`,
/// `frame`, `spacer`): containers and space, with nothing of their own to say or set.

/// A layout kind: it has no value, events or text of its own (the docs list it under Layout).
protocol LayoutWidgetKind: ScreenWidgetKind {}

extension LayoutWidgetKind {
    var isControl: Bool { false }
}

/// `type: column` and `type: row`: a `Stack` along one axis.
struct StackKind: LayoutWidgetKind {
    let axis: Axis
    var typeName: String { axis == .vertical ? "column" : "row" }
    var fields: [any ScreenFieldInfo] { ScreenFields.Stack.all }
    var summary: String {
        axis == .vertical
            ? "Children top to bottom."
            : "Children left to right (right to left in a right-to-left language); when they don't fit side by side even at their minimum widths, one under another."
    }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget {
        let f = ScreenFields.Stack.self
        return Stack(axis, spacing: o.read(f.spacing), alignment: o.read(f.align), padding: o.read(f.padding), id: id,
                     children: decoder.children(o))
    }
}

/// `type: flow`: items that wrap into rows.
struct FlowKind: LayoutWidgetKind {
    var typeName: String { "flow" }
    var fields: [any ScreenFieldInfo] { ScreenFields.Flow.all }
    var summary: String { "Items that wrap into rows by width, in order (filter chips)." }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget {
        let f = ScreenFields.Flow.self
        return Flow(itemSpacing: o.read(f.itemSpacing), rowSpacing: o.read(f.rowSpacing),
                    alignment: o.read(ScreenFields.lineAlign), id: id, children: decoder.children(o))
    }
}

/// `type: equalRow`: children of one width.
struct EqualRowKind: LayoutWidgetKind {
    var typeName: String { "equalRow" }
    var fields: [any ScreenFieldInfo] { ScreenFields.EqualRow.all }
    var summary: String { "A row whose children all take the widest child's width; when they don't fit side by side they stand one under another, full width." }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget {
        let f = ScreenFields.EqualRow.self
        return EqualWidthRow(spacing: o.read(f.spacing), stretch: o.read(f.stretch), id: id, children: decoder.children(o))
    }
}

/// `type: scroll`: a vertical viewport.
struct ScrollKind: LayoutWidgetKind {
    var typeName: String { "scroll" }
    var fields: [any ScreenFieldInfo] { ScreenFields.Scroll.all }
    var summary: String { "A vertical viewport for content taller than the screen (drag, fling, wheel, focus)." }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget { ScrollView(id: id, decoder.content(o)) }
}

/// `type: padding`: space around one widget.
struct PaddingKind: LayoutWidgetKind {
    var typeName: String { "padding" }
    var fields: [any ScreenFieldInfo] { ScreenFields.Padding.all }
    var summary: String { "Space around one widget." }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget {
        let f = ScreenFields.Padding.insets
        let insets = o.read(f)
        if o[f.name] == nil { decoder.report(o.line, f.name, "missing; a padding needs insets, e.g. insets: 24 or insets: [8, 16]") }
        return Padding(insets ?? .zero, id: id, decoder.content(o))
    }
}

/// `type: frame`: one widget's size fixed or bounded.
struct FrameKind: LayoutWidgetKind {
    var typeName: String { "frame" }
    var fields: [any ScreenFieldInfo] { ScreenFields.Frame.all }
    var summary: String { "Fixes or bounds one widget's size, in pixels." }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget {
        let f = ScreenFields.Frame.self
        return Frame(width: o.read(f.width), height: o.read(f.height), minWidth: o.read(f.minWidth), maxWidth: o.read(f.maxWidth),
                     minHeight: o.read(f.minHeight), maxHeight: o.read(f.maxHeight), id: id, decoder.content(o))
    }
}

/// `type: spacer`: flexible empty space.
struct SpacerKind: LayoutWidgetKind {
    var typeName: String { "spacer" }
    var fields: [any ScreenFieldInfo] { ScreenFields.Spacer.all }
    var summary: String { "Flexible empty space (flex 1 unless given)." }

    func decode(_ o: ScreenObject, id: String?, _ decoder: ScreenDecoder) -> Widget {
        let s = Spacer(minLength: o.read(ScreenFields.Spacer.minLength))
        s.id = id
        return s
    }
}
