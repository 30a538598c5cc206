/// What a layout pass needs besides the tree: the scene's environment (text measurement, the
/// theme, the font scale, the language shown and how it writes numbers, the direction; read as
/// `ctx.theme` and so on through `EnvironmentReading`), and the pass's own caches: a pass number
/// that scopes the per-pass measurement caches, and the equal-width groups' widths.
@MainActor
package final class LayoutContext {
    /// The scene's environment as of this pass; the scene hands it a new one when a setting
    /// changes (`Scene.environment`).
    package var environment: SceneEnvironment { didSet { environmentStamp = environment.stamp } }
    /// The stamp of the environment this pass measures in (`SceneEnvironment.stamp`): what a
    /// measurement kept across passes is checked against. Kept beside it so reading it copies
    /// nothing.
    private(set) var environmentStamp: Int
    /// Incremented by the scene before every layout pass; widgets drop cached sizes from older passes.
    private(set) var pass: Int = 0
    /// Shared widths of named equal-width groups for the current pass, per tree root.
    private var groupWidths: [ObjectIdentifier: [String: Double]] = [:]
    private var groupWidthsPass = -1

    package init(_ environment: SceneEnvironment) {
        self.environment = environment
        environmentStamp = environment.stamp
    }

    /// A context for laying out outside a scene (a benchmark, a test).
    package convenience init(measurer: TextMeasuring, theme: Theme = .standard, fontScale: Double = 1) {
        self.init(SceneEnvironment(measurer: measurer, theme: theme, fontScale: fontScale))
    }

    package func beginPass() { pass &+= 1 }

    /// The widths of the named equal-width groups in the tree whose root is `tree` for this pass:
    /// computed by `compute` on the first request of the pass, then served from the cache.
    func groupWidths(tree key: ObjectIdentifier, compute: () -> [String: Double]) -> [String: Double] {
        if groupWidthsPass != pass { groupWidths.removeAll(keepingCapacity: true); groupWidthsPass = pass }
        if let w = groupWidths[key] { return w }
        let w = compute()
        groupWidths[key] = w
        return w
    }
}

extension LayoutContext: @MainActor EnvironmentReading {}
