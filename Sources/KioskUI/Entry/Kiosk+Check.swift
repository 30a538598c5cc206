extension Kiosk {
    /// `kiosk check FILE…`: validates screen files. Prints `FILE: ok (…)` per good file on stdout
    /// and every problem as `FILE:LINE: field: what is allowed` on stderr, warnings (a control
    /// without a name for speech, a theme under WCAG AA, a text without a translation into one of
    /// the languages, a font not installed) as `FILE:LINE: field: warning: …`, which leave the
    /// exit code alone. Returns the exit code:
    /// 0 when every file is good, 3 (`ExitStatus.input`, as `kiosk run` on a bad screen) otherwise.
    public static func check(_ paths: [String]) -> Int32 {
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
                for p in screen.pluralWarnings { OutputFile.standardError.write(p.warning(file: path) + "\n") }
                if let f = screen.font, f.family.lowercased() != "dejavu sans",
                   Kiosk.display.fontFile(family: f.family) == nil {
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
