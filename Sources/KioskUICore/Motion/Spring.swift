/// The physical description of a damped spring: a mass on a spring with a damper.
///
/// Build it from the physics (`mass`, `stiffness`, `damping`) or, more usefully for UI, from a
/// `response` (the period of the undamped oscillation, in seconds: smaller is snappier) and a
/// `dampingRatio` (1 = critically damped: fastest return without overshoot; < 1 bounces; > 1 creeps).
struct Spring: Hashable, Sendable {
    var mass: Double
    var stiffness: Double
    var damping: Double

    /// A spring from physical constants. Non-positive or non-finite mass and stiffness are replaced
    /// by small positive values so the closed forms never divide by zero.
    init(mass: Double = 1, stiffness: Double, damping: Double) {
        self.mass = (mass.isFinite && mass > 0) ? mass : 1
        self.stiffness = (stiffness.isFinite && stiffness > 0) ? stiffness : 1e-6
        self.damping = (damping.isFinite && damping >= 0) ? damping : 0
    }

    /// A spring of unit mass from its undamped period and damping ratio (as in SwiftUI).
    init(response: Double, dampingRatio: Double) {
        let r = (response.isFinite && response > 0) ? response : 0.4
        let w = 2 * Double.pi / r
        let z = (dampingRatio.isFinite && dampingRatio >= 0) ? dampingRatio : 1
        self.init(mass: 1, stiffness: w * w, damping: 2 * z * w)
    }

    /// Undamped angular frequency ω₀ = √(k/m), in rad/s.
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }

    /// ζ = c / (2√(km)): 1 critically damped, < 1 underdamped, > 1 overdamped.
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// Critically damped, 0.4 s response: settles quickly, never overshoots from rest. Used for the
    /// overscroll spring-back.
    static let critical = Spring(response: 0.4, dampingRatio: 1)
    /// Slightly underdamped, 0.35 s response: a lively default for frames that move.
    static let smooth = Spring(response: 0.35, dampingRatio: 0.85)
    /// Noticeably bouncy.
    static let bouncy = Spring(response: 0.5, dampingRatio: 0.6)
}
