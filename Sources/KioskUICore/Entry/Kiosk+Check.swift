extension Kiosk {
    /// `kiosk check FILE…` with `display` telling which font families are installed
    /// (`Kiosk.check(_:)` in the KioskUI module, which says what it prints, asks SDL's).
    package static func check(_ paths: [String], display: any DisplayProvider) -> Int32 {
        var failed = false
        for path in paths {
            do {
                let screen = try Screen.load(path: path)
                var count = 0
                for s in screen.app.screens { s.root.forEachDescendant { _ in count += 1 } }
                let names = screen.app.screens.map(\.name)
                let screens = names.count > 1 ? "\(names.count) screens: \(names.joined(separator: ", ")); " : ""
                print("\(path): ok (\(screens)\(count) widgets; ids: \(screen.ids.isEmpty ? "none" : screen.ids.joined(separator: ", ")))")
                for c in screen.unnamedControls { OutputFile.standardError.write(c.warning(file: path) + "\n") }
                for w in screen.themeWarnings { OutputFile.standardError.write(w.text(file: path) + "\n") }
                for m in screen.missingTranslations { OutputFile.standardError.write(m.warning(file: path) + "\n") }
                if let f = screen.font, f.family.lowercased() != "dejavu sans",
                   display.fontFile(family: f.family) == nil {
                    OutputFile.standardError.write("\(path):\(f.line): font: warning: the family \"\(f.family)\" is not installed on this machine (kiosk run will refuse it here); install its package (apt-cache search fonts- lists them, fc-list : family lists what is installed) or run with --font FILE\n")
                }
            } catch let e as ScreenError {
                failed = true
                OutputFile.standardError.write(e.description + "\n")
            } catch {
                failed = true
                OutputFile.standardError.write("\(path):1: file: \(error)\n")
            }
        }
        return failed ? ExitStatus.input.rawValue : ExitStatus.ok.rawValue
    }
}
