import KioskUICore

/// One libinput event as plain values: what `FBInput` reads through libinput's accessors, and
/// what `FBInputTranslator` turns into `InputEvent`s. Recorded sequences of these test the
/// translation with no device and no libinput.
///
/// Coordinates are in output pixels (the panel as mounted), as libinput's `*_transformed`
/// accessors give them for the output's size (its calibration matrix already applied).
enum FBInputRecord: Equatable, Sendable {
    /// Touch phases, as libinput's TOUCH_DOWN, TOUCH_MOTION, TOUCH_UP, TOUCH_CANCEL.
    enum TouchPhase: Equatable, Sendable { case down, motion, up, cancel }

    /// A finger on a touch screen: its seat slot (stable while it is down, unique on the seat)
    /// and, except for up and cancel, where it is.
    case touch(TouchPhase, slot: Int32, x: Double, y: Double)
    /// An absolute pointer (a tablet, QEMU's virtio-tablet, some touch panels) moved here.
    case absoluteMotion(x: Double, y: Double)
    /// A relative pointer (a mouse) moved by this much.
    case relativeMotion(dx: Double, dy: Double)
    /// A pointer button (evdev code: BTN_LEFT is 0x110) was pressed or released.
    case button(code: UInt32, pressed: Bool)
    /// A scroll wheel: notches, positive `vertical` towards the user (libinput's sign).
    case wheel(vertical: Double, horizontal: Double)
    /// A key, as the keymap's keysym for it, and whether Shift was held.
    case key(keysym: UInt32, pressed: Bool, shift: Bool)
    /// The text a key press types in the keymap (xkbcommon's UTF-8 for it, with Shift, AltGr and
    /// the layout applied): a letter, a digit, an Arabic letter. Keys that type control
    /// characters (Enter, Backspace, Tab, Escape, Ctrl+…) give none.
    case text(String)
}
