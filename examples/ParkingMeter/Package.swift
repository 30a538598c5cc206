// swift-tools-version:6.0
// The parking meter of assets/screens/parking-meter.yaml and examples/parking-controller.py as
// one Swift app on KioskUI (docs/swift.md):
//
//     swift run parking-meter --size 800x480
//     swift run parking-meter --driver headless --replay pay.jsonl --events -
import PackageDescription

let package = Package(
    name: "ParkingMeter",
    products: [
        .executable(name: "parking-meter", targets: ["parking-meter"]),
    ],
    dependencies: [
        // KioskUI from this repository; elsewhere `.package(url: "…/KioskUI.git", branch: "main")`.
        .package(name: "KioskUI", path: "../.."),
    ],
    targets: [
        // The screens, the states, the pricing and the reactions: a library, so the tests import it.
        .target(name: "ParkingMeterApp", dependencies: ["KioskUI"]),
        // The executable: `kiosk run`'s options, then the meter.
        .executableTarget(name: "parking-meter", dependencies: ["ParkingMeterApp", "KioskUI"]),
        .testTarget(name: "ParkingMeterTests", dependencies: ["ParkingMeterApp", "KioskUI"]),
    ],
    swiftLanguageModes: [.v6]
)
