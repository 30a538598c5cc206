import KioskUI

/// The parking meter of assets/screens/parking-meter.yaml written in Swift: the same three screens
/// with the same ids, its zone and minutes held in `KioskState`s that the picker and the ruler are
/// bound to, the price computed here rather than by a controller on the socket, and that
/// controller's conversation (docs/app.md) as callbacks: Pay asks in a dialog, the answer Pay
/// charges and shows `thanks`, and coming home from `thanks` starts over for the next customer.
///
/// ```swift
/// let meter = ParkingMeter()
/// Kiosk.main(meter.screen, controller: meter.kiosk)
/// ```
@MainActor
public final class ParkingMeter {
    /// A stay the customer paid for.
    public struct Ticket: Equatable, Sendable {
        public let zone: String
        public let minutes: Double
        public let cents: Int

        public init(zone: String, minutes: Double, cents: Int) {
            self.zone = zone
            self.minutes = minutes
            self.cents = cents
        }
    }

    /// The zone and the stay a customer starts with (and after the meter starts over).
    public static let startZone = "Zone B"
    public static let startMinutes = 60.0

    /// The meter's hold on its run: it opens the Pay dialog, shows `thanks`, resets, and hears the
    /// events. Pass it to `Kiosk.run` with `screen`.
    public let kiosk = KioskController()
    /// The zone picked: the `zone` picker's selection, both ways.
    public let zone = KioskState(ParkingMeter.startZone)
    /// The stay in minutes: the `minutes` ruler's value, both ways.
    public let minutes = KioskState(ParkingMeter.startMinutes)
    /// What a stay costs in each zone.
    public let tariff: Tariff
    /// The stays paid, oldest first (a real meter would hand each to its payment terminal).
    public private(set) var tickets: [Ticket] = []

    /// The meter's screens (`ParkingMeter+Screens`), made once: show them with `Kiosk.run`.
    public private(set) lazy var screen = makeScreen()

    public init(tariff: Tariff = .standard) {
        self.tariff = tariff
        kiosk.onEvent { [weak self] event in self?.heard(event) }
    }

    /// The price of the zone and minutes now: "€1.50" (empty for a zone the tariff has no rate for).
    public var price: String { tariff.price(zone: zone.value, minutes: minutes.value) ?? "" }

    /// The choice in words: "60 min in Zone B".
    public var summary: String { "\(MeterText.minutes(minutes.value)) min in \(zone.value)" }

    /// Pay was tapped: asks "Pay €1.50 for 60 min?"; the answer Pay charges that price for that stay
    /// and shows `thanks`, Cancel leaves the customer on `home` as they were.
    func pay() {
        let (z, m) = (zone.value, minutes.value)
        guard let cents = tariff.cents(zone: z, minutes: m) else { return }
        let ticket = Ticket(zone: z, minutes: m, cents: cents)
        kiosk.dialog("pay-ok", title: "Pay \(MeterText.euros(cents)) for \(MeterText.minutes(m)) min?",
                     buttons: ["Cancel", "Pay"]) { [weak self] button, _ in
            guard let self, button == "Pay" else { return }
            tickets.append(ticket)
            kiosk.show("thanks")
        }
    }

    /// Every event of the run, in the order of the JSON lines.
    private func heard(_ event: KioskEvent) {
        // Home from thanks (its `after` timer or Done): a screen's `after` only changes the screen,
        // so the meter starts over itself — the picker and the ruler glide back to their first
        // values, and the states, the summary and the price follow them.
        if case let .screen(name, from) = event.kind, name == "home", from == "thanks" {
            kiosk.reset()
        }
    }
}
