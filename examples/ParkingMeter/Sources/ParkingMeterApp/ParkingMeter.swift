import KioskUI

/// The parking meter of assets/screens/parking-meter.yaml written in Swift: the same three screens
/// with the same ids, its licence plate, zone and minutes held in `KioskState`s that the text
/// field, the picker and the ruler are bound to, the price computed here rather than by a
/// controller on the socket, and that controller's conversation (docs/app.md) as callbacks: Pay
/// (or the plate's Enter, the keyboard's Done) asks in a dialog naming the plate — without a valid
/// plate it puts focus on the field, so the keyboard comes up —, the answer Pay charges, shows
/// `thanks` and puts the stay at the top of the Rates screen's recent sessions, and coming home
/// from `thanks` starts over for the next customer.
///
/// ```swift
/// let meter = ParkingMeter()
/// Kiosk.main(meter.screen, controller: meter.kiosk)
/// ```
@MainActor
public final class ParkingMeter {
    /// A stay the customer paid for.
    public struct Ticket: Equatable, Sendable {
        public let plate: String
        public let zone: String
        public let minutes: Double
        public let cents: Int

        public init(plate: String, zone: String, minutes: Double, cents: Int) {
            self.plate = plate
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
    /// The licence plate typed: the `plate` field's text, both ways.
    public let plate = KioskState("")
    /// The stays paid at this meter as the `recent` list shows them, newest first, at most
    /// `recentMax`: plate, zone, minutes ("60 min") and price.
    public let recent = KioskState<[KUI.Item]>([])
    /// What a stay costs in each zone.
    public let tariff: Tariff
    /// How many stays the `recent` list shows.
    public static let recentMax = 10

    /// The `plate` field's `pattern`, as the screen file writes it: groups of capitals, Arabic
    /// letters and digits split by one space or '-', with a digit somewhere ("AB 123", "M-AB 1234",
    /// "MH 12 AB 1234", "12 أ ب"). glibc refuses ranges of letters outside ASCII, so they are listed.
    public static let platePattern = "([A-Z0-9ابتثجحخدذرزسشصضطظعغفقكلمنهويأإآءؤئةى٠١٢٣٤٥٦٧٨٩]+[ -])*[A-Z0-9ابتثجحخدذرزسشصضطظعغفقكلمنهويأإآءؤئةى٠١٢٣٤٥٦٧٨٩]*[0-9٠١٢٣٤٥٦٧٨٩][A-Z0-9ابتثجحخدذرزسشصضطظعغفقكلمنهويأإآءؤئةى٠١٢٣٤٥٦٧٨٩]*([ -][A-Z0-9ابتثجحخدذرزسشصضطظعغفقكلمنهويأإآءؤئةى٠١٢٣٤٥٦٧٨٩]+)*"

    /// Whether `plate` is one the field would submit: `platePattern` matching all of it, as the
    /// field's POSIX regular expression does.
    public static func isValidPlate(_ plate: String) -> Bool {
        guard !plate.isEmpty, let regex = try? Regex(platePattern) else { return false }
        return (try? regex.wholeMatch(in: plate)) != nil
    }

    /// The stays paid, oldest first (a real meter would hand each to its payment terminal).
    public private(set) var tickets: [Ticket] = []

    /// The meter's screens (`ParkingMeter+Screens`), made once: show them with `Kiosk.run`.
    public private(set) lazy var screen = makeScreen()

    public init(tariff: Tariff = .standard) {
        self.tariff = tariff
        kiosk.onEvent(.screen, .submit) { [weak self] event in self?.heard(event) }
    }

    /// The price of the zone and minutes now: "€1.50" (empty for a zone the tariff has no rate for).
    public var price: String { tariff.price(zone: zone.value, minutes: minutes.value) ?? "" }

    /// The choice in words: "60 min in Zone B".
    public var summary: String { "\(MeterText.minutes(minutes.value)) min in \(zone.value)" }

    /// Pay was tapped (or the plate submitted): with a valid plate asks "Pay €1.50 for 60 min for
    /// AB 123?"; the answer Pay charges that price for that stay, puts it at the top of `recent` and
    /// shows `thanks`, Cancel leaves the customer on `home` as they were. Without a valid plate it
    /// puts focus on the `plate` field, so the keyboard comes up.
    func pay() {
        let (p, z, m) = (plate.value, zone.value, minutes.value)
        guard let cents = tariff.cents(zone: z, minutes: m) else { return }
        guard ParkingMeter.isValidPlate(p) else {
            kiosk.focus("plate")
            return
        }
        let ticket = Ticket(plate: p, zone: z, minutes: m, cents: cents)
        kiosk.dialog("pay-ok", title: "Pay \(MeterText.euros(cents)) for \(MeterText.minutes(m)) min for \(p)?",
                     buttons: ["Cancel", "Pay"]) { [weak self] button, _ in
            guard let self, button == "Pay" else { return }
            tickets.append(ticket)
            let item = KUI.Item(key: "s\(tickets.count)", ["plate": p, "zone": z, "minutes": "\(MeterText.minutes(m)) min",
                                                           "price": MeterText.euros(cents)])
            recent.value = [item] + recent.value.prefix(ParkingMeter.recentMax - 1)
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
        // The plate's Enter or the keyboard's Done (the field sends `submit` only for a text its
        // pattern matches): as Pay. The binding has put the text into `plate` already.
        if case .submit = event.kind, event.id == "plate" {
            pay()
        }
    }
}
