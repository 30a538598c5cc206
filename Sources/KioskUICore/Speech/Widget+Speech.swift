/// What speech reads off the tree: a control as a `SpokenControl`, a screen's title.
extension Widget {
    /// The widget as speech describes it: its accessible name and role, its value in parts
    /// (`AccessibleWidget.spokenValue`), and whether it can be used (a disabled button cannot).
    var spokenControl: SpokenControl {
        SpokenControl(name: accessibleName, role: accessibleRole, value: (self as? AccessibleWidget)?.spokenValue,
                      isEnabled: (self as? AccessibleWidget)?.isUsable ?? true,
                      unavailableParts: (self as? AccessibleWidget)?.unavailableParts ?? [])
    }

    /// The name of the first title-style label in tree order that is not hidden under the widget
    /// (the widget itself may be: a screen not shown yet); nil when there is none.
    var firstHeading: String? {
        if (self as? AccessibleWidget)?.isHeading == true, !accessibleName.isEmpty { return accessibleName }
        for c in children where !c.isHidden { if let t = c.firstHeading { return t } }
        return nil
    }
}

extension KioskApp {
    /// What speech calls the screen `name`: the text of its first title-style label that shows
    /// (a screen's heading: "Parking"), else its name; "" for the one screen of a file with
    /// `root`, whose name (`main`) no author chose.
    func spokenTitle(ofScreen name: String) -> String {
        if let s = screens.first(where: { $0.name == name }), let t = s.root.firstHeading { return t }
        return name == KioskApp.singleScreenName ? "" : name
    }
}
