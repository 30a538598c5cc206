import Foundation
import XCTest
@testable import KioskUICore

/// Walks every screen and page of a kiosk with one device only (`KeyWalk`), as a person who cannot
/// use the touchscreen would, and lists what they could not do:
///
/// - reach: Tab and Shift-Tab each visit every control the `layout` answer shows (keys), and the
///   four directions (arrows, D-pad) reach every one from the first, pressed again while the
///   control uses them (a picker to its last option);
/// - operate: Enter / A taps a button (one with a `goto` shows its screen, and Escape / B or the
///   way back returns focus to it), arrows change a picker and a ruler, Enter / A opens a compact
///   picker's menu, the arrows and Enter / A choose in it, Escape / B close it unchanged;
/// - a dialog opened by the controller starts on its first button, the arrows (and Tab) move
///   between its buttons, Enter / A answer with the focused one, Escape / B with the first;
/// - the next page is reached through the tabs, by the same device.
@MainActor
struct ScreenWalker {
    let walk: KeyWalk
    /// Where the walk is, for messages: "demo.yaml 800×480 ×2 split 0.4 keys".
    let cell: String
    private(set) var problems: [String] = []
    /// Every control focused along the walk, and the compact pickers operated.
    private(set) var reached: Set<String> = []
    private(set) var compactPickers: Set<String> = []

    init(_ walk: KeyWalk, cell: String) {
        self.walk = walk
        self.cell = cell
    }

    private mutating func problem(_ where_: String, _ what: String) { problems.append("\(cell) \(where_): \(what)") }

    /// Every screen of the file (shown by the controller's `show`, as a controller would), each of
    /// its pages reached by the device.
    mutating func walkEverything() throws {
        for name in walk.screen.app.screens.map(\.name) {
            if walk.screenName != name { try walk.command(.show(name)) }
            walk.settle()
            let pages = walk.screen.app.deck.shown as? SegmentedPages
            for page in 0..<(pages?.pageCount ?? 1) {
                let here = "screen \(name)" + (pages == nil ? "" : " page \(page)")
                walkPage(here)
                if page == 0 { try checkDialog(here) }
                if let p = pages, page + 1 < p.pageCount { turnPage(p, to: page + 1, here) }
            }
        }
    }

    // MARK: One page

    private mutating func walkPage(_ here: String) {
        let expected = walk.focusableIDs
        if expected.isEmpty { return problem(here, "nothing to focus") }
        if walk.device == .keys {
            cycle(.next, expected, here)
            cycle(.previous, expected, here)
        }
        directions(expected, here)
        for id in expected where walk.nodes[id]?["role"] as? String != "tab" {
            operate(id, here)
        }
    }

    /// Tab (or Shift-Tab) again and again: every control once, then the first again.
    private mutating func cycle(_ move: WalkDevice.Move, _ expected: [String], _ here: String) {
        walk.press(move)
        guard let first = walk.focus else { return problem(here, "\(move) focused nothing") }
        var seen = [first]
        for _ in 0..<(2 * expected.count + 4) {
            walk.press(move)
            guard let f = walk.focus else { return problem(here, "\(move) lost focus after \(seen.last ?? "")") }
            if f == first { break }
            if seen.contains(f) { return problem(here, "\(move) came back to \(f) before \(first): \(seen)") }
            seen.append(f)
        }
        reached.formUnion(seen)
        if Set(seen) != Set(expected) {
            problem(here, "\(move) visited \(seen.count) of \(expected.count); missed \(expected.filter { !seen.contains($0) }), extra \(seen.filter { !expected.contains($0) })")
        }
    }

    /// From the first control, the directions reach every control: a breadth-first search over the
    /// focus moves, pressing a direction again while the control uses it (a picker moving on, a
    /// ruler stepping) and stopping when nothing changes. A page container's tabs are left by up
    /// and down only (left and right turn the page; `turnPage` does that).
    private mutating func directions(_ expected: [String], _ here: String) {
        walk.scene.focus.setFocus(nil, scene: walk.scene)
        walk.press(.down)
        guard let start = walk.focus else { return problem(here, "the first direction focused nothing") }
        var found = [start], queue = [start]
        while !queue.isEmpty {
            let from = queue.removeFirst()
            let isTabs = walk.nodes[from]?["role"] as? String == "tab"
            for d in WalkDevice.directions where !(isTabs && (d == .left || d == .right)) {
                walk.refocus(from)
                // A list's cursor walks its items before focus leaves it.
                let presses = walk.nodes[from]?["role"] as? String == "list item" ? 200 : 16
                for _ in 0..<presses {
                    let before = stateOf(from)
                    walk.press(d)
                    if let f = walk.focus, f != from {
                        // Down from a text field walks into its on-screen keyboard, and on through
                        // the keys to the control below the field: pass through.
                        if walk.nodes[f]?["role"] as? String == "keyboard" { continue }
                        if !found.contains(f) { found.append(f); queue.append(f) }
                        break
                    }
                    if walk.focus == nil { problem(here, "\(d) from \(from) lost focus"); break }
                    if stateOf(from) == before { break }
                }
            }
        }
        reached.formUnion(found)
        let missed = expected.filter { !found.contains($0) }
        if !missed.isEmpty { problem(here, "the directions from \(start) never reach \(missed)") }
    }

    /// What a control shows: its value, or its selection.
    private func stateOf(_ id: String) -> String {
        let n = walk.nodes[id] ?? [:]
        return "\(n["value"] ?? "")|\(n["selected"] ?? "")|\(n["caret"] ?? "")|\(n["cursor"] ?? "")"
    }

    // MARK: Operating

    private mutating func operate(_ id: String, _ here: String) {
        walk.refocus(id)
        _ = walk.takeEvents()
        guard let node = walk.nodes[id], let role = node["role"] as? String else { return problem(here, "\(id) is not in the layout") }
        switch role {
        case "button": pressButton(id, here)
        case "picker" where node["compact"] as? Bool == true: chooseInMenu(id, here)
        case "picker", "ruler", "slider", "stepper", "rating": step(id, here)
        case "image", "slideshow": break   // reached is all: a picture is spoken, not operated
        case "switch", "checkbox": flip(id, here)
        case "text field", "password field": typeInto(id, here)
        case "list item": select(id, here)
        default: problem(here, "\(id): no way to operate a \(role)")
        }
    }

    /// Enter / A taps it; a `goto` shows its screen, and coming back puts focus on it again; a
    /// menu it opens (`language: menu`) takes focus, and Escape / B closes it unchanged.
    private mutating func pressButton(_ id: String, _ here: String) {
        let screen = walk.screenName
        walk.press(.activate)
        let events = walk.takeEvents()
        guard events.contains(where: { $0.id == id && $0.kind.name == "tap" }) else {
            return problem(here, "\(walk.device.press(.activate)!) on \(id) sent no tap: \(events.map(\.kind.name))")
        }
        let menu = "\(id).menu"
        if walk.nodes[menu] != nil {
            if walk.focus != menu { problem(here, "\(id) opened \(menu) without focus in it (focus: \(walk.focus ?? "nothing"))") }
            walk.press(.back)
            let closed = walk.takeEvents()
            if walk.nodes[menu] != nil || closed.contains(where: { $0.kind.name == "language" || $0.kind.name == "change" }) {
                problem(here, "\(walk.device.press(.back)!) did not close \(menu) unchanged: \(closed.map(\.kind.name))")
            }
            if walk.focus != id { problem(here, "after closing \(menu), focus is on \(walk.focus ?? "nothing"), not \(id)") }
            return
        }
        guard walk.screenName != screen else { return }
        walk.press(.back)
        if walk.screenName != screen { try? walk.command(.show(screen)) }   // a `goto: back` button: no way back by keys
        if walk.focus != id { problem(here, "back on \(screen) after \(id): focus is on \(walk.focus ?? "nothing")") }
    }

    /// A text field: a character typed (as a physical keyboard types it, whatever device walks)
    /// makes one `change` and keeps focus; Backspace takes it away again.
    private mutating func typeInto(_ id: String, _ here: String) {
        let before = walk.nodes[id] ?? [:]
        let length = { (n: [String: Any]) in (n["text"] as? String)?.count ?? (n["length"] as? Int) ?? -1 }
        let typed = before["input"] as? String == "name" ? "a" : "7"
        try? walk.runner.apply(.type(typed), at: walk.time)
        for _ in 0..<20 { walk.settle() }
        let events = walk.takeEvents()
        if events.filter({ $0.id == id && $0.kind.name == "change" }).count != 1 {
            problem(here, "typing into \(id) did not send one change: \(events.map(\.kind.name))")
        }
        if length(walk.nodes[id] ?? [:]) != length(before) + 1 { problem(here, "typing into \(id) did not add a character") }
        if walk.focus != id { problem(here, "typing into \(id) moved focus to \(walk.focus ?? "nothing")") }
        try? walk.runner.apply(.key(.backspace), at: walk.time)
        for _ in 0..<20 { walk.settle() }
        if length(walk.nodes[id] ?? [:]) != length(before) { problem(here, "Backspace in \(id) did not take the character away") }
        _ = walk.takeEvents()
    }

    /// A switch or a checkbox: Enter / A flips it (a `change` with the new value) and keeps focus;
    /// pressed again, it is back where it was.
    private mutating func flip(_ id: String, _ here: String) {
        let before = walk.nodes[id]?["value"] as? Bool
        walk.press(.activate)
        let events = walk.takeEvents()
        guard let before, events.contains(where: { $0.id == id && $0.kind == .change(.flag(!before)) }) else {
            return problem(here, "\(walk.device.press(.activate)!) on \(id) did not flip it: \(events.map(\.kind.name))")
        }
        if walk.focus != id { problem(here, "flipping \(id) moved focus to \(walk.focus ?? "nothing")") }
        walk.press(.activate)
        if walk.nodes[id]?["value"] as? Bool != before { problem(here, "\(id) did not flip back") }
        _ = walk.takeEvents()
    }

    /// A list: Enter / A on its cursor sends `select` with that item's key and keeps focus.
    private mutating func select(_ id: String, _ here: String) {
        let cursor = walk.nodes[id]?["cursor"] as? String
        walk.press(.activate)
        let events = walk.takeEvents()
        let selected = events.compactMap { e -> String? in
            if case let .select(item, _, _) = e.kind, e.id == id { return item }
            return nil
        }
        if cursor == nil || selected != [cursor!] {
            problem(here, "\(walk.device.press(.activate)!) on \(id) (cursor on \(cursor ?? "nothing")) selected \(selected): \(events.map(\.kind.name))")
        }
        if walk.focus != id { problem(here, "selecting in \(id) moved focus to \(walk.focus ?? "nothing")") }
    }

    /// Whether the UI is laid out right to left (a dialog's buttons, a slider and a stepper mirror).
    private var rightToLeft: Bool { walk.scene.environment.direction.isRightToLeft }

    /// A regular picker, a ruler, a slider, a stepper or a rating: the arrow towards its last value
    /// moves it one step, the other one at its last value. That arrow is right, or left right to
    /// left for the controls that mirror (a picker, a slider, a stepper, a rating); a ruler's numbers grow to the right in every
    /// language.
    private mutating func step(_ id: String, _ here: String) {
        let n = walk.nodes[id] ?? [:]
        let mirrored = rightToLeft && ["picker", "slider", "stepper", "rating"].contains(n["role"] as? String ?? "")
        let up: WalkDevice.Move = mirrored ? .left : .right, down: WalkDevice.Move = mirrored ? .right : .left
        let atEnd: Bool
        if let segments = n["segments"] as? [Any], let selected = n["selected"] as? Double {
            atEnd = Int(selected) == segments.count - 1
        } else {
            atEnd = (n["value"] as? Double) == (n["max"] as? Double)
        }
        walk.press(atEnd ? down : up)
        let events = walk.takeEvents()
        if !events.contains(where: { $0.id == id && $0.kind.name == "change" }) {
            problem(here, "\(atEnd ? down : up) does not change \(id): \(events.map(\.kind.name))")
        }
        if walk.focus != id { problem(here, "changing \(id) moved focus to \(walk.focus ?? "nothing")") }
    }

    /// A compact picker: Enter / A opens the menu with focus in it, down (up at the end) and
    /// Enter / A choose; opened again, Escape / B close it without a change. Focus comes back.
    private mutating func chooseInMenu(_ id: String, _ here: String) {
        compactPickers.insert(id)
        let menu = "\(id).menu"
        walk.press(.activate)
        guard walk.focus == menu, let items = walk.nodes[menu]?["items"] as? Double,
              let highlighted = walk.nodes[menu]?["highlighted"] as? Double else {
            return problem(here, "activating compact \(id) did not open its menu with focus (focus: \(walk.focus ?? "nothing"))")
        }
        let target = Int(highlighted + 1 < items ? highlighted + 1 : highlighted - 1)
        walk.press(target > Int(highlighted) ? .down : .up)
        walk.press(.activate)
        let chosen = walk.takeEvents()
        if !chosen.contains(where: { e in
            if case let .change(.option(i, _)) = e.kind { return e.id == id && i == target }
            return false
        }) {
            problem(here, "choosing item \(target) in \(menu) did not change \(id): \(chosen)")
        }
        if !chosen.contains(where: { $0.id == id && $0.kind == .menu(open: false) }) || walk.nodes[menu] != nil {
            problem(here, "choosing in \(menu) left it open")
        }
        if walk.focus != id { problem(here, "after choosing, focus is on \(walk.focus ?? "nothing"), not \(id)") }
        walk.press(.activate)
        walk.press(.back)
        let closed = walk.takeEvents()
        if closed.contains(where: { $0.kind.name == "change" }) || walk.nodes[menu] != nil
            || !closed.contains(where: { $0.id == id && $0.kind == .menu(open: false) }) {
            problem(here, "\(walk.device.press(.back)!) did not close \(menu) unchanged: \(closed)")
        }
        if walk.focus != id { problem(here, "after closing \(menu), focus is on \(walk.focus ?? "nothing"), not \(id)") }
    }

    // MARK: A dialog, the next page

    /// The controller asks; the device answers each way.
    private mutating func checkDialog(_ here: String) throws {
        let id = "walk-check"
        let before = walk.focus
        func open() throws {
            try walk.command(.dialog(.open(id: id, title: "Pay €4.00 for 120 min?", buttons: ["Cancel", "Pay"])))
            _ = walk.takeEvents()
        }
        func answered(_ index: Int, _ how: String) {
            let events = walk.takeEvents()
            if !events.contains(where: { $0.id == id && $0.kind == .dialog(button: ["Cancel", "Pay"][index], index: index) }) {
                problem(here, "\(how) did not answer the dialog with button \(index): \(events)")
            }
            if walk.nodes[id] != nil { problem(here, "\(how): the dialog is still open") }
            if walk.focus != before { problem(here, "\(how): focus came back to \(walk.focus ?? "nothing"), not \(before ?? "nothing")") }
        }
        try open()
        if walk.focus != "\(id)#0" { problem(here, "an open dialog has focus on \(walk.focus ?? "nothing"), not its first button") }
        // Side by side the second button is on the right (on the left right to left); stacked (a
        // narrow UI), below.
        let stacked = walk.nodes[id]?["stacked"] as? Bool == true
        let toSecond: WalkDevice.Move = stacked ? .down : (rightToLeft ? .left : .right)
        walk.press(toSecond)
        if walk.focus != "\(id)#1" { problem(here, "\(toSecond) in the dialog: focus on \(walk.focus ?? "nothing")") }
        walk.press(.activate)
        answered(1, "activate on the second button")
        try open()
        walk.press(.back)
        answered(0, "back")
        if walk.device == .keys {
            try open()
            walk.press(.next)
            walk.press(.next)
            if walk.focus != "\(id)#0" { problem(here, "Tab twice in a two-button dialog: focus on \(walk.focus ?? "nothing")") }
            walk.press(.previous)
            if walk.focus != "\(id)#1" { problem(here, "Shift-Tab in the dialog: focus on \(walk.focus ?? "nothing")") }
            let toFirst: WalkDevice.Move = stacked ? .up : (rightToLeft ? .right : .left)
            walk.press(toFirst)
            walk.press(.activate)
            answered(0, "\(toFirst) then Enter")
        }
    }

    /// To the tabs by the device (Tab, or up), then the next page: right, or through the menu of
    /// compact tabs.
    private mutating func turnPage(_ pages: SegmentedPages, to index: Int, _ here: String) {
        guard let tabs = pages.picker.id else { return problem(here, "the tabs have no id") }
        for _ in 0..<100 where walk.focus != tabs { walk.press(walk.device == .keys ? .next : .up) }
        guard walk.focus == tabs else { return problem(here, "\(tabs) cannot be reached to turn the page") }
        _ = walk.takeEvents()
        if walk.nodes[tabs]?["compact"] as? Bool == true {
            compactPickers.insert(tabs)
            walk.press(.activate)
            walk.press(.down)
            walk.press(.activate)
        } else {
            walk.press(rightToLeft ? .left : .right)   // the next tab is on the left right to left
        }
        let events = walk.takeEvents()
        if !events.contains(where: { $0.id == pages.id && $0.kind.name == "appear" }) || pages.current != index {
            problem(here, "the tabs did not turn to page \(index): \(events.map(\.kind.name))")
        }
    }
}
