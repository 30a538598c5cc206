/// The two built-in service screens, written with the Swift builders (`KUI`) and decoded as any
/// screen is: the PIN entry (a secure field and the on-screen keyboard) and the diagnostics.
/// Their ids all start with `service-`; their words are `ServiceWords`'.
@MainActor
enum ServiceScreens {
    /// Ids of the controls the service mode listens to.
    static let pinField = "service-pin", message = "service-message", cancel = "service-cancel"
    static let leave = "service-leave", restart = "service-restart", touchSlot = "service-touch"

    /// What the diagnostics screen lists, each a heading and its lines.
    struct Facts {
        var version: String
        var panel: String
        var addresses: [String]
        var kioskUp: Double
        var systemUp: Double
        var driver: String
        var size: Size
        var rotation: Int
        /// The broker's state: nil without `--mqtt`.
        var broker: String?
        var warnings: [String]

        /// The rows shown, in order: heading (English, translated when shown) and value lines.
        func rows(language: String) -> [(String, String)] {
            let none = ServiceWords.text("none", in: language)
            var r: [(String, String)] = [
                ("Version", version),
                ("Panel", panel),
                ("IP addresses", addresses.isEmpty ? none : addresses.joined(separator: "\n")),
                ("Kiosk up", Facts.duration(kioskUp)),
                ("System up", Facts.duration(systemUp)),
                ("Driver", driver),
                ("Size and rotation", "\(Int(size.width))×\(Int(size.height)), \(rotation)°"),
            ]
            if let broker { r.append(("Broker", broker)) }
            r.append(("Last warnings", warnings.isEmpty ? none : warnings.reversed().joined(separator: "\n")))
            return r
        }

        /// `3 d 04:05:06`, `04:05:06`: days, hours, minutes and seconds.
        static func duration(_ seconds: Double) -> String {
            let s = max(0, Int(seconds))
            let hms = "\(two(s / 3600 % 24)):\(two(s / 60 % 60)):\(two(s % 60))"
            return s >= 86400 ? "\(s / 86400) d \(hms)" : hms
        }

        private static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
    }

    /// The PIN entry in `language`.
    static func pinScreen(language: String) -> KUI.App {
        app(language: language) {
            KUI.Scroll {
                // Short, so the field and Cancel show above the keyboard on any panel; the
                // keyboard's Done (Enter, Start) checks the PIN. The heading says what went wrong.
                KUI.Column(spacing: 12, align: .fill, padding: 16) {
                    KUI.Label("Enter the service PIN", id: message, style: .bold, wrap: true)
                    KUI.Row(spacing: 12) {
                        KUI.TextField(id: pinField, placeholder: "PIN", input: .pin, maxLength: ServicePIN.lengths.upperBound, secure: true)
                            .flex(1)
                        KUI.Button("Cancel", id: cancel)
                    }
                }
            }
        }
    }

    /// The diagnostics screen in `language`, showing `facts`; the touch test goes into the
    /// frame `touchSlot` (`ServiceMode` puts a `TouchTestPad` there).
    static func diagnosticsScreen(_ facts: Facts, language: String) -> KUI.App {
        app(language: language) {
            KUI.Scroll {
                KUI.Column(spacing: 8, align: .fill, padding: 24) {
                    KUI.Label("Service", style: .title)
                    // First, where they show without scrolling on any panel.
                    KUI.EqualRow(spacing: 12) {
                        KUI.Button("Leave", id: leave, style: .primary)
                        KUI.Button("Restart kiosk", id: restart)
                    }
                    for (heading, value) in facts.rows(language: language) {
                        KUI.Flow(itemSpacing: 16, rowSpacing: 0) {
                            KUI.Label(heading, style: .bold)
                            // Addresses, numbers and messages read left to right in Arabic too,
                            // on the heading's side.
                            KUI.Label(value, wrap: true, align: language == "ar" ? .end : .start, direction: .ltr)
                        }
                    }
                    KUI.Label("Touch test: draw here", style: .bold, wrap: true)
                    KUI.Frame(id: touchSlot) { KUI.Spacer() }
                }
            }
        }
    }

    /// A screen with the service words in English and Arabic, starting in `language`.
    private static func app(language: String, @KUI.ContentBuilder root: () -> KUI.Node) -> KUI.App {
        KUI.App(languages: KUI.Languages(ServiceWords.languages, translations: ["ar": ServiceWords.arabic]), root: root)
    }
}
