import Foundation

/// What parking costs: an hourly rate per zone, and the price of a stay to the cent. The same
/// rule as `price` in examples/parking-controller.py, so the Swift meter and the screen file with
/// its Python controller charge the same for the same choice.
public struct Tariff: Sendable {
    /// One zone's rate.
    public struct Rate: Sendable, Equatable {
        /// The zone, as the picker offers it.
        public let zone: String
        /// Euro cents per hour.
        public let centsPerHour: Int

        public init(zone: String, centsPerHour: Int) {
            self.zone = zone
            self.centsPerHour = centsPerHour
        }
    }

    /// The zones in the order the picker shows them.
    public let rates: [Rate]

    public init(rates: [Rate]) {
        self.rates = rates
    }

    /// Market Street's tariff: Zone A €2.00, Zone B €1.50, Zone C €1.00 an hour.
    public static let standard = Tariff(rates: [
        Rate(zone: "Zone A", centsPerHour: 200),
        Rate(zone: "Zone B", centsPerHour: 150),
        Rate(zone: "Zone C", centsPerHour: 100),
    ])

    /// The zones' names, in order: the picker's options.
    public var zones: [String] { rates.map(\.zone) }

    /// The price of `minutes` in `zone` as the meter shows it: "€4.00" for Zone A, 120 min (the
    /// Python controller's `price`). Nil for a zone with no rate.
    public func price(zone: String, minutes: Double) -> String? {
        cents(zone: zone, minutes: minutes).map(MeterText.euros)
    }

    /// The price in cents of `minutes` in `zone`: the hourly rate times minutes / 60, rounded to
    /// the cent, half up (Zone B, 15 min: 37.5 → 38). Nil for a zone with no rate.
    ///
    /// Computed in decimal, as the Python controller does, so a half cent is a half cent: Zone A
    /// for 2.55 min is 8.5 cents → 9, where binary floating point gives 8.4999… → 8.
    public func cents(zone: String, minutes: Double) -> Int? {
        guard let rate = rates.first(where: { $0.zone == zone }),
              let exactMinutes = Decimal(string: "\(minutes)", locale: Locale(identifier: "en_US_POSIX")) else { return nil }
        var amount = Decimal(rate.centsPerHour) * exactMinutes / 60
        var rounded = Decimal()
        NSDecimalRound(&rounded, &amount, 0, .plain)
        return NSDecimalNumber(decimal: rounded).intValue
    }
}
