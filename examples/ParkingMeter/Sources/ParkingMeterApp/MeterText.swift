/// How the meter writes amounts and durations, as the Python controller writes them.
public enum MeterText {
    /// Cents as a price: 400 → "€4.00", 38 → "€0.38".
    public static func euros(_ cents: Int) -> String {
        let rest = cents % 100
        return "€\(cents / 100).\(rest < 10 ? "0" : "")\(rest)"
    }

    /// Minutes as a person writes them: 60 → "60", 90.0 → "90", 7.5 → "7.5".
    public static func minutes(_ minutes: Double) -> String {
        minutes == minutes.rounded() && abs(minutes) < 1e15 ? "\(Int(minutes))" : "\(minutes)"
    }
}
