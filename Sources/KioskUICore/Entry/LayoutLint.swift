/// `kiosk check --sizes … --font-scales …`: lays each screen of a file out as a panel would show
/// it — every screen, every page, every language, at each size and font scale — and reports what
/// a customer would meet: a text cut to fit, a control squashed to nothing, a button that cannot
/// be brought into view. Each finding names the file's line, so an integrator finds a vanishing
/// heading before a customer does.
@MainActor
enum LayoutLint {
    /// One panel to lay out on.
    struct Panel: Equatable, Sendable {
        var size: Size
        var fontScale: Double

        var shown: String { "\(Int(size.width))x\(Int(size.height)) at font scale \(JSONValue.format(fontScale))" }
    }

    /// The panels `--sizes` and `--font-scales` name (none without `--sizes`). Throws the fix for
    /// a value that does not parse.
    static func panels(sizes: String?, fontScales: String) throws -> [Panel] {
        guard let sizes else { return [] }
        let scales = try fontScales.split(separator: ",").map { s -> Double in
            guard let v = Double(s), v >= 0.5, v <= 4 else {
                throw KioskError("--font-scales: \"\(s)\" is not a font scale from 0.5 to 4; e.g. --font-scales 1,2", status: .usage)
            }
            return v
        }
        let panels = try sizes.split(separator: ",").map { s -> Size in
            let parts = s.lowercased().split(separator: "x")
            guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), (1...16384).contains(w), (1...16384).contains(h) else {
                throw KioskError("--sizes: \"\(s)\" is not WxH; give panel sizes such as --sizes 800x480,480x800", status: .usage)
            }
            return Size(Double(w), Double(h))
        }
        return panels.flatMap { size in scales.map { Panel(size: size, fontScale: $0) } }
    }

    /// Everything found, in the order found (panels, then languages, screens and pages), each once.
    static func findings(path: String, panels: [Panel], measurer: TextMeasuring) throws -> [String] {
        var out: [String] = []
        func add(_ s: String) { if !out.contains(s) { out.append(s) } }
        let languages = try Screen.load(path: path).app.languages?.codes.map(\.rawValue) ?? []
        for panel in panels {
            for language in languages.isEmpty ? [nil] : languages.map(Optional.some) {
                // A fresh screen for each look, so nothing one leaves behind (a page, a menu) counts.
                let screen = try Screen.load(path: path)
                let scene = Scene(root: screen.root, measurer: measurer, size: panel.size, theme: screen.theme, fontScale: panel.fontScale)
                if let language { try screen.app.setLanguage(named: language) }
                let where_ = panel.shown + (language.map { ", \($0)" } ?? "")
                for name in screen.app.screens.map(\.name) {
                    try screen.app.show(name)
                    scene.layoutIfNeeded()
                    check(scene, screen, path: path, at: where_, screenName: screen.app.screens.count > 1 ? name : nil, add)
                }
            }
        }
        return out
    }

    /// Reports what the scene shows now, and on each other page of its page containers.
    private static func check(_ scene: Scene, _ screen: Screen, path: String, at where_: String, screenName: String?,
                              _ add: (String) -> Void) {
        var looks: [() -> Void] = [{}]
        var containers: [any PagedContainer] = []
        visibleWidgets(scene.root) { if let p = $0.pagedContainer { containers.append(p) } }
        for c in containers where c.pageCount > 1 {
            for i in 1..<c.pageCount { looks.append { c.show(i) } }
            looks.append { c.show(0) }
        }
        for look in looks {
            look()
            scene.layoutIfNeeded()
            let place = where_ + (screenName.map { ", screen \($0)" } ?? "")
            for cut in scene.cutTexts() {
                guard let c = cut.widget as? CutTextReporting else { continue }
                let line = screen.line(of: cut.widget) ?? 1
                add("\(path):\(line): layout: \(c.cutTextName) \"\(ScreenLimits.shortened(cut.text))\" is cut at \(place); \(c.cutTextFix)")
            }
            visibleWidgets(scene.root) { w in
                // What a person needs: a text that may be cut, a control focus can reach. Said by
                // the widgets themselves (`CutTextReporting`, `isFocusable`), no list of types.
                guard w.isFocusable || (w as? CutTextReporting)?.wholeText.isEmpty == false else { return }
                let line = screen.line(of: w) ?? 1
                if w.frame.width < 1 || w.frame.height < 1 {
                    add("\(path):\(line): layout: the \(w.typeName)\(named(w)) is squashed to \(Int(w.frame.width))×\(Int(w.frame.height)) px at \(place); give it room (a scroll view, fewer children in the row, or a smaller font scale)")
                    return
                }
                if let u = w as? LeastUsableWidth, case let least = u.leastUsableWidth(scene.layout),
                   w.frame.width < least - LayoutMath.epsilon {
                    add("\(path):\(line): layout: the \(w.typeName)\(named(w)) is squashed to \(Int(w.frame.width)) px wide at \(place), too narrow to use (it needs \(Int(least.rounded(.up))) px); give it a row of its own, fewer children beside it, or room")
                }
                if w.isFocusable {
                    scene.bringIntoView(w)
                    let f = w.frame
                    if f.intersection(scene.bounds).width * f.intersection(scene.bounds).height < f.width * f.height * 0.5 {
                        add("\(path):\(line): layout: the \(w.typeName)\(named(w)) cannot be brought into view at \(place); put its screen in a scroll view or make room")
                    }
                }
            }
        }
    }

    private static func named(_ w: Widget) -> String { w.id.map { " \"\($0)\"" } ?? "" }

    /// Calls `body` for every widget shown (not hidden, nor inside a hidden one), in tree order.
    private static func visibleWidgets(_ w: Widget, _ body: (Widget) -> Void) {
        guard !w.isHidden else { return }
        body(w)
        for c in w.children { visibleWidgets(c, body) }
    }
}
