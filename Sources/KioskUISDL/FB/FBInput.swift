import CFB
import Glibc
import KioskUICore

/// Touch, pointers and keys from libinput (`LibinputLibrary`, dlopened): the udev backend on
/// seat0, which finds the devices, reports hot-plug by itself and applies each device's
/// `LIBINPUT_CALIBRATION_MATRIX`. Devices are opened directly (the user is in the `input`
/// group) through the open_restricted/close_restricted callbacks.
///
/// Each libinput event becomes an `FBInputRecord` (`FBInput+Records`), then `InputEvent`s
/// through the pure `FBInputTranslator`.
@MainActor
final class FBInput {
    private let lib: LibinputLibrary.Functions
    private let udev: OpaquePointer
    private let context: OpaquePointer
    private let interface: UnsafeMutablePointer<libinput_interface>
    /// Readable when libinput has events.
    let descriptor: Int32
    private(set) var translator: FBInputTranslator
    let keyboard = FBKeyboard()
    /// The panel's size in pixels, as libinput scales absolute coordinates to it.
    let outputSize: Size

    init(outputSize: Size, rotation: DisplayRotation, seat: String = "seat0") throws {
        lib = try LibinputLibrary.functions()
        self.outputSize = outputSize
        translator = FBInputTranslator(outputSize: outputSize, rotation: rotation)
        guard let u = lib.udevNew() else { throw FBCall.failure("start udev (udev_new)", code: errno) }
        interface = .allocate(capacity: 1)
        interface.initialize(to: libinput_interface(
            open_restricted: { path, flags, _ in
                let fd = Glibc.open(path!, flags | O_CLOEXEC)
                return fd < 0 ? -errno : fd
            },
            close_restricted: { fd, _ in _ = Glibc.close(fd) }))
        guard let li = lib.createContext(interface, nil, u) else {
            _ = lib.udevUnref(u)
            interface.deallocate()
            throw FBError("cannot start libinput (libinput_udev_create_context)")
        }
        if lib.assignSeat(li, seat) != 0 {
            _ = lib.unref(li)
            _ = lib.udevUnref(u)
            interface.deallocate()
            throw FBError("cannot read the input devices of \(seat) (libinput_udev_assign_seat); is udev running (systemd-udevd)?")
        }
        udev = u
        context = li
        descriptor = lib.getFD(li)
    }

    isolated deinit {
        _ = lib.unref(context)
        _ = lib.udevUnref(udev)
        interface.deallocate()
    }

    /// Everything libinput has now, translated (pointer times `now`).
    func read(now: Double) -> [InputEvent] {
        _ = lib.dispatch(context)
        var out: [InputEvent] = []
        while let e = lib.getEvent(context) {
            for r in records(of: e) { out += translator.translate(r, now: now) }
            lib.eventDestroy(e)
        }
        return out
    }

    /// The VT is switched away: close the devices, cancelling contacts still down.
    func suspend(now: Double) -> [InputEvent] {
        lib.suspend(context)
        return translator.cancelAll(now: now)
    }

    /// The VT is back: open the devices again.
    func resume() {
        _ = lib.resume(context)
    }

    /// The plain values of one event (none for events the runtime ignores). The sizes passed to
    /// the `*_transformed` accessors are the output's, so coordinates are output pixels with
    /// the device's calibration applied.
    private func records(of e: OpaquePointer) -> [FBInputRecord] {
        let w = UInt32(outputSize.width), h = UInt32(outputSize.height)
        let type = lib.eventType(e)
        switch type {
        case LIBINPUT_EVENT_TOUCH_DOWN.rawValue, LIBINPUT_EVENT_TOUCH_MOTION.rawValue:
            guard let t = lib.touchEvent(e) else { return [] }
            let phase: FBInputRecord.TouchPhase = type == LIBINPUT_EVENT_TOUCH_DOWN.rawValue ? .down : .motion
            return [.touch(phase, slot: lib.touchSlot(t), x: lib.touchX(t, w), y: lib.touchY(t, h))]
        case LIBINPUT_EVENT_TOUCH_UP.rawValue, LIBINPUT_EVENT_TOUCH_CANCEL.rawValue:
            guard let t = lib.touchEvent(e) else { return [] }
            let phase: FBInputRecord.TouchPhase = type == LIBINPUT_EVENT_TOUCH_UP.rawValue ? .up : .cancel
            return [.touch(phase, slot: lib.touchSlot(t), x: 0, y: 0)]
        case LIBINPUT_EVENT_POINTER_MOTION.rawValue:
            guard let p = lib.pointerEvent(e) else { return [] }
            return [.relativeMotion(dx: lib.pointerDX(p), dy: lib.pointerDY(p))]
        case LIBINPUT_EVENT_POINTER_MOTION_ABSOLUTE.rawValue:
            guard let p = lib.pointerEvent(e) else { return [] }
            return [.absoluteMotion(x: lib.pointerAbsoluteX(p, w), y: lib.pointerAbsoluteY(p, h))]
        case LIBINPUT_EVENT_POINTER_BUTTON.rawValue:
            guard let p = lib.pointerEvent(e) else { return [] }
            return [.button(code: lib.pointerButton(p),
                            pressed: lib.pointerButtonState(p) == LIBINPUT_BUTTON_STATE_PRESSED.rawValue)]
        case LIBINPUT_EVENT_POINTER_AXIS.rawValue:
            // The legacy axis event (still sent beside SCROLL_WHEEL), in wheel notches.
            guard let p = lib.pointerEvent(e) else { return [] }
            let v = LIBINPUT_POINTER_AXIS_SCROLL_VERTICAL.rawValue, hz = LIBINPUT_POINTER_AXIS_SCROLL_HORIZONTAL.rawValue
            let dy = lib.pointerHasAxis(p, v) != 0 ? lib.pointerAxisDiscrete(p, v) : 0
            let dx = lib.pointerHasAxis(p, hz) != 0 ? lib.pointerAxisDiscrete(p, hz) : 0
            return [.wheel(vertical: dy, horizontal: dx)]
        case LIBINPUT_EVENT_KEYBOARD_KEY.rawValue:
            guard let k = lib.keyboardEvent(e) else { return [] }
            return keyboard.records(code: lib.key(k), pressed: lib.keyState(k) == LIBINPUT_KEY_STATE_PRESSED.rawValue)
        default:
            return []
        }
    }
}
