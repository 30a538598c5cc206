// swift-tools-version:6.0
import PackageDescription

/// This manifest's folder, ending in "/": the linker runs elsewhere, so files it reads are named
/// by their whole path.
let packageFolder = String(#filePath.dropLast("Package.swift".count))

let package = Package(
    name: "KioskUI",
    products: [
        .library(name: "KioskUI", targets: ["KioskUI"]),
        .executable(name: "kiosk", targets: ["kiosk"]),
    ],
    targets: [
        // SDL2, SDL2_ttf, SDL2_image and fontconfig: a module map and a shim header, nothing else.
        .systemLibrary(name: "CSDL", path: "Sources/CSDL"),
        // libyaml's parser: screen files in YAML (and JSON, a subset of YAML), with line numbers
        // for error messages (Screen/YAMLComposer.swift). Debian: libyaml-dev, libyaml-0-2.
        .systemLibrary(name: "CYAML", path: "Sources/CYAML"),
        // The bare-panel driver (--driver fb, Sources/KioskUISDL/FB/): libdrm and xkbcommon linked (libSDL2
        // loads both already), libinput and libudev headers only (dlopened when fb starts).
        // Debian: libdrm-dev, libxkbcommon-dev, libinput-dev, libudev-dev.
        .systemLibrary(name: "CFB", path: "Sources/CFB", pkgConfig: "libdrm"),
        // GNU FriBidi: the Unicode Bidirectional Algorithm (UAX #9, paired brackets included) that
        // orders mixed-direction text (Localization/Bidi.swift). Debian: libfribidi-dev, libfribidi0.
        .systemLibrary(name: "CFriBidi", path: "Sources/CFriBidi", pkgConfig: "fribidi"),
        // libunibreak: where a line may break (UAX #14: after a hyphen or a slash, between CJK
        // characters; Layout/LineBreaks.swift). Debian: libunibreak-dev, libunibreak1 (12).
        .systemLibrary(name: "CUnibreak", path: "Sources/CUnibreak", pkgConfig: "libunibreak"),
        // libqrencode: the `qr` control's modules (Widgets/QR/QRMatrix.swift). Linked, not dlopened: the
        // library is 56 KB and needs only libc (no libpng), so start-up hardly notices it, and
        // dpkg-shlibdeps puts libqrencode4 in the package's Depends by itself. Debian: libqrencode-dev.
        .systemLibrary(name: "CQREncode", path: "Sources/CQREncode", pkgConfig: "libqrencode"),
        // The few Linux calls Swift's Glibc module does not import (prctl's PR_SET_PDEATHSIG,
        // pipe2, close_range, syncfs), as inline functions for System/ForkedWork.swift and
        // System/FileSystem+Links.swift. Nothing linked.
        .systemLibrary(name: "CSystem", path: "Sources/CSystem"),
        // libmosquitto's header: the MQTT client of `kiosk run --mqtt` and `kiosk fleet` (Fleet/MQTT/).
        // Opened with dlopen when a run needs a broker, not linked (it brings OpenSSL: 3 ms and 2.2 MiB
        // on every start), so scripts/package.sh adds libmosquitto1 to Depends. Debian: libmosquitto-dev.
        .systemLibrary(name: "CMosquitto", path: "Sources/CMosquitto"),
        // libsodium: Ed25519 signatures of content bundles (Fleet/Bundle/Ed25519.swift), from a well-kept
        // library rather than crypto of our own. Linked; dpkg-shlibdeps puts libsodium23 in the package's
        // Depends. Debian: libsodium-dev, libsodium23.
        .systemLibrary(name: "CSodium", path: "Sources/CSodium", pkgConfig: "libsodium"),
        // The library without a display system: widgets, layout, scene, scripting, the app model,
        // the Swift builders and the run's assembly (`Kiosk.run` given a `DisplayProvider`). It
        // cannot import CSDL or CFB: it does not depend on them.
        .target(
            name: "KioskUICore",
            dependencies: [
                "CYAML",
                // Text: bidi levels (FriBidi) and line-break opportunities (libunibreak).
                "CFriBidi",
                "CUnibreak",
                "CQREncode",
                // System/ForkedWork: a child's parent-death signal, closing its descriptors.
                "CSystem",
                // Fleet/MQTT: the broker client.
                "CMosquitto",
                // Fleet/Bundle: signing and verifying content bundles (Ed25519).
                "CSodium",
            ],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The display system: the only target that depends on CSDL (SDL2, SDL2_ttf, fontconfig)
        // and CFB (`--driver fb`, FB/). It fills the core's seams (`DisplayProvider`,
        // `DisplayBackend`, `TextMeasuring`) and names no widget.
        .target(
            name: "KioskUISDL",
            dependencies: ["KioskUICore", "CSDL", "CFB"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // What apps import: the core re-exported, and the entry points that run it on SDL
        // (`Kiosk.run`, `Kiosk.main`, `Kiosk.check`, `Kiosk.checkOptions`; `Kiosk.display`).
        .target(
            name: "KioskUI",
            dependencies: ["KioskUICore", "KioskUISDL"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // `kiosk bench`: the scenarios and their statistics, for the `kiosk` executable only.
        .target(
            name: "KioskBench",
            dependencies: ["KioskUICore", "KioskUISDL"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "kiosk",
            dependencies: ["KioskUI", "KioskBench"],
            swiftSettings: [.swiftLanguageMode(.v6)],
            // Release builds link with the toolchain's lld and pack the binary's ~100,000 relative
            // relocations (DT_RELR, glibc >= 2.36): the loader reads 1 MB less of them, 1.2 MiB
            // less resident memory (docs/performance.md, "What keeps a start small"). They also
            // place first the functions a start runs (packaging/startup-order.txt,
            // scripts/gen-startup-order.sh): the kernel maps 64 KiB around each page touched, and
            // the same code spread over the binary is about 2.4 MiB more resident at the first frame.
            // They link the C++ runtime statically (packaging/link/libstdc++.so is a linker script
            // the toolchain's -lstdc++ finds first): 0.7 MiB less resident, one library fewer. And
            // they export no symbols (the toolchain asks for -export-dynamic; nothing looks ours up
            // by name): 2,550 fewer dynamic symbols the loader hashes past, 0.2 MiB less resident.
            // Built as scripts/build-release.sh builds them (every function in a section of its
            // own), they gather the private functions the order cannot name in one place
            // (packaging/link/private-text.ld).
            // Only this executable: the KioskUI library an app depends on has no such flags.
            linkerSettings: [
                .unsafeFlags(["-use-ld=lld", "-L\(packageFolder)packaging/link",
                              "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                              "-Xlinker", "--symbol-ordering-file=\(packageFolder)packaging/startup-order.txt",
                              "-Xlinker", "--no-warn-symbol-ordering", "-Xlinker", "--no-export-dynamic",
                              "-Xlinker", "-T", "-Xlinker", "\(packageFolder)packaging/link/private-text.ld"],
                             .when(platforms: [.linux], configuration: .release)),
            ]
        ),
        // What both test targets share: running the built `kiosk`, the package's folders, screen
        // files both write. A plain target: it needs nothing of the library (were it to, through
        // `package` access, not @testable, so a release build of every target still builds it).
        .target(
            name: "KioskUITestSupport",
            dependencies: [],
            path: "Tests/KioskUITestSupport",
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Unit tests: no process spawned (layout, widgets driven by simulated input, headless
        // goldens, the SDL executor on the software renderer, fuzzers, the monkey).
        .testTarget(
            name: "KioskUITests",
            dependencies: ["KioskUI", "KioskUICore", "KioskUISDL", "KioskBench", "KioskUITestSupport", "CSDL"],
            // Reference screenshots, read by path (Golden.swift), not bundled.
            exclude: ["Goldens"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Process tests: each spawns something (the kiosk binary, Xvfb, cage, an MQTT broker,
        // dpkg, espeak-ng, the virtual panel of VmBootTests).
        .testTarget(
            name: "KioskUIProcessTests",
            dependencies: ["KioskUI", "KioskUICore", "KioskUISDL", "KioskBench", "KioskUITestSupport", "CSDL"],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
    ]
)
