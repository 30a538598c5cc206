import CFB
import KioskUICore

/// Key codes → keysyms through xkbcommon's keymap (the system default, or the layout in
/// XKB_DEFAULT_LAYOUT/XKB_DEFAULT_VARIANT…), with Shift's state. Where no keymap compiles (no
/// xkb-data), a small table of evdev codes stands in for the keys the runtime knows.
@MainActor
final class FBKeyboard {
    private let context: OpaquePointer?
    private let keymap: OpaquePointer?
    private let state: OpaquePointer?
    /// Shift keys held, for the table.
    private var shifts = 0

    init() {
        context = xkb_context_new(XKB_CONTEXT_NO_FLAGS)
        keymap = context.flatMap { xkb_keymap_new_from_names($0, nil, XKB_KEYMAP_COMPILE_NO_FLAGS) }
        state = keymap.flatMap { xkb_state_new($0) }
    }

    isolated deinit {
        if let s = state { xkb_state_unref(s) }
        if let k = keymap { xkb_keymap_unref(k) }
        if let c = context { xkb_context_unref(c) }
    }

    /// Whether the keymap compiled (else the evdev table is used).
    var hasKeymap: Bool { state != nil }

    /// What evdev key `code` pressed or released gives: its key record and, for a press that types
    /// something in the keymap, the text it types (UTF-8 from `xkb_state_key_get_utf8`, read
    /// before the key changes the state, without control characters). No text without a keymap.
    func records(code: UInt32, pressed: Bool) -> [FBInputRecord] {
        var typed: String?
        if pressed, let s = state {
            var buffer = [CChar](repeating: 0, count: 64)
            let n = xkb_state_key_get_utf8(s, code + KIOSK_EVDEV_OFFSET, &buffer, buffer.count)
            if n > 0 {
                let text = String(decoding: buffer.prefix(Int(n)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
                typed = FBKeyboard.printable(text)
            }
        }
        let key = record(code: code, pressed: pressed)
        return typed.map { [key, .text($0)] } ?? [key]
    }

    /// `text` without control characters (Enter's "\r", Backspace's "\u{8}", Ctrl+C's "\u{3}",
    /// Delete's "\u{7f}"); nil when nothing is left.
    static func printable(_ text: String) -> String? {
        let kept = String(String.UnicodeScalarView(text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7f }))
        return kept.isEmpty ? nil : kept
    }

    /// The keysym of evdev key `code` as it is pressed or released, and whether Shift is held
    /// (before this key's own change), as a record.
    func record(code: UInt32, pressed: Bool) -> FBInputRecord {
        guard let s = state else {
            let shift = shifts > 0
            if code == 42 || code == 54 { shifts = Swift.max(0, shifts + (pressed ? 1 : -1)) }
            return .key(keysym: FBKeysym.evdev(code), pressed: pressed, shift: shift)
        }
        let xkbCode = code + KIOSK_EVDEV_OFFSET
        let sym = xkb_state_key_get_one_sym(s, xkbCode)
        let shift = xkb_state_mod_name_is_active(s, "Shift", XKB_STATE_MODS_EFFECTIVE) > 0
        xkb_state_update_key(s, xkbCode, pressed ? XKB_KEY_DOWN : XKB_KEY_UP)
        return .key(keysym: sym, pressed: pressed, shift: shift)
    }
}

extension FBKeysym {
    /// The keysym of an evdev key code on a plain keyboard, for the keys the runtime knows
    /// (linux/input-event-codes.h); 0 for the others.
    static func evdev(_ code: UInt32) -> UInt32 {
        switch code {
        case 1: return escape
        case 14: return backSpace
        case 111: return delete
        case 15: return tab
        case 28: return returnKey
        case 96: return kpEnter
        case 57: return space
        case 60: return f2
        case 102: return home
        case 103: return up
        case 104: return pageUp
        case 105: return left
        case 106: return right
        case 107: return end
        case 108: return down
        case 109: return pageDown
        case 158: return xf86Back
        case 12: return minus
        case 13: return equal
        case 74: return kpSubtract
        case 78: return kpAdd
        default: return 0
        }
    }
}
