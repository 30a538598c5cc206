/// The module apps import: the whole library (KioskUICore: widgets, screens, the Swift builders,
/// the run) as if it were this one, so `import KioskUI` is all an app writes, plus the entry points
/// that run it on SDL (Kiosk+Run.swift). The display system itself (KioskUISDL) is not re-exported:
/// an app names none of its types.
@_exported import KioskUICore
