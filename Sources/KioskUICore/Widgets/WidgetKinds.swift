/// The registry: every kind of widget, once, in the order the schema, the docs' tables and the
/// contrast checks list them. It is the one file outside a control's folder that names the
/// control; a new control is its folder plus one line here.
enum WidgetKinds {
    static let all: [any WidgetKind] = [
        StackKind(axis: .vertical), StackKind(axis: .horizontal),
        ButtonKind(),
        LabelKind(),
        PickerKind(),
        PagesKind(),
        RulerKind(),
        ScrollKind(), SpacerKind(), FlowKind(), EqualRowKind(), PaddingKind(), FrameKind(),
        ImageKind(),
        SlideshowKind(),
        QRKind(),
        ProgressKind(),
        SliderKind(),
        StepperKind(),
        ToggleKind(kind: .switch), ToggleKind(kind: .checkbox),
        TextFieldKind(),
        ListKind(),
        RatingKind(),
        DialogKind(),
        MenuKind(),
        KeyboardKind(),
    ]

    /// The kinds a screen file names by `type`, in the registry's order.
    static let screenTypes: [any ScreenWidgetKind] = all.compactMap { $0 as? any ScreenWidgetKind }
}
