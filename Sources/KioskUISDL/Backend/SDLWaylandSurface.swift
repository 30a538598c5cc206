import CSDL
import Glibc
import KioskUICore

/// The two things the backend does to its window's `wl_surface` that SDL 2 has no call for:
/// a display roundtrip (so the compositor's first configure has arrived before the first layout)
/// and buffers turned upside down (`turnBuffers`).
///
/// Why buffers upside down: cage 0.1.4 on wlroots 0.15 (Debian 12) shows a full-screen client
/// whose buffer is the output's size by direct scan-out, and its damage tracking then loses the
/// frames scanned out: whenever it composites again (a screenshot with grim or any
/// wlr-screencopy client such as wayvnc, a cursor, a popup) it repaints only the newest damage
/// onto a buffer it last composited before the scan-out began, so the output shows the first
/// frame, or pieces of old frames. weston-simple-damage at the output's size shows the same
/// stale pieces; a bare SDL client that changes colour shows only its first colour. A surface
/// whose buffer transform differs from the output's is never scanned out (cage's
/// `scan_out_primary_view`), so every frame is composited with its damage and the output is
/// right. Drawing turned by 180° and declaring the buffer turned by 180° shows the same image;
/// input is in surface coordinates, which the buffer transform does not change.
/// `KIOSK_WAYLAND_SCANOUT=1` keeps buffers upright (for compositors without the bug, to let them
/// scan out).
final class SDLWaylandSurface {
    private let surface: UnsafeMutableRawPointer
    private let display: UnsafeMutableRawPointer
    private let marshal: UnsafeMutableRawPointer
    private let roundtripFunction: (@convention(c) (UnsafeMutableRawPointer) -> Int32)?

    /// The window's surface, or nil when the window is not on Wayland or libwayland-client's
    /// functions cannot be found.
    init?(window: SDLWindow) {
        guard let s = kiosk_wayland_object(window.raw, 1), let d = kiosk_wayland_object(window.raw, 0),
              let lib = dlopen("libwayland-client.so.0", RTLD_LAZY | RTLD_NOLOAD),
              let m = dlsym(lib, "wl_proxy_marshal") else { return nil }
        surface = s
        display = d
        marshal = m
        roundtripFunction = dlsym(lib, "wl_display_roundtrip").map { unsafeBitCast($0, to: (@convention(c) (UnsafeMutableRawPointer) -> Int32).self) }
    }

    /// Whether buffers should be turned (the default; `KIOSK_WAYLAND_SCANOUT=1` says no).
    static func turnsBuffers(environment: [String: String]) -> Bool {
        environment["KIOSK_WAYLAND_SCANOUT"] != "1"
    }

    /// Declares every buffer from the next commit on as turned by 180° (`WL_OUTPUT_TRANSFORM_180`):
    /// the compositor turns it back. The caller draws turned by 180° from then on.
    func turnBuffers() {
        kiosk_wl_surface_set_buffer_transform(marshal, surface, 2)
    }

    /// Sends what is queued and waits until the compositor has answered everything sent so far;
    /// events that arrived are handled by SDL's listeners (SDL_PumpEvents turns them into SDL events).
    func roundtrip() {
        _ = roundtripFunction?(display)
    }
}
