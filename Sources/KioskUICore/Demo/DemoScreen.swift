/// The built-in demo: every control the toolkit has, on five pages, as a kiosk integrator would
/// first see them. It is also the reference scene of the benchmark (docs/performance.md).
///
/// - Home: three equal-width buttons (Start, Pause, Stop), a segmented picker, a ruler 0…100 with
///   a number every 10, and a flow of 30 chips that rewraps with the width.
/// - Settings: rows whose trailing buttons share one width (the column form of the equal-width
///   group), a picker with long labels that turns compact early, and a fractional ruler.
/// - About: wrapped text.
/// - Controls: a picture and a QR code, a switch, a stepper, a slider, a progress bar, a checkbox
///   and buttons with icons (Continue is enabled by the checkbox once a `KioskApp` runs the file;
///   here it is only drawn disabled).
/// - Text: a text field of every kind (name, text, email with a pattern, number, a secure PIN,
///   plate, phone) under a greeting that shows the name (live text once a `KioskApp` runs the
///   file; here the name is empty).
@MainActor
package enum DemoScreen {
    package static func make() -> Widget {
        let pages = SegmentedPages(id: "pages", pages: [
            Page(id: "home", title: "Home", content: ScrollView(id: "home-scroll", home())),
            Page(id: "settings", title: "Settings", content: ScrollView(id: "settings-scroll", settings())),
            Page(id: "about", title: "About", content: ScrollView(about())),
            Page(id: "controls", title: "Controls", content: ScrollView(id: "controls-scroll", controls())),
            Page(id: "text", title: "Text", content: ScrollView(id: "text-scroll", text())),
        ])
        return pages
    }

    private static func home() -> Widget {
        let chips = (1...30).map { Button(title: String(printf: "Chip %02ld", $0), style: .chip) }
        return Stack(.vertical, spacing: 16, alignment: .fill, padding: Insets(all: 24), children: [
            EqualWidthRow(spacing: 12, id: "actions", children: [
                Button(id: "start", title: "Start", style: .primary),
                Button(id: "pause", title: "Pause"),
                Button(id: "stop", title: "Stop"),
            ]),
            Stack(.horizontal, children: [SegmentedPicker(id: "period", options: ["Day", "Week", "Month"]).named("Period"), Spacer()]),
            RulerWheel(id: "amount", scale: try! RulerScale(min: 0, max: 100, step: 1, majorEvery: 10), value: 40).named("Amount"),
            Flow(itemSpacing: 8, rowSpacing: 8, id: "chips", children: chips),
            Spacer(),
        ])
    }

    private static func settings() -> Widget {
        func row(_ label: String, _ action: String, id: String) -> Widget {
            Stack(.horizontal, spacing: 12, children: [
                Label(label, lines: .wrap(maxLines: nil)), Spacer(),
                EqualWidthMember(group: "settings-actions", Button(id: id, title: action)),
            ])
        }
        return Stack(.vertical, spacing: 16, alignment: .fill, padding: Insets(all: 24), children: [
            row("Network", "Configure", id: "network"),
            row("Screen brightness", "Adjust", id: "brightness"),
            row("Language", "Change language", id: "language"),
            Stack(.horizontal, children: [SegmentedPicker(id: "receipt", options: ["Print receipt", "Email receipt", "No receipt"])
                .named("Receipt"), Spacer()]),
            RulerWheel(id: "temperature", scale: try! RulerScale(min: 16, max: 30, step: 0.5, majorEvery: 4), value: 21)
                .named("Temperature"),
            Spacer(),
        ])
    }

    private static func about() -> Widget {
        Stack(.vertical, spacing: 12, alignment: .fill, padding: Insets(all: 24), children: [
            Label("KioskUI", style: .title),
            Label("A touch-first widget runtime for kiosks and embedded panels. Every control works by touch, "
                  + "mouse, keyboard and gamepad, adapts to the width it gets and to the font scale, and can be "
                  + "driven by scripts for testing.", lines: .wrap(maxLines: nil), id: "about-text"),
            Spacer(),
        ])
    }

    private static func controls() -> Widget {
        // The files the screen file names, found where the demo's file is (or left blank).
        let folder = DemoScreenFile.locate().map { String($0[..<($0.lastIndex(of: "/") ?? $0.startIndex)]) } ?? "."
        func header(_ path: String?) -> ImageHeader {
            path.flatMap { try? ImageHeader.read(path: $0) } ?? ImageHeader(format: .png, width: 1, height: 1)
        }
        func icon(_ name: String) -> Icon? {
            IconLibrary.locate(name).map { Icon(path: $0, written: name, header: header($0)) }
        }
        let logoPath = folder + "/img/kioskui-logo.svg"
        let logo = ImageView(path: logoPath, written: "img/kioskui-logo.svg", header: header(logoPath), baseFile: folder + "/demo.yaml",
                             id: "logo").named("KioskUI logo")
        logo.flex = 1
        let tickets = Label("Tickets", style: .caption)
        let help = Button(id: "help", title: "Help")
        help.icon = icon("help")
        let next = Button(id: "continue", title: "Continue", style: .primary, isEnabled: false)
        next.icon = icon("check")
        return Stack(.vertical, spacing: 16, alignment: .fill, padding: Insets(all: 24), children: [
            Stack(.horizontal, spacing: 16, children: [logo, (try! QRCode("https://example.com/kioskui", id: "site")).named("Our website")]),
            Toggle(id: "sound", kind: .switch, title: "Sound", isOn: true),
            tickets,
            Stack(.horizontal, children: [
                Stepper(id: "tickets", scale: try! RulerScale(min: 1, max: 10, step: 1, majorEvery: 1), value: 1).named("Tickets"), Spacer(),
            ]),
            Label("Volume", style: .caption),
            Slider(id: "volume", scale: try! RulerScale(min: 0, max: 100, step: 5, majorEvery: 1), value: 60).named("Volume"),
            ProgressBar(value: 0.4, showsValue: true, id: "reading").named("Reading card"),
            Toggle(id: "terms", kind: .checkbox, title: "I accept the terms", isRequired: true),
            EqualWidthRow(spacing: 12, id: "controls-actions", children: [help, next]),
            Spacer(),
        ])
    }

    private static func text() -> Widget {
        Stack(.vertical, spacing: 16, alignment: .fill, padding: Insets(all: 24), children: [
            Label("Hello, ", lines: .wrap(maxLines: nil), id: "greeting"),
            TextField(id: "name", placeholder: "Your name", kind: .name, maxLength: 40),
            TextField(id: "message", placeholder: "Message", kind: .text, maxLength: 80),
            TextField(id: "email", placeholder: "Email address", kind: .email, maxLength: 80,
                      pattern: try! TextPattern("[^@]+@[^@]+[.][^@]+"), patternHint: "An address like name@example.com"),
            TextField(id: "quantity", placeholder: "Quantity", kind: .number, maxLength: 6),
            TextField(id: "pin", placeholder: "PIN", kind: .pin, maxLength: 4, secure: true),
            TextField(id: "plate", placeholder: "Licence plate", kind: .plate, maxLength: 10),
            TextField(id: "phone", placeholder: "Phone number", kind: .phone, maxLength: 20),
            Spacer(),
        ])
    }
}
