/// A wheel turn as whole notches along a control that moves in one dimension (a ruler, a slider,
/// a stepper, a rating): a sideways turn as it is, else a turn away from the user as up (+).
enum WheelNotches {
    static func count(dx: Double, dy: Double) -> Int { Int((dx != 0 ? dx : -dy).rounded()) }
}
