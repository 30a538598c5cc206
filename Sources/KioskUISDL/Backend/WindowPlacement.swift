import KioskUICore

/// Where a kiosk window goes on its display and how big it is (pure: tested on numbers).
///
/// X11 without a window manager (a kiosk on Xorg or Xvfb) takes a window's position and size as
/// given: SDL's "centred" put a 1280×800 window on a 1024×600 screen at (−128, −100), out of
/// reach of clicks, and full-screen mode (a request to the window manager) left it at 1280×800.
/// So the backend places windows itself:
/// - full-screen: the display's whole bounds;
/// - in a window: the asked size cut to the display's usable area (no side larger than it can
///   show), centred in that area, never off it.
/// An empty display area (a driver that reports none) leaves the asked size at the origin.
enum WindowPlacement {
    static func frame(requested: Size, usable: Rect, bounds: Rect, fullscreen: Bool) -> Rect {
        if fullscreen && !bounds.isEmpty { return bounds }
        guard !usable.isEmpty else { return Rect(origin: bounds.origin, size: requested) }
        let w = Swift.min(requested.width, usable.width), h = Swift.min(requested.height, usable.height)
        let x = usable.minX + ((usable.width - w) / 2).rounded(.down)
        let y = usable.minY + ((usable.height - h) / 2).rounded(.down)
        return Rect(x: x, y: y, width: w, height: h)
    }
}
