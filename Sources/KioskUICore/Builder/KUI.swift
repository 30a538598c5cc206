/// The declarative Swift front end of KioskUI: value types that describe a screen, the same
/// widgets a screen file describes (docs/screens.md), for a `KUI.App` that `Kiosk.run(_:options:)` shows.
///
/// Every type here stands for one widget type of the screen-file schema and has the same fields
/// (`KUI.Column` is `type: column`, `KUI.Ruler` is `type: ruler`, …). A description is turned into
/// the very tree a screen file is parsed into and checked by the same decoder, so both front ends
/// build the same widgets and refuse the same mistakes with the same messages.
///
/// ```swift
/// import KioskUI
///
/// let app = KUI.App {
///     KUI.Column(spacing: 16, align: .fill, padding: 24) {
///         KUI.Label("Parking", style: .title)
///         KUI.Ruler(id: "minutes", min: 0, max: 120, step: 5, value: 30)
///         KUI.Button("Pay", id: "pay", style: .primary)
///     }
/// }
/// ```
public enum KUI {}

extension KUI {
    /// Anything that can stand in a screen description: the widget types of `KUI`, and a plain
    /// `KUI.Node`. A modifier returns the element's own type, so the modifiers of its type still
    /// apply after it: `KUI.Button("Larger").flex(1).action(.largerText)`.
    public protocol Element {
        /// The widget this element describes, as the builders collect it. Settable so that a
        /// modifier changes it and keeps the element's type.
        var node: KUI.Node { get set }
    }

    /// One widget of a screen description: its type and fields, and where in Swift it was written
    /// (so errors point at that line). Build one with a `KUI` widget type; change it with `flex(_:)`,
    /// `widthGroup(_:)` and `accessibilityLabel(_:)`.
    public struct Node: Element, Sendable {
        /// The fields of the widget, as the screen file would write them.
        var mapping: BuilderMapping

        init(_ kind: any ScreenWidgetKind, _ fields: [(String, BuilderValue?)], fileID: String, line: Int) {
            mapping = BuilderMapping(type: ScreenWidgetType(kind), fields: fields, source: BuilderSource(file: fileID, line: line))
        }

        /// Itself.
        public var node: KUI.Node {
            get { self }
            set { self = newValue }
        }
    }
}

extension KUI.Element {
    /// This widget's share of the space a row or column has left over (the file's `flex`):
    /// 0 keeps its ideal size, 0…1000. A second call replaces the first.
    public func flex(_ share: Double) -> Self {
        var e = self
        e.node.mapping.set(ScreenFields.flex.name, .number(share))
        return e
    }

    /// Puts this widget in a named width group (the file's `widthGroup`): every widget of the group,
    /// anywhere on the screen, takes the widest one's width. A second call replaces the first.
    public func widthGroup(_ name: String) -> Self {
        var e = self
        e.node.mapping.set(ScreenFields.widthGroup.name, .text(name))
        return e
    }

    /// What speech and the `layout` query call this widget (the file's `accessibilityLabel`), in
    /// place of its visible text: a picker or a ruler needs one, since its options or numbers do not
    /// say what they choose (`KUI.Ruler(…).accessibilityLabel("Minutes")`). A second call replaces the first.
    public func accessibilityLabel(_ name: String) -> Self {
        var e = self
        e.node.mapping.set(ScreenFields.accessibilityLabel.name, .text(name))
        return e
    }
}
