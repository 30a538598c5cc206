import XCTest
import ParkingMeterApp

/// The price on numbers: the same answers as `price` in examples/parking-controller.py (its
/// doctests), so the Swift meter charges what the screen file's controller charges.
@MainActor
final class TariffTests: XCTestCase {
    private let tariff = Tariff.standard

    func testTheControllersPricesForTheSameChoices() async throws {
        XCTAssertEqual(tariff.price(zone: "Zone A", minutes: 120), "€4.00")
        XCTAssertEqual(tariff.price(zone: "Zone A", minutes: 60), "€2.00")
        XCTAssertEqual(tariff.price(zone: "Zone B", minutes: 90), "€2.25")
        XCTAssertEqual(tariff.price(zone: "Zone B", minutes: 60), "€1.50")
        XCTAssertEqual(tariff.price(zone: "Zone C", minutes: 240), "€4.00")
    }

    func testAHalfCentRoundsUp() async throws {
        XCTAssertEqual(tariff.cents(zone: "Zone B", minutes: 15), 38, "1.50 × 15 / 60 = 37.5 cents")
        XCTAssertEqual(tariff.price(zone: "Zone B", minutes: 15), "€0.38")
        XCTAssertEqual(tariff.cents(zone: "Zone C", minutes: 15), 25)
        XCTAssertEqual(tariff.cents(zone: "Zone A", minutes: 2.55), 9,
                       "8.5 cents in decimal, as Python's Decimal has it; binary floating point would make it 8.4999… → 8")
    }

    func testAZoneWithoutARateHasNoPrice() async throws {
        XCTAssertNil(tariff.cents(zone: "Zone D", minutes: 60))
        XCTAssertNil(tariff.price(zone: "zone a", minutes: 60), "zones are matched exactly, as the picker writes them")
    }

    func testTheZonesAreThePickersOptionsInOrder() async throws {
        XCTAssertEqual(tariff.zones, ["Zone A", "Zone B", "Zone C"])
    }

    func testAmountsAndDurationsAreWrittenAsTheControllerWritesThem() async throws {
        XCTAssertEqual(MeterText.euros(400), "€4.00")
        XCTAssertEqual(MeterText.euros(38), "€0.38")
        XCTAssertEqual(MeterText.euros(1205), "€12.05")
        XCTAssertEqual(MeterText.minutes(60), "60")
        XCTAssertEqual(MeterText.minutes(90.0), "90")
        XCTAssertEqual(MeterText.minutes(7.5), "7.5")
    }
}
