import KioskUICore

/// Turns libinput's events (as `FBInputRecord` values) into `InputEvent`s: a pure function of
/// the records and the state it keeps, with the same meaning as `SDLEventTranslator`.
///
/// - Touch: each seat slot gets a small id from 1 (the lowest free), kept while the finger is
///   down; points are output pixels turned back by `rotation` (`DisplayRotation.logicalPoint`).
/// - Absolute pointers (tablets) and relative mice share one cursor, in output pixels clamped
///   to the panel (a mouse cannot leave it; a tablet's far edge, which libinput maps to the
///   output's width, is the last pixel). The left button is the contact: device `.mouse`, id 0,
///   motion reported only while it is down (no hover in a touch UI). The cursor is turned back
///   to logical pixels with `logicalPixel`, as SDL's whole-pixel mouse is.
/// - Wheel: `.wheel` at the cursor, positive `dy` = turned away from the user (libinput's
///   vertical sign is the other way).
/// - Keys: `FBKeysym.key`, for presses and releases; the text a press types, as `.text`.
struct FBInputTranslator {
    /// The panel's size as mounted (libinput's coordinates are scaled to it).
    var outputSize: Size
    /// How the UI is turned on the output (`--rotate`).
    var rotation: DisplayRotation = .none
    /// The shared cursor of tablets and mice, in output pixels; starts in the middle.
    private(set) var cursor: Point
    private var buttonDown = false
    /// Fingers down: seat slot → small id and last logical point, in the order they went down.
    private var fingers: [(slot: Int32, id: Int, at: Point)] = []

    init(outputSize: Size, rotation: DisplayRotation = .none) {
        self.outputSize = outputSize
        self.rotation = rotation
        cursor = Point((outputSize.width / 2).rounded(.down), (outputSize.height / 2).rounded(.down))
    }

    /// The events one record means (none, or one), with pointer times `now`.
    mutating func translate(_ record: FBInputRecord, now: Double) -> [InputEvent] {
        func pointer(_ phase: PointerPhase, _ id: Int, _ at: Point, _ device: PointerDevice) -> [InputEvent] {
            [.pointer(PointerEvent(phase: phase, id: id, location: at, device: device, time: now))]
        }
        switch record {
        case let .touch(phase, slot, x, y):
            let at = rotation.logicalPoint(Point(x, y), output: outputSize)
            switch phase {
            case .down:
                if let i = fingers.firstIndex(where: { $0.slot == slot }) { fingers.remove(at: i) }
                var id = 1
                while fingers.contains(where: { $0.id == id }) { id += 1 }
                fingers.append((slot, id, at))
                return pointer(.down, id, at, .touch)
            case .motion:
                guard let i = fingers.firstIndex(where: { $0.slot == slot }) else { return [] }
                fingers[i].at = at
                return pointer(.move, fingers[i].id, at, .touch)
            case .up, .cancel:
                // libinput gives no position for up and cancel: the finger's last one.
                guard let i = fingers.firstIndex(where: { $0.slot == slot }) else { return [] }
                let f = fingers.remove(at: i)
                return pointer(phase == .up ? .up : .cancel, f.id, f.at, .touch)
            }
        case let .absoluteMotion(x, y):
            return moveCursor(to: Point(x, y), now: now)
        case let .relativeMotion(dx, dy):
            return moveCursor(to: Point(cursor.x + dx, cursor.y + dy), now: now)
        case let .button(code, pressed):
            guard code == FBInputTranslator.leftButton, pressed != buttonDown else { return [] }
            buttonDown = pressed
            return pointer(pressed ? .down : .up, 0, logicalCursor, .mouse)
        case let .wheel(vertical, horizontal):
            guard vertical != 0 || horizontal != 0 else { return [] }
            return [.wheel(dx: horizontal, dy: -vertical, at: logicalCursor)]
        case let .key(sym, pressed, shift):
            guard let key = FBKeysym.key(sym, shift: shift) else { return [] }
            return [.key(key, down: pressed)]
        case let .text(s):
            return s.isEmpty ? [] : [.text(s)]
        }
    }

    /// `.cancel` for every contact still down (fingers by id, then the button), which forgets
    /// them: the VT was switched away, or the device went.
    mutating func cancelAll(now: Double) -> [InputEvent] {
        var out = fingers.sorted { $0.id < $1.id }.map {
            InputEvent.pointer(PointerEvent(phase: .cancel, id: $0.id, location: $0.at, device: .touch, time: now))
        }
        if buttonDown {
            out.append(.pointer(PointerEvent(phase: .cancel, id: 0, location: logicalCursor, device: .mouse, time: now)))
        }
        fingers.removeAll()
        buttonDown = false
        return out
    }

    /// evdev's BTN_LEFT.
    static let leftButton: UInt32 = 0x110

    /// The cursor in logical pixels.
    private var logicalCursor: Point {
        rotation.logicalPixel(Point(cursor.x.rounded(.down), cursor.y.rounded(.down)), output: outputSize)
    }

    /// Moves the cursor (clamped to the panel) and reports it while the button is down.
    private mutating func moveCursor(to p: Point, now: Double) -> [InputEvent] {
        let maxX = Swift.max(0, outputSize.width - 1), maxY = Swift.max(0, outputSize.height - 1)
        let next = Point(Swift.min(maxX, Swift.max(0, p.x)), Swift.min(maxY, Swift.max(0, p.y)))
        guard next != cursor else { return [] }
        cursor = next
        guard buttonDown else { return [] }
        return [.pointer(PointerEvent(phase: .move, id: 0, location: logicalCursor, device: .mouse, time: now))]
    }
}
