/// A step of the text size, as the scene names it (`KioskController.TextSizeStep`).
typealias TextSizeStep = KioskController.TextSizeStep

/// The font scales "larger" and "smaller" step through: a few sizes a person can tell apart, from
/// the standard size to three times it, where every shipped screen still fits (docs/accessibility.md).
enum TextSizeLadder {
    static let rungs: [Double] = [1, 1.25, 1.5, 2, 2.5, 3]

    /// The scale after `step` from `current`: the nearest rung above (`larger`) or below
    /// (`smaller`) it, or `current` when there is none that way; `standard` for `standard`. A
    /// scale between rungs (a run started at 1.75) steps to the rungs on either side.
    static func scale(after step: TextSizeStep, from current: Double, standard: Double) -> Double {
        let slack = 1e-9
        switch step {
        case .larger: return rungs.first { $0 > current + slack } ?? current
        case .smaller: return rungs.last { $0 < current - slack } ?? current
        case .standard: return standard
        }
    }
}
