import CFB
import Glibc
import KioskUICore

/// libinput and libudev, opened with dlopen when `--driver fb` starts, not linked: libinput
/// pulls libwacom, glib and more, which no other driver should load at start-up
/// (docs/performance.md measures it). The shim includes their headers for types and constants only.
enum LibinputLibrary {
    /// Debian's names of the run-time libraries (packages libinput10 and libudev1).
    static let soname = "libinput.so.10"
    static let udevSoname = "libudev.so.1"

    typealias CreateContext = @convention(c) (UnsafePointer<libinput_interface>?, UnsafeMutableRawPointer?, OpaquePointer?) -> OpaquePointer?
    typealias AssignSeat = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32
    typealias ContextInt = @convention(c) (OpaquePointer?) -> Int32
    typealias ContextPointer = @convention(c) (OpaquePointer?) -> OpaquePointer?
    typealias ContextVoid = @convention(c) (OpaquePointer?) -> Void
    typealias EventType = @convention(c) (OpaquePointer?) -> UInt32
    typealias EventInt32 = @convention(c) (OpaquePointer?) -> Int32
    typealias EventUInt32 = @convention(c) (OpaquePointer?) -> UInt32
    typealias EventDouble = @convention(c) (OpaquePointer?) -> Double
    typealias EventTransformed = @convention(c) (OpaquePointer?, UInt32) -> Double
    typealias PointerHasAxis = @convention(c) (OpaquePointer?, UInt32) -> Int32
    typealias PointerAxis = @convention(c) (OpaquePointer?, UInt32) -> Double

    /// The functions the driver calls, looked up once.
    struct Functions: @unchecked Sendable {
        let udevNew: @convention(c) () -> OpaquePointer?
        let udevUnref: ContextPointer
        let createContext: CreateContext
        let assignSeat: AssignSeat
        let getFD: ContextInt
        let dispatch: ContextInt
        let getEvent: ContextPointer
        let suspend: ContextVoid
        let resume: ContextInt
        let unref: ContextPointer
        let eventType: EventType
        let eventDestroy: ContextVoid
        let touchEvent: ContextPointer
        let touchSlot: EventInt32
        let touchX: EventTransformed
        let touchY: EventTransformed
        let pointerEvent: ContextPointer
        let pointerDX: EventDouble
        let pointerDY: EventDouble
        let pointerAbsoluteX: EventTransformed
        let pointerAbsoluteY: EventTransformed
        let pointerButton: EventUInt32
        let pointerButtonState: EventUInt32
        let pointerHasAxis: PointerHasAxis
        let pointerAxisDiscrete: PointerAxis
        let keyboardEvent: ContextPointer
        let key: EventUInt32
        let keyState: EventUInt32
    }

    private static let opened = open()

    /// The functions, or why libinput cannot be used (with the package to install).
    static func functions() throws -> Functions { try opened.get() }

    private static func open() -> Result<Functions, FBError> {
        guard let li = dlopen(soname, RTLD_NOW | RTLD_LOCAL) else {
            let why = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(FBError("--driver fb reads touch and keys through libinput, which cannot be loaded (\(why)); apt-get install libinput10"))
        }
        guard let udev = dlopen(udevSoname, RTLD_NOW | RTLD_LOCAL) else {
            let why = dlerror().map { String(cString: $0) } ?? "not found"
            return .failure(FBError("--driver fb needs libudev, which cannot be loaded (\(why)); apt-get install libudev1"))
        }
        var missing: [String] = []
        func f<T>(_ h: UnsafeMutableRawPointer, _ name: String, _: T.Type) -> T? {
            guard let p = dlsym(h, name) else { missing.append(name); return nil }
            return unsafeBitCast(p, to: T.self)
        }
        let fns = (
            f(udev, "udev_new", (@convention(c) () -> OpaquePointer?).self),
            f(udev, "udev_unref", ContextPointer.self),
            f(li, "libinput_udev_create_context", CreateContext.self),
            f(li, "libinput_udev_assign_seat", AssignSeat.self),
            f(li, "libinput_get_fd", ContextInt.self),
            f(li, "libinput_dispatch", ContextInt.self),
            f(li, "libinput_get_event", ContextPointer.self),
            f(li, "libinput_suspend", ContextVoid.self),
            f(li, "libinput_resume", ContextInt.self),
            f(li, "libinput_unref", ContextPointer.self),
            f(li, "libinput_event_get_type", EventType.self),
            f(li, "libinput_event_destroy", ContextVoid.self),
            f(li, "libinput_event_get_touch_event", ContextPointer.self),
            f(li, "libinput_event_touch_get_seat_slot", EventInt32.self)
        )
        let more = (
            f(li, "libinput_event_touch_get_x_transformed", EventTransformed.self),
            f(li, "libinput_event_touch_get_y_transformed", EventTransformed.self),
            f(li, "libinput_event_get_pointer_event", ContextPointer.self),
            f(li, "libinput_event_pointer_get_dx", EventDouble.self),
            f(li, "libinput_event_pointer_get_dy", EventDouble.self),
            f(li, "libinput_event_pointer_get_absolute_x_transformed", EventTransformed.self),
            f(li, "libinput_event_pointer_get_absolute_y_transformed", EventTransformed.self),
            f(li, "libinput_event_pointer_get_button", EventUInt32.self),
            f(li, "libinput_event_pointer_get_button_state", EventUInt32.self),
            f(li, "libinput_event_pointer_has_axis", PointerHasAxis.self),
            f(li, "libinput_event_pointer_get_axis_value_discrete", PointerAxis.self),
            f(li, "libinput_event_get_keyboard_event", ContextPointer.self),
            f(li, "libinput_event_keyboard_get_key", EventUInt32.self),
            f(li, "libinput_event_keyboard_get_key_state", EventUInt32.self)
        )
        guard missing.isEmpty,
              let a0 = fns.0, let a1 = fns.1, let a2 = fns.2, let a3 = fns.3, let a4 = fns.4, let a5 = fns.5, let a6 = fns.6,
              let a7 = fns.7, let a8 = fns.8, let a9 = fns.9, let a10 = fns.10, let a11 = fns.11, let a12 = fns.12, let a13 = fns.13,
              let b0 = more.0, let b1 = more.1, let b2 = more.2, let b3 = more.3, let b4 = more.4, let b5 = more.5, let b6 = more.6,
              let b7 = more.7, let b8 = more.8, let b9 = more.9, let b10 = more.10, let b11 = more.11, let b12 = more.12, let b13 = more.13
        else {
            return .failure(FBError("\(soname) lacks \(missing.joined(separator: ", ")); install libinput 1.10 or newer (apt-get install libinput10)"))
        }
        return .success(Functions(udevNew: a0, udevUnref: a1, createContext: a2, assignSeat: a3, getFD: a4, dispatch: a5,
                                  getEvent: a6, suspend: a7, resume: a8, unref: a9, eventType: a10, eventDestroy: a11,
                                  touchEvent: a12, touchSlot: a13, touchX: b0, touchY: b1, pointerEvent: b2, pointerDX: b3,
                                  pointerDY: b4, pointerAbsoluteX: b5, pointerAbsoluteY: b6, pointerButton: b7,
                                  pointerButtonState: b8, pointerHasAxis: b9, pointerAxisDiscrete: b10, keyboardEvent: b11,
                                  key: b12, keyState: b13))
    }
}
