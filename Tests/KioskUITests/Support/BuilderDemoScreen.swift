import Foundation
import KioskUI   // deliberately not @testable: BuilderTests type-checks this file against the public API alone

/// `assets/screens/demo.yaml` written with the public Swift API, field for field. BuilderTests
/// checks that it lays out exactly like the file, in every language, and compiles this file on its
/// own against the built KioskUI module (no `@testable`), so everything it uses is public.
enum BuilderDemoScreen {
    /// `assets/screens`, where the demo's translations are: the same `.po` files the file reads. Found
    /// from this file's path (Tests/KioskUITests/Support/, four folders down), not by TestFiles: this
    /// file is type-checked alone against the public API (BuilderPublicAPITests).
    static let screensFolder = #filePath.split(separator: "/").dropLast(4).map { "/" + $0 }.joined() + "/assets/screens"

    static func make(screens folder: String = screensFolder) -> KUI.App {
        let codes = ["en", "de", "ar", "hi"]
        var translations: [String: [String: String]] = [:]
        for code in codes.dropFirst() { translations[code] = (try? KUI.Languages.poFile("\(folder)/demo.\(code).po")) ?? [:] }
        return KUI.App(theme: KUI.Theme(background: KUI.Color(hex: 0xF4F5F7), accent: KUI.Color(hex: 0x1565C0),
                                            cornerRadius: 10, font: "DejaVu Sans", fontSize: 20),
                           languages: KUI.Languages(codes, digits: ["ar": .arabicIndic], translations: translations)) {
            KUI.Pages(id: "pages") {
                KUI.Page("Home", id: "home") {
                    KUI.Scroll(id: "home-scroll") { home() }
                }
                KUI.Page("Settings", id: "settings") {
                    KUI.Scroll(id: "settings-scroll") { settings() }
                }
                KUI.Page("About", id: "about") {
                    KUI.Scroll { about() }
                }
                KUI.Page("Controls", id: "controls") {
                    KUI.Scroll(id: "controls-scroll") { controls(screens: folder) }
                }
                KUI.Page("Text", id: "text") {
                    KUI.Scroll(id: "text-scroll") { text() }
                }
            }
        }
    }

    static func home() -> KUI.Column {
        KUI.Column(spacing: 16, align: .fill, padding: 24) {
            KUI.EqualRow(id: "actions", spacing: 12) {
                KUI.Button("Start", id: "start", style: .primary)
                KUI.Button("Pause", id: "pause")
                KUI.Button("Stop", id: "stop")
            }
            KUI.Row {
                KUI.Picker(id: "period", options: ["Day", "Week", "Month"]).accessibilityLabel("Period")
                KUI.Spacer()
            }
            KUI.Ruler(id: "amount", min: 0, max: 100, step: 1, majorEvery: 10, value: 40).accessibilityLabel("Amount")
            KUI.Flow(id: "chips", itemSpacing: 8, rowSpacing: 8) {
                for i in 1...30 {
                    KUI.Button("Chip \(i < 10 ? "0" : "")\(i)", style: .chip)
                }
            }
            KUI.Spacer()
        }
    }

    static func settings() -> KUI.Column {
        func row(_ label: String, _ action: String, id: String, language: String? = nil) -> KUI.Row {
            KUI.Row(spacing: 12) {
                KUI.Label(label, wrap: true)
                KUI.Spacer()
                KUI.Button(action, id: id, language: language).widthGroup("settings-actions")
            }
        }
        return KUI.Column(spacing: 16, align: .fill, padding: 24) {
            row("Network", "Configure", id: "network")
            row("Screen brightness", "Adjust", id: "brightness")
            row("Language", "Change language", id: "language", language: "menu")
            KUI.Row {
                KUI.Picker(id: "receipt", options: ["Print receipt", "Email receipt", "No receipt"])
                    .accessibilityLabel("Receipt")
                KUI.Spacer()
            }
            KUI.Ruler(id: "temperature", min: 16, max: 30, step: 0.5, majorEvery: 4, value: 21).accessibilityLabel("Temperature")
            KUI.Spacer()
        }
    }

    static func about() -> KUI.Column {
        KUI.Column(spacing: 12, align: .fill, padding: 24) {
            KUI.Label("KioskUI", style: .title)
            KUI.Label("A touch-first widget runtime for kiosks and embedded panels. Every control works by touch, "
                      + "mouse, keyboard and gamepad, adapts to the width it gets and to the font scale, and can be "
                      + "driven by scripts for testing.", id: "about-text", wrap: true)
            KUI.Spacer()
        }
    }

    /// The pictures are the screen file's (`img/` beside it); in Swift a path is the app's own to
    /// give. Continue follows the checkbox in the file; here, with no state, it is drawn disabled.
    static func controls(screens folder: String) -> KUI.Column {
        KUI.Column(spacing: 16, align: .fill, padding: 24) {
            KUI.Row(spacing: 16) {
                KUI.Image(file: folder + "/img/kioskui-logo.svg", id: "logo").accessibilityLabel("KioskUI logo").flex(1)
                KUI.QR("https://example.com/kioskui", id: "site").accessibilityLabel("Our website")
            }
            KUI.Switch("Sound", id: "sound", isOn: true)
            KUI.Label("Tickets", style: .caption)
            KUI.Row {
                KUI.Stepper(id: "tickets", label: "Tickets", in: 1...10, value: 1)
                KUI.Spacer()
            }
            KUI.Label("Volume", style: .caption)
            KUI.Slider(id: "volume", label: "Volume", in: 0...100, step: 5, value: 60)
            KUI.Progress(id: "reading", value: 0.4, showsValue: true).accessibilityLabel("Reading card")
            KUI.Checkbox("I accept the terms", id: "terms", required: true)
            KUI.EqualRow(id: "controls-actions", spacing: 12) {
                KUI.Button("Help", id: "help").icon("help")
                KUI.Button("Continue", id: "continue", style: .primary, enabled: false).icon("check")
            }
            KUI.Spacer()
        }
    }

    /// A text field of every kind; the greeting follows the name as it is typed (live text).
    static func text() -> KUI.Column {
        KUI.Column(spacing: 16, align: .fill, padding: 24) {
            KUI.Label("Hello, {name}", id: "greeting", wrap: true)
            KUI.TextField(id: "name", placeholder: "Your name", input: .name, maxLength: 40)
            KUI.TextField(id: "message", placeholder: "Message", input: .text, maxLength: 80)
            KUI.TextField(id: "email", placeholder: "Email address", input: .email, maxLength: 80,
                          pattern: "[^@]+@[^@]+[.][^@]+", patternHint: "An address like name@example.com")
            KUI.TextField(id: "quantity", placeholder: "Quantity", input: .number, maxLength: 6)
            KUI.TextField(id: "pin", placeholder: "PIN", input: .pin, maxLength: 4, secure: true)
            KUI.TextField(id: "plate", placeholder: "Licence plate", input: .plate, maxLength: 10)
            KUI.TextField(id: "phone", placeholder: "Phone number", input: .phone, maxLength: 20)
            KUI.Spacer()
        }
    }

    /// A `layout` answer of this demo with its picture's path as the file writes it: the file says
    /// `img/…` (relative to itself), Swift names the same file by its whole path.
    static func asTheFileWritesIt(_ layout: String) -> String {
        layout.replacingOccurrences(of: "\"file\":\"" + screensFolder + "/", with: "\"file\":\"")
    }
}
