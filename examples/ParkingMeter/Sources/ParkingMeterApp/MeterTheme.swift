import KioskUI

extension ParkingMeter {
    /// Dark, with large type and a yellow accent for a meter in the street: the theme of
    /// assets/screens/parking-meter.yaml.
    static let theme = KUI.Theme(background: KUI.Color(hex: 0x101820), surface: KUI.Color(hex: 0x1C2833),
                                 surfacePressed: KUI.Color(hex: 0x2C3E50), text: KUI.Color(hex: 0xF4F6F7),
                                 secondaryText: KUI.Color(hex: 0xAAB7B8), accent: KUI.Color(hex: 0xF1C40F),
                                 accentText: KUI.Color(hex: 0x101820), separator: KUI.Color(hex: 0x64768A),
                                 focusRing: KUI.Color(hex: 0xF59E0B), dimmed: KUI.Color(hex: 0x87929C), cornerRadius: 14, fontSize: 24, minTouchTarget: 64)
}
