import KioskUICore

/// The xkbcommon keysyms the runtime understands (values of xkbcommon-keysyms.h, spelled here
/// so the translation stays pure Swift), and their `Key`.
enum FBKeysym {
    static let tab: UInt32 = 0xff09, isoLeftTab: UInt32 = 0xfe20
    static let returnKey: UInt32 = 0xff0d, kpEnter: UInt32 = 0xff8d, space: UInt32 = 0x0020
    static let escape: UInt32 = 0xff1b, xf86Back: UInt32 = 0x1008ff26
    static let home: UInt32 = 0xff50, left: UInt32 = 0xff51, up: UInt32 = 0xff52, right: UInt32 = 0xff53
    static let down: UInt32 = 0xff54, pageUp: UInt32 = 0xff55, pageDown: UInt32 = 0xff56, end: UInt32 = 0xff57
    static let kpHome: UInt32 = 0xff95, kpLeft: UInt32 = 0xff96, kpUp: UInt32 = 0xff97, kpRight: UInt32 = 0xff98
    static let kpDown: UInt32 = 0xff99, kpPageUp: UInt32 = 0xff9a, kpPageDown: UInt32 = 0xff9b, kpEnd: UInt32 = 0xff9c
    static let f2: UInt32 = 0xffbf
    static let plus: UInt32 = 0x002b, equal: UInt32 = 0x003d, kpAdd: UInt32 = 0xffab
    static let minus: UInt32 = 0x002d, kpSubtract: UInt32 = 0xffad
    static let backSpace: UInt32 = 0xff08, delete: UInt32 = 0xffff, kpDelete: UInt32 = 0xff9f

    /// The key for a keysym; Shift+Tab (and ISO_Left_Tab, what a keymap gives for it) is
    /// `.backtab`. Nil for keys the runtime ignores. The same keys as `SDLKeyMap.key`.
    static func key(_ sym: UInt32, shift: Bool) -> Key? {
        switch sym {
        case left, kpLeft: return .left
        case right, kpRight: return .right
        case up, kpUp: return .up
        case down, kpDown: return .down
        case tab: return shift ? .backtab : .tab
        case isoLeftTab: return .backtab
        case returnKey, kpEnter: return .enter
        case space: return .space
        case escape, xf86Back: return .escape
        case pageUp, kpPageUp: return .pageUp
        case pageDown, kpPageDown: return .pageDown
        case home, kpHome: return .home
        case end, kpEnd: return .end
        case f2: return .cycleSplit
        case plus, equal, kpAdd: return .plus
        case minus, kpSubtract: return .minus
        case backSpace: return .backspace
        case delete, kpDelete: return .delete
        default: return nil
        }
    }
}
