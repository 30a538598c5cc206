extension Kiosk {
    /// `kiosk check FILE…` with `display` telling which font families are installed and giving the
    /// headless text measurer `--sizes` lays out with (`Kiosk.check(_:sizes:fontScales:)` in the
    /// KioskUI module, which says what it prints, asks SDL's).
    ///
    /// With `sizes` (`--sizes`, `--font-scales`), each good file is also laid out on each panel
    /// (`LayoutLint`): a cut text, a squashed control or a button out of reach is a problem too.
    package static func check(_ paths: [String], display: any DisplayProvider, sizes: String? = nil, fontScales: String = "1") -> Int32 {
        var failed = false
        let panels: [LayoutLint.Panel]
        do { panels = try LayoutLint.panels(sizes: sizes, fontScales: fontScales) } catch {
            OutputFile.standardError.write("\(programName): error: \(error)\n")
            return ExitStatus.usage.rawValue
        }
        var measurer: TextMeasuring?
        for path in paths {
            do {
                let screen = try Screen.load(path: path)
                var count = 0
                for s in screen.app.screens { s.root.forEachDescendant { _ in count += 1 } }
                let names = screen.app.screens.map(\.name)
                let screens = names.count > 1 ? "\(names.count) screens: \(names.joined(separator: ", ")); " : ""
                var laidOut = true
                if !panels.isEmpty {
                    if measurer == nil { measurer = try display.open(DisplayRequest(driver: "headless", size: Size(64, 64), fontPath: nil,
                                                                                    fullscreen: false, rotation: .none)).measurer }
                    let found = try LayoutLint.findings(path: path, panels: panels, measurer: measurer!)
                    for f in found { OutputFile.standardError.write(f + "\n") }
                    if !found.isEmpty { failed = true; laidOut = false }
                }
                if laidOut { print("\(path): ok (\(screens)\(count) widgets; ids: \(screen.ids.isEmpty ? "none" : screen.ids.joined(separator: ", ")))") }
                for c in screen.unnamedControls { OutputFile.standardError.write(c.warning(file: path) + "\n") }
                for w in screen.themeWarnings { OutputFile.standardError.write(w.text(file: path) + "\n") }
                for m in screen.missingTranslations { OutputFile.standardError.write(m.warning(file: path) + "\n") }
                for p in screen.pluralWarnings { OutputFile.standardError.write(p.warning(file: path) + "\n") }
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
