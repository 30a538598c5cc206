// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "KioskUI",
    products: [
        .library(name: "KioskUI", targets: ["KioskUI"]),
        .executable(name: "kiosk", targets: ["kiosk"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // SDL2, SDL2_ttf, SDL2_image and fontconfig: a module map and a shim header, nothing else.
        .systemLibrary(name: "CSDL", path: "Sources/CSDL"),
        // libyaml's parser: screen files in YAML (and JSON, a subset of YAML), with line numbers
        // for error messages (Screen/YAMLComposer.swift). Debian: libyaml-dev, libyaml-0-2.
        .systemLibrary(name: "CYAML", path: "Sources/CYAML"),
        .target(
            name: "KioskUI",
            dependencies: [
                "CSDL",
                "CYAML",
                // The run options (RunArguments), shared by `kiosk run` and an app's own executable.
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "kiosk",
            dependencies: [
                "KioskUI",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .testTarget(
            name: "KioskUITests",
            dependencies: ["KioskUI"],
            // Reference screenshots, read by path (Golden.swift), not bundled.
            exclude: ["Goldens"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
