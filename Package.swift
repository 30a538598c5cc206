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
        // The bare-panel driver (--driver fb, Sources/KioskUI/SDL/FB/): libdrm and xkbcommon linked (libSDL2
        // loads both already), libinput and libudev headers only (dlopened when fb starts).
        // Debian: libdrm-dev, libxkbcommon-dev, libinput-dev, libudev-dev.
        .systemLibrary(name: "CFB", path: "Sources/CFB", pkgConfig: "libdrm"),
        .target(
            name: "KioskUI",
            dependencies: [
                "CSDL",
                "CYAML",
                "CFB",
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
            swiftSettings: [.swiftLanguageMode(.v6)],
            // Release builds link with the toolchain's lld and pack the binary's ~100,000 relative
            // relocations (DT_RELR, glibc >= 2.36): the loader no longer reads 1 MB of them, 1.2 MiB
            // less resident memory (docs/performance.md, "Footprint"). Only this executable: the
            // KioskUI library an app depends on has no such flags.
            linkerSettings: [
                .unsafeFlags(["-use-ld=lld", "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs"],
                             .when(platforms: [.linux], configuration: .release)),
            ]
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
