import Foundation
import KioskUI

/// The meter's screens: `home` (plate, zone, minutes, summary, price, Rates and Pay), `help` (the
/// rates and the recent sessions)
/// and `thanks` (back home by itself), as assets/screens/parking-meter.yaml lays them out, widget
/// for widget and id for id (`ScreenFileParityTests` compares the two).
extension ParkingMeter {
    /// How long `thanks` stays before it returns home by itself.
    static let thanksSeconds = 10.0

    /// All three, starting on `home`; a minute without a touch and the meter starts over.
    func makeScreen() -> KUI.App {
        KUI.App(theme: ParkingMeter.theme, start: "home", idleTimeout: 60) {
            KUI.Screen("home") { home }
            KUI.Screen("help") { help }
            KUI.Screen("thanks", after: KUI.After(seconds: ParkingMeter.thanksSeconds, goto: .screen("home"))) { thanks }
        }
    }

    private var home: KUI.Column {
        // Tight enough that Pay is on an 800×480 panel without scrolling, with the plate field.
        panel(spacing: 4, padding: KUI.Insets(vertical: 16, horizontal: 24)) {
            // The operator's logo beside the title, in its own colours and as tall as the title's line.
            KUI.Label("Parking", style: .title, wrap: true, align: .center).icon(ParkingMeter.logoFile, tint: false)
            KUI.Label("Market Street", id: "street", style: .caption, wrap: true, align: .center)
            // The licence plate, on the plate pad; Pay and the keyboard's Done want one that matches.
            KUI.TextField(id: "plate", text: plate, placeholder: "Licence plate", input: .plate, maxLength: 10,
                          pattern: ParkingMeter.platePattern, patternHint: "Letters and digits, as on the plate: AB 123")
            KUI.Row {
                KUI.Spacer()
                KUI.Picker(id: "zone", options: tariff.zones, selection: zone).accessibilityLabel("Parking zone")
                KUI.Spacer()
            }
            KUI.Ruler(id: "minutes", min: 15, max: 240, step: 15, majorEvery: 4, value: minutes).accessibilityLabel("Minutes")
            KUI.Row(spacing: 16) {
                // Computed from the states, again each time one of them changes.
                KUI.Label(id: "summary", style: .bold, wrap: true) { [unowned self] in summary }.flex(1)
                KUI.Label(id: "price", style: .title, align: .end) { [unowned self] in price }
            }
            KUI.Spacer()
            KUI.EqualRow(id: "actions", spacing: 16, stretch: true) {
                KUI.Button("Rates", id: "help", goto: .screen("help"))
                KUI.Button("Pay", id: "pay", style: .primary) { [unowned self] in pay() }
            }
        }
    }

    private var help: KUI.Column {
        // Tighter than the other screens, so the rates, the recent sessions and Back fit 800×480.
        panel(spacing: 6, padding: KUI.Insets(vertical: 16, horizontal: 24)) {
            KUI.Label("Rates", style: .title, wrap: true)
            for rate in tariff.rates {
                KUI.Label("\(rate.zone)  \(MeterText.euros(rate.centsPerHour)) an hour", wrap: true)
            }
            KUI.Label("Monday to Saturday 8:00–20:00. Sundays and public holidays are free. The first 15 minutes "
                      + "are free once a day with a resident permit.", id: "rules", style: .caption, wrap: true)
            // The stays paid here, newest first: the plate, then "Zone B · 60 min · €1.50".
            KUI.Label("Recent sessions at this meter", style: .bold, wrap: true)
            KUI.List(id: "recent", items: recent, selection: .none, emptyText: "No sessions yet") { item in
                KUI.Row(spacing: 12) {
                    KUI.Label(item.plate, style: .bold, wrap: true).flex(1)
                    KUI.Label("\(item.zone) · \(item.minutes) · \(item.price)", wrap: true, align: .end).flex(1)
                }
            }.accessibilityLabel("Recent sessions").flex(1)
            KUI.EqualRow(stretch: true) {
                KUI.Button("Back", id: "back", style: .primary, goto: .back)
            }
        }
    }

    private var thanks: KUI.Column {
        panel(spacing: 16) {
            KUI.Spacer()
            KUI.Label("Thank you!", style: .title, wrap: true, align: .center)
            // A live text of the controls' values, as the file writes it (it needs no id).
            KUI.Label("Your ticket: {minutes} min in {zone}.", wrap: true, align: .center)
            // The receipt to take away, at most 150 px so Done still fits an 800×480 panel.
            KUI.Row(spacing: 16) {
                KUI.Spacer()
                KUI.Frame(maxWidth: 150, maxHeight: 150) {
                    KUI.QR("https://example.com/parking/receipt?minutes={minutes}", id: "receipt")
                        .accessibilityLabel("Your receipt")
                }
                KUI.Label("Scan for your receipt", style: .caption, wrap: true)
                KUI.Spacer()
            }
            KUI.Label("This screen returns to the start in \(Int(ParkingMeter.thanksSeconds)) seconds.",
                      style: .caption, wrap: true, align: .center)
            KUI.Spacer()
            KUI.EqualRow(stretch: true) {
                KUI.Button("Done", id: "done", style: .primary, goto: .screen("home"))
            }
        }
    }

    /// The operator's logo: the one the screen file shows (assets/screens/img), found from this
    /// source file's place in the repository, as the example runs from it.
    static let logoFile = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../../../assets/screens/img/parking-logo.svg").standardized.path

    /// A screen's content at a readable width, centred on a wide panel.
    private func panel(spacing: Double, padding: KUI.Insets = 24, @KUI.ChildrenBuilder _ children: () -> [KUI.Node]) -> KUI.Column {
        KUI.Column {
            KUI.Frame(maxWidth: 960) {
                KUI.Column(spacing: spacing, align: .fill, padding: padding, children: children)
            }.flex(1)
        }
    }
}
